/**
 * The idle rule (docs/decisions/050): a session not used for SESSION_IDLE_TIMEOUT_MS ends, in the
 * lookup every request makes and in the answer's own statement (docs/decisions/038); a timed
 * section's heartbeat keeps it in use, a poll of the app's own does not; the answer to a request of
 * an idle session says so. And a shared computer's sign-in is shorter (docs/decisions/051).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COGNITIVE_ASSESSMENT_ID } from '../../../domain/assessments.ts';
import { messages } from '../../../domain/messages.ts';
import {
  idleTimeoutOf,
  POLL_REQUEST_HEADER,
  SESSION_ENDED_HEADER,
} from '../../../domain/session-headers.ts';
import { loadConfig } from '../../config.ts';
import type { DbExecutor } from '../../db/client.ts';
import { itemResponses, sessions, users } from '../../db/schema.ts';
import { assessmentsHarness } from '../../test-support/assessments-harness.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  createSession,
  idleLimitMs,
  lastSeenResolutionMs,
  lookUpSession,
  revokeSession,
  sessionToRecheck,
} from './sessions.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The setting under test: 2 hours, as by default. */
const IDLE_MS = 2 * HOUR_MS;
/** The token's active session, used by this request (the lookup every signed-in request makes). */
const findActiveSession = async (db: DbExecutor, token: string, idleTimeoutMs: number) =>
  (await lookUpSession(db, token, { idleTimeoutMs })).session;

let t: TestApp;
let harness: ReturnType<typeof assessmentsHarness>;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_IDLE_TIMEOUT_MS: String(IDLE_MS) } });
  harness = assessmentsHarness(t.database);
});
afterAll(() => t?.close());

const lastSeenAt = async (sessionId: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]!.lastSeenAt;

/** Moves the session's last use back to `msAgo` before now. */
const lastUsed = (sessionId: string, msAgo: number) =>
  t.database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - msAgo) })
    .where(eq(sessions.id, sessionId));

async function signedIn(userId: string) {
  const token = await createSession(t.database.db, userId, 24 * HOUR_MS);
  const { sessionId } = (await findActiveSession(t.database.db, token, IDLE_MS))!;
  return { token, sessionId };
}

const graphql = (token: string, query: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: { query },
  });

describe('the setting', () => {
  it('is 2 hours by default, and refuses less than a second', () => {
    expect(loadConfig({}).SESSION_IDLE_TIMEOUT_MS).toBe(IDLE_MS);
    expect(loadConfig({ SESSION_IDLE_TIMEOUT_MS: '5000' }).SESSION_IDLE_TIMEOUT_MS).toBe(5000);
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT_MS: '10' })).toThrow(/SESSION_IDLE_TIMEOUT_MS/);
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT_MS: 'soon' })).toThrow(
      /SESSION_IDLE_TIMEOUT_MS/,
    );
  });

  it('sets how often last_seen_at is refreshed: 5 minutes, or a 24th of a shorter timeout', () => {
    expect(lastSeenResolutionMs(IDLE_MS)).toBe(5 * MINUTE_MS);
    expect(lastSeenResolutionMs(8 * HOUR_MS)).toBe(5 * MINUTE_MS);
    expect(lastSeenResolutionMs(12_000)).toBe(500);
    expect(idleLimitMs(IDLE_MS)).toBe(IDLE_MS + 5 * MINUTE_MS);
  });
});

describe('lookUpSession', () => {
  it('finds a session used within the idle timeout, and refuses one idle for it', async () => {
    const userId = (await harness.candidateInFirstSection('idle-find')).userId;
    const { token, sessionId } = await signedIn(userId);

    await lastUsed(sessionId, IDLE_MS - MINUTE_MS);
    expect((await findActiveSession(t.database.db, token, IDLE_MS))?.userId).toBe(userId);

    await lastUsed(sessionId, idleLimitMs(IDLE_MS) + 1000);
    expect(await findActiveSession(t.database.db, token, IDLE_MS)).toBeNull();
    // Refused, the session is not used: it stays ended.
    expect((await lastSeenAt(sessionId)).getTime()).toBeLessThan(Date.now() - IDLE_MS);
    expect(await findActiveSession(t.database.db, token, IDLE_MS)).toBeNull();
  });

  it('refreshes last_seen_at at a short timeout’s resolution, so a short setting holds', async () => {
    const userId = (await harness.candidateInFirstSection('idle-short')).userId;
    const shortIdle = 12_000;
    const { token, sessionId } = await signedIn(userId);
    await lastUsed(sessionId, 1_000); // past the 500 ms resolution: refreshed
    const before = Date.now();
    expect(await findActiveSession(t.database.db, token, shortIdle)).not.toBeNull();
    expect((await lastSeenAt(sessionId)).getTime()).toBeGreaterThanOrEqual(before - 50);
    await lastUsed(sessionId, shortIdle + 600);
    expect(await findActiveSession(t.database.db, token, shortIdle)).toBeNull();
  });
});

describe("the answer's statement (sessionToRecheck)", () => {
  /** The session rule (session_state) as the answer's statement asks it, for a remembered session. */
  const stateOf = async (token: string) => {
    const recheck = sessionToRecheck(token, IDLE_MS);
    expect(recheck).not.toBeNull();
    const { rows } = await t.database.pool.query<{ state: string }>(
      'select session_state(s, $3) as state from sessions s where s.id = $1 and s.token_hash = $2',
      [recheck!.sessionId, recheck!.tokenHash, recheck!.idleLimitMs],
    );
    return rows[0]!.state;
  };

  it('names, in SQL, a session that went idle since this process last saw it, or was revoked', async () => {
    const userId = (await harness.candidateInFirstSection('idle-recheck')).userId;
    const { token, sessionId } = await signedIn(userId);
    expect(await stateOf(token)).toBe('active');
    await lastUsed(sessionId, idleLimitMs(IDLE_MS) + 1000);
    expect(await stateOf(token)).toBe('idle');
    await revokeSession(t.database.db, sessionId);
    expect(await stateOf(token)).toBe('ended');
  });

  it('refuses a lone answer of an idle session with 401, writes nothing, and says why', async () => {
    const { userId, questions } = await harness.candidateInFirstSection('idle-answer');
    const item = questions.itemGroups
      .filter((g) => g.itemType === 'MULTIPLE_CHOICE')
      .flatMap((g) => g.items)[0]!;
    const { token, sessionId } = await signedIn(userId);
    const answer = (key: string) =>
      graphql(
        token,
        `mutation { submitItemResponse(id: "${item.id}", values: [{id: "${item.options[0]!.id}"}],
          timestamp: "${new Date().toISOString()}", clientMutationId: "${key}") { status } }`,
      );
    // Remembered by this process (the lookup above), so the answer checks it in its statement.
    expect(sessionToRecheck(token, IDLE_MS)).not.toBeNull();
    const accepted = await answer(`idle-answer-ok-${Date.now()}`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().errors).toBeUndefined();
    await t.database.db.delete(itemResponses).where(eq(itemResponses.userId, userId));

    await lastUsed(sessionId, idleLimitMs(IDLE_MS) + 1000);
    expect(sessionToRecheck(token, IDLE_MS)).not.toBeNull(); // this process has not seen it go
    const refused = await answer(`idle-answer-refused-${Date.now()}`);
    expect(refused.statusCode).toBe(401);
    expect(idleTimeoutOf(refused.headers[SESSION_ENDED_HEADER] as string)).toBe(IDLE_MS);
    const stored = await t.database.db
      .select()
      .from(itemResponses)
      .where(and(eq(itemResponses.userId, userId), eq(itemResponses.itemId, item.id)));
    expect(stored).toHaveLength(0);
  });
});

describe('what counts as use', () => {
  it("a running section's heartbeat refreshes last_seen_at and keeps the session", async () => {
    const { userId } = await harness.candidateInFirstSection('idle-heartbeat');
    const { token, sessionId } = await signedIn(userId);
    // Close to the limit: the heartbeat is the only request.
    await lastUsed(sessionId, IDLE_MS - MINUTE_MS);
    const before = Date.now();
    const beat = await graphql(
      token,
      `mutation { assessmentHeartbeat(assessmentID: "${COGNITIVE_ASSESSMENT_ID}") { serverTime } }`,
    );
    expect(beat.statusCode).toBe(200);
    expect(beat.json().errors).toBeUndefined();
    expect((await lastSeenAt(sessionId)).getTime()).toBeGreaterThanOrEqual(before - 50);
    expect(await findActiveSession(t.database.db, token, IDLE_MS)).not.toBeNull();
  });

  it("a poll of the app's own is answered but does not keep the session alive", async () => {
    const { userId } = await harness.candidateInFirstSection('idle-poll');
    const { token, sessionId } = await signedIn(userId);
    await lastUsed(sessionId, HOUR_MS);
    const seen = await lastSeenAt(sessionId);
    const poll = await graphql(token, '{ candidateConfig { bannerNotificationMessage } }', {
      [POLL_REQUEST_HEADER]: '1',
    });
    expect(poll.statusCode).toBe(200);
    expect(poll.json().errors).toBeUndefined();
    expect(await lastSeenAt(sessionId)).toEqual(seen);

    await lastUsed(sessionId, idleLimitMs(IDLE_MS) + 1000);
    const late = await graphql(token, '{ candidateConfig { bannerNotificationMessage } }', {
      [POLL_REQUEST_HEADER]: '1',
    });
    expect(late.statusCode).toBe(401);
    expect(late.headers[SESSION_ENDED_HEADER]).toBe(`idle; timeout-ms=${IDLE_MS}`);
  });

  it('names no idle end for a revoked session or an unknown token', async () => {
    const { userId } = await harness.candidateInFirstSection('idle-revoked');
    const { token, sessionId } = await signedIn(userId);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, sessionId));
    const revoked = await graphql(token, '{ candidateConfig { bannerNotificationMessage } }');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.headers[SESSION_ENDED_HEADER]).toBeUndefined();
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/v1/resume',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers[SESSION_ENDED_HEADER]).toBeUndefined();
  });

  it('a REST call of an idle session is refused and says why', async () => {
    const { userId } = await harness.candidateInFirstSection('idle-rest');
    const { token, sessionId } = await signedIn(userId);
    await lastUsed(sessionId, idleLimitMs(IDLE_MS) + 1000);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/v1/resume',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(idleTimeoutOf(response.headers[SESSION_ENDED_HEADER] as string)).toBe(IDLE_MS);
  });
});

describe('a shared computer’s sign-in (docs/decisions/051)', () => {
  it('lasts SHARED_SESSION_LIFETIME_MS instead of SESSION_LIFETIME_MS; a bad flag is a 400', async () => {
    const email = `shared-${Date.now()}@example.com`;
    const password = 'Correct-Horse-Battery-9';
    await t.database.db.insert(users).values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Ada',
      lastName: 'Lovelace',
      termsAgreedAt: new Date(),
      emailConfirmedAt: new Date(),
    });
    const signIn = (sharedComputer: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email, password, sharedComputer },
      });
    /** How long the user's newest session has left. */
    const expiresInMs = async (userId: string) => {
      const [row] = await t.database.db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return row!.expiresAt.getTime() - Date.now();
    };

    const shared = await signIn(true);
    expect(shared.statusCode).toBe(200);
    const sharedMs = await expiresInMs(shared.json().userId);
    expect(sharedMs).toBeGreaterThan(12 * HOUR_MS - MINUTE_MS);
    expect(sharedMs).toBeLessThanOrEqual(12 * HOUR_MS);

    const own = await signIn(false);
    expect(own.statusCode).toBe(200);
    expect(await expiresInMs(own.json().userId)).toBeGreaterThan(7 * 24 * HOUR_MS - MINUTE_MS);

    const bad = await signIn('yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.signInRequestInvalid);
  });
});
