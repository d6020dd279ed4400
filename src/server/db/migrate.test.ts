/**
 * Replicas starting at once (docs/decisions/026): three servers' worth of migrations and seeds on
 * one fresh database at the same moment, each over its own pool. All succeed, each migration is
 * applied once, the seed stored once. And `npm run migrate` (the operator CLI's entry through tsx),
 * the release step. And a migration that reshapes tables holding rows, on a database that has them.
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
import { seed } from '../seed.ts';

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

describe('0007: candidate_sections and item_responses name their candidate (decision 027)', () => {
  it('gives the rows a deployment already has their candidate, then keys them by it', async () => {
    const url = await freshDatabase();
    const { pool, db } = connect(url);
    const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
    const index = files.findIndex((m) =>
      m.sql.join('').includes('candidate_assessments_user_id_id_unique'),
    );
    expect(index).toBeGreaterThan(0);
    const apply = async (from: number, to: number) => {
      for (const migration of files.slice(from, to))
        for (const statement of migration.sql) await pool.query(statement);
    };
    await apply(0, index);
    await seed(db);

    // Two candidates part-way through the same assessment, as the schema before 0007 stored them.
    const { rows: content } = await pool.query<{
      assessment: string;
      section: string;
      item: string;
    }>(
      `SELECT a.id AS assessment, s.id AS section, i.id AS item
       FROM assessments a JOIN assessment_sections s ON s.assessment_id = a.id
       JOIN item_groups g ON g.section_id = s.id JOIN items i ON i.item_group_id = g.id
       ORDER BY a.id, s.position, g.position, i.position LIMIT 1`,
    );
    const { assessment, section, item } = content[0]!;
    const candidates: { user: string; candidateAssessment: string }[] = [];
    for (const name of ['ada', 'grace']) {
      const { rows: users } = await pool.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, terms_agreed_at)
         VALUES ($1, 'x', $2, 'Test', now()) RETURNING id`,
        [`${name}@example.com`, name],
      );
      const user = users[0]!.id;
      const { rows: owned } = await pool.query<{ id: string }>(
        `INSERT INTO candidate_assessments (user_id, assessment_id, status)
         VALUES ($1, $2, 'IN_PROGRESS') RETURNING id`,
        [user, assessment],
      );
      const candidateAssessment = owned[0]!.id;
      await pool.query(
        `INSERT INTO candidate_sections (candidate_assessment_id, section_id, status)
         VALUES ($1, $2, 'IN_PROGRESS')`,
        [candidateAssessment, section],
      );
      await pool.query(
        `INSERT INTO item_responses (candidate_assessment_id, item_id, section_id, values, answered_at)
         VALUES ($1, $2, $3, '[]', now())`,
        [candidateAssessment, item, section],
      );
      candidates.push({ user, candidateAssessment });
    }

    await apply(index, index + 1);

    for (const table of ['candidate_sections', 'item_responses']) {
      const { rows } = await pool.query<{ user_id: string; candidate_assessment_id: string }>(
        `SELECT user_id, candidate_assessment_id FROM ${table} ORDER BY user_id`,
      );
      expect(rows, table).toEqual(
        candidates
          .map((c) => ({ user_id: c.user, candidate_assessment_id: c.candidateAssessment }))
          .sort((a, b) => a.user_id.localeCompare(b.user_id)),
      );
    }
    // A row naming one candidate with another's assessment is refused by the new foreign key.
    await expect(
      pool.query(`UPDATE item_responses SET user_id = $1 WHERE candidate_assessment_id = $2`, [
        candidates[0]!.user,
        candidates[1]!.candidateAssessment,
      ]),
    ).rejects.toThrow(/item_responses_candidate_assessment_fk/);
    // The rest apply on top.
    await apply(index + 1, files.length);
  });
});
