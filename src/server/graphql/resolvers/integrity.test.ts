/**
 * RecordSectionActivity through the real GraphQL endpoint, the server's own record of a sign-in
 * during a section, and the operator's listing with its flags (docs/decisions/045).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COGNITIVE_ASSESSMENT_ID } from '../../../domain/assessments.ts';
import { integrityMessages as m } from '../../../domain/integrity.ts';
import {
  candidateAssessments,
  candidateSections,
  integrityEvents,
  itemResponses,
  sessions,
  users,
} from '../../db/schema.ts';
import { listAttemptIntegrity } from '../../modules/integrity/list.ts';
import { TEST_INITIALS } from '../../test-support/assessments-harness.ts';
import { graphql, post, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const ACTIVITY_LIMIT = 12;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SECTION_ACTIVITY_PER_USER: String(ACTIVITY_LIMIT) } });
});
afterAll(() => t.close());

const RECORD = `mutation RecordSectionActivity($assessmentID: ID!, $activity: SectionActivityInput!, $clientMutationId: ID!) {
  recordSectionActivity(assessmentID: $assessmentID, activity: $activity, clientMutationId: $clientMutationId) { received }
}`;

interface Answer {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await graphql(t.app, query, variables, token);
  return { status: response.statusCode, body: response.json<Answer>() };
}

/** A candidate in the first (timed) section of the cognitive assessment: its clock runs. */
async function inTimedSection() {
  const candidate = await signedInCandidate(t.app);
  await startTimedSection(candidate, candidate.token);
  return candidate;
}

/** Campus, the cognitive assessment started and its first section's questions served (`token`). */
async function startTimedSection(candidate: { userId: string }, token: string) {
  await t.database.db
    .update(users)
    .set({ accountType: 'CAMPUS' })
    .where(eq(users.id, candidate.userId));
  for (const [query, variables] of [
    ['mutation($k: ID!) { createDefaultAssessments(clientMutationId: $k) { id } }', {}],
    [
      'mutation($id: ID!, $a: AcknowledgementsInput!, $k: ID!) { startAssessment(assessmentID: $id, acknowledgements: $a, clientMutationId: $k) { id } }',
      { id: COGNITIVE_ASSESSMENT_ID, a: TEST_INITIALS },
    ],
    [
      'query($id: ID!) { nextAssessmentSectionQuestions(assessmentID: $id) { id timeRemaining } }',
      { id: COGNITIVE_ASSESSMENT_ID },
    ],
  ] as const) {
    const { body } = await gql(token, query, { ...variables, k: randomUUID() });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  }
}

interface Activity {
  id: string;
  sectionID: string;
  type: string;
  occurredAt: string;
  durationMs?: number;
  skewMs?: number;
}

const activity = (type: string, extra: Partial<Activity> = {}): Activity => ({
  id: randomUUID(),
  sectionID: 'cog-num',
  type,
  occurredAt: new Date().toISOString(),
  ...extra,
});

const record = (token: string, act: Activity, key = randomUUID()) =>
  gql(token, RECORD, {
    assessmentID: COGNITIVE_ASSESSMENT_ID,
    activity: act,
    clientMutationId: key,
  });

async function storedEvents(userId: string) {
  return t.database.db
    .select()
    .from(integrityEvents)
    .where(eq(integrityEvents.userId, userId))
    .orderBy(integrityEvents.receivedAt);
}

async function flagsOf(email: string) {
  const attempts = await listAttemptIntegrity(t.database.db, { limit: 1000 });
  const attempt = attempts.find((a) => a.email === email);
  expect(attempt).toBeDefined();
  return attempt!.flags.map((f) => f.rule);
}

describe('RecordSectionActivity', () => {
  it('records each activity type of a timed section, with its figures', async () => {
    const c = await inTimedSection();
    const sent = [
      activity('TAB_HIDDEN', { durationMs: 12_000 }),
      activity('WINDOW_LEFT', { durationMs: 4_000 }),
      activity('COPY'),
      activity('CUT'),
      activity('PASTE'),
      activity('TAB_TAKEN_OVER'),
      activity('CLOCK_SKEW', { skewMs: -180_000 }),
    ];
    for (const act of sent) {
      const { body } = await record(c.token, act);
      expect(body).toEqual({ data: { recordSectionActivity: { received: true } } });
    }
    const rows = await storedEvents(c.userId);
    expect(
      rows.map((r) => [r.eventId, r.sectionId, r.type, r.durationMs, r.skewMs]).sort(),
    ).toEqual(
      sent.map((a) => [a.id, 'cog-num', a.type, a.durationMs ?? null, a.skewMs ?? null]).sort(),
    );
    expect(rows[0]!.occurredAt.toISOString()).toBe(sent[0]!.occurredAt);
  });

  it('holds a report once: a replay (same key) and a resend (new key, same id) add nothing', async () => {
    const c = await inTimedSection();
    const act = activity('PASTE');
    const key = randomUUID();
    for (const k of [key, key, randomUUID()]) {
      const { body } = await record(c.token, act, k);
      expect(body.errors).toBeUndefined();
    }
    expect(await storedEvents(c.userId)).toHaveLength(1);
  });

  it('takes a report that waited offline after its section closed', async () => {
    const c = await inTimedSection();
    await t.database.db
      .update(candidateSections)
      .set({ status: 'COMPLETE', closedAt: new Date(), closeType: 'TIMER' })
      .where(eq(candidateSections.userId, c.userId));
    const { body } = await record(c.token, activity('TAB_HIDDEN', { durationMs: 1_000 }));
    expect(body.errors).toBeUndefined();
    expect(await storedEvents(c.userId)).toHaveLength(1);
  });

  it.each([
    ['a duration missing', activity('TAB_HIDDEN'), m.durationRequired],
    ['a negative duration', activity('WINDOW_LEFT', { durationMs: -1 }), m.durationRequired],
    [
      'a duration over 6 hours',
      activity('TAB_HIDDEN', { durationMs: 21_600_001 }),
      m.durationRequired,
    ],
    ['a duration on a paste', activity('PASTE', { durationMs: 10 }), m.noDuration],
    ['a clock skew missing', activity('CLOCK_SKEW'), m.skewRequired],
    ['a clock skew over a week', activity('CLOCK_SKEW', { skewMs: 604_800_001 }), m.skewRequired],
    ['a skew on a copy', activity('COPY', { skewMs: 10 }), m.noSkew],
    ['a time that is no date', activity('COPY', { occurredAt: 'yesterday' }), m.badTime],
    ['an id too long', activity('COPY', { id: 'x'.repeat(201) }), m.badId],
  ])('refuses %s with a 4xx message, storing nothing', async (_name, act, message) => {
    const c = await inTimedSection();
    const { status, body } = await record(c.token, act);
    expect(status).toBeLessThan(500);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await storedEvents(c.userId)).toHaveLength(0);
  });

  it('refuses a type it does not know, and the SIGN_IN_ELSEWHERE only the server records', async () => {
    const c = await inTimedSection();
    for (const type of ['SCREENSHOT', 'SIGN_IN_ELSEWHERE']) {
      const { status, body } = await record(c.token, activity(type));
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await storedEvents(c.userId)).toHaveLength(0);
  });

  it("refuses another candidate's section, a section not started, and no session", async () => {
    const owner = await inTimedSection();
    const other = await signedInCandidate(t.app);
    const notStarted = await inTimedSection();
    for (const [token, act] of [
      [other.token, activity('PASTE')],
      [notStarted.token, activity('PASTE', { sectionID: 'cog-verb' })],
      [owner.token, activity('PASTE', { sectionID: 'no-such-section' })],
    ] as const) {
      const { body } = await record(token, act);
      expect(body.errors?.[0]).toMatchObject({
        message: m.unknownSection,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const anonymous = await graphql(t.app, RECORD, {
      assessmentID: COGNITIVE_ASSESSMENT_ID,
      activity: activity('PASTE'),
      clientMutationId: randomUUID(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedEvents(owner.userId)).toHaveLength(0);
    expect(await storedEvents(other.userId)).toHaveLength(0);
  });

  it('limits each candidate: past the limit a 429 that the outbox retries later, nothing stored', async () => {
    const c = await inTimedSection();
    for (let i = 0; i < ACTIVITY_LIMIT; i++) {
      const { body } = await record(c.token, activity('COPY'));
      expect(body.errors).toBeUndefined();
    }
    const { status, body } = await record(c.token, activity('COPY'));
    expect(status).toBe(429);
    expect(body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(body.errors?.[0]?.message).toMatch(/^Too much activity was sent at once/);
    expect(await storedEvents(c.userId)).toHaveLength(ACTIVITY_LIMIT);
    // Another candidate has their own count.
    const other = await inTimedSection();
    expect((await record(other.token, activity('COPY'))).body.errors).toBeUndefined();
  });
});

const credentials = (c: { email: string; password: string }) => ({
  email: c.email,
  password: c.password,
});

const sessionCount = async (userId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('a sign-in during a timed section', () => {
  it('that names no device is recorded by the server against the running section, and flagged', async () => {
    const c = await inTimedSection();
    const signIn = await post(t.app, '/auth/login', { email: c.email, password: c.password });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const rows = await storedEvents(c.userId);
    expect(rows.map((r) => [r.type, r.sectionId])).toEqual([['SIGN_IN_ELSEWHERE', 'cog-num']]);
    expect(await flagsOf(c.email)).toEqual(['SIGNED_IN_ELSEWHERE']);
  });

  it('from the device that runs the section (signed out and in again there) is not recorded', async () => {
    const c = await signedInCandidate(t.app);
    const device = randomUUID();
    const first = await post(t.app, '/auth/login', { ...credentials(c), deviceId: device });
    expect(first.statusCode, first.body).toBe(200);
    const { token } = first.json<{ token: string }>();
    await startTimedSection(c, token);
    // The candidate signs out on that device and back in, as after closing the browser.
    expect((await post(t.app, '/auth/logout', {}, token)).statusCode).toBe(204);
    const again = await post(t.app, '/auth/login', { ...credentials(c), deviceId: device });
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedEvents(c.userId)).toHaveLength(0);
    expect(await flagsOf(c.email)).toEqual([]);

    // Then from another device: recorded and flagged.
    const other = await post(t.app, '/auth/login', { ...credentials(c), deviceId: randomUUID() });
    expect(other.statusCode, other.body).toBe(200);
    expect((await storedEvents(c.userId)).map((r) => r.type)).toEqual(['SIGN_IN_ELSEWHERE']);
    expect(await flagsOf(c.email)).toEqual(['SIGNED_IN_ELSEWHERE']);
  });

  it('refuses a device id that is not one, and starts no session', async () => {
    const c = await signedInCandidate(t.app);
    const before = await sessionCount(c.userId);
    const bad = await post(t.app, '/auth/login', { ...credentials(c), deviceId: 'x'.repeat(500) });
    expect(bad.statusCode).toBe(400);
    expect(await sessionCount(c.userId)).toBe(before);
  });

  it('is not recorded when no section runs', async () => {
    const c = await signedInCandidate(t.app);
    const signIn = await post(t.app, '/auth/login', { email: c.email, password: c.password });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(await storedEvents(c.userId)).toHaveLength(0);
  });
});

describe('the flags of an attempt (operator listing)', () => {
  it('flags nothing for an attempt with nothing recorded', async () => {
    const c = await inTimedSection();
    expect(await flagsOf(c.email)).toEqual([]);
  });

  it('flags time away, departures, paste, copy, take-over and clock skew from the reports', async () => {
    const c = await inTimedSection();
    for (const act of [
      activity('TAB_HIDDEN', { durationMs: 20_000 }),
      activity('TAB_HIDDEN', { durationMs: 5_000 }),
      activity('WINDOW_LEFT', { durationMs: 6_000 }),
      activity('WINDOW_LEFT', { durationMs: 1_000 }),
      activity('PASTE'),
      activity('COPY'),
      activity('TAB_TAKEN_OVER'),
      activity('CLOCK_SKEW', { skewMs: 121_000 }),
    ])
      expect((await record(c.token, act)).body.errors).toBeUndefined();
    expect(await flagsOf(c.email)).toEqual([
      'AWAY_TOO_LONG',
      'LEFT_TOO_OFTEN',
      'PASTED',
      'COPIED',
      'TAB_TAKEN_OVER',
      'CLOCK_SKEW',
    ]);
  });

  it('flags a late answer with how late, read from the answer (late_by_ms)', async () => {
    const c = await inTimedSection();
    const [attempt] = await t.database.db
      .select({ id: candidateAssessments.id })
      .from(candidateAssessments)
      .where(eq(candidateAssessments.userId, c.userId));
    const item = await t.database.db.execute<{ id: string }>(
      sql`select i.id from items i join item_groups g on g.id = i.item_group_id
       where g.section_id = 'cog-num' and not g.is_sample limit 1`,
    );
    await t.database.db.insert(itemResponses).values({
      userId: c.userId,
      candidateAssessmentId: attempt!.id,
      itemId: item.rows[0]!.id,
      sectionId: 'cog-num',
      values: [],
      answeredAt: new Date(),
      lateByMs: 4_200,
    });
    const attempts = await listAttemptIntegrity(t.database.db, {
      assessment: 'cognitive',
      limit: 1000,
    });
    const listed = attempts.find((a) => a.email === c.email)!;
    expect(listed.flags).toEqual([
      { rule: 'LATE_ANSWER', detail: '1 answer late, the latest by 4.2 s' },
    ]);
    expect(listed.lateAnswers).toEqual([
      { itemId: item.rows[0]!.id, sectionId: 'cog-num', lateByMs: 4_200 },
    ]);
    // Another assessment's name lists none of the cognitive attempts.
    const lateral = await listAttemptIntegrity(t.database.db, {
      assessment: 'LATERAL',
      limit: 1000,
    });
    expect(lateral.find((a) => a.email === c.email)).toBeUndefined();
  });
});
