/**
 * Who is calling (caller.ts): the one decision every request's caller goes through, against a real
 * database: a valid token's session, and the refusals (no or malformed token, unknown, revoked,
 * expired, idle); its use refreshes last_seen_at, a poll's does not; the answer's exception.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL_REQUEST_HEADER } from '../domain/session-headers.ts';
import { answeringSession, callerOf, confirmSession, identify } from './caller.ts';
import type { DatabaseHandle } from './db/client.ts';
import { sessions } from './db/schema.ts';
import { sha256Hex as sha } from './lib/crypto.ts';
import { createSession, idleLimitMs, revokeSession } from './modules/sessions/sessions.ts';
import { createTestDatabase, insertTestUser } from './test-support/test-app.ts';

const HOUR_MS = 60 * 60 * 1000;
const IDLE_MS = 2 * HOUR_MS;

let database: DatabaseHandle;
let userId: string;
let services: Parameters<typeof callerOf>[1];
beforeAll(async () => {
  database = await createTestDatabase();
  userId = await insertTestUser(database, 'caller.of@example.com');
  services = { db: database.db, config: { SESSION_IDLE_TIMEOUT_MS: IDLE_MS } };
});
afterAll(() => database?.pool.end());

/** A request as the hooks see it: its headers, and the fields `identify` sets. */
const request = (headers: Record<string, string> = {}) =>
  ({
    headers,
    userId: null,
    sessionId: null,
    sessionEndedIdle: false,
  }) as unknown as FastifyRequest;
const bearer = (token: string, headers: Record<string, string> = {}) =>
  request({ authorization: `Bearer ${token}`, ...headers });

const sessionOf = async (token: string) =>
  (
    await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha(token)))
  )[0]!;
const setSession = (token: string, values: Partial<typeof sessions.$inferInsert>) =>
  database.db
    .update(sessions)
    .set(values)
    .where(eq(sessions.tokenHash, sha(token)));

describe('callerOf', () => {
  it("names a valid token's user and session", async () => {
    const token = await createSession(database.db, userId, HOUR_MS);
    const found = await callerOf(bearer(token), services);
    expect(found).toEqual({
      caller: { userId, sessionId: (await sessionOf(token)).id },
      refusal: null,
    });
  });

  it('refuses a request without a token, or with a malformed one, without asking the database', async () => {
    const noDatabase = { ...services, db: undefined as never };
    const malformed: Record<string, string>[] = [
      {},
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer two words' },
      { authorization: 'Bearer bad"quote' },
      { authorization: `Bearer ${'a'.repeat(201)}` },
    ];
    for (const headers of malformed) {
      expect(await callerOf(request(headers), noDatabase)).toEqual({
        caller: null,
        refusal: 'no-token',
      });
    }
  });

  it('refuses an unknown, a revoked and an expired session as ended', async () => {
    expect((await callerOf(bearer('no-such-session'), services)).refusal).toBe('ended');

    const revoked = await createSession(database.db, userId, HOUR_MS);
    await revokeSession(database.db, (await sessionOf(revoked)).id);
    expect(await callerOf(bearer(revoked), services)).toEqual({ caller: null, refusal: 'ended' });

    const expired = await createSession(database.db, userId, HOUR_MS);
    await setSession(expired, { expiresAt: new Date(Date.now() - 1000) });
    expect(await callerOf(bearer(expired), services)).toEqual({ caller: null, refusal: 'ended' });
  });

  it('refuses a session unused beyond the idle limit as idle (docs/decisions/050)', async () => {
    const token = await createSession(database.db, userId, 24 * HOUR_MS);
    await setSession(token, { lastSeenAt: new Date(Date.now() - IDLE_MS + 60_000) });
    expect((await callerOf(bearer(token), services)).caller?.userId).toBe(userId);

    await setSession(token, { lastSeenAt: new Date(Date.now() - idleLimitMs(IDLE_MS) - 1000) });
    expect(await callerOf(bearer(token), services)).toEqual({ caller: null, refusal: 'idle' });
    // A revoked session is ended, whatever its idleness.
    await revokeSession(database.db, (await sessionOf(token)).id);
    expect((await callerOf(bearer(token), services)).refusal).toBe('ended');
  });

  it("counts a request as the session's use (last_seen_at), a poll of the app's own not", async () => {
    const token = await createSession(database.db, userId, HOUR_MS);
    const stale = new Date(Date.now() - HOUR_MS);
    await setSession(token, { lastSeenAt: stale });
    expect(
      (await callerOf(bearer(token, { [POLL_REQUEST_HEADER]: '1' }), services)).caller,
    ).not.toBeNull();
    expect((await sessionOf(token)).lastSeenAt).toEqual(stale);

    const before = Date.now();
    await callerOf(bearer(token), services);
    expect((await sessionOf(token)).lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - 50);
  });
});

describe('identify', () => {
  it('keeps the caller on the request, and an idle end for the answer’s header', async () => {
    const token = await createSession(database.db, userId, 24 * HOUR_MS);
    const signedIn = bearer(token);
    await identify(signedIn, services);
    expect(signedIn.userId).toBe(userId);
    expect(signedIn.sessionId).toBe((await sessionOf(token)).id);
    expect(signedIn.sessionEndedIdle).toBe(false);

    await setSession(token, { lastSeenAt: new Date(Date.now() - idleLimitMs(IDLE_MS) - 1000) });
    const idle = bearer(token);
    await identify(idle, services);
    expect([idle.userId, idle.sessionId, idle.sessionEndedIdle]).toEqual([null, null, true]);
  });
});

describe("the answer's exception", () => {
  it('rechecks in the statement only a session this process found active; a lookup confirms it', async () => {
    const token = await createSession(database.db, userId, HOUR_MS);
    expect(answeringSession(bearer(token), services)).toBeNull(); // never looked up here
    expect(answeringSession(request(), services)).toBeNull();
    await callerOf(bearer(token), services);
    const { id } = await sessionOf(token);
    expect(answeringSession(bearer(token), services)).toEqual({
      userId,
      sessionId: id,
      tokenHash: sha(token),
      idleLimitMs: idleLimitMs(IDLE_MS),
    });
    await expect(confirmSession(bearer(token), services, id)).resolves.toBeUndefined();

    await revokeSession(database.db, id);
    const refused = confirmSession(bearer(token), services, id);
    await expect(refused).rejects.toMatchObject({ code: 'UNAUTHORIZED', statusCode: 401 });
    // Refused by the lookup, it is forgotten: the next answer is looked up again.
    expect(answeringSession(bearer(token), services)).toBeNull();
  });
});
