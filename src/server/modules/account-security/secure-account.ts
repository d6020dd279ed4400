/**
 * "This wasn't me" (docs/decisions/049): following the link of an account-change notice
 * (account-changes.ts) signs out every session, puts back the addresses as they were before that
 * change and mails a password reset to the restored sign-in address. Apart from the notices so that
 * the modules that send notices (auth, contact-info, email-change, settings) import no module this
 * one needs.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { apiMessages } from '../../../domain/api-messages.ts';
import { accountChangeNotices, emailChanges, passwordResets, users } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import type { Services } from '../../services.ts';
import { issuePasswordReset } from '../auth/password-reset.ts';
import {
  isEmailUsedByAnotherAccount,
  supersedeOpenVerifications,
} from '../contact-info/contact-info.ts';
import { revokeAllSessions } from '../sessions/sessions.ts';
import type { SecureAccountResult } from '../../../domain/secure-account.ts';

/**
 * "This wasn't me": the notice of `token`, unused and unexpired, is used up; every session of the
 * account ends; open e-mail changes, secondary-address links, reset links and the account's other
 * open notices stop working; the addresses before that change are put back; a reset link goes to
 * the restored sign-in address. A previous address another account holds now is not put back and
 * the answer says so; the sessions end all the same. Refused (400, nothing written): an unknown,
 * used or expired link.
 */
export async function secureAccount(
  services: Services,
  token: string,
): Promise<SecureAccountResult> {
  const { db } = services;
  return db.transaction(async (tx) => {
    const [notice] = await tx
      .select()
      .from(accountChangeNotices)
      .where(eq(accountChangeNotices.tokenHash, sha256Hex(token)))
      .for('update');
    if (!notice) throw badRequest(apiMessages.secureAccountLinkIncorrect);
    if (notice.usedAt) throw badRequest(apiMessages.secureAccountLinkUsed);
    const now = new Date();
    if (notice.expiresAt <= now) throw badRequest(apiMessages.secureAccountLinkExpired);

    const [user] = await tx.select().from(users).where(eq(users.id, notice.userId)).for('update');
    if (!user) throw badRequest(apiMessages.secureAccountLinkIncorrect);

    // This notice and every other open one of the account: a later notice (mailed to an address
    // put in by whoever took the account) must not undo this restore.
    await tx
      .update(accountChangeNotices)
      .set({ usedAt: now })
      .where(and(eq(accountChangeNotices.userId, user.id), isNull(accountChangeNotices.usedAt)));
    await revokeAllSessions(tx, user.id);
    await tx
      .update(passwordResets)
      .set({ status: 'EXPIRED' })
      .where(and(eq(passwordResets.userId, user.id), eq(passwordResets.status, 'ACTIVE')));
    await tx
      .update(emailChanges)
      .set({ status: 'CANCELLED' })
      .where(and(eq(emailChanges.userId, user.id), eq(emailChanges.status, 'SENT')));
    await supersedeOpenVerifications(tx, user.id, now);

    const previousEmailTaken = (await isEmailUsedByAnotherAccount(
      tx,
      user.id,
      notice.previousEmail,
    ))
      ? notice.previousEmail
      : null;
    const previousSecondary = notice.previousSecondaryEmail;
    const previousSecondaryEmailTaken =
      previousSecondary && (await isEmailUsedByAnotherAccount(tx, user.id, previousSecondary))
        ? previousSecondary
        : null;
    const email = previousEmailTaken ? user.email : notice.previousEmail;
    let secondaryEmail = previousSecondaryEmailTaken ? null : previousSecondary;
    let secondaryEmailVerifiedAt = secondaryEmail ? notice.previousSecondaryVerifiedAt : null;
    if (secondaryEmail === email) {
      // The sign-in address could not go back and the old secondary is it now: keep one of them.
      secondaryEmail = null;
      secondaryEmailVerifiedAt = null;
    }
    // Emptied first: the unique indexes see one address at a time as the swap goes back.
    await tx
      .update(users)
      .set({ secondaryEmail: null, secondaryEmailVerifiedAt: null })
      .where(eq(users.id, user.id));
    await tx
      .update(users)
      .set({ email, secondaryEmail, secondaryEmailVerifiedAt })
      .where(eq(users.id, user.id));

    // A reset to an address the owner may not hold (the previous one being taken) would hand the
    // account to whoever holds the current one: then no link, and the page says to write to support.
    const passwordResetSent = previousEmailTaken === null;
    if (passwordResetSent) {
      await issuePasswordReset(tx, services, { id: user.id, email, firstName: user.firstName });
    }
    return {
      email,
      secondaryEmail,
      previousEmailTaken,
      previousSecondaryEmailTaken,
      passwordResetSent,
    };
  });
}
