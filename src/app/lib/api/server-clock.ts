/**
 * How far the device's clock is from the server's, read from the `Date` header of the API's answers
 * (whole seconds: good to about a second, plenty for the 2-minute limit of docs/decisions/045).
 * The countdown never uses it (it runs on the server's timeRemaining); it is reported, not used.
 */

let offsetMs: number | null = null;

/**
 * Notes one answer's `Date` header: the device's time halfway through the request, minus the
 * server's (its header is floored to the second, so half a second is added back).
 */
export function observeServerDate(header: string | null, sentAtMs: number, receivedAtMs: number) {
  const serverMs = header ? Date.parse(header) : NaN;
  if (Number.isNaN(serverMs)) return;
  offsetMs = Math.round((sentAtMs + receivedAtMs) / 2 - (serverMs + 500));
}

/** The device's clock minus the server's at the latest answer (ms), or null before any. */
export const deviceClockOffsetMs = (): number | null => offsetMs;

/** Tests: forget what was observed. */
export function resetServerClock() {
  offsetMs = null;
}
