/** /login: Candidate Sign In (spec section 2). */
import { lazy, Suspense } from 'react';
import { Redirect, useSearch, useSearchParams } from 'wouter';
import { AppLink } from '../components/app-link.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useFormStyles } from '../components/form/form-styles.ts';
import { paths } from '../config/paths.ts';
import { afterSignIn, LoginForm } from '../features/auth/components/login-form.tsx';
import { RecruiterSignInLink } from '../features/auth/components/recruiter-sign-in-link.tsx';
import { flag, param } from '../features/auth/lib/search-params.ts';
import { TAGLINE } from '../features/auth/lib/tagline.ts';
import { useSession } from '../lib/session.ts';

// The modal is rare (an expired invitation): its code loads only then, keeping /login small.
const InvitationExpiredDialog = lazy(() =>
  import('../features/auth/components/invitation-expired-dialog.tsx').then((m) => ({
    default: m.InvitationExpiredDialog,
  })),
);

// A failed sign-in's resend link needs the query client, loaded only then (docs/decisions/022).
const loadQueryScope = () => import('../app/query-scope.tsx');
const queryScope = {
  Scope: lazy(() => loadQueryScope().then((m) => ({ default: m.QueryScope }))),
  load: loadQueryScope,
};

export function LoginRoute() {
  const styles = useFormStyles();
  const [params] = useSearchParams();
  const search = useSearch();
  const session = useSession();

  // Already signed in: where a sign-in would lead (an invitation code or id: that invitation). An
  // expired invitation link is said in the connection manager, where invitations are.
  if (session && flag(params, 'invitationExpired')) {
    return <Redirect to={`${paths.connectionManager}?invitationExpired=true`} replace />;
  }
  if (session) {
    return (
      <Redirect
        to={afterSignIn(params.get('redirect'), param(params, 'code'), param(params, 'id'))}
        replace
      />
    );
  }

  return (
    <AuthLayout
      title="Candidate Sign In"
      subtitle={TAGLINE}
      callToAction={
        <span>
          New here?{' '}
          <AppLink href={`${paths.register}${search ? `?${search}` : ''}`}>Sign up</AppLink>
        </span>
      }
    >
      <LoginForm errorScope={queryScope} />
      <div className={styles.links}>
        <AppLink href={paths.requestPasswordReset}>Forgot Password?</AppLink>
        <RecruiterSignInLink />
      </div>
      {flag(params, 'invitationExpired') ? (
        <Suspense fallback={null}>
          <InvitationExpiredDialog />
        </Suspense>
      ) : null}
    </AuthLayout>
  );
}
