/**
 * When to ask the server again, for the outbox's entries and the app's queries alike (and for
 * bench:exam-day's simulated candidates, which import this file).
 *
 * Retry delays for requests that failed for a reason that may pass (no network, 5xx): exponential,
 * from 1 s doubling up to 60 s, with "equal jitter" (a random point in the upper half of the
 * window) so that many devices coming back after an outage do not all retry at the same moment,
 * and never sooner than the server's `Retry-After`. An outbox entry is retried until the server
 * has it; a query gives up after a few tries, and the screen says so (queryRetryLimit).
 */

export const RETRY_INITIAL_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 60_000;

/** The window after `attempts` failed attempts (1 → 1 s, 2 → 2 s, 3 → 4 s, …, capped at 60 s). */
export function backoffWindowMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(RETRY_MAX_DELAY_MS, RETRY_INITIAL_DELAY_MS * 2 ** exponent);
}

/**
 * The delay before the next attempt: in [window / 2, window], and no sooner than the server asked
 * (`Retry-After` of a 503 or 429, up to RETRY_MAX_DELAY_MS: a write never waits longer than a
 * minute for its next try). `random` returns [0, 1).
 */
export function backoffDelayMs(
  attempts: number,
  random: () => number = Math.random,
  serverAskedMs = 0,
): number {
  const window = backoffWindowMs(attempts);
  const jittered = Math.round(window / 2 + (random() * window) / 2);
  return Math.max(jittered, Math.min(serverAskedMs, RETRY_MAX_DELAY_MS));
}

/** `Retry-After` in milliseconds: seconds, or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(
  header: string | null | undefined,
  nowMs = Date.now(),
): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** Retries of a query that got no answer or a 5xx, before its screen shows the error. */
export const QUERY_MAX_RETRIES = 3;
/**
 * While the server itself says when to come back (`Retry-After` on a 503 or 429: a replica busy in
 * an exam's start minute, docs/decisions/064, or the database restarting), a query keeps asking
 * for about two minutes before the screen shows an error.
 */
export const QUERY_MAX_RETRIES_WHEN_ASKED = 8;

/** How many retries a query gets, given the server's last `Retry-After` (ms, if it gave one). */
export const queryRetryLimit = (serverAskedMs: number | undefined): number =>
  serverAskedMs === undefined ? QUERY_MAX_RETRIES : QUERY_MAX_RETRIES_WHEN_ASKED;
