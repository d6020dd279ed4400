/**
 * Changing the sign-in address (User Settings, spec section 6). The candidate re-enters the
 * password in this session (VerifyUserPassword), then names the new address: a link goes to it,
 * valid while the change window is open (EMAIL_CHANGE_WINDOW_MS) and once, and a notice goes to
 * the current address so that a change the owner did not make can be cancelled. Following the link
 * makes the new address the sign-in address and signs the candidate in. A newer change, or Cancel,
 * makes the open link stop working at once.
 */
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { apiMessages } from '../../../domain/api-messages.ts';
import type { EmailChangeStatus } from '../../../domain/constants.ts';
import { normalizeEmail } from '../../../domain/email.ts';
import type { DbExecutor } from '../../db/client.ts';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/client.ts';
import { emailChanges, users } from '../../db/schema.ts';
import { badRequest, HttpError, UserFacingError } from '../../errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import { emailChangeLink, userSettingsLink } from '../../mail/links.ts';
import { emailChangeMail, emailChangeNoticeMail } from '../../mail/templates.ts';
import type { Services } from '../../services.ts';
import { mayMailAccount } from '../auth/account-mail-limit.ts';
import { isEmailUsedByAnotherAccount } from '../contact-info/contact-info.ts';
import { noticeAccountChange } from '../account-security/account-changes.ts';
import { createSession, type SessionOptions } from '../sessions/sessions.ts';
import { requireRecentPasswordVerification } from '../settings/password-verification.ts';

const HOUR_MS = 60 * 60 * 1000;

/** GraphQL ChangeEmail as plain JSON data. */
export interface ChangeEmailView {
  newEmail: string;
  emailStatus: EmailChangeStatus;
  initiatedAt: string;
  isChangeWindowOpen: boolean;
}

/**
 * What User Settings shows: the latest change still SENT that the candidate has not dismissed,
 * open (in progress) or timed out; null otherwise (none, cancelled, confirmed, dismissed).
 */
export async function findShownEmailChange(
  db: DbExecutor,
  userId: string,
  now = new Date(),
): Promise<ChangeEmailView | null> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.userId, userId),
        eq(emailChanges.status, 'SENT'),
        isNull(emailChanges.dismissedAt),
      ),
    )
    .orderBy(desc(emailChanges.initiatedAt))
    .limit(1);
  if (!row) return null;
  return {
    newEmail: row.newEmail,
    emailStatus: row.status,
    initiatedAt: row.initiatedAt.toISOString(),
    isChangeWindowOpen: now < row.windowClosesAt,
  };
}

async function lockUser(tx: DbExecutor, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);
  return user;
}

/**
 * Starts a change to `newEmail` (validated and normalized by the caller). Refuses, writing nothing:
 * a session without a recent password verification, the current address, the candidate's own
 * secondary address, another account's address, and a mail past the hourly cap. A change still
 * SENT is cancelled: only the newest link works. Runs inside the caller's transaction.
 */
export async function initiateEmailChange(
  tx: DbExecutor,
  services: Services,
  caller: { userId: string; sessionId: string },
  newEmail: string,
): Promise<void> {
  const { config, mailer } = services;
  // Locked: two changes started at once leave one open link.
  const user = await lockUser(tx, caller.userId);
  await requireRecentPasswordVerification(tx, config, caller.sessionId);
  if (newEmail === user.email) {
    throw new UserFacingError('BAD_USER_INPUT', apiMessages.emailUnchanged);
  }
  if (newEmail === user.secondaryEmail) {
    throw new UserFacingError('BAD_USER_INPUT', apiMessages.emailIsYourSecondary);
  }
  if (await isEmailUsedByAnotherAccount(tx, user.id, newEmail)) {
    throw new UserFacingError('BAD_USER_INPUT', apiMessages.emailTaken);
  }
  if (!(await mayMailAccount(tx, config, 'emailChange', user.id))) {
    throw new UserFacingError('MAIL_LIMIT_REACHED', apiMessages.emailChangeMailLimit);
  }

  await tx
    .update(emailChanges)
    .set({ status: 'CANCELLED' })
    .where(and(eq(emailChanges.userId, user.id), eq(emailChanges.status, 'SENT')));
  const now = new Date();
  const change = {
    id: randomToken(),
    userId: user.id,
    newEmail,
    status: 'SENT' as const,
    initiatedAt: now,
    windowClosesAt: new Date(now.getTime() + config.EMAIL_CHANGE_WINDOW_MS),
  };
  await tx.insert(emailChanges).values(change);

  const validForHours = Math.round(config.EMAIL_CHANGE_WINDOW_MS / HOUR_MS);
  await mailer.send(
    emailChangeMail({
      to: newEmail,
      firstName: user.firstName,
      currentEmail: user.email,
      link: emailChangeLink(config.publicUrl, { email: newEmail, id: change.id }),
      validForHours,
    }),
    tx,
  );
  await mailer.send(
    emailChangeNoticeMail({
      to: user.email,
      firstName: user.firstName,
      newEmail,
      settingsLink: userSettingsLink(config.publicUrl),
      validForHours,
    }),
    tx,
  );
}

/**
 * Cancel email change: the change still SENT (in progress or timed out) becomes CANCELLED, so its
 * link stops working at once. Without one, a BAD_USER_INPUT error.
 */
export async function cancelEmailChange(tx: DbExecutor, userId: string): Promise<void> {
  const cancelled = await tx
    .update(emailChanges)
    .set({ status: 'CANCELLED' })
    .where(and(eq(emailChanges.userId, userId), eq(emailChanges.status, 'SENT')))
    .returning({ id: emailChanges.id });
  if (cancelled.length === 0) {
    throw new UserFacingError('BAD_USER_INPUT', apiMessages.noEmailChangeOpen);
  }
}

/**
 * "Click to dismiss": hides the change User Settings shows (the timed-out notice). Nothing shown is
 * nothing to do, so that a replayed or repeated dismiss is harmless.
 */
export async function dismissEmailChange(tx: DbExecutor, userId: string): Promise<void> {
  await tx
    .update(emailChanges)
    .set({ dismissedAt: new Date() })
    .where(
      and(
        eq(emailChanges.userId, userId),
        eq(emailChanges.status, 'SENT'),
        isNull(emailChanges.dismissedAt),
      ),
    );
}

/**
 * POST /auth/confirm-change-email-auth: a link whose change is SENT, for this address, within its
 * window, makes the address the account's sign-in address and signs the candidate in. Failures are
 * 400s whose message names the result page: not valid (unknown, other address, already used),
 * cancelled, expired; anything else (the address taken meanwhile) is the generic error page.
 */
export async function confirmEmailChange(
  services: Services,
  input: { email: string; id: string },
  sessionOptions: SessionOptions = {},
): Promise<{ userId: string; token: string }> {
  const { db, config } = services;
  const email = normalizeEmail(input.email);
  try {
    return await db.transaction(async (tx) => {
      const [change] = await tx
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.id, input.id))
        .for('update');
      if (!change || change.newEmail !== email || change.status === 'CONFIRMED') {
        throw badRequest(apiMessages.emailChangeLinkIncorrect);
      }
      if (change.status === 'CANCELLED') throw badRequest(apiMessages.emailChangeLinkCancelled);
      const now = new Date();
      if (change.windowClosesAt <= now) throw badRequest(apiMessages.emailChangeLinkExpired);

      const before = await lockUser(tx, change.userId);
      // One account per address: taken since the change started (by anyone, even as this
      // account's own secondary address) means the change cannot happen.
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.email, email), eq(users.secondaryEmail, email)))
        .limit(1);
      if (taken) throw badRequest(apiMessages.emailTaken);

      await tx.update(users).set({ email }).where(eq(users.id, change.userId));
      await tx
        .update(emailChanges)
        .set({ status: 'CONFIRMED' })
        .where(eq(emailChanges.id, change.id));
      // The old address hears of it, with the "this wasn't me" link (docs/decisions/049).
      await noticeAccountChange(
        tx,
        services,
        before,
        { kind: 'PRIMARY_EMAIL', newEmail: email },
        now,
      );
      const token = await createSession(
        tx,
        change.userId,
        config.SESSION_LIFETIME_MS,
        sessionOptions,
      );
      return { userId: change.userId, token };
    });
  } catch (error) {
    // Another account took the address at the same moment: the unique index decides.
    if (!(error instanceof HttpError) && postgresErrorCode(error) === UNIQUE_VIOLATION) {
      throw badRequest(apiMessages.emailTaken);
    }
    throw error;
  }
}
