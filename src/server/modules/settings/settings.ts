/**
 * User Settings (spec section 6): name, privacy, password, contact details, and the swap of the
 * sign-in and secondary addresses. The e-mail change lives in modules/email-change. Writes run
 * inside the caller's transaction (the idempotent write) and take input already validated by the
 * schemas of src/domain/settings.ts.
 */
import { and, eq } from 'drizzle-orm';
import { apiMessages } from '../../../domain/api-messages.ts';
import type { ProfileVisibility } from '../../../domain/constants.ts';
import type { UserName } from '../../../domain/settings.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { passwordResets, personalInformation, users } from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { noticeAccountChange } from '../account-security/account-changes.ts';
import { markAttemptSucceeded, reserveLoginAttempt } from '../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { supersedeOpenVerifications } from '../contact-info/contact-info.ts';
import { findShownEmailChange, type ChangeEmailView } from '../email-change/email-change.ts';
import {
  markPasswordVerified,
  passwordVerifiedAt,
  revokeOtherSessions,
} from '../sessions/sessions.ts';
import { requireRecentPasswordVerification } from './password-verification.ts';

/** GraphQL UserSettings as plain JSON data. */
export interface UserSettingsView {
  visibility: ProfileVisibility;
  diversityOptIn: { optIn: boolean };
  changeEmail: ChangeEmailView | null;
}

const unauthorized = () => new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);

export async function loadUserSettings(db: DbExecutor, userId: string): Promise<UserSettingsView> {
  const [row] = await db
    .select({ visibility: users.visibility, optIn: personalInformation.diversityOptIn })
    .from(users)
    .leftJoin(personalInformation, eq(personalInformation.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return {
    visibility: row.visibility,
    diversityOptIn: { optIn: row.optIn ?? false },
    changeEmail: await findShownEmailChange(db, userId),
  };
}

/** Throws UNAUTHORIZED when no row was written: the session's user is gone. */
async function updateUser(
  tx: DbExecutor,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  const updated = await tx
    .update(users)
    .set(values)
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw unauthorized();
}

export const updateUserName = (tx: DbExecutor, userId: string, name: UserName) =>
  updateUser(tx, userId, { firstName: name.firstName, lastName: name.lastName });

export const updateVisibility = (tx: DbExecutor, userId: string, visibility: ProfileVisibility) =>
  updateUser(tx, userId, { visibility });

/**
 * A new password (already checked against the strength rules), only with the current one
 * re-entered in this session within PASSWORD_VERIFICATION_WINDOW_MS (VerifyUserPassword), which it
 * uses up: a stolen session alone cannot lock the owner out. Stored as an argon2id hash; open reset
 * links stop working; every other session of the user ends unless the candidate unticked it (the
 * one that made the change stays signed in); the account's addresses get the notice with the
 * "this wasn't me" link (docs/decisions/049).
 */
export async function changePassword(
  tx: DbExecutor,
  services: Pick<Services, 'config' | 'mailer'>,
  caller: { userId: string; sessionId: string },
  password: string,
  options: { signOutOtherSessions: boolean } = { signOutOtherSessions: true },
): Promise<void> {
  const { config } = services;
  // Locked first: two changes at once cannot share one verification.
  const [user] = await tx.select().from(users).where(eq(users.id, caller.userId)).for('update');
  if (!user) throw unauthorized();
  await requireRecentPasswordVerification(tx, config, caller.sessionId);
  const passwordHash = await hashPassword(password);
  await updateUser(tx, caller.userId, { passwordHash });
  await markPasswordVerified(tx, caller.sessionId, null); // the next change needs the new password
  if (options.signOutOtherSessions) await revokeOtherSessions(tx, caller.userId, caller.sessionId);
  await tx
    .update(passwordResets)
    .set({ status: 'EXPIRED' })
    .where(and(eq(passwordResets.userId, caller.userId), eq(passwordResets.status, 'ACTIVE')));
  await noticeAccountChange(tx, services, user, { kind: 'PASSWORD' });
}

export interface PasswordVerificationView {
  verified: boolean;
  lastVerification: string | null;
}

/**
 * VerifyUserPassword: the right password stamps this session's password_verified_at. Every
 * attempt goes through the sign-in throttle of the account and address (recorded outside the
 * caller's transaction, so a failure counts even though nothing else is written): whoever holds a
 * stolen session cannot guess the password faster than at the sign-in page. A throttled attempt is
 * refused without checking, with the sign-in page's wait-or-reset message (docs/decisions/017), so
 * the candidate is not told that a right password is wrong.
 */
export async function verifySessionPassword(
  tx: DbExecutor,
  services: { db: Database; config: Services['config'] },
  caller: { userId: string; sessionId: string },
  password: string,
  remoteIp: string,
): Promise<PasswordVerificationView> {
  const [user] = await tx
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!user) throw unauthorized();
  const previous = await passwordVerifiedAt(tx, caller.sessionId);
  const notVerified = { verified: false, lastVerification: previous?.toISOString() ?? null };

  const attempt = await reserveLoginAttempt(services.db, services.config, user.email, remoteIp);
  if (attempt.throttled) {
    const minutes = Math.ceil(attempt.retryAfterMs / 60_000);
    throw new UserFacingError('TOO_MANY_ATTEMPTS', apiMessages.signInLocked(minutes));
  }
  if (!(await verifyPassword(user.passwordHash, password))) return notVerified;
  await markAttemptSucceeded(services.db, { attemptId: attempt.attemptId, email: user.email });

  const now = new Date();
  await markPasswordVerified(tx, caller.sessionId, now);
  return { verified: true, lastVerification: now.toISOString() };
}

export const setLinkedInUrl = (tx: DbExecutor, userId: string, linkedInUrl: string | null) =>
  updateUser(tx, userId, { linkedinUrl: linkedInUrl });

export const setPhoneNumber = (
  tx: DbExecutor,
  userId: string,
  phone: { phoneNumber: string; phoneNumberLocale: string } | null,
) =>
  updateUser(tx, userId, {
    phoneNumber: phone?.phoneNumber ?? null,
    phoneNumberLocale: phone?.phoneNumberLocale ?? null,
  });

/**
 * "Make primary email": the verified secondary address becomes the sign-in address and the old
 * sign-in address (confirmed at registration or by an e-mail change) the verified secondary one.
 * Sign-in looks up the sign-in address only, so from now on only the new one signs in. Needs the
 * password re-entered in this session, as the e-mail change does, and mails both addresses the
 * notice with the "this wasn't me" link (docs/decisions/049): a borrowed session cannot take the
 * account this way.
 */
export async function swapPrimaryAndSecondaryEmails(
  tx: DbExecutor,
  services: Pick<Services, 'config' | 'mailer'>,
  caller: { userId: string; sessionId: string },
): Promise<void> {
  const { userId } = caller;
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw unauthorized();
  if (!user.secondaryEmail || !user.secondaryEmailVerifiedAt) {
    throw new UserFacingError('BAD_USER_INPUT', apiMessages.swapNeedsVerifiedSecondary);
  }
  await requireRecentPasswordVerification(tx, services.config, caller.sessionId);
  const now = new Date();
  await updateUser(tx, userId, {
    email: user.secondaryEmail,
    secondaryEmail: user.email,
    secondaryEmailVerifiedAt: now,
  });
  // A verification link still open was for an address that is no longer the secondary one.
  await supersedeOpenVerifications(tx, userId, now);
  await noticeAccountChange(
    tx,
    services,
    user,
    { kind: 'EMAILS_SWAPPED', newEmail: user.secondaryEmail },
    now,
  );
}
