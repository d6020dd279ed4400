/**
 * HTTP headers of the session's idle rule (docs/decisions/050), shared by the server and the app.
 */

/**
 * Response: the request's session has ended, and why. `idle; timeout-ms=<n>`: it was not used
 * for the idle timeout of n milliseconds.
 */
export const SESSION_ENDED_HEADER = 'x-session-ended';

/**
 * Request: a poll the app makes on its own (the operator's notices every few minutes), not the
 * candidate's use: it does not keep the session alive, so a tab left open still ends idle.
 */
export const POLL_REQUEST_HEADER = 'x-poll';

/** The idle timeout (ms) named by a SESSION_ENDED_HEADER value, or null when it names none. */
export function idleTimeoutOf(value: string | null | undefined): number | null {
  const match = value ? /^idle;\s*timeout-ms=(\d+)$/.exec(value.trim()) : null;
  return match ? Number(match[1]) : null;
}
