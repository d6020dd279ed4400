/**
 * Password reset by e-mail link: valid PASSWORD_RESET_LIFETIME_MS (60 min) and once. The record's
 * status goes ACTIVE → USED, or reads EXPIRED once its time has passed; only ACTIVE accepts a new
 * password, and a used or expired link is refused saying so. Success revokes every session of the
 * user, clears the account's failed sign-ins and mails the password-changed notice.
 */
import { and, eq, gt } from 'drizzle-orm';
import { normalizeEmail } from '../../../domain/email.ts';
import type { PasswordResetStatus } from '../../../domain/constants.ts';
import { apiMessages } from '../../../domain/api-messages.ts';
import { messages } from '../../../domain/messages.ts';
import { passwordSuggestions } from '../../../domain/password-rules.ts';
import type { DbExecutor } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import { passwordResetLink } from '../../mail/links.ts';
import { passwordResetMail } from '../../mail/templates.ts';
import type { Services } from '../../services.ts';
import { revokeAllSessions } from '../sessions/sessions.ts';
import { noticeAccountChange } from '../account-security/account-changes.ts';
import { findUserByEmail } from '../users/users.ts';
import { mayMailAccount } from './account-mail-limit.ts';
import { clearLoginFailures } from './login-throttle.ts';
import { hashPassword } from './passwords.ts';

const MINUTE_MS = 60 * 1000;

/** Mails a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(services: Services, rawEmail: string): Promise<void> {
  const { db, config } = services;
  const user = await findUserByEmail(db, normalizeEmail(rawEmail));
  if (!user) return;
  await db.transaction(async (tx) => {
    // Lock the user so that parallel requests count against the hourly cap one after another.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (!(await mayMailAccount(tx, config, 'passwordReset', user.id))) return;
    await issuePasswordReset(tx, services, user);
  });
}

/**
 * Mails a new reset link to the account's sign-in address; only the newest link works, so older
 * ones of the user expire now. Runs in the caller's transaction (a request, or the "this wasn't me"
 * link of docs/decisions/049, which sends one whatever the hourly cap).
 */
export async function issuePasswordReset(
  tx: DbExecutor,
  services: Pick<Services, 'config' | 'mailer'>,
  user: { id: string; email: string; firstName: string },
): Promise<void> {
  const { config, mailer } = services;
  await tx
    .update(passwordResets)
    .set({ status: 'EXPIRED' })
    .where(and(eq(passwordResets.userId, user.id), eq(passwordResets.status, 'ACTIVE')));
  const id = randomToken();
  await tx.insert(passwordResets).values({
    id,
    userId: user.id,
    expiresAt: new Date(Date.now() + config.PASSWORD_RESET_LIFETIME_MS),
  });
  await mailer.send(
    passwordResetMail({
      to: user.email,
      firstName: user.firstName,
      link: passwordResetLink(config.publicUrl, id),
      validForMinutes: Math.round(config.PASSWORD_RESET_LIFETIME_MS / MINUTE_MS),
    }),
    tx,
  );
}

function effectiveStatus(reset: {
  status: PasswordResetStatus;
  expiresAt: Date;
}): PasswordResetStatus {
  return reset.status === 'ACTIVE' && reset.expiresAt <= new Date() ? 'EXPIRED' : reset.status;
}

export async function getPasswordResetStatus(
  services: Services,
  id: string,
): Promise<{ status: PasswordResetStatus; role: 'CANDIDATE' }> {
  const reset = await findReset(services, id);
  if (!reset) throw new HttpError(404, { message: apiMessages.passwordResetNotFound });
  return { status: effectiveStatus(reset), role: 'CANDIDATE' };
}

const resetError = (message: string, suggestions: string[] = []) =>
  badRequest(message, { feedback: { suggestions } });

/** A link that cannot set a password says why: used, expired, or unknown. */
const unusableLinkError = (status: PasswordResetStatus | undefined) =>
  resetError(
    status === 'USED'
      ? apiMessages.passwordResetUsed
      : status === 'EXPIRED'
        ? apiMessages.passwordResetExpired
        : messages.resetInvalid,
  );

async function findReset(services: Services, id: string) {
  const [reset] = await services.db.select().from(passwordResets).where(eq(passwordResets.id, id));
  return reset;
}

export async function resetPassword(
  services: Services,
  input: { resetId: string; password: string },
): Promise<void> {
  const { db } = services;
  const reset = await findReset(services, input.resetId);
  const status = reset && effectiveStatus(reset);
  if (!reset || status !== 'ACTIVE') throw unusableLinkError(status);

  const suggestions = passwordSuggestions(input.password);
  if (suggestions.length > 0) throw resetError(messages.passwordInvalid, suggestions);

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Conditional on ACTIVE: of two concurrent uses of one link, only one succeeds.
    const claimed = await tx
      .update(passwordResets)
      .set({ status: 'USED', usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.id, reset.id),
          eq(passwordResets.status, 'ACTIVE'),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) {
      // Used or expired since it was read: say which.
      const latest = await findReset(services, reset.id);
      throw unusableLinkError(latest && effectiveStatus(latest));
    }
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, reset.userId))
      .returning();
    await revokeAllSessions(tx, reset.userId);
    if (!user) return;
    // The new password works at once, even if the account was locked (docs/decisions/017).
    await clearLoginFailures(tx, user.email);
    await noticeAccountChange(tx, services, user, { kind: 'PASSWORD' });
  });
}
