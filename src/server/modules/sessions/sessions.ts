/**
 * Sign-in sessions: an opaque random bearer token; only its SHA-256 is stored, so a copy of the
 * database does not let anyone sign in. Ended by logout, expiry, idleness (SESSION_IDLE_TIMEOUT_MS,
 * docs/decisions/050) and password changes; an ended session is refused from the next request on,
 * including by sessionToRecheck's writes.
 */
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { recordSignInDuringSection } from '../integrity/events.ts';

/** last_seen_at is refreshed at most this often, so that reads do not all become writes. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * How often last_seen_at is refreshed under an idle timeout: every 5 minutes, or a 24th of the
 * timeout when that is shorter, so that a short timeout (a test's) is kept to as closely.
 */
export function lastSeenResolutionMs(idleTimeoutMs: number): number {
  return Math.max(1, Math.min(LAST_SEEN_RESOLUTION_MS, Math.floor(idleTimeoutMs / 24)));
}

/**
 * A session whose last_seen_at is at least this old has not been used for the idle timeout: it
 * has ended. last_seen_at may lag the last request by up to the resolution, so the limit adds it:
 * no session ends sooner than the timeout after its last request (docs/decisions/050).
 */
export function idleLimitMs(idleTimeoutMs: number): number {
  return idleTimeoutMs + lastSeenResolutionMs(idleTimeoutMs);
}

type SessionState = 'active' | 'idle' | 'ended';

/**
 * The session rule, the one copy (docs/decisions/057): SQL naming the `sessions` row's state, by
 * the database function `session_state` (migration 0015_answer_function.sql), which the answer's
 * statement uses too. Not revoked, not expired, and used within the idle limit: 'active'.
 */
function sessionState(idleTimeoutMs: number) {
  return sql`session_state(${sessions}, ${idleLimitMs(idleTimeoutMs)})`;
}

export interface ActiveSession {
  sessionId: string;
  userId: string;
}

/** The User-Agent is kept this long at most: enough to name the browser and system. */
export const SESSION_USER_AGENT_MAX_CHARS = 200;

export interface SessionOptions {
  /** The request's User-Agent header, to name the device in User Settings' session list. */
  userAgent?: string | string[] | null;
  /** The device the sign-in came from (its request's `deviceId`), when it named one. */
  deviceId?: string | null;
}

function storedUserAgent(userAgent: SessionOptions['userAgent']): string | null {
  const value = Array.isArray(userAgent) ? userAgent[0] : userAgent;
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, SESSION_USER_AGENT_MAX_CHARS) : null;
}

/**
 * Starts a session and returns its token (shown once, never stored). One started from another
 * device while a timed section of the user's runs is recorded against it (docs/decisions/045). `lifetimeMs`: the
 * configured lifetime, shorter for a shared computer's sign-in (docs/decisions/051).
 */
export async function createSession(
  db: DbExecutor,
  userId: string,
  lifetimeMs: number,
  options: SessionOptions = {},
): Promise<string> {
  const token = randomToken();
  const deviceId = options.deviceId ?? null;
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + lifetimeMs),
      deviceId,
      userAgent: storedUserAgent(options.userAgent),
    })
    .returning({ id: sessions.id });
  await recordSignInDuringSection(db, userId, session!.id, deviceId);
  return token;
}

/** What a token's lookup found: its active session, or none, and then whether it ended idle. */
export interface SessionLookup {
  session: ActiveSession | null;
  /** The token's session exists, unrevoked and unexpired, but was not used for the idle timeout. */
  endedIdle: boolean;
}

export interface LookupOptions {
  idleTimeoutMs: number;
  /**
   * False for a request the app makes on its own (a poll): it does not count as use, so an open
   * tab left alone still ends idle; true by default.
   */
  countsAsUse?: boolean;
}

/**
 * The lookup every signed-in request makes: one statement on the token's unique index, written as
 * SQL (the query builder cost more than PostgreSQL's planning of it). Not a named prepared
 * statement: behind PgBouncer's transaction pooling a request may get another server connection,
 * where that name is missing or already taken (docs/decisions/026).
 */
export async function lookUpSession(
  db: DbExecutor,
  token: string,
  { idleTimeoutMs, countsAsUse = true }: LookupOptions,
): Promise<SessionLookup> {
  const now = new Date();
  const staleBefore = new Date(now.getTime() - lastSeenResolutionMs(idleTimeoutMs));
  const tokenHash = sha256Hex(token);
  const [row] = (
    await db.execute<{ id: string; user_id: string; last_seen_at: Date; state: SessionState }>(
      sql`select id, user_id, last_seen_at, ${sessionState(idleTimeoutMs)} as state
        from sessions where token_hash = ${tokenHash}`,
    )
  ).rows;
  if (row?.state !== 'active') {
    knownSessions.delete(tokenHash);
    return { session: null, endedIdle: row?.state === 'idle' };
  }
  let lastSeenAt = new Date(row.last_seen_at);
  if (countsAsUse && lastSeenAt < staleBefore) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
    lastSeenAt = now;
  }
  const session = { sessionId: row.id, userId: row.user_id };
  remember(tokenHash, { ...session, lastSeenAt: lastSeenAt.getTime() });
  return { session, endedIdle: false };
}

// ---- Sessions checked in the write's own statement (docs/decisions/038).

/**
 * A session this process found active, to be checked again inside the one statement of a write
 * (the timed answers, by `session_state` with these values): the write is refused at once when
 * the session has ended since, and the request spends no round trip of its own on the lookup.
 */
export interface RecheckedSession extends ActiveSession {
  tokenHash: string;
  /** The idle limit of the session rule (idleLimitMs). */
  idleLimitMs: number;
}

interface KnownSession extends ActiveSession {
  /** last_seen_at as this process last read or wrote it (ms). */
  lastSeenAt: number;
}

/** Sessions found active, by token hash; the oldest entries go first beyond the cap. */
const knownSessions = new Map<string, KnownSession>();
const KNOWN_SESSIONS_CAP = 10_000;

function remember(tokenHash: string, session: KnownSession): void {
  knownSessions.delete(tokenHash);
  knownSessions.set(tokenHash, session);
  if (knownSessions.size > KNOWN_SESSIONS_CAP) {
    knownSessions.delete(knownSessions.keys().next().value!);
  }
}

/**
 * The session of `token` as found active before, for a write that checks it again in its own
 * statement; null when it was not found here before, or when its last_seen_at is due a refresh
 * (then the caller looks it up with lookUpSession, which refreshes it, as every request did).
 * Since a remembered session is used only within the resolution of its refresh, an answer sent
 * this way still counts as use: the next one after the resolution refreshes it.
 */
export function sessionToRecheck(token: string, idleTimeoutMs: number): RecheckedSession | null {
  const tokenHash = sha256Hex(token);
  const known = knownSessions.get(tokenHash);
  if (!known || Date.now() - known.lastSeenAt >= lastSeenResolutionMs(idleTimeoutMs)) return null;
  const { sessionId, userId } = known;
  return { sessionId, userId, tokenHash, idleLimitMs: idleLimitMs(idleTimeoutMs) };
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

// ---- The candidate's own sessions, listed and ended from User Settings (docs/decisions/049).

export interface UserSessionRow {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * The user's sessions that are still active: not revoked, not expired, not ended idle (an idle
 * session is refused, not revoked: decision 050).
 */
function activeSessionsOf(userId: string, idleTimeoutMs: number) {
  return and(eq(sessions.userId, userId), sql`${sessionState(idleTimeoutMs)} = 'active'`);
}

/** The user's active sessions, the most recently used first. */
export async function listActiveSessions(
  db: DbExecutor,
  userId: string,
  idleTimeoutMs: number,
): Promise<UserSessionRow[]> {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(activeSessionsOf(userId, idleTimeoutMs))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/**
 * Ends one active session of `userId`; false when there is none with that id for this user (another
 * user's id, an ended one, an unknown one): the caller refuses it and nothing changes.
 */
export async function revokeOwnSession(
  db: DbExecutor,
  userId: string,
  sessionId: string,
  idleTimeoutMs: number,
): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), activeSessionsOf(userId, idleTimeoutMs)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
