/**
 * Sign-in sessions: an opaque random bearer token; only its SHA-256 is stored, so a copy of the
 * database does not let anyone sign in. Ended by logout, expiry, and password changes.
 */
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';

/** last_seen_at is refreshed at most this often, so that reads do not all become writes. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export interface ActiveSession {
  sessionId: string;
  userId: string;
}

/** Starts a session and returns its token (shown once, never stored). */
export async function createSession(
  db: DbExecutor,
  userId: string,
  lifetimeMs: number,
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/**
 * The lookup every signed-in request makes: one statement on the token's unique index, written as
 * SQL (the query builder cost more than PostgreSQL's planning of it). Not a named prepared
 * statement: behind PgBouncer's transaction pooling a request may get another server connection,
 * where that name is missing or already taken (docs/decisions/026).
 */
export async function findActiveSession(
  db: DbExecutor,
  token: string,
): Promise<ActiveSession | null> {
  const now = new Date();
  const staleBefore = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
  const [row] = (
    await db.execute<{ id: string; user_id: string; stale: boolean }>(
      sql`select id, user_id, last_seen_at < ${staleBefore} as stale from sessions
        where token_hash = ${sha256Hex(token)} and revoked_at is null and expires_at > ${now}`,
    )
  ).rows;
  if (!row) return null;
  if (row.stale) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return { sessionId: row.id, userId: row.user_id };
}

export async function revokeSession(db: DbExecutor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** A password change: every session of the user but the one that made the change ends. */
export async function revokeOtherSessions(
  db: DbExecutor,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
    );
}

/** When the password was last re-entered in this session (VerifyUserPassword), or null. */
export async function passwordVerifiedAt(db: DbExecutor, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sessions.passwordVerifiedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.at ?? null;
}

/** Stamps the session's password re-entry; null uses it up (after a password change). */
export async function markPasswordVerified(
  db: DbExecutor,
  sessionId: string,
  at: Date | null,
): Promise<void> {
  await db.update(sessions).set({ passwordVerifiedAt: at }).where(eq(sessions.id, sessionId));
}

/** Forgets sessions that ended more than `keepMs` ago. */
export async function purgeEndedSessions(db: DbExecutor, keepMs: number): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(Date.now() - keepMs)));
}
