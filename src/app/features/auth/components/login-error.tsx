/**
 * Why a sign-in failed (spec sections 4 and 8): not confirmed yet (with the resend link), locked
 * (wait or reset, with a link to reset), an address that cannot be an account's ('Invalid email
 * address or password.'), or the failure message. Loaded lazily by the sign-in form.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { messages } from '../../../../domain/messages.ts';
import { AppLink } from '../../../components/app-link.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import type { NotConfirmedBody } from '../api/login.ts';
import { errorText } from '../lib/error-text.ts';
import { ResendConfirmation } from './resend-confirmation.tsx';

const useStyles = makeStyles({ text: { margin: `0 0 ${tokens.spacingVerticalXS}` } });

function notConfirmedOf(error: unknown): NotConfirmedBody | null {
  if (!isApiError(error, 403) || error.message !== apiMessages.notConfirmed) return null;
  return error.body as NotConfirmedBody;
}

export function LoginError({
  error,
  typedEmail,
  code,
}: {
  error: unknown;
  typedEmail: string;
  code?: string;
}) {
  const styles = useStyles();
  const notConfirmed = notConfirmedOf(error);
  if (notConfirmed) {
    return (
      <FormAlert intent="warning">
        <p>{messages.notConfirmed}</p>
        <ResendConfirmation
          variant="link"
          email={notConfirmed.email || typedEmail}
          requestId={notConfirmed.requestId}
          code={code}
        />
      </FormAlert>
    );
  }
  if (isApiError(error, 429)) {
    // Locked (docs/decisions/017): the server's "wait about N minutes or reset", and the way out.
    return (
      <FormAlert intent="error">
        <p className={styles.text}>{errorText(error, messages.signInFailed)}</p>
        <AppLink href={paths.requestPasswordReset}>Reset your password</AppLink>
      </FormAlert>
    );
  }
  // A wrong pair (401), or the 400 of an address that cannot be an account's (its own message).
  return (
    <FormAlert intent="error">
      {isApiError(error, 401) ? messages.signInFailed : errorText(error, messages.signInFailed)}
    </FormAlert>
  );
}
