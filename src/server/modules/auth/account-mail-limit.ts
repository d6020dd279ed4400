/**
 * Resend-confirmation and request-reset are public calls: without a cap anyone could flood a
 * candidate's inbox. Each kind of mail is capped at ACCOUNT_MAILS_PER_HOUR per account; past the
 * cap the call answers as usual and sends nothing (the links already sent stay valid). Verification
 * mails for a secondary address count too: each one goes to an address the candidate typed.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  emailConfirmations,
  passwordResets,
  secondaryEmailVerifications,
} from '../../db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;

type AccountMail = 'confirmation' | 'passwordReset' | 'secondaryEmailVerification';

async function sentInLastHour(db: DbExecutor, kind: AccountMail, userId: string): Promise<number> {
  const since = new Date(Date.now() - HOUR_MS);
  const table = {
    confirmation: emailConfirmations,
    passwordReset: passwordResets,
    secondaryEmailVerification: secondaryEmailVerifications,
  }[kind];
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.userId, userId), gt(table.createdAt, since)));
  return row?.n ?? 0;
}

export async function mayMailAccount(
  db: DbExecutor,
  config: Config,
  kind: AccountMail,
  userId: string,
): Promise<boolean> {
  return (await sentInLastHour(db, kind, userId)) < config.ACCOUNT_MAILS_PER_HOUR;
}
