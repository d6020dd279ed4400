/**
 * The password re-entered in User Settings (VerifyUserPassword stamps the session): the e-mail
 * change and the password change need it within PASSWORD_VERIFICATION_WINDOW_MS, in the same
 * session. A password change uses it up.
 */
import { apiMessages } from '../../../domain/api-messages.ts';
import type { Config } from '../../config.ts';
import type { DbExecutor } from '../../db/client.ts';
import { UserFacingError } from '../../errors.ts';
import { passwordVerifiedAt } from '../sessions/sessions.ts';

/**
 * Refuses with PASSWORD_VERIFICATION_REQUIRED unless the password was re-entered in this session
 * within the window. Callers lock the user first, so that two changes cannot share one verification.
 */
export async function requireRecentPasswordVerification(
  tx: DbExecutor,
  config: Pick<Config, 'PASSWORD_VERIFICATION_WINDOW_MS'>,
  sessionId: string,
): Promise<void> {
  const at = await passwordVerifiedAt(tx, sessionId);
  if (at === null || Date.now() - at.getTime() >= config.PASSWORD_VERIFICATION_WINDOW_MS) {
    throw new UserFacingError(
      'PASSWORD_VERIFICATION_REQUIRED',
      apiMessages.passwordVerificationRequired,
    );
  }
}
