/**
 * The server's clock as this page estimates it, from every API answer's `x-server-time` header
 * (domain/server-time-header.ts: the server's time in milliseconds as it sent the answer, after the
 * request's work; `observe`, from graphql.ts). Timed answers are dated with it: a late answer
 * counts only when nothing from its attempt reached the server between its creation and the
 * deadline, so its creation time must be on the server's clock (docs/decisions/047), and never
 * before a contact the page has already heard answered (docs/decisions/067).
 *
 * - **The estimate:** the header's time plus half the request's round trip, carried forward on
 *   performance.now() (monotonic: changing the device's clock does not move it). After the device
 *   slept (performance.now() may stop then) it is carried on the device's clock instead (`forget`)
 *   until the next answer.
 * - **The floor:** an answer's header is a time the server has certainly passed when the answer
 *   arrives, so the estimate never runs behind the latest one, carried forward the same way. A
 *   slow answer (its round trip split wrongly in two) can therefore make the estimate late, never
 *   early: an answer given after a delivered one is dated after it, whatever the network did.
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
  /**
   * An API answer's `x-server-time` header, for a request sent at `sentAtPerfMs` and answered
   * just now (performance.now()).
   */
  observe(header: string | null, sentAtPerfMs: number): void;
  /** performance.now() may have stopped (the device slept): carry on on the device's clock. */
  forget(): void;
  /** The server's time now, as well as it is known (the device's clock before any answer). */
  now(): Date;
  /** The device's clock minus the server's (ms), or null before any answer. */
  deviceOffsetMs(): number | null;
}

/** A server time known at a moment of performance.now(). */
interface Reading {
  serverMs: number;
  perfMs: number;
}

export function createServerClock(clock: DeviceClock = browserClock): ServerClock {
  let estimate: Reading | null = null;
  let floor: Reading | null = null;
  /** Device minus server, from the latest answer: what `now` falls back on after a sleep. */
  let offsetMs: number | null = null;
  const carried = (reading: Reading | null, perfMs: number) =>
    reading === null ? Number.NEGATIVE_INFINITY : reading.serverMs + perfMs - reading.perfMs;
  const serverNow = (): number | null => {
    const perfMs = clock.perf();
    const estimated = estimate
      ? carried(estimate, perfMs)
      : offsetMs === null
        ? null
        : clock.wall() - offsetMs;
    return estimated === null ? null : Math.max(estimated, carried(floor, perfMs));
  };
  return {
    observe(header, sentAtPerfMs) {
      const serverMs = header ? Number(header) : NaN;
      if (!Number.isFinite(serverMs)) return;
      const perfMs = clock.perf();
      estimate = { serverMs: serverMs + (perfMs - sentAtPerfMs) / 2, perfMs };
      if (serverMs > carried(floor, perfMs)) floor = { serverMs, perfMs };
      offsetMs = Math.round(clock.wall() - estimate.serverMs);
    },
    forget() {
      estimate = null;
      floor = null;
    },
    now() {
      return new Date(serverNow() ?? clock.wall());
    },
    deviceOffsetMs() {
      const server = serverNow();
      return server === null ? null : Math.round(clock.wall() - server);
    },
  };
}

/** The page's estimate (one server). */
export const serverClock = createServerClock();
