/** /secure-account: the "this wasn't me" link of an account-change notice (docs/decisions/049). */
import { AuthLayout } from '../components/auth-layout.tsx';
import { SecureAccount } from '../features/auth/components/secure-account.tsx';

export function SecureAccountRoute() {
  return (
    <AuthLayout title="Secure your account">
      <SecureAccount />
    </AuthLayout>
  );
}
