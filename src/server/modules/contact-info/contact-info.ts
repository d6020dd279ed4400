/**
 * The candidate's contact details ("Before You Move On") and the verification of the secondary
 * (personal) address. One account per candidate: an address, primary or secondary, belongs to one
 * account only. A new or unverified address gets a verification link, valid
 * SECONDARY_EMAIL_LINK_LIFETIME_MS (72 h) and once; a newer link supersedes the older ones. The
 * secondary address never signs in: only the link's confirmation call answers a session.
 */
import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { apiMessages } from '../../../domain/api-messages.ts';
import type { SecondaryContactInfo } from '../../../domain/contact.ts';
import { normalizeEmail } from '../../../domain/email.ts';
import type { DbExecutor } from '../../db/client.ts';
import { secondaryEmailVerifications, users, type UserRow } from '../../db/schema.ts';
import { badRequest, UserFacingError } from '../../errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import { secondaryEmailVerificationLink } from '../../mail/links.ts';
import { secondaryEmailVerificationMail } from '../../mail/templates.ts';
import type { Services } from '../../services.ts';
import { mayMailAccount } from '../auth/account-mail-limit.ts';
import { noticeAccountChange } from '../account-security/account-changes.ts';
import { createSession, type SessionOptions } from '../sessions/sessions.ts';
import { requireRecentPasswordVerification } from '../settings/password-verification.ts';

const HOUR_MS = 60 * 60 * 1000;

export const secondaryEmailTakenError = () =>
  new UserFacingError('BAD_USER_INPUT', apiMessages.secondaryEmailTaken);

/** Another account uses the address, as its primary or its secondary address. */
export async function isEmailUsedByAnotherAccount(
  db: DbExecutor,
  userId: string,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, userId), or(eq(users.email, email), eq(users.secondaryEmail, email))))
    .limit(1);
  return row !== undefined;
}

/**
 * Stores the contact details (already validated and normalized by the domain schema) and, when the
 * address is new or not verified yet, mails a new verification link. Refuses, writing nothing, an
 * address that is the candidate's own primary one or belongs to another account, and a mail past
 * the per-account hourly cap. Runs inside the caller's transaction (the idempotent write).
 */
export async function saveSecondaryContactInfo(
  tx: DbExecutor,
  services: Services,
  caller: { userId: string; sessionId: string },
  input: SecondaryContactInfo,
): Promise<void> {
  const { userId } = caller;
  await setSecondaryEmail(tx, services, caller, input.secondaryEmail);
  await tx
    .update(users)
    .set({
      linkedinUrl: input.linkedInUrl,
      phoneNumber: input.phoneNumber,
      phoneNumberLocale: input.phoneNumberLocale,
    })
    .where(eq(users.id, userId));
}

/**
 * Sets (or replaces) the secondary address, normalized by the caller: one rule for the first-run
 * form and the User Settings setter. Refuses, writing nothing, the candidate's own primary address,
 * another account's address and a mail past the hourly cap; a new or still unverified address gets
 * a new verification link. A verified address stays in place until its replacement is verified
 * (the replacement is pending: `findPendingSecondaryEmail`), so the candidate is never left without
 * a verified address, nor behind the "Verify Secondary Email" modal. Saving the verified address
 * again withdraws a pending replacement. Replacing a verified address (a recovery address) needs
 * the password re-entered in this session (docs/decisions/049); a first or unverified one does not.
 * Runs inside the caller's transaction.
 */
export async function setSecondaryEmail(
  tx: DbExecutor,
  services: Services,
  caller: { userId: string; sessionId: string },
  email: string,
): Promise<void> {
  const { userId } = caller;
  // Locked: two saves at once (two tabs) leave one open link, the one of the last address.
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);

  if (email === user.email)
    throw new UserFacingError('BAD_USER_INPUT', apiMessages.secondaryEmailSameAsPrimary);
  if (await isEmailUsedByAnotherAccount(tx, userId, email)) throw secondaryEmailTakenError();

  const sameAddress = user.secondaryEmail === email;
  const hasVerified = user.secondaryEmail !== null && user.secondaryEmailVerifiedAt !== null;
  if (sameAddress && hasVerified) {
    await supersedeOpenVerifications(tx, userId, new Date()); // withdraws a pending replacement
    return;
  }
  if (hasVerified) {
    await requireRecentPasswordVerification(tx, services.config, caller.sessionId);
  }
  if (!sameAddress && !hasVerified) {
    await tx
      .update(users)
      .set({ secondaryEmail: email, secondaryEmailVerifiedAt: null })
      .where(eq(users.id, userId));
  }
  // Saving again with the address unverified is how the candidate asks for the link again.
  await issueVerification(tx, services, user, email);
}

/**
 * The address that will replace the verified secondary address once its link is followed: the
 * newest open link (unused, not superseded, not expired) for another address. Null when none.
 */
export async function findPendingSecondaryEmail(
  db: DbExecutor,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ email: secondaryEmailVerifications.email })
    .from(secondaryEmailVerifications)
    .innerJoin(users, eq(users.id, secondaryEmailVerifications.userId))
    .where(
      and(
        eq(secondaryEmailVerifications.userId, userId),
        isNull(secondaryEmailVerifications.usedAt),
        isNull(secondaryEmailVerifications.supersededAt),
        gt(secondaryEmailVerifications.expiresAt, new Date()),
        ne(secondaryEmailVerifications.email, users.secondaryEmail),
      ),
    )
    .orderBy(desc(secondaryEmailVerifications.createdAt))
    .limit(1);
  return row?.email ?? null;
}

/** Ends every open verification link of the user (a newer one, a withdrawal or a swap). */
export async function supersedeOpenVerifications(tx: DbExecutor, userId: string, now: Date) {
  await tx
    .update(secondaryEmailVerifications)
    .set({ supersededAt: now })
    .where(
      and(
        eq(secondaryEmailVerifications.userId, userId),
        isNull(secondaryEmailVerifications.usedAt),
        isNull(secondaryEmailVerifications.supersededAt),
      ),
    );
}

/** Mails a new link for `email` (the secondary address or its pending replacement). */
async function issueVerification(
  tx: DbExecutor,
  services: Services,
  user: UserRow,
  email: string,
): Promise<void> {
  const { config, mailer } = services;
  if (!(await mayMailAccount(tx, config, 'secondaryEmailVerification', user.id))) {
    throw new UserFacingError('MAIL_LIMIT_REACHED', apiMessages.verificationMailLimit);
  }
  const now = new Date();
  await supersedeOpenVerifications(tx, user.id, now);
  const verification = {
    id: randomToken(),
    userId: user.id,
    email,
    expiresAt: new Date(now.getTime() + config.SECONDARY_EMAIL_LINK_LIFETIME_MS),
  };
  await tx.insert(secondaryEmailVerifications).values(verification);
  await mailer.send(
    secondaryEmailVerificationMail({
      to: verification.email,
      firstName: user.firstName,
      primaryEmail: user.email,
      link: secondaryEmailVerificationLink(config.publicUrl, verification),
      validForHours: Math.round(config.SECONDARY_EMAIL_LINK_LIFETIME_MS / HOUR_MS),
    }),
    tx,
  );
}

/**
 * POST /auth/confirm-change-secondary-email-auth: a valid link (right id and address, unused, not
 * superseded, not expired, still the account's secondary address) verifies the address and signs
 * the candidate in; a pending replacement's link puts the new address in place of the verified
 * one. Failures answer distinct messages so that the page can say which it was: expired, or not
 * valid (unknown, used, replaced by a newer link); an address taken meanwhile by another account
 * or as the primary address is refused as taken.
 */
export async function confirmSecondaryEmail(
  services: Services,
  input: { email: string; id: string },
  sessionOptions: SessionOptions = {},
): Promise<{ userId: string; token: string }> {
  const { db, config } = services;
  const email = normalizeEmail(input.email);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        verification: secondaryEmailVerifications,
        user: users,
        current: users.secondaryEmail,
        primary: users.email,
      })
      .from(secondaryEmailVerifications)
      .innerJoin(users, eq(users.id, secondaryEmailVerifications.userId))
      .where(
        and(
          eq(secondaryEmailVerifications.id, input.id),
          eq(secondaryEmailVerifications.email, email),
        ),
      )
      .for('update');
    const verification = found?.verification;
    if (!verification || verification.usedAt || verification.supersededAt) {
      throw badRequest(apiMessages.secondaryEmailLinkIncorrect);
    }
    const now = new Date();
    if (verification.expiresAt <= now) throw badRequest(apiMessages.secondaryEmailLinkExpired);
    if (found.current !== verification.email) {
      // A pending replacement of the verified address: still free to take?
      if (
        found.primary === verification.email ||
        (await isEmailUsedByAnotherAccount(tx, verification.userId, verification.email))
      ) {
        throw badRequest(apiMessages.secondaryEmailTaken);
      }
    }

    await tx
      .update(secondaryEmailVerifications)
      .set({ usedAt: now })
      .where(eq(secondaryEmailVerifications.id, verification.id));
    await tx
      .update(users)
      .set({ secondaryEmail: verification.email, secondaryEmailVerifiedAt: now })
      .where(eq(users.id, verification.userId));
    // A verified recovery address replaced: both addresses it had hear of it (decision 049).
    const before = found.user;
    if (before.secondaryEmailVerifiedAt && before.secondaryEmail !== verification.email) {
      await noticeAccountChange(
        tx,
        services,
        before,
        { kind: 'SECONDARY_EMAIL', newSecondaryEmail: verification.email },
        now,
      );
    }
    const token = await createSession(
      tx,
      verification.userId,
      config.SESSION_LIFETIME_MS,
      sessionOptions,
    );
    return { userId: verification.userId, token };
  });
}
