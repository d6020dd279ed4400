/**
 * POST /auth/login. A wrong password and an unknown address answer the same message, and a locked
 * sign-in the same 429 for both (docs/decisions/017); only the right password reveals that an
 * address is not confirmed yet.
 */
import { randomUUID } from 'node:crypto';
import { apiMessages } from '../../../domain/api-messages.ts';
import type { LoginInput } from '../../../domain/auth-schemas.ts';
import { normalizeEmail } from '../../../domain/email.ts';
import { messages } from '../../../domain/messages.ts';
import { HttpError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { claimInvitationBestEffort } from '../invitations/claim.ts';
import { createSession, type SessionOptions } from '../sessions/sessions.ts';
import { findUserByEmail } from '../users/users.ts';
import { latestConfirmationRequestId } from './email-confirmation.ts';
import { markAttemptSucceeded, reserveLoginAttempt } from './login-throttle.ts';
import { verifyAgainstNothing, verifyPassword } from './passwords.ts';

export interface LoginResult {
  userId: string;
  token: string;
  requestId: string;
}

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** 429: wait (Retry-After, and in minutes in the message) or reset the password. */
function lockedOut(retryAfterMs: number): HttpError {
  const retryAfterSeconds = Math.ceil(retryAfterMs / SECOND_MS);
  return new HttpError(
    429,
    {
      message: apiMessages.signInLocked(Math.ceil(retryAfterMs / MINUTE_MS)),
      retryAfterSeconds,
    },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export async function login(
  services: Services,
  input: LoginInput,
  remoteIp: string,
  sessionOptions: SessionOptions = {},
): Promise<LoginResult> {
  const { db, config } = services;
  const email = normalizeEmail(input.email);

  const attempt = await reserveLoginAttempt(db, config, email, remoteIp);
  if (attempt.throttled) throw lockedOut(attempt.retryAfterMs);

  const user = await findUserByEmail(db, email);
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!user || !passwordMatches) throw new HttpError(401, { message: messages.signInFailed });
  await markAttemptSucceeded(db, { attemptId: attempt.attemptId, email });

  const requestId = await latestConfirmationRequestId(db, user.id);
  if (!user.emailConfirmedAt) {
    throw new HttpError(403, { message: apiMessages.notConfirmed, email: user.email, requestId });
  }
  // A shared computer's sign-in lasts a working day at most (docs/decisions/051).
  const lifetimeMs = input.sharedComputer
    ? Math.min(config.SHARED_SESSION_LIFETIME_MS, config.SESSION_LIFETIME_MS)
    : config.SESSION_LIFETIME_MS;
  const token = await createSession(db, user.id, lifetimeMs, {
    ...sessionOptions,
    deviceId: input.deviceId ?? null,
  });
  // An invitation link's code: the firm's PENDING invitation for this candidate (never a failure).
  await claimInvitationBestEffort(db, user.id, input.invitationCode, config.INVITATION_LIFETIME_MS);
  return { userId: user.id, token, requestId: requestId ?? randomUUID() };
}
