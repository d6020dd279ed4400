/** /email-confirmed: confirms the address from the e-mail link and signs in (spec section 2). */
import { AuthLayout } from '../components/auth-layout.tsx';
import { ConfirmEmail } from '../features/auth/components/confirm-email.tsx';

export function EmailConfirmedRoute() {
  return (
    <AuthLayout title="Confirm your e-mail address">
      <ConfirmEmail />
    </AuthLayout>
  );
}
