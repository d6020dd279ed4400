/**
 * /user-reset-password?passwordResetId: checks the reset record (only ACTIVE accepts a password),
 * then a new password and its confirmation. Submit stays disabled, with the first failing rule
 * shown, until the password is strong and both match (spec sections 4 and 5). A link that was used
 * or has expired says so (the spec's 'Please enter a valid email address.' is for an unknown one),
 * each with the way to a new link.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { strongPasswordSchema } from '../../../../domain/auth-schemas.ts';
import type { PasswordResetStatus } from '../../../../domain/constants.ts';
import { messages } from '../../../../domain/messages.ts';
import { isStrongPassword } from '../../../../domain/password-rules.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormStyles } from '../../../components/form/form-styles.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { feedbackOf, isApiError } from '../../../lib/api/errors.ts';
import { usePasswordReset } from '../api/get-password-reset.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { errorText } from '../lib/error-text.ts';

const resetSchema = z
  .object({
    password: strongPasswordSchema,
    confirmPassword: z.string().min(1, messages.requiredShort),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsMustMatch,
    path: ['confirmPassword'],
  });
type ResetValues = z.input<typeof resetSchema>;

/** Why this link cannot set a password, by the record's status (unknown: no status). */
function unusableLinkMessage(status?: PasswordResetStatus): string {
  if (status === 'USED') return apiMessages.passwordResetUsed;
  if (status === 'EXPIRED') return apiMessages.passwordResetExpired;
  return messages.resetInvalid;
}

function UnusableLink({ status }: { status?: PasswordResetStatus }) {
  return (
    <FormAlert intent="error">
      {unusableLinkMessage(status)}{' '}
      <AppLink href={paths.requestPasswordReset} inline>
        Request a new password reset link
      </AppLink>
    </FormAlert>
  );
}

/** The server's refusal of the new password when the link was used or expired meanwhile. */
function linkStatusOfRefusal(error: unknown): PasswordResetStatus | undefined {
  if (!isApiError(error, 400)) return undefined;
  if (error.message === apiMessages.passwordResetUsed) return 'USED';
  if (error.message === apiMessages.passwordResetExpired) return 'EXPIRED';
  return undefined;
}

function NewPasswordForm({ resetId }: { resetId: string }) {
  const styles = useFormStyles();
  const reset = useResetPassword();
  const { control, handleSubmit } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'all',
  });
  const [password = '', confirmPassword = ''] = useWatch({
    control,
    name: ['password', 'confirmPassword'],
  });
  const ready = isStrongPassword(password) && password === confirmPassword;

  const refusedLink = reset.isError ? linkStatusOfRefusal(reset.error) : undefined;
  if (refusedLink) return <UnusableLink status={refusedLink} />;

  if (reset.isSuccess) {
    return (
      <div className={styles.form}>
        <FormAlert intent="success">{messages.resetDone}</FormAlert>
        <AppLink href={paths.login}>Sign in</AppLink>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Choose a new password"
      onSubmit={handleSubmit((values) => reset.mutate({ password: values.password, resetId }))}
    >
      {reset.isError ? (
        <FormAlert lines={isApiError(reset.error) ? feedbackOf(reset.error.body) : []}>
          {errorText(reset.error)}
        </FormAlert>
      ) : null}
      <TextField
        control={control}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        validateWhileTyping
      />
      <TextField
        control={control}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        disabled={password === ''}
        validateWhileTyping
      />
      <SubmitButton
        label="Reset Password"
        busyLabel="Saving…"
        busy={reset.isPending}
        disabled={!ready}
      />
    </form>
  );
}

export function ResetPasswordForm({ resetId }: { resetId: string }) {
  const record = usePasswordReset(resetId);
  if (resetId === '') return <UnusableLink />;
  if (record.isPending) return <PageLoader label="Checking your link…" />;
  if (record.isError && !isApiError(record.error)) {
    return <FormAlert intent="error">{errorText(record.error)}</FormAlert>;
  }
  if (record.isError) return <UnusableLink />;
  if (record.data.status !== 'ACTIVE') return <UnusableLink status={record.data.status} />;
  return <NewPasswordForm resetId={resetId} />;
}
