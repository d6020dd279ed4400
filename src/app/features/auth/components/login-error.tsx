/**
 * Why a sign-in failed (spec sections 4 and 8): not confirmed yet (with the resend link), or the
 * failure message. Loaded lazily by the sign-in form.
 */
import { apiMessages } from '../../../../domain/api-messages.ts';
import { messages } from '../../../../domain/messages.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import type { NotConfirmedBody } from '../api/login.ts';
import { errorText } from '../lib/error-text.ts';
import { ResendConfirmation } from './resend-confirmation.tsx';

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
  const failed = isApiError(error, 401) || isApiError(error, 429);
  return (
    <FormAlert intent="error">
      {failed ? messages.signInFailed : errorText(error, messages.signInFailed)}
    </FormAlert>
  );
}
