/**
 * The session lookup every signed-in request makes (a plain statement since decision 026): it finds
 * a live session only, and refreshes last_seen_at only once it is stale.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { createTestDatabase, insertTestUser } from '../../test-support/test-app.ts';
import { createSession, lookUpSession, revokeSession } from './sessions.ts';

let database: DatabaseHandle;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  userId = await insertTestUser(database, 'session.lookup@example.com');
});
afterAll(() => database?.pool.end());

const HOUR_MS = 60 * 60 * 1000;
/** The default idle timeout (docs/decisions/050); its resolution is 5 minutes. */
const IDLE_MS = 2 * HOUR_MS;
/** The token's active session, used by this request (a lookup as every signed-in request makes). */
const findActiveSession = async (token: string) =>
  (await lookUpSession(database.db, token, { idleTimeoutMs: IDLE_MS })).session;
const lastSeen = async (sessionId: string) =>
  (await database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]!.lastSeenAt;

describe('lookUpSession', () => {
  it('finds a live session by its token, and nothing for another token', async () => {
    const token = await createSession(database.db, userId, HOUR_MS);
    const found = await findActiveSession(token);
    expect(found?.userId).toBe(userId);
    expect(await findActiveSession(`${token}x`)).toBeNull();
  });

  it('refuses a revoked or an expired session', async () => {
    const revoked = await createSession(database.db, userId, HOUR_MS);
    await revokeSession(database.db, (await findActiveSession(revoked))!.sessionId);
    expect(await findActiveSession(revoked)).toBeNull();

    const expired = await createSession(database.db, userId, HOUR_MS);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect(await findActiveSession(expired)).toBeNull();
  });

  it('refreshes last_seen_at once it is older than five minutes, not before', async () => {
    const token = await createSession(database.db, userId, HOUR_MS);
    const { sessionId } = (await findActiveSession(token))!;
    const recent = new Date(Date.now() - 60_000);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: recent })
      .where(eq(sessions.id, sessionId));
    await findActiveSession(token);
    expect(await lastSeen(sessionId)).toEqual(recent);

    const stale = new Date(Date.now() - 6 * 60_000);
    await database.db.update(sessions).set({ lastSeenAt: stale }).where(eq(sessions.id, sessionId));
    const before = Date.now();
    await findActiveSession(token);
    expect((await lastSeen(sessionId)).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
