/**
 * The fast path of an idempotent write that fits in one SQL statement (the timed answers,
 * docs/decisions/038): the key's claim, the write and the stored response are one statement, one
 * message to PostgreSQL, committed on its own (no BEGIN, no COMMIT).
 *
 * The write says in SQL whether it is accepted and what it answers. The key is claimed, with that
 * answer stored, only when it is accepted; the write's effects happen only when the key was claimed
 * by this request. A refused write therefore leaves nothing behind, as a rolled back transaction
 * would, and the guarantees of runIdempotent hold:
 *
 * - a new key: claimed, written and answered in the one statement;
 * - a key already held (a replay, a concurrent duplicate: the claim waits for its holder's
 *   transaction): nothing written, the stored response read back, or a conflict (runIdempotent's);
 * - not accepted: the general path (runIdempotent with `inTransaction`) claims the key and judges
 *   the write again, so a refusal gets its own message and a replay of an earlier accepted request
 *   still answers that request's response.
 *
 * A caller whose session was not looked up for this request (SessionCheck) is checked in the same
 * statement: the key is claimed only while the session is active.
 *
 * Only this module knows the idempotency_keys table; the write knows its own tables.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DbExecutor } from '../../db/client.ts';
import {
  replay,
  runIdempotent,
  validKey,
  type IdempotencyOptions,
  type IdempotentWrite,
} from './idempotency.ts';
import { requestHash } from './request-hash.ts';

/** What the write's CTEs must name: the relation the claim reads its verdict from. */
export const OUTCOME = 'outcome';

export interface OneStatementWrite<T> {
  /**
   * CTEs (the text after `with`) reading what the write depends on, locking what it must. One of
   * them is named `outcome` (OUTCOME) and has at most one row, with the columns `accepted`
   * (boolean) and `response` (jsonb: the write's answer, plain JSON, stored for replays).
   */
  reads: string;
  /** CTEs (after `reads`) that write, each conditioned on `claimed` (a SQL boolean); or ''. */
  writes: (claimed: string) => string;
  /**
   * The same write on the general path, inside runIdempotent's transaction after its claim: used
   * when the statement does not accept it, to refuse it with its reason (throwing rolls back).
   */
  inTransaction: (tx: DbExecutor) => Promise<T>;
}

/**
 * A session not looked up for this request (graphql/plugin.ts): checked inside the statement, so
 * that a session ended meanwhile is refused at once and writes nothing; `lookUp` checks it on any
 * other path (and throws UNAUTHORIZED when it has ended).
 */
export interface SessionCheck {
  /** SQL (a boolean): the caller's session is still active. */
  stillActive: string;
  lookUp: () => Promise<void>;
}

const literal = pg.escapeLiteral;

/**
 * The statement: the write's reads, the claim (only when accepted), the write's effects (only when
 * claimed), then one row saying what happened.
 */
function statementText(
  write: IdempotentWrite,
  hash: string,
  expiredBefore: string,
  { reads, writes }: Pick<OneStatementWrite<unknown>, 'reads' | 'writes'>,
  session: SessionCheck | undefined,
): string {
  const caller = `caller as (select ${session?.stillActive ?? 'true'} as signed_in)`;
  // A key past its lifetime is forgotten (taken over as new), as runIdempotent's claim does.
  const claim = `claim as (
    insert into idempotency_keys (user_id, key, operation, request_hash, response)
    select ${literal(write.userId)}, ${literal(write.key)}, ${literal(write.operation)},
      ${literal(hash)}, o.response
    from ${OUTCOME} o where o.accepted and (select signed_in from caller)
    on conflict (user_id, key) do update
      set operation = excluded.operation, request_hash = excluded.request_hash,
        response = excluded.response, created_at = now()
      where idempotency_keys.created_at < ${literal(expiredBefore)}::timestamptz
    returning response)`;
  const ctes = [caller, reads, claim, writes('exists (select 1 from claim)')].filter(Boolean);
  return `with ${ctes.join(', ')}
    select (select signed_in from caller) as signed_in,
      coalesce((select accepted from ${OUTCOME}), false) as accepted,
      exists (select 1 from claim) as claimed, (select response from claim) as response`;
}

/**
 * runIdempotent for a OneStatementWrite: one round trip to PostgreSQL when the write is accepted
 * (the usual case), two for a replay; a refusal takes the general path.
 */
export async function runIdempotentStatement<T>(
  { db, lifetimeMs }: IdempotencyOptions,
  write: IdempotentWrite,
  statement: OneStatementWrite<T>,
  session?: SessionCheck,
): Promise<T> {
  const pool = (db as Database & { $client?: unknown }).$client;
  // An unusable key is refused by runIdempotent; a database that is not a pool (a caller's
  // transaction) cannot run a statement on its own.
  if (!validKey(write.key) || !(pool instanceof pg.Pool)) {
    await session?.lookUp();
    return runIdempotent({ db, lifetimeMs }, write, statement.inTransaction);
  }
  const hash = requestHash(write.operation, write.input);
  const expiredBefore = new Date(Date.now() - lifetimeMs).toISOString();
  // No parameters: node-postgres sends it as one simple-protocol message.
  const { rows } = await pool.query<{
    signed_in: boolean;
    accepted: boolean;
    claimed: boolean;
    response: unknown;
  }>(statementText(write, hash, expiredBefore, statement, session));
  const { signed_in: signedIn, accepted, claimed, response } = rows[0]!;
  if (claimed) return response as T;
  // The session ended meanwhile: nothing was written; the lookup says so (UNAUTHORIZED).
  if (!signedIn) await session?.lookUp();
  if (accepted) return replay<T>(db, write, hash);
  return runIdempotent({ db, lifetimeMs }, write, statement.inTransaction);
}

/** The statement the write runs on the general path, where the key is already claimed. */
export async function runClaimedStatement(
  tx: DbExecutor,
  { reads, writes }: Pick<OneStatementWrite<unknown>, 'reads' | 'writes'>,
): Promise<Record<string, unknown> | undefined> {
  const ctes = [reads, writes(`exists (select 1 from ${OUTCOME} where accepted)`)].filter(Boolean);
  const { rows } = await tx.execute(sql.raw(`with ${ctes.join(', ')} select * from ${OUTCOME}`));
  return rows[0];
}
