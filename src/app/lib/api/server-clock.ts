/**
 * The server's clock as this page estimates it: one estimate, fed two ways.
 *
 * - **Every API answer's `Date` header** (`observeDate`, from graphql.ts): whole seconds, so good to
 *   about a second. Enough to tell a device clock more than 2 minutes off
 *   (docs/decisions/045-integrity-events-and-flags.md), and better than the device's clock for
 *   anything else until a heartbeat comes.
 * - **A heartbeat's server time** (`sync`, from the running assessment): to the millisecond, plus
 *   half its round trip, carried forward on performance.now() (monotonic: changing the device's
 *   clock does not move it). Timed answers are dated with it: a late answer counts only when
 *   nothing from its attempt reached the server between its creation and the deadline, so its
 *   creation time must be on the server's clock (docs/decisions/047-fair-late-answers.md). After
 *   the device slept (performance.now() may stop then) the heartbeat's estimate is dropped
 *   (`forget`) until the next one.
 *
 * The countdown never uses it: it runs on the server's `timeRemaining`.
 */

/** The device's clocks (tests give their own). */
export interface DeviceClock {
  /** Monotonic milliseconds (performance.now()). */
  perf(): number;
  /** Wall-clock milliseconds (Date.now()). */
  wall(): number;
}

const browserClock: DeviceClock = { perf: () => performance.now(), wall: () => Date.now() };

export interface ServerClock {
  /** An API answer's `Date` header, for a request sent at `sentAtMs` and answered at `receivedAtMs` (device clock). */
  observeDate(header: string | null, sentAtMs: number, receivedAtMs: number): void;
  /** The server said `serverTimeMs` in an answer that took `roundTripMs` and arrived just now. */
  sync(serverTimeMs: number, roundTripMs: number): void;
  /** The heartbeat's estimate is no longer trusted (the device slept). */
  forget(): void;
  /** The server's time now, as well as it is known (the device's clock before any answer). */
  now(): Date;
  /** The device's clock minus the server's (ms), or null before any answer. */
  deviceOffsetMs(): number | null;
}

export function createServerClock(clock: DeviceClock = browserClock): ServerClock {
  let anchor: { serverMs: number; perfMs: number } | null = null;
  /** Device minus server, from the latest `Date` header. */
  let headerOffsetMs: number | null = null;
  const estimate = (): number | null => {
    if (anchor) return anchor.serverMs + clock.perf() - anchor.perfMs;
    return headerOffsetMs === null ? null : clock.wall() - headerOffsetMs;
  };
  return {
    observeDate(header, sentAtMs, receivedAtMs) {
      const serverMs = header ? Date.parse(header) : NaN;
      if (Number.isNaN(serverMs)) return;
      // The device's time halfway through the request, minus the server's (its header is floored
      // to the second, so half a second is added back).
      headerOffsetMs = Math.round((sentAtMs + receivedAtMs) / 2 - (serverMs + 500));
    },
    sync(serverTimeMs, roundTripMs) {
      anchor = { serverMs: serverTimeMs + roundTripMs / 2, perfMs: clock.perf() };
    },
    forget() {
      anchor = null;
    },
    now() {
      return new Date(estimate() ?? clock.wall());
    },
    deviceOffsetMs() {
      const server = estimate();
      return server === null ? null : Math.round(clock.wall() - server);
    },
  };
}

/** The page's estimate (one server). */
export const serverClock = createServerClock();
