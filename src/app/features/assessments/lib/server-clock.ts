/**
 * The server's clock as this page estimates it (docs/decisions/047): the time an answer is dated
 * with. A late answer counts only when nothing from its attempt reached the server between its
 * creation and the deadline, so its creation time must be on the server's clock: a device clock
 * running fast would date an answer given in time after the deadline, one running slow would date it
 * before the device's own last contact.
 *
 * Each heartbeat's server time, plus half its round trip, is carried forward on performance.now()
 * (monotonic: changing the device's clock does not move it). Before the first one, or after the
 * device slept (performance.now() may stop then: `forget`), it is the device's clock.
 */
import { browserClock, type Clock } from './deadline-timer.ts';

export interface ServerClock {
  /** The server said `serverTimeMs` in an answer that took `roundTripMs` and arrived just now. */
  sync(serverTimeMs: number, roundTripMs: number): void;
  /** The estimate is no longer trusted (the device slept): the device's clock until the next sync. */
  forget(): void;
  now(): Date;
}

export function createServerClock(clock: Clock = browserClock): ServerClock {
  let anchor: { serverMs: number; perfMs: number } | null = null;
  return {
    sync(serverTimeMs, roundTripMs) {
      anchor = { serverMs: serverTimeMs + roundTripMs / 2, perfMs: clock.perf() };
    },
    forget() {
      anchor = null;
    },
    now() {
      return new Date(anchor ? anchor.serverMs + clock.perf() - anchor.perfMs : clock.wall());
    },
  };
}

/** The page's estimate (one server, one clock). */
export const serverClock = createServerClock();
