/**
 * Replicas starting at once (docs/decisions/026): three servers' worth of migrations and seeds on
 * one fresh database at the same moment, each over its own pool. All succeed, each migration is
 * applied once, the seed stored once. And `npm run migrate` (the operator CLI's entry through tsx),
 * the release step.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './client.ts';
import { ensureDatabase, withDatabase } from './connect.ts';
import { MIGRATIONS_FOLDER, pendingMigrations, runMigrations } from './migrate.ts';
import { seed } from './seed.ts';

const CLI = path.resolve(import.meta.dirname, '../cli/main.ts');
const MIGRATION_COUNT = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
const REPLICAS = 3;

const pools: DatabaseHandle[] = [];
afterAll(() => Promise.all(pools.map((p) => p.pool.end())));

/** A fresh, empty database and its URL. */
async function freshDatabase(): Promise<string> {
  const adminUrl = inject('databaseUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await ensureDatabase(adminUrl, name);
  return withDatabase(adminUrl, name);
}

function connect(url: string): DatabaseHandle {
  const handle = createDatabase(url, 2);
  pools.push(handle);
  return handle;
}

const count = async ({ db }: DatabaseHandle, query: ReturnType<typeof sql>) =>
  Number((await db.execute<{ n: string }>(query)).rows[0]!.n);

function migrateCommand(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'migrate', '--json'], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

describe('several replicas migrating and seeding one fresh database at once', () => {
  it('apply every migration once and store the seed once; all succeed', async () => {
    const url = await freshDatabase();
    const replicas = Array.from({ length: REPLICAS }, () => connect(url));
    const check = replicas[0]!;
    expect(await pendingMigrations(check.db)).toBe(MIGRATION_COUNT);

    const applied = await Promise.all(replicas.map(({ db }) => runMigrations(db)));
    await Promise.all(replicas.map(({ db }) => seed(db)));

    // One applied them all; the others waited for the lock and found nothing to do.
    expect(applied.sort()).toEqual([...Array<number>(REPLICAS - 1).fill(0), MIGRATION_COUNT]);
    expect(await count(check, sql`select count(*) as n from drizzle.__drizzle_migrations`)).toBe(
      MIGRATION_COUNT,
    );
    expect(await pendingMigrations(check.db)).toBe(0);
    // The institutions' insert checks names first: seeds racing outside one locked transaction
    // (as they ran before decision 026) stored 341 of them twice.
    const duplicateSchools = sql`select count(*) as n from
      (select lower(name) from schools group by 1 having count(*) > 1) d`;
    expect(await count(check, duplicateSchools)).toBe(0);
    expect(await count(check, sql`select count(*) as n from schools`)).toBeGreaterThan(400);
    expect(await count(check, sql`select count(*) as n from assessments`)).toBeGreaterThan(0);
  });
});

describe('npm run migrate', () => {
  it('applies the migrations and the seed, and says how many it applied', async () => {
    const url = await freshDatabase();
    const first = await migrateCommand(url);
    expect(first.code, first.output).toBe(0);
    expect(JSON.parse(first.output)).toEqual([
      { migrationsApplied: MIGRATION_COUNT, migrationsPending: 0, seed: 'applied' },
    ]);
    const again = await migrateCommand(url);
    expect(again.code, again.output).toBe(0);
    expect(JSON.parse(again.output)).toEqual([
      { migrationsApplied: 0, migrationsPending: 0, seed: 'applied' },
    ]);
    const database = connect(url);
    expect(
      await count(database, sql`select count(*) as n from survey_definitions`),
    ).toBeGreaterThan(0);
  });
});
