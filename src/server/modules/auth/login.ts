/**
 * POST /auth/login. Every failure (unknown address, wrong password, throttled) answers the same
 * message; only the right password reveals that an address is not confirmed yet.
 */
import { randomUUID } from 'node:crypto';
import { apiMessages } from '../../../domain/api-messages.ts';
import type { LoginInput } from '../../../domain/auth-schemas.ts';
import { normalizeEmail } from '../../../domain/email.ts';
import { messages } from '../../../domain/messages.ts';
import { HttpError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { claimInvitationBestEffort } from '../invitations/claim.ts';
import { createSession } from '../sessions/sessions.ts';
import { findUserByEmail } from '../users/users.ts';
import { latestConfirmationRequestId } from './email-confirmation.ts';
import { markAttemptSucceeded, reserveLoginAttempt } from './login-throttle.ts';
import { verifyAgainstNothing, verifyPassword } from './passwords.ts';

export interface LoginResult {
  userId: string;
  token: string;
  requestId: string;
}

export async function login(
  services: Services,
  input: LoginInput,
  remoteIp: string,
): Promise<LoginResult> {
  const { db, config } = services;
  const email = normalizeEmail(input.email);

  const attempt = await reserveLoginAttempt(db, config, email, remoteIp);
  if (attempt.throttled) throw new HttpError(429, { message: messages.signInFailed });

  const user = await findUserByEmail(db, email);
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!user || !passwordMatches) throw new HttpError(401, { message: messages.signInFailed });
  await markAttemptSucceeded(db, attempt.attemptId);

  const requestId = await latestConfirmationRequestId(db, user.id);
  if (!user.emailConfirmedAt) {
    throw new HttpError(403, { message: apiMessages.notConfirmed, email: user.email, requestId });
  }
  const token = await createSession(db, user.id, config.SESSION_LIFETIME_MS);
  // An invitation link's code: the firm's PENDING invitation for this candidate (never a failure).
  await claimInvitationBestEffort(db, user.id, input.invitationCode, config.INVITATION_LIFETIME_MS);
  return { userId: user.id, token, requestId: requestId ?? randomUUID() };
}
