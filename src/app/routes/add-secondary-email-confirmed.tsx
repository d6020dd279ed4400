/** /add-secondary-email-confirmed: verifies the secondary address from the e-mail link and signs in. */
import { AuthLayout } from '../components/auth-layout.tsx';
import { ConfirmSecondaryEmail } from '../features/contact-info/components/confirm-secondary-email.tsx';

export function AddSecondaryEmailConfirmedRoute() {
  return (
    <AuthLayout title="Verify your personal email">
      <ConfirmSecondaryEmail />
    </AuthLayout>
  );
}
