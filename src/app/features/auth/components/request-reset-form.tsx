/**
 * /user-request-password-reset: the e-mail address, then a neutral confirmation (the server answers
 * the same whether or not the address has an account, so neither does this page).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { emailSchema } from '../../../../domain/auth-schemas.ts';
import { messages } from '../../../../domain/messages.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormStyles } from '../../../components/form/form-styles.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { errorText } from '../lib/error-text.ts';

const requestResetSchema = z.object({ email: emailSchema(messages.emailInvalidReset) });
type RequestResetValues = z.input<typeof requestResetSchema>;

export function RequestResetForm({ initialEmail = '' }: { initialEmail?: string }) {
  const styles = useFormStyles();
  const request = useRequestPasswordReset();
  const { control, handleSubmit } = useForm<RequestResetValues>({
    resolver: zodResolver(requestResetSchema),
    defaultValues: { email: initialEmail },
    mode: 'onTouched',
  });

  if (request.isSuccess) {
    return (
      <div className={styles.form}>
        <FormAlert intent="success" title="Check your e-mail">
          If an account exists for {request.variables}, we&apos;ve sent a link to reset its
          password. The link is valid for 60 minutes; check your spam folder if it hasn&apos;t
          arrived in a few minutes.
        </FormAlert>
        <AppLink href={paths.login}>Back to Sign In</AppLink>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Reset your password"
      onSubmit={handleSubmit(({ email }) => request.mutate(email.trim()))}
    >
      <p className={styles.text}>
        Enter the e-mail address of your account and we&apos;ll send you a link to choose a new
        password.
      </p>
      {request.isError ? <FormAlert>{errorText(request.error)}</FormAlert> : null}
      <TextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <SubmitButton label="Send Reset Link" busyLabel="Sending…" busy={request.isPending} />
      <AppLink href={paths.login}>Back to Sign In</AppLink>
    </form>
  );
}
