/**
 * Retry delays for entries that failed for a reason that may pass (no network, 5xx): exponential,
 * from 1 s doubling up to 60 s, with "equal jitter" (a random point in the upper half of the
 * window) so that many devices coming back after an outage do not all retry at the same moment.
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
