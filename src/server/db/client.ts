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
 * How long a query waits for a connection (a free one, or a new one): pg's default is forever, so
 * a database host that drops packets would hold every request. Past it the call is a 503
 * (db/availability.ts).
 */
const CONNECTION_TIMEOUT_MS = 10_000;

export function createDatabase(url: string, poolSize = 10): DatabaseHandle {
  // Idle connections are kept a minute (pg's default: 10 s), so that a lull between bursts of
  // answers does not make the next burst pay for new PostgreSQL backends.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 60_000,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // A client losing its connection (the database stopped or restarted) must not crash the process.
  // The pool listens on idle clients only: a checked-out one, between two statements of a
  // transaction, would emit an unhandled 'error' and end the server. Its queries fail instead (a
  // 503, db/availability.ts), and the pool drops it when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
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
