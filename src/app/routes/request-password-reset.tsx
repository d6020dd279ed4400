/** /user-request-password-reset (spec section 2). */
import { useSearchParams } from 'wouter';
import { AuthLayout } from '../components/auth-layout.tsx';
import { RequestResetForm } from '../features/auth/components/request-reset-form.tsx';

export function RequestPasswordResetRoute() {
  const [search] = useSearchParams();
  return (
    <AuthLayout title="Forgot your password?">
      <RequestResetForm initialEmail={search.get('email') ?? ''} />
    </AuthLayout>
  );
}
