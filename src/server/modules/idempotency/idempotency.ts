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
 *
 * Drizzle's transaction and query builder, every value a parameter (docs/decisions/057). The timed
 * answer claims its key inside its own database function (assessments/answers.ts), the same way.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { apiMessages } from '../../../domain/api-messages.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';
import { countReplay } from '../metrics/metrics.ts';
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
  /** How long a key is remembered (docs/product-decisions.md, "idempotency keys on the server"). */
  lifetimeMs: number;
}

export async function runIdempotent<T>(
  { db, lifetimeMs }: IdempotencyOptions,
  write: IdempotentWrite,
  work: (tx: DbExecutor) => Promise<T>,
): Promise<T> {
  if (!validKey(write.key)) {
    throw new UserFacingError('BAD_USER_INPUT', apiMessages.invalidClientMutationId);
  }
  const hash = requestHash(write.operation, write.input);
  const expiredBefore = new Date(Date.now() - lifetimeMs);
  const { userId, key, operation } = write;
  return db.transaction(async (tx) => {
    // A new key is inserted; a key past its lifetime is forgotten (taken over as new); a live one
    // is left as it is, and no row comes back.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, operation, requestHash: hash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { operation, requestHash: hash, response: null, createdAt: sql`now()` },
        setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return replay<T>(tx, write, hash);
    const response = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: response ?? null })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return response;
  });
}

/** Whether a client key can be used (the answer's statement, assessments/answers.ts, checks it too). */
export function validKey(key: string): boolean {
  // A NUL cannot be stored in PostgreSQL text.
  return key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && !key.includes('\0');
}

/** A key already held: its stored response when the request is the same one, else a conflict. */
export async function replay<T>(tx: DbExecutor, write: IdempotentWrite, hash: string): Promise<T> {
  const [first] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, write.userId), eq(idempotencyKeys.key, write.key)));
  if (!first) throw new UserFacingError('TRY_AGAIN', apiMessages.tryAgain); // purged in between
  if (first.operation !== write.operation || first.requestHash !== hash) {
    throw new UserFacingError('IDEMPOTENCY_CONFLICT', apiMessages.idempotencyConflict);
  }
  countReplay(write.operation);
  return first.response as T;
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
