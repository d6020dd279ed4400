/** /change-email-confirmed: confirms the new sign-in address from the e-mail link and signs in. */
import { AuthLayout } from '../components/auth-layout.tsx';
import { ConfirmChangeEmail } from '../features/user-settings/components/confirm-change-email.tsx';

export function ChangeEmailConfirmedRoute() {
  return (
    <AuthLayout title="Confirm your new email">
      <ConfirmChangeEmail />
    </AuthLayout>
  );
}
