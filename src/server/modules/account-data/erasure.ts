/**
 * Delete my account (docs/decisions/052): immediate and final, in one transaction. Every table of
 * the registry loses the candidate's rows, so their sessions end (signed out everywhere) and no
 * firm sees them any more, at the moment the transaction commits. What stays, with no link to the
 * candidate: the log row of the erasure (when, by whom, the reason with their addresses and names
 * taken out, how many rows each table lost) and one anonymous row per completed or voided attempt
 * (which assessment, how it ended, on which days) for the firms' audits.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { accountDataRequests } from '../../db/schema.ts';
import type { DataRequestActor } from './export.ts';
import { PERSONAL_DATA, type Subject } from './registry.ts';
import { subjectOf } from './subject.ts';

export interface ErasureOutcome {
  /** The log row's id: a reference to give whoever asked. */
  erasureId: string;
  erasedAt: string;
  /** Rows deleted or unlinked per table. */
  rows: Record<string, number>;
  /** Anonymous rows kept of completed or voided attempts. */
  attemptsKept: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The reason as kept after the erasure: the candidate's addresses and names replaced. */
export function scrubReason(reason: string, subject: Subject): string {
  let text = reason;
  for (const email of subject.emails) {
    text = text.replace(new RegExp(escapeRegExp(email), 'gi'), '[address]');
  }
  for (const name of [subject.fullName, ...subject.names].filter((n) => n.trim().length > 0)) {
    // Whole words only: "Al" leaves "Also" alone.
    text = text.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name.trim())}(?![\\p{L}\\p{N}])`, 'giu'),
      '[name]',
    );
  }
  return text;
}

/**
 * Erases the account inside `tx` (the caller's transaction: the mutation's, the operator's), or
 * answers null when there is no such account. The account row is locked first, so a concurrent
 * write of the candidate's waits and then finds nothing.
 */
export async function eraseAccount(
  tx: DbExecutor,
  userId: string,
  request: DataRequestActor,
): Promise<ErasureOutcome | null> {
  const subject = await subjectOf(tx, userId, { lock: true });
  if (!subject) return null;
  const [log] = await tx
    .insert(accountDataRequests)
    .values({
      kind: 'ERASURE',
      userId: null,
      actor: request.actor,
      reason: request.reason ? scrubReason(request.reason, subject) : null,
    })
    .returning({ id: accountDataRequests.id, createdAt: accountDataRequests.createdAt });
  const kept = await tx.execute(sql`
    insert into erased_attempts (erasure_id, assessment_id, status, started_on, ended_on)
    select ${log!.id}::uuid, assessment_id, status,
      (started_at at time zone 'UTC')::date,
      (coalesce(voided_at, completed_at) at time zone 'UTC')::date
    from candidate_assessments
    where user_id = ${userId}::uuid and status in ('COMPLETE', 'VOIDED')`);
  const rows: Record<string, number> = {};
  for (const entry of PERSONAL_DATA) {
    rows[entry.table] = entry.erase
      ? await entry.erase(tx, subject)
      : ((
          await tx.execute(
            sql`delete from ${sql.identifier(entry.table)} where ${entry.rows(subject)}`,
          )
        ).rowCount ?? 0);
  }
  await tx.execute(
    sql`update account_data_requests set erased_rows = ${JSON.stringify(rows)}::jsonb
      where id = ${log!.id}::uuid`,
  );
  return {
    erasureId: log!.id,
    erasedAt: log!.createdAt.toISOString(),
    rows,
    attemptsKept: kept.rowCount ?? 0,
  };
}
