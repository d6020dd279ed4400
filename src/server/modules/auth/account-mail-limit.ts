/**
 * Resend-confirmation and request-reset are public calls: without a cap anyone could flood a
 * candidate's inbox. Each kind of mail is capped at ACCOUNT_MAILS_PER_HOUR per account; past the
 * cap the call answers as usual and sends nothing (the links already sent stay valid). Verification
 * mails for a secondary address count too (each one goes to an address the candidate typed), and so
 * do e-mail changes (each one mails the new address and the old one).
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  emailChanges,
  emailConfirmations,
  passwordResets,
  secondaryEmailVerifications,
} from '../../db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;

type AccountMail = 'confirmation' | 'passwordReset' | 'secondaryEmailVerification' | 'emailChange';

/** A table of sent links: who it was for and when it was sent. */
function tableOf<T extends PgTable & { userId: PgColumn }>(table: T, sentColumn: PgColumn) {
  return { table: table as PgTable, userColumn: table.userId, sentColumn };
}

async function sentInLastHour(db: DbExecutor, kind: AccountMail, userId: string): Promise<number> {
  const since = new Date(Date.now() - HOUR_MS);
  const { table, userColumn, sentColumn } = {
    confirmation: tableOf(emailConfirmations, emailConfirmations.createdAt),
    passwordReset: tableOf(passwordResets, passwordResets.createdAt),
    secondaryEmailVerification: tableOf(
      secondaryEmailVerifications,
      secondaryEmailVerifications.createdAt,
    ),
    emailChange: tableOf(emailChanges, emailChanges.initiatedAt),
  }[kind];
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(userColumn, userId), gt(sentColumn, since)));
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
