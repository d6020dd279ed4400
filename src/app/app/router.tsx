/**
 * Every route (spec section 2). Route modules load lazily, so the first load of /login carries only
 * what sign-in needs; signed-in pages sit inside the route guard and the signed-in layout. Sign-in
 * itself is in the entry: the first page of a first visit paints without waiting for a lazy
 * import and a second render (docs/decisions/060).
 *
 * /login renders outside the query client (query-scope.tsx, loaded lazily for every other page):
 * its first load has a budget (docs/decisions/022). A signed-out visit to a signed-in page goes to
 * sign-in before the query client loads.
 */
import { Suspense } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { PageLoader } from '../components/page-loader.tsx';
import { paths } from '../config/paths.ts';
import { LoginRoute } from '../routes/login.tsx';
import { useSession } from '../lib/session.ts';
import { lazyNamed } from './lazy-route.ts';
import { useReleaseStaleAriaHidden } from './release-stale-aria-hidden.ts';
import { RequireSession } from './require-session.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { SignedInArea, signedInRoutes } from './signed-in-area.tsx';

const QueryScope = lazyNamed(() => import('./query-scope.tsx'), 'QueryScope');

const RegisterRoute = lazyNamed(() => import('../routes/register.tsx'), 'RegisterRoute');
const RegistrationThankYouRoute = lazyNamed(
  () => import('../routes/registration-thank-you.tsx'),
  'RegistrationThankYouRoute',
);
const EmailConfirmedRoute = lazyNamed(
  () => import('../routes/email-confirmed.tsx'),
  'EmailConfirmedRoute',
);
const EmailAlreadyConfirmedRoute = lazyNamed(
  () => import('../routes/email-already-confirmed.tsx'),
  'EmailAlreadyConfirmedRoute',
);
const RequestPasswordResetRoute = lazyNamed(
  () => import('../routes/request-password-reset.tsx'),
  'RequestPasswordResetRoute',
);
const SecureAccountRoute = lazyNamed(
  () => import('../routes/secure-account.tsx'),
  'SecureAccountRoute',
);
const ResetPasswordRoute = lazyNamed(
  () => import('../routes/reset-password.tsx'),
  'ResetPasswordRoute',
);
const AddSecondaryEmailConfirmedRoute = lazyNamed(
  () => import('../routes/add-secondary-email-confirmed.tsx'),
  'AddSecondaryEmailConfirmedRoute',
);
const AddSecondaryEmailErrorRoute = lazyNamed(
  () => import('../routes/add-secondary-email-error.tsx'),
  'AddSecondaryEmailErrorRoute',
);
const AddSecondaryEmailTokenExpiredRoute = lazyNamed(
  () => import('../routes/add-secondary-email-token-expired.tsx'),
  'AddSecondaryEmailTokenExpiredRoute',
);
const AddSecondaryEmailTokenIncorrectRoute = lazyNamed(
  () => import('../routes/add-secondary-email-token-incorrect.tsx'),
  'AddSecondaryEmailTokenIncorrectRoute',
);
const ChangeEmailConfirmedRoute = lazyNamed(
  () => import('../routes/change-email-confirmed.tsx'),
  'ChangeEmailConfirmedRoute',
);
const ChangeEmailCancelledRoute = lazyNamed(
  () => import('../routes/change-email-cancelled.tsx'),
  'ChangeEmailCancelledRoute',
);
const ChangeEmailErrorRoute = lazyNamed(
  () => import('../routes/change-email-error.tsx'),
  'ChangeEmailErrorRoute',
);
const ChangeEmailTokenExpiredRoute = lazyNamed(
  () => import('../routes/change-email-token-expired.tsx'),
  'ChangeEmailTokenExpiredRoute',
);
const ChangeEmailTokenIncorrectRoute = lazyNamed(
  () => import('../routes/change-email-token-incorrect.tsx'),
  'ChangeEmailTokenIncorrectRoute',
);
const TermsRoute = lazyNamed(() => import('../routes/terms.tsx'), 'TermsRoute');
const PrivacyRoute = lazyNamed(() => import('../routes/privacy.tsx'), 'PrivacyRoute');
const AssessmentPolicyRoute = lazyNamed(
  () => import('../routes/assessment-policy.tsx'),
  'AssessmentPolicyRoute',
);
const RecruiterSignInRoute = lazyNamed(
  () => import('../routes/recruiter-sign-in.tsx'),
  'RecruiterSignInRoute',
);
const AccountDeletedRoute = lazyNamed(
  () => import('../routes/account-deleted.tsx'),
  'AccountDeletedRoute',
);

/** /home/connection-manager → /connection-manager, search parameters kept (spec section 2). */
function LegacyConnectionManagerRedirect() {
  const search = useSearch();
  return <Redirect to={`${paths.connectionManager}${search ? `?${search}` : ''}`} replace />;
}

export function AppRouter() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const session = useSession();
  useReleaseStaleAriaHidden(location);
  const signInFirst =
    !session && signedInRoutes.some(({ path }) => matchRoute(parser, path, location)[0]);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          <Route path={paths.login} component={LoginRoute} />
          <Route>
            {signInFirst ? <RequireSession>{null}</RequireSession> : <QueryScopedRoutes />}
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Every page but sign-in, with the query client. */
function QueryScopedRoutes() {
  return (
    <QueryScope>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          <Route path={paths.register} component={RegisterRoute} />
          <Route path={paths.registrationThankYou} component={RegistrationThankYouRoute} />
          <Route path={paths.emailConfirmed} component={EmailConfirmedRoute} />
          <Route path={paths.emailAlreadyConfirmed} component={EmailAlreadyConfirmedRoute} />
          <Route path={paths.requestPasswordReset} component={RequestPasswordResetRoute} />
          <Route path={paths.resetPassword} component={ResetPasswordRoute} />
          <Route path={paths.secureAccount} component={SecureAccountRoute} />
          <Route
            path={paths.addSecondaryEmailConfirmed}
            component={AddSecondaryEmailConfirmedRoute}
          />
          <Route path={paths.addSecondaryEmailError} component={AddSecondaryEmailErrorRoute} />
          <Route
            path={paths.addSecondaryEmailTokenExpired}
            component={AddSecondaryEmailTokenExpiredRoute}
          />
          <Route
            path={paths.addSecondaryEmailTokenIncorrect}
            component={AddSecondaryEmailTokenIncorrectRoute}
          />
          <Route path={paths.changeEmailConfirmed} component={ChangeEmailConfirmedRoute} />
          <Route path={paths.changeEmailCancelled} component={ChangeEmailCancelledRoute} />
          <Route path={paths.changeEmailError} component={ChangeEmailErrorRoute} />
          <Route path={paths.changeEmailTokenExpired} component={ChangeEmailTokenExpiredRoute} />
          <Route
            path={paths.changeEmailTokenIncorrect}
            component={ChangeEmailTokenIncorrectRoute}
          />
          <Route path={paths.terms} component={TermsRoute} />
          <Route path={paths.privacy} component={PrivacyRoute} />
          <Route path={paths.assessmentPolicy} component={AssessmentPolicyRoute} />
          <Route path={paths.recruiterSignIn} component={RecruiterSignInRoute} />
          <Route path={paths.accountDeleted} component={AccountDeletedRoute} />
          <Route path={paths.legacyConnectionManager} component={LegacyConnectionManagerRedirect} />
          {/* Signed-in pages, and the catch-all to sign-in for any other path. */}
          <Route component={SignedInArea} />
        </Switch>
      </Suspense>
    </QueryScope>
  );
}
