/**
 * Applies the generated SQL migrations (./migrations, copied next to the compiled code by
 * build:server). Several replicas may start at once, through PgBouncer too: migrations and the seed
 * run inside one transaction each, holding a transaction-level advisory lock, so they take turns
 * and each migration is applied once (docs/decisions/026).
 */
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Database, DbExecutor } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

let migrationFiles: MigrationMeta[] | undefined;
const migrations = () =>
  (migrationFiles ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }));

/**
 * Runs `work` in a transaction holding the schema lock. A transaction-level lock (never a
 * session-level one, which PgBouncer's transaction pooling would leave on a pooled connection).
 */
export async function withSchemaLock<T>(
  db: DbExecutor,
  work: (tx: DbExecutor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('candidate-portal:schema'))`);
    return work(tx);
  });
}

/** Applies the migrations this database lacks; returns how many it applied. */
export async function runMigrations(db: Database): Promise<number> {
  const { dialect } = db as unknown as { dialect: PgDialect };
  return withSchemaLock(db, async (tx) => {
    const pending = await pendingMigrations(tx);
    // Drizzle's own migrator, with its transaction replaced by ours (it would send a second BEGIN).
    const session = tx._.session;
    const inThisTransaction = {
      execute: (query: Parameters<PgSession['execute']>[0]) => session.execute(query),
      all: (query: Parameters<PgSession['all']>[0]) => session.all(query),
      transaction: <R>(body: (t: DbExecutor) => Promise<R>) => body(tx),
    } as unknown as PgSession;
    await dialect.migrate(migrations(), inThisTransaction, { migrationsFolder: MIGRATIONS_FOLDER });
    return pending;
  });
}

/**
 * How many migrations are not applied yet, by Drizzle's rule (those newer than the last applied
 * one): 0 once the schema is current.
 */
export async function pendingMigrations(db: DbExecutor): Promise<number> {
  const [table] = (
    await db.execute<{ found: boolean }>(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
    )
  ).rows;
  let last = -Infinity;
  if (table?.found) {
    const [row] = (
      await db.execute<{ last: string | null }>(
        sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
      )
    ).rows;
    if (row?.last != null) last = Number(row.last);
  }
  return migrations().filter((m) => m.folderMillis > last).length;
}
