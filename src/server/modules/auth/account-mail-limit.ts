/**
 * Resend-confirmation and request-reset are public calls: without a cap anyone could flood a
 * candidate's inbox. Each kind of mail is capped at ACCOUNT_MAILS_PER_HOUR per account; past the
 * cap the call answers as usual and sends nothing (the links already sent stay valid).
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbExecutor } from '../../db/client.ts';
import { emailConfirmations, passwordResets } from '../../db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;

type AccountMail = 'confirmation' | 'passwordReset';

async function sentInLastHour(db: DbExecutor, kind: AccountMail, userId: string): Promise<number> {
  const since = new Date(Date.now() - HOUR_MS);
  const [row] =
    kind === 'confirmation'
      ? await db
          .select({ n: count() })
          .from(emailConfirmations)
          .where(
            and(eq(emailConfirmations.userId, userId), gt(emailConfirmations.createdAt, since)),
          )
      : await db
          .select({ n: count() })
          .from(passwordResets)
          .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
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
