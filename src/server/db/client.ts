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

export function createDatabase(url: string, poolSize = 10): DatabaseHandle {
  // Idle connections are kept a minute (pg's default: 10 s), so that a lull between bursts of
  // answers does not make the next burst pay for new PostgreSQL backends.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 60_000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  return { db: drizzle(pool, { schema }), pool };
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
