/** /registration-thank-you?email&requestId&code: the confirmation e-mail was sent, with a resend button. */
import { useSearchParams } from 'wouter';
import { AppLink } from '../components/app-link.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useFormStyles } from '../components/form/form-styles.ts';
import { paths } from '../config/paths.ts';
import { ResendConfirmation } from '../features/auth/components/resend-confirmation.tsx';
import { param } from '../features/auth/lib/search-params.ts';

export function RegistrationThankYouRoute() {
  const styles = useFormStyles();
  const [search] = useSearchParams();
  const email = param(search, 'email');
  return (
    <AuthLayout title="Check your e-mail">
      <div className={styles.form}>
        <p className={styles.text}>
          Thank you for signing up! We&apos;ve sent a confirmation e-mail to{' '}
          {email ? <strong>{email}</strong> : 'your address'}. Open it and follow the link to
          confirm your address and sign in. It can take a few minutes to arrive; please check your
          spam folder too.
        </p>
        {email ? (
          <ResendConfirmation
            email={email}
            requestId={param(search, 'requestId')}
            code={param(search, 'code')}
            label="Resend confirmation email"
          />
        ) : null}
        <AppLink href={paths.login}>Back to Sign In</AppLink>
      </div>
    </AuthLayout>
  );
}
