/** /register: Sign Up for Free (spec section 2). */
import { lazy, Suspense } from 'react';
import { Redirect, useSearch, useSearchParams } from 'wouter';
import { AppLink } from '../components/app-link.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { joinHref, paths } from '../config/paths.ts';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import { param } from '../features/auth/lib/search-params.ts';
import { TAGLINE } from '../features/auth/lib/tagline.ts';
import { useSession } from '../lib/session.ts';

const OneAccountPolicyDialog = lazy(() =>
  import('../features/auth/components/one-account-policy-dialog.tsx').then((m) => ({
    default: m.OneAccountPolicyDialog,
  })),
);

export function RegisterRoute() {
  const [params] = useSearchParams();
  const search = useSearch();
  const session = useSession();
  const code = param(params, 'code');
  const companyName = param(params, 'companyName');

  // Already signed in and invited: the invitation is answered on its own page.
  if (session && code) return <Redirect to={joinHref(code)} replace />;

  return (
    <AuthLayout
      title="Sign Up for Free"
      subtitle={TAGLINE}
      wide
      callToAction={
        <span>
          Already have an account?{' '}
          <AppLink href={`${paths.login}${search ? `?${search}` : ''}`}>Sign in</AppLink>
        </span>
      }
    >
      <RegisterForm />
      {companyName ? (
        <Suspense fallback={null}>
          <OneAccountPolicyDialog companyName={companyName} />
        </Suspense>
      ) : null}
    </AuthLayout>
  );
}
