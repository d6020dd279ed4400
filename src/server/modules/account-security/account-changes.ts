/**
 * Account-change notices with their "this wasn't me" link (docs/decisions/049). Every change of a
 * sign-in or recovery address (a confirmed e-mail change, the swap, a replaced secondary address)
 * and every password change (User Settings or a reset link) mails the addresses the account had
 * before it, the verified ones: what changed, when, and a link that works once for
 * ACCOUNT_RECOVERY_LINK_LIFETIME_MS (following it: secure-account.ts). The link's token is stored
 * as its SHA-256 only, as session tokens are.
 */
import type { DbExecutor } from '../../db/client.ts';
import { accountChangeNotices } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { passwordResetRequestLink, secureAccountLink } from '../../mail/links.ts';
import { accountChangedMail } from '../../mail/templates.ts';
import type { Services } from '../../services.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The account's addresses before a change, as its users row had them. */
export interface AccountBefore {
  id: string;
  firstName: string;
  email: string;
  secondaryEmail: string | null;
  secondaryEmailVerifiedAt: Date | null;
}

export type AccountChange =
  | { kind: 'PASSWORD' }
  | { kind: 'PRIMARY_EMAIL'; newEmail: string }
  | { kind: 'EMAILS_SWAPPED'; newEmail: string }
  | { kind: 'SECONDARY_EMAIL'; newSecondaryEmail: string };

function describe(change: AccountChange, before: AccountBefore): { subject: string; what: string } {
  switch (change.kind) {
    case 'PASSWORD':
      return {
        subject: 'Your password was changed',
        what: `The password of your Candidate Portal account (${before.email}) was changed.`,
      };
    case 'PRIMARY_EMAIL':
      return {
        subject: 'Your sign-in email address has changed',
        what: `The sign-in email address of your Candidate Portal account was changed from ${before.email} to ${change.newEmail}. ${before.email} no longer signs in.`,
      };
    case 'EMAILS_SWAPPED':
      return {
        subject: 'Your sign-in email address has changed',
        what: `Your secondary email ${change.newEmail} became the sign-in email address of your Candidate Portal account, and ${before.email} became its secondary email. ${before.email} no longer signs in.`,
      };
    case 'SECONDARY_EMAIL':
      return {
        subject: 'Your secondary email address has changed',
        what: `The secondary email address of your Candidate Portal account (${before.email}) was changed from ${before.secondaryEmail ?? 'none'} to ${change.newSecondaryEmail}.`,
      };
  }
}

/** The addresses that hear of a change: the sign-in address and the verified secondary one. */
function recipients(before: AccountBefore): string[] {
  const to = [before.email];
  if (before.secondaryEmail && before.secondaryEmailVerifiedAt && before.secondaryEmail !== to[0]) {
    to.push(before.secondaryEmail);
  }
  return to;
}

/**
 * Records the change with the addresses `before` it and mails them its notice, in the caller's
 * transaction (the change and its notice commit together, or neither).
 */
export async function noticeAccountChange(
  tx: DbExecutor,
  services: Pick<Services, 'config' | 'mailer'>,
  before: AccountBefore,
  change: AccountChange,
  at = new Date(),
): Promise<void> {
  const { config, mailer } = services;
  const token = randomToken();
  await tx.insert(accountChangeNotices).values({
    userId: before.id,
    kind: change.kind,
    tokenHash: sha256Hex(token),
    previousEmail: before.email,
    previousSecondaryEmail: before.secondaryEmail,
    previousSecondaryVerifiedAt: before.secondaryEmailVerifiedAt,
    createdAt: at,
    expiresAt: new Date(at.getTime() + config.ACCOUNT_RECOVERY_LINK_LIFETIME_MS),
  });
  const { subject, what } = describe(change, before);
  for (const to of recipients(before)) {
    await mailer.send(
      accountChangedMail({
        to,
        firstName: before.firstName,
        subject,
        what,
        changedAt: at,
        undoLink: secureAccountLink(config.publicUrl, token),
        validForDays: Math.round(config.ACCOUNT_RECOVERY_LINK_LIFETIME_MS / DAY_MS),
        restoresEmail: before.email,
        resetRequestLink: passwordResetRequestLink(config.publicUrl),
        supportEmail: config.supportEmail,
      }),
      tx,
    );
  }
}
