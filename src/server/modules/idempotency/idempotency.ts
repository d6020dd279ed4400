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
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
  const expiredBefore = new Date(Date.now() - lifetimeMs).toISOString();
  // The pool's own database (the server, the tests): the transaction is driven here, so that its
  // BEGIN travels with the key's claim and its COMMIT with the stored response, two round trips
  // to PostgreSQL fewer per write. Anything else (a caller's transaction): Drizzle's.
  const pool = (db as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) {
    return inOwnTransaction(db, pool, async (client, tx) => {
      // A multi-statement simple query answers one result per statement.
      const [, claimed] = (await client.query(
        `begin; ${claimSql(pg.escapeLiteral, write, hash, expiredBefore)}`,
      )) as unknown as pg.QueryResult[];
      if (claimed!.rows.length === 0) return { response: await replay<T>(tx, write, hash) };
      const response = await work(tx);
      return { response, store: storeSql(pg.escapeLiteral, write, response) };
    });
  }
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(
      sql.raw(claimSql(pg.escapeLiteral, write, hash, expiredBefore)),
    );
    if (claimed.rows.length === 0) return replay<T>(tx, write, hash);
    const response = await work(tx);
    await tx.execute(sql.raw(storeSql(pg.escapeLiteral, write, response)));
    return response;
  });
}

/** Whether a client key can be used (the one-statement path, one-statement.ts, checks it too). */
export function validKey(key: string): boolean {
  // A NUL cannot be stored in PostgreSQL text (and the statements carry the key inline).
  return key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && !key.includes('\0');
}

type Literal = (value: string) => string;

/**
 * One statement claims the key: a new key is inserted; a key past its lifetime is forgotten (taken
 * over as new); a live one is left as it is, and no row comes back. Its values are inline literals
 * (escaped by node-postgres) so that it can share one simple-protocol message with BEGIN.
 */
function claimSql(
  literal: Literal,
  write: IdempotentWrite,
  hash: string,
  expiredBefore: string,
): string {
  return `insert into idempotency_keys (user_id, key, operation, request_hash)
    values (${literal(write.userId)}, ${literal(write.key)}, ${literal(write.operation)}, ${literal(hash)})
    on conflict (user_id, key) do update
      set operation = excluded.operation, request_hash = excluded.request_hash,
        response = null, created_at = now()
      where idempotency_keys.created_at < ${literal(expiredBefore)}::timestamptz
    returning 1`;
}

function storeSql(literal: Literal, write: IdempotentWrite, response: unknown): string {
  const stored = response == null ? 'null' : `${literal(JSON.stringify(response))}::jsonb`;
  return `update idempotency_keys set response = ${stored}
    where user_id = ${literal(write.userId)} and key = ${literal(write.key)}`;
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
  return first.response as T;
}

/**
 * Drizzle's transaction (a NodePgTransaction on one pooled connection, nested transactions as
 * savepoints), with the COMMIT sent together with the statement storing the response. `body`
 * sends the BEGIN itself, together with its first statement.
 */
async function inOwnTransaction<T>(
  db: Database,
  pool: pg.Pool,
  body: (client: pg.PoolClient, tx: DbExecutor) => Promise<{ response: T; store?: string }>,
): Promise<T> {
  const { dialect } = db as unknown as { dialect: PgDialect };
  const { schema, fullSchema, tableNamesMap } = db._;
  const relations = schema && { schema, fullSchema, tableNamesMap };
  const client = await pool.connect();
  const tx: DbExecutor = new NodePgTransaction(
    dialect,
    new NodePgSession(client, dialect, relations),
    relations,
  );
  let broken: Error | undefined;
  try {
    const { response, store } = await body(client, tx);
    // A failing UPDATE skips the COMMIT after it (the rest of a simple query is not run).
    await client.query(store ? `${store}; commit` : 'commit');
    return response;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError; // the connection is in an unknown state: the pool drops it
    });
    throw error;
  } finally {
    client.release(broken);
  }
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
