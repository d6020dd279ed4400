/**
 * Decision 027 kept now: the migrated schema, read from PostgreSQL's catalog, against the rules
 * that let candidate tables be distributed by the candidate later (Citus). Every table is placed
 * in one of three kinds; a new table fails here until it is. Today's exceptions are listed, so a
 * new one fails, and fixing one asks for its line to go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { createTestDatabase } from '../test-support/test-app.ts';

/** Copied to every node: content, read by every request, written by the seed or an operator. */
const REFERENCE = [
  'industry_contexts',
  'schools',
  'survey_definitions',
  'assessments',
  'assessment_sections',
  'item_groups',
  'items',
  'item_options',
  'firms',
  'candidate_config',
];

/** Distributed by the candidate: `user_id` (in `users`, its `id`). */
const CANDIDATE = [
  'users',
  'sessions',
  'email_confirmations',
  'password_resets',
  'secondary_email_verifications',
  'email_changes',
  'idempotency_keys',
  'user_schools',
  'personal_information',
  'work_preferences',
  'resumes',
  'user_surveys',
  'survey_answers',
  'candidate_assessments',
  'candidate_sections',
  'item_responses',
  'section_contacts',
  'integrity_events',
  'company_candidate_associations',
  'account_change_notices',
];

/** Kept out of the distribution (local to the coordinator, or distributed by their own key). */
const NOT_BY_CANDIDATE = [
  'login_attempts',
  'mail_outbox',
  'rate_limit_counters',
  'client_errors',
  'feedback',
  'candidate_invitations',
  // The log of data requests and what stays of erased attempts: not the candidate's once erased.
  'account_data_requests',
  'erased_attempts',
];

/** Today's exceptions: the "to do before distributing" column of decision 027. */
const TO_DO = [
  'account_change_notices: unique (id) lacks the candidate',
  'account_change_notices: unique (token_hash) lacks the candidate',
  'candidate_assessments: unique (id) lacks the candidate',
  'company_candidate_associations: unique (id) lacks the candidate',
  'email_changes: unique (id) lacks the candidate',
  'email_confirmations: unique (id) lacks the candidate',
  'password_resets: unique (id) lacks the candidate',
  'resumes: unique (id) lacks the candidate',
  'schools: a reference table refers to users (created_by_user_id)',
  'secondary_email_verifications: unique (id) lacks the candidate',
  'sessions: unique (id) lacks the candidate',
  'sessions: unique (token_hash) lacks the candidate',
  'user_schools: unique (id) lacks the candidate',
  'users: unique (email) lacks the candidate',
  'users: unique (secondary_email) lacks the candidate',
];

const distributionColumn = (table: string) => (table === 'users' ? 'id' : 'user_id');

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.pool.end());

async function rows<T>(text: string): Promise<T[]> {
  return (await database.pool.query(text)).rows as T[];
}

/** What the rules of decision 027 find wrong in the migrated schema. */
async function violations(): Promise<string[]> {
  const columns = await rows<{ table: string; column: string; nullable: string }>(
    `SELECT table_name AS table, column_name AS column, is_nullable AS nullable
     FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const uniques = await rows<{ table: string; columns: string[] }>(
    `SELECT c.relname AS table, array_agg(a.attname ORDER BY k.ord)::text[] AS columns
     FROM pg_index i
     JOIN pg_class c ON c.oid = i.indrelid
     CROSS JOIN unnest(i.indkey) WITH ORDINALITY k(attnum, ord)
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
     WHERE i.indisunique AND c.relnamespace = 'public'::regnamespace
     GROUP BY c.relname, i.indexrelid`,
  );
  const foreignKeys = await rows<{ table: string; target: string; columns: string[] }>(
    `SELECT conrelid::regclass::text AS table, confrelid::regclass::text AS target,
       array(SELECT attname FROM pg_attribute WHERE attrelid = conrelid AND attnum = ANY(conkey))::text[] AS columns
     FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  const found: string[] = [];
  for (const table of CANDIDATE) {
    const key = distributionColumn(table);
    const column = columns.find((c) => c.table === table && c.column === key);
    if (!column) found.push(`${table}: no ${key} column`);
    else if (column.nullable !== 'NO') found.push(`${table}: ${key} may be null`);
    for (const unique of uniques.filter((u) => u.table === table && column))
      if (!unique.columns.includes(key))
        found.push(`${table}: unique (${unique.columns.join(', ')}) lacks the candidate`);
  }
  for (const fk of foreignKeys) {
    const to = CANDIDATE.includes(fk.target);
    if (to && REFERENCE.includes(fk.table))
      found.push(
        `${fk.table}: a reference table refers to ${fk.target} (${fk.columns.join(', ')})`,
      );
    if (to && CANDIDATE.includes(fk.table) && !fk.columns.includes(distributionColumn(fk.table)))
      found.push(`${fk.table}: refers to ${fk.target} without the candidate`);
  }
  return found.sort();
}

describe('the schema can be distributed by the candidate (decision 027)', () => {
  it('places every table in one kind', async () => {
    const tables = (
      await rows<{ table: string }>(
        `SELECT tablename AS table FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      )
    ).map((r) => r.table);
    const placed = [...REFERENCE, ...CANDIDATE, ...NOT_BY_CANDIDATE];
    expect(
      tables.filter((t) => !placed.includes(t)),
      'new tables: add each to REFERENCE, CANDIDATE or NOT_BY_CANDIDATE here (docs/decisions/027)',
    ).toEqual([]);
    expect(placed.filter((t) => !tables.includes(t))).toEqual([]);
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('finds no exception but those decision 027 lists', async () => {
    expect(await violations()).toEqual([...TO_DO].sort());
  });
});
