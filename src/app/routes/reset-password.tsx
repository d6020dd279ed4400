/** /user-reset-password?passwordResetId (spec section 2). */
import { useSearchParams } from 'wouter';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';

export function ResetPasswordRoute() {
  const [search] = useSearchParams();
  return (
    <AuthLayout title="Choose a new password">
      <ResetPasswordForm resetId={search.get('passwordResetId')?.trim() ?? ''} />
    </AuthLayout>
  );
}
