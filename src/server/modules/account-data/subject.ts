/** Whose data: the account found by an address, and everything that names it (registry.ts). */
import { sql } from 'drizzle-orm';
import { normalizeEmail } from '../../../domain/email.ts';
import type { DbExecutor } from '../../db/client.ts';
import type { Subject } from './registry.ts';

/**
 * The account's id, names and every address on it or its links: the sign-in and secondary
 * addresses, and the ones its confirmation, verification and change links and its invitations went
 * to. Null when there is no such account. `lock` holds the row until the transaction ends.
 */
export async function subjectOf(
  db: DbExecutor,
  userId: string,
  { lock = false } = {},
): Promise<Subject | null> {
  const { rows } = await db.execute<{
    email: string;
    secondary_email: string | null;
    first_name: string;
    last_name: string;
  }>(
    sql`select email, secondary_email, first_name, last_name from users where id = ${userId}::uuid ${
      lock ? sql`for update` : sql``
    }`,
  );
  const user = rows[0];
  if (!user) return null;
  const { rows: linked } = await db.execute<{ email: string }>(sql`
    select email from email_confirmations where user_id = ${userId}::uuid
    union select email from secondary_email_verifications where user_id = ${userId}::uuid
    union select new_email from email_changes where user_id = ${userId}::uuid
    union select email from candidate_invitations where user_id = ${userId}::uuid`);
  const emails = new Set(
    [user.email, user.secondary_email, ...linked.map((r) => r.email)]
      .filter((e): e is string => !!e)
      .map(normalizeEmail),
  );
  return {
    userId,
    emails: [...emails],
    fullName: `${user.first_name} ${user.last_name}`,
    names: [user.first_name, user.last_name],
  };
}

/** The account whose sign-in or secondary address this is (the operator's commands). */
export async function accountByEmail(db: DbExecutor, email: string): Promise<string | null> {
  const address = normalizeEmail(email);
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from users where email = ${address} or secondary_email = ${address} limit 1`,
  );
  return rows[0]?.id ?? null;
}
