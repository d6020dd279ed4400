/**
 * Abuse limits on public calls (docs/decisions/024): at most `limit` calls per subject (a network
 * address) in a fixed window of `windowMs`, counted in PostgreSQL so that every replica behind a
 * balancer shares one count. Past the limit the call is a 429 {message, retryAfterSeconds} with
 * `Retry-After`, worded as the sign-in lock is (docs/decisions/017).
 *
 * One statement per call: an upsert that starts a new window once the old one has ended, or adds
 * one to it. Its row lock orders concurrent calls, so none slips past the limit; no advisory or
 * session-level lock, so it works behind PgBouncer in transaction mode. The database's clock
 * decides, so replicas with drifting clocks still agree.
 */
import { lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { countRefusal } from '../metrics/metrics.ts';

export interface RateLimit {
  /** Names the counter: one per kind of call. */
  scope: string;
  limit: number;
  windowMs: number;
  /** The 429's message, given the wait in whole minutes. */
  message: (minutes: number) => string;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Counts one call of `subject` against `rule`; says whether it is within the limit. */
export async function consumeRateLimit(
  db: DbExecutor,
  rule: Pick<RateLimit, 'scope' | 'limit' | 'windowMs'>,
  subject: string,
): Promise<RateLimitResult> {
  const t = rateLimitCounters;
  // The count stops at limit + 1: a flood cannot overflow it, and it still says "over".
  const { rows } = await db.execute<{ hits: number; remaining_ms: number }>(sql`
    insert into ${t} (scope, subject, hits, window_ends_at)
    values (${rule.scope}, ${subject}, 1, now() + ${rule.windowMs} * interval '1 millisecond')
    on conflict (scope, subject) do update set
      hits = case when ${t}.window_ends_at <= now() then 1
                  else least(${t}.hits, ${rule.limit}) + 1 end,
      window_ends_at = case when ${t}.window_ends_at <= now() then excluded.window_ends_at
                            else ${t}.window_ends_at end
    returning hits, (extract(epoch from window_ends_at - now()) * 1000)::float8 as remaining_ms`);
  const row = rows[0]!;
  if (row.hits <= rule.limit) return { allowed: true };
  countRefusal({ kind: 'throttle', rule: rule.scope });
  return { allowed: false, retryAfterMs: Math.max(SECOND_MS, Number(row.remaining_ms)) };
}

/** The 429 of a call over its limit: wait (Retry-After, and in minutes in the message). */
export function tooManyRequests(rule: Pick<RateLimit, 'message'>, retryAfterMs: number) {
  const retryAfterSeconds = Math.ceil(retryAfterMs / SECOND_MS);
  return new HttpError(
    429,
    { message: rule.message(Math.ceil(retryAfterMs / MINUTE_MS)), retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** Counts the call; throws the 429 when it is over the limit. */
export async function enforceRateLimit(
  db: DbExecutor,
  rule: RateLimit,
  subject: string,
): Promise<void> {
  const result = await consumeRateLimit(db, rule, subject);
  if (!result.allowed) throw tooManyRequests(rule, result.retryAfterMs);
}

/** Counters whose window has ended count nothing any more. */
export async function purgeEndedRateLimitWindows(db: DbExecutor): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
}
