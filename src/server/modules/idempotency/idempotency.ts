/**
 * Idempotent writes. Every candidate write carries a client-made key (GraphQL `clientMutationId`,
 * the outbox entry's id). The first request with a key does the work and stores its response in
 * the same transaction; a repeat (a replay after a lost answer, a second tab) gets that response
 * back without doing the work again; the same key with different content is refused.
 *
 * Concurrent duplicates: the first INSERT of (user, key) holds the row until its transaction ends;
 * a second INSERT ... ON CONFLICT waits for it, then finds the stored response. If the first one
 * fails, its transaction (work included) rolls back and the key is free again.
 *
 * `work` must return plain JSON data (no Date, no class instances): that is what a replay returns.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { apiMessages } from '../../../domain/api-messages.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';
import { requestHash } from './request-hash.ts';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export interface IdempotentWrite {
  userId: string;
  /** The client's key for this write (unique per user). */
  key: string;
  /** The operation's name: the same key used for another operation is a conflict. */
  operation: string;
  /** The write's input without the key: what makes two requests "the same". */
  input: unknown;
}

export interface IdempotencyOptions {
  db: Database;
  /** How long a key is remembered (product decision: 30 days). */
  lifetimeMs: number;
}

export async function runIdempotent<T>(
  { db, lifetimeMs }: IdempotencyOptions,
  write: IdempotentWrite,
  work: (tx: DbExecutor) => Promise<T>,
): Promise<T> {
  if (write.key.length === 0 || write.key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new UserFacingError('BAD_USER_INPUT', apiMessages.invalidClientMutationId);
  }
  const hash = requestHash(write.operation, write.input);

  return db.transaction(async (tx) => {
    // One statement claims the key: a new key is inserted; a key past its lifetime is forgotten
    // (taken over as new); a live one is left as it is, and no row comes back. Every write runs
    // this and the update below: plain SQL, a fraction of the query builder's cost.
    const claimed = await tx.execute(sql`
      insert into idempotency_keys (user_id, key, operation, request_hash)
      values (${write.userId}, ${write.key}, ${write.operation}, ${hash})
      on conflict (user_id, key) do update
        set operation = excluded.operation, request_hash = excluded.request_hash,
          response = null, created_at = now()
        where idempotency_keys.created_at < ${new Date(Date.now() - lifetimeMs).toISOString()}
      returning 1`);

    if (claimed.rows.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, write.userId), eq(idempotencyKeys.key, write.key)));
      if (!first) throw new UserFacingError('TRY_AGAIN', apiMessages.tryAgain); // purged in between
      if (first.operation !== write.operation || first.requestHash !== hash) {
        throw new UserFacingError('IDEMPOTENCY_CONFLICT', apiMessages.idempotencyConflict);
      }
      return first.response as T;
    }

    const response = await work(tx);
    const stored = response == null ? null : JSON.stringify(response);
    await tx.execute(sql`
      update idempotency_keys set response = ${stored}
      where user_id = ${write.userId} and key = ${write.key}`);
    return response;
  });
}

/** Forgets keys older than their lifetime (run periodically by the server). */
export async function purgeExpiredIdempotencyKeys(
  db: DbExecutor,
  lifetimeMs: number,
): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - lifetimeMs)));
}
