/**
 * When the running section's heartbeat goes (docs/decisions/047): the server must hear from the
 * device at least every CONTACT_INTERVAL_MS while a timed section runs online, so that an answer
 * claiming an offline spell can be checked. Any delivered answer counts as contact, so a beat goes
 * only after BEAT_AFTER_MS without one; checking every CHECK_MS, and with the request's own time,
 * the gap stays under the interval.
 *
 * No beat while answers wait in the outbox: they are on their way and are contacts themselves,
 * and a beat overtaking one (at a reconnect just before the deadline) would date a contact after
 * it and refuse it.
 */

export const CONTACT_INTERVAL_MS = 15_000;
export const BEAT_AFTER_MS = 12_000;
export const CHECK_MS = 1_000;

export interface HeartbeatOptions {
  /** Sends one beat; resolves (or rejects) when it is answered. */
  beat: () => Promise<unknown>;
  /** Monotonic time (ms) of the last contact: a beat or a delivered answer. */
  lastContactAt: () => number;
  /** True while the outbox holds answers to send. */
  answersWaiting: () => boolean;
  now: () => number;
}

/** Starts beating (one check at once); returns the stop. */
export function startHeartbeat({
  beat,
  lastContactAt,
  answersWaiting,
  now,
}: HeartbeatOptions): () => void {
  let inFlight = false;
  const check = () => {
    if (inFlight || answersWaiting() || now() - lastContactAt() < BEAT_AFTER_MS) return;
    inFlight = true;
    beat()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  };
  check();
  const timer = setInterval(check, CHECK_MS);
  return () => clearInterval(timer);
}
