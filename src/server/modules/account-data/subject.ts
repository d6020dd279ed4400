/** Whose data: the account found by an address, and everything that names it (registry.ts). */
import { sql } from 'drizzle-orm';
import { normalizeEmail } from '../../../domain/email.ts';
import type { DbExecutor } from '../../db/client.ts';
import type { Subject } from './registry.ts';

/**
 * The account's id, names and the addresses it has proven it holds: the sign-in address, a verified
 * secondary one, and the earlier ones it confirmed (registration, e-mail changes, verified
 * secondaries) or that a change notice recorded. An address the candidate only typed (an unverified
 * secondary, a change never confirmed) is not theirs: rows found by it could be someone else's.
 * Null when there is no such account. `lock` holds the row until the transaction ends.
 */
export async function subjectOf(
  db: DbExecutor,
  userId: string,
  { lock = false } = {},
): Promise<Subject | null> {
  const { rows } = await db.execute<{
    email: string;
    verified_secondary_email: string | null;
    first_name: string;
    last_name: string;
  }>(
    sql`select email, case when secondary_email_verified_at is not null then secondary_email end
        as verified_secondary_email, first_name, last_name
      from users where id = ${userId}::uuid ${lock ? sql`for update` : sql``}`,
  );
  const user = rows[0];
  if (!user) return null;
  const { rows: proven } = await db.execute<{ email: string }>(sql`
    select email from email_confirmations where user_id = ${userId}::uuid and used_at is not null
    union select email from secondary_email_verifications
      where user_id = ${userId}::uuid and used_at is not null
    union select new_email from email_changes
      where user_id = ${userId}::uuid and status = 'CONFIRMED'
    union select previous_email from account_change_notices where user_id = ${userId}::uuid
    union select previous_secondary_email from account_change_notices
      where user_id = ${userId}::uuid and previous_secondary_verified_at is not null`);
  const { rows: typed } = await db.execute<{ email: string }>(sql`
    select email from secondary_email_verifications where user_id = ${userId}::uuid
    union select new_email from email_changes where user_id = ${userId}::uuid`);
  const addresses = (list: (string | null)[]) => [
    ...new Set(list.filter((e): e is string => !!e).map(normalizeEmail)),
  ];
  const emails = addresses([
    user.email,
    user.verified_secondary_email,
    ...proven.map((r) => r.email),
  ]);
  return {
    userId,
    emails,
    typedEmails: addresses(typed.map((r) => r.email)).filter((e) => !emails.includes(e)),
    fullName: `${user.first_name} ${user.last_name}`,
    names: [user.first_name, user.last_name],
  };
}
