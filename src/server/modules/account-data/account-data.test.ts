/**
 * The candidate's data on request (docs/decisions/052), against the migrated database: the
 * registry covers every table of the catalogue; the export (GET, password re-entered, rate-limited)
 * holds every registered table; Delete my account leaves the candidate's addresses, name, id and
 * answers in no column of any table, signs them out everywhere and takes them off the firm's list.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCandidatesVisibleToFirm } from '../invitations/visibility.ts';
import { graphql, post, signedInCandidate } from '../../test-support/flows.ts';
import {
  fullCandidate,
  getExport,
  gqlOk,
  VERIFY_PASSWORD,
} from '../../test-support/full-candidate.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { NO_PERSONAL_DATA, PERSONAL_DATA } from './registry.ts';
import { subjectOf } from './subject.ts';

const EXPORTS_PER_HOUR = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_EXPORTS_PER_HOUR: String(EXPORTS_PER_HOUR) } });
});
afterAll(() => t.close());

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await t.database.pool.query(text, values)).rows as T[];
}

const DELETE = `mutation($reason: String, $clientMutationId: ID!) {
  deleteAccount(reason: $reason, clientMutationId: $clientMutationId) { erasureId erasedAt }
}`;

describe('the registry of personal data', () => {
  it('names every table of the database, once, as personal data or as none', async () => {
    const tables = (
      await rows<{ table: string }>(
        `SELECT tablename AS table FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
      )
    ).map((r) => r.table);
    const registered = PERSONAL_DATA.map((e) => e.table);
    const none = Object.keys(NO_PERSONAL_DATA);
    expect(
      tables.filter((table) => !registered.includes(table) && !none.includes(table)),
      'a new table: add it to PERSONAL_DATA (export and erasure) or NO_PERSONAL_DATA (registry.ts)',
    ).toEqual([]);
    expect([...registered, ...none].filter((table) => !tables.includes(table))).toEqual([]);
    expect(new Set([...registered, ...none]).size).toBe(registered.length + none.length);
    expect(new Set(PERSONAL_DATA.map((e) => e.section)).size).toBe(PERSONAL_DATA.length);
  });

  it('lists as "no personal data" no table that names a person (a user, an e-mail, a network address)', async () => {
    const suspects = await rows<{ table: string; column: string }>(
      `SELECT c.relname AS table, a.attname AS column
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
         AND a.attnum > 0 AND NOT a.attisdropped
         AND (a.attname ~ '(user_id|email|ip_address|^to$|phone|name$)'
           OR EXISTS (SELECT 1 FROM pg_constraint k WHERE k.contype = 'f'
             AND k.conrelid = c.oid AND k.confrelid = 'users'::regclass
             AND a.attnum = ANY (k.conkey)))`,
    );
    // Names of content and firms are not people's; a firm's contact address is the firm's.
    const allowed = new Set([
      'industry_contexts.name',
      'firms.name',
      'firms.contact_email',
      'erased_attempts.erasure_id',
    ]);
    const unregistered = suspects
      .filter(({ table }) => !PERSONAL_DATA.some((e) => e.table === table))
      .map(({ table, column }) => `${table}.${column}`)
      .filter((name) => !allowed.has(name));
    expect(unregistered).toEqual([]);
  });
});

describe('Download my data', () => {
  it('needs a session and the password re-entered; answers every registered table as a file', async () => {
    const c = await fullCandidate(t);
    expect((await getExport(t, undefined)).statusCode).toBe(401);
    expect((await getExport(t, 'not-a-token')).statusCode).toBe(401);

    // Every registered table holds a row of this candidate's: the builder covers them all.
    const subject = (await subjectOf(t.database.db, c.userId))!;
    for (const entry of PERSONAL_DATA) {
      const { rows: found } = await t.database.db.execute(
        sql`select 1 from ${sql.identifier(entry.table)} where ${entry.rows(subject)}`,
      );
      expect(found.length, `${entry.table} has the candidate's rows`).toBeGreaterThan(0);
    }

    // A new session has not re-entered the password.
    const other = await post(t.app, '/auth/login', { email: c.email, password: c.password });
    const fresh = other.json<{ token: string }>().token;
    const refused = await getExport(t, fresh);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PASSWORD_VERIFICATION_REQUIRED' });

    await gqlOk(t, c.token, VERIFY_PASSWORD, { password: c.password });
    const response = await getExport(t, c.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = response.json<Record<string, unknown> & { account: Record<string, unknown> }>();
    expect(file.schemaVersion).toBe(1);
    for (const entry of PERSONAL_DATA.filter((e) => e.table !== 'users')) {
      expect(file[entry.section], entry.section).toEqual(expect.any(Array));
      expect((file[entry.section] as unknown[]).length, entry.section).toBeGreaterThan(0);
    }
    expect(file.account).toMatchObject({
      email: c.email,
      firstName: c.firstName,
      lastName: c.lastName,
      secondaryEmail: c.secondaryEmail,
    });
    expect(file.surveyAnswers).toEqual([
      expect.objectContaining({ questionId: 'q11-ideal-team', value: c.answer }),
    ]);
    // Every question of the closed section answered (a MANUAL close needs it), the first by hand.
    expect(file.assessmentAnswers).toHaveLength(10);
    expect(file.assessmentAnswers).toContainEqual(
      expect.objectContaining({ itemId: 'cog-num-i01', values: [{ id: 'cog-num-i01-b' }] }),
    );
    expect(file.integrityEvents).toHaveLength(2);
    expect(file.receipts).toEqual([expect.objectContaining({ signature: expect.any(String) })]);
    const [resume] = file.resume as { contentBase64: string; filename: string }[];
    expect(Buffer.from(resume!.contentBase64, 'base64').equals(c.resume)).toBe(true);
    expect(file.connections).toEqual([expect.objectContaining({ status: 'ACTIVE' })]);
    expect(file.sections).toHaveProperty('receipts');

    // Never a secret, and no mailed link that could still work.
    const text = response.body;
    expect(text).not.toMatch(/passwordHash|tokenHash|argon2/);
    const mails = file.mails as { text: string; links?: unknown }[];
    expect(mails.length).toBeGreaterThan(2);
    for (const mail of mails) {
      expect(mail.links).toBeUndefined();
      expect(mail.text).not.toMatch(/https?:\/\/\S+[?&](id|passwordResetId)=/);
    }
    // Logged, the copy listing itself.
    expect(file.dataRequests).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'EXPORT', actor: 'candidate' })]),
    );
  });

  it('allows DATA_EXPORTS_PER_HOUR copies an hour, then 429 with Retry-After', async () => {
    const c = await signedInCandidate(t.app);
    await gqlOk(t, c.token, VERIFY_PASSWORD, { password: c.password });
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) {
      expect((await getExport(t, c.token)).statusCode).toBe(200);
    }
    const over = await getExport(t, c.token);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json<{ message: string }>().message).toMatch(/downloaded your data several times/);
  });
});

describe("other people's rows", () => {
  it('an address the candidate only typed, or one that contains theirs, finds none of them: not exported, not erased', async () => {
    const candidate = await signedInCandidate(t.app);
    // Someone without an account here (yet): their failed sign-ins and a mail to them are theirs.
    const other = { email: `someone.${randomUUID().slice(0, 8)}@example.com` };
    // The candidate types that address as a secondary one and never verifies it.
    await gqlOk(
      t,
      candidate.token,
      `mutation($e: String!, $clientMutationId: ID!) {
        setSecondaryContactInfo(secondaryEmail: $e, clientMutationId: $clientMutationId) { id } }`,
      { e: other.email },
    );
    // The other person's own rows, found by their address, and a mail to a longer address that
    // contains the candidate's.
    await post(t.app, '/auth/login', { email: other.email, password: 'Wr0ng!Password' });
    const lookalike = `bo${candidate.email}`;
    await rows(
      `INSERT INTO mail_outbox ("to", subject, text, html) VALUES ($1, 'Yours', 'Hello', '<p>Hello</p>'),
        ($2, 'Lookalike', 'For ' || $2, '<p>For ' || $2 || '</p>')`,
      [other.email, lookalike],
    );
    const othersRows = async () => ({
      attempts: (await rows(`SELECT 1 FROM login_attempts WHERE email = $1`, [other.email])).length,
      mails: (
        await rows(`SELECT 1 FROM mail_outbox WHERE "to" = $1 AND subject = 'Yours'`, [other.email])
      ).length,
      lookalike: (
        await rows<{ text: string }>(`SELECT text FROM mail_outbox WHERE "to" = $1`, [lookalike])
      ).map((r) => r.text),
    });
    const before = await othersRows();
    expect(before.attempts).toBeGreaterThan(0);

    await gqlOk(t, candidate.token, VERIFY_PASSWORD, { password: candidate.password });
    const exported = await getExport(t, candidate.token);
    expect(exported.statusCode).toBe(200);
    const file = JSON.parse(exported.body) as Record<string, { [key: string]: unknown }[]>;
    expect(file.signInAttempts!.map((a) => a.email)).not.toContain(other.email);
    expect(file.mails!.map((m) => m.to)).not.toContain(other.email);
    expect(exported.body).not.toContain(lookalike);

    await gqlOk(t, candidate.token, DELETE, { reason: null });
    expect(await othersRows()).toEqual({ ...before, lookalike: [`For ${lookalike}`] });
  });
});

describe('Delete my account', () => {
  it('refuses without the password re-entered, and a reason too long, deleting nothing', async () => {
    const c = await signedInCandidate(t.app);
    const first = await graphql(t.app, DELETE, { clientMutationId: randomUUID() }, c.token);
    expect(first.json().errors[0].extensions.code).toBe('PASSWORD_VERIFICATION_REQUIRED');
    await gqlOk(t, c.token, VERIFY_PASSWORD, { password: c.password });
    const long = await graphql(
      t.app,
      DELETE,
      { reason: 'x'.repeat(1001), clientMutationId: randomUUID() },
      c.token,
    );
    expect(long.statusCode).toBe(200);
    expect(long.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await rows(`select 1 from users where id = $1`, [c.userId])).toHaveLength(1);
    expect(await rows(`select 1 from sessions where user_id = $1`, [c.userId])).not.toHaveLength(0);
  });

  it('erases everything personal at once: found in no column of any table; signed out; firms no longer see them', async () => {
    const c = await fullCandidate(t);
    // The firm's link to them; its list already leaves them out, since a voided attempt never
    // completes the profile (decision 054).
    const firmLinks = () =>
      rows(`select 1 from company_candidate_associations where firm_id = $1 and user_id = $2`, [
        c.firm.id,
        c.userId,
      ]);
    expect(await firmLinks()).toHaveLength(1);
    const second = await post(t.app, '/auth/login', { email: c.email, password: c.password });
    const otherToken = second.json<{ token: string }>().token;

    await gqlOk(t, c.token, VERIFY_PASSWORD, { password: c.password });
    const reason = `Moving on; ${c.firstName} says thanks (${c.email})`;
    const { deleteAccount } = (await gqlOk(t, c.token, DELETE, { reason })) as {
      deleteAccount: { erasureId: string };
    };

    // Nothing personal in any column of any table (each row as text: every column at once).
    const needles = [
      c.email,
      c.secondaryEmail,
      c.newEmail,
      c.firstName,
      c.lastName,
      c.answer,
      c.userId,
    ].map((n) => n.toLowerCase());
    const tables = await rows<{ table: string }>(
      `SELECT tablename AS table FROM pg_tables WHERE schemaname = 'public'`,
    );
    const found: string[] = [];
    for (const { table } of tables) {
      for (const needle of needles) {
        const [hit] = await rows<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} t WHERE strpos(lower(t::text), $1) > 0`,
          [needle],
        );
        if (hit!.n > 0) found.push(`${table}: ${needle}`);
      }
      // Binary columns too (the resume's bytes).
      const binary = await rows<{ column: string }>(
        `SELECT column_name AS column FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = $1 AND data_type = 'bytea'`,
        [table],
      );
      for (const { column } of binary) {
        const [hit] = await rows<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} WHERE position(convert_to($1, 'UTF8') in ${column}) > 0`,
          [c.lastName],
        );
        if (hit!.n > 0) found.push(`${table}.${column}: the name's bytes`);
      }
    }
    expect(found).toEqual([]);

    // What stays: the erasure's log row (no one named) and the anonymous voided attempt.
    const [log] = await rows<{ kind: string; actor: string; reason: string; user_id: null }>(
      `select * from account_data_requests where id = $1`,
      [deleteAccount.erasureId],
    );
    expect(log).toMatchObject({ kind: 'ERASURE', actor: 'candidate', user_id: null });
    expect(log!.reason).toBe('Moving on; [name] says thanks ([address])');
    expect(
      await rows(`select assessment_id, status from erased_attempts where erasure_id = $1`, [
        deleteAccount.erasureId,
      ]),
    ).toEqual([{ assessment_id: 'cognitive-v1', status: 'VOIDED' }]);

    // Signed out everywhere, and the address no longer signs in (searched for first: a failed
    // sign-in records the address it was tried with).
    for (const token of [c.token, otherToken]) {
      const me = await graphql(t.app, 'query { user { id } }', {}, token);
      expect(me.statusCode).toBe(401);
    }
    const login = await post(t.app, '/auth/login', { email: c.email, password: c.password });
    expect(login.statusCode).toBe(401);
    expect(await firmLinks()).toHaveLength(0);
    expect(await listCandidatesVisibleToFirm(t.database.db, c.firm.id)).toEqual([]);

    // The address is free again: a new registration may use it.
    const again = await post(t.app, '/auth/register', {
      email: c.email,
      password: c.password,
      firstName: 'New',
      lastName: 'Person',
      industryContext: 'law',
      termsAndPrivacyAgreed: true,
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});
