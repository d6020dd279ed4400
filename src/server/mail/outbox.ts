/** Reading the kept mail (the development mailbox and the operator CLI). */
import { desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

export async function listOutbox(
  db: DbExecutor,
  filter: { to?: string; limit: number },
): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(filter.to ? eq(mailOutbox.to, filter.to) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(filter.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
