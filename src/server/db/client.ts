/** The Drizzle database over a node-postgres pool, and the types the modules use. */
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema>;

/** The database or a transaction: what a query function takes, so callers choose the scope. */
export type DbExecutor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

/**
 * How long a query waits for a connection (a free one, or a new one) and for its answer. pg waits
 * forever by default: a database host that drops packets, or a PostgreSQL that is stopped
 * (SIGSTOP, a frozen VM), would hold every request. Past either the call is a 503
 * (db/availability.ts, docs/decisions/055). Unset, a pool waits this long for a connection and
 * forever for an answer (the operator CLI: a migration may take its time).
 */
export interface DatabaseTimeouts {
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/** pg's words for a query whose answer did not come within query_timeout. */
const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * A statement that got no answer leaves its connection mid-statement, maybe mid-transaction:
 * pg gives up waiting but keeps the connection, and the pool would hand it to the next request,
 * whose statements would run inside the unfinished transaction once the database answers again.
 * So the connection is closed at once: its other queries fail (a 503 too), the pool drops it,
 * and PostgreSQL rolls back whatever it had begun.
 */
function closeOnQueryTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const socket = () =>
    (client as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const result = query(...args);
    if (result instanceof Promise)
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) socket()?.destroy();
      });
    return result;
  };
}

export function createDatabase(
  url: string,
  poolSize = 10,
  timeouts: DatabaseTimeouts = {},
): DatabaseHandle {
  // Idle connections are kept a minute (pg's default: 10 s), so that a lull between bursts of
  // answers does not make the next burst pay for new PostgreSQL backends.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 60_000,
    connectionTimeoutMillis: timeouts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // Client-side: a stopped server answers nothing, not even a cancel. A statement_timeout would
    // be a startup parameter, which PgBouncer refuses (decision 026): set it on the role.
    ...(timeouts.queryTimeoutMs ? { query_timeout: timeouts.queryTimeoutMs } : {}),
  });
  // A client losing its connection (the database stopped or restarted) must not crash the process.
  // The pool listens on idle clients only: a checked-out one, between two statements of a
  // transaction, would emit an unhandled 'error' and end the server. Its queries fail instead (a
  // 503, db/availability.ts), and the pool drops it when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    if (timeouts.queryTimeoutMs) closeOnQueryTimeout(client);
  });
  return { db: drizzle(pool, { schema }), pool };
}

/** The connection URL a Database was made with (createDatabase's pool keeps its options). */
export function connectionUrlOf(db: Database): string {
  const pool = (db as unknown as { $client: { options: { connectionString: string } } }).$client;
  return pool.options.connectionString;
}

/** PostgreSQL's error code, when `error` (or its cause, as Drizzle wraps errors) came from it. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
