/**
 * The password re-entered in User Settings (VerifyUserPassword stamps this session for
 * PASSWORD_VERIFICATION_WINDOW_MS): asked before the changes that need it (the sign-in and
 * recovery addresses, the password, the candidate's data: docs/decisions/049 and 052).
 */
import { messages } from '../../../../domain/messages.ts';
import { firstPasswordError } from '../../../../domain/password-rules.ts';
import { GraphQLRequestError } from '../../../lib/api/graphql.ts';
import { verifyUserPassword } from '../api/online-writes.ts';
import { errorText } from './offline-messages.ts';

/** The server refused a change for want of a recent password re-entry in this session. */
export const needsPasswordReentry = (error: unknown): error is GraphQLRequestError =>
  error instanceof GraphQLRequestError && error.code === 'PASSWORD_VERIFICATION_REQUIRED';

/**
 * Re-enters `password`: the field's message when it is refused (required, the strength checker's
 * first error, 'Password doesn't match our records.', the throttle's, no connection), else
 * undefined.
 */
export async function passwordRefusal(password: string): Promise<string | undefined> {
  const invalid = password === '' ? messages.fieldRequired : firstPasswordError(password);
  if (invalid) return invalid;
  try {
    const { verified } = await verifyUserPassword(password);
    return verified ? undefined : messages.passwordNotOurs;
  } catch (error) {
    return errorText(error);
  }
}
