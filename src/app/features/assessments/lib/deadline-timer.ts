/**
 * A timed section's countdown (src/app/README.md, "Offline tolerance", the timed assessments). The
 * server owns time: each timeRemaining it sends becomes a local deadline on performance.now()
 * (monotonic: changing the device's clock does not move it), less half the request's round trip
 * when it is known. Ticks only redraw; they are never counted. Re-synced on every answer carrying
 * timeRemaining, on reconnect and when the tab is shown again.
 *
 * performance.now() stops while the device sleeps on some systems (docs/pitfalls.md, "The
 * monotonic clock stops while the device sleeps"): a tick that sees the wall clock advance much
 * more than performance.now() reports a jump, and the runner re-syncs from the server.
 */

export interface Clock {
  /** Monotonic milliseconds (performance.now()). */
  perf(): number;
  /** Wall-clock milliseconds (Date.now()). */
  wall(): number;
}

export const browserClock: Clock = {
  perf: () => performance.now(),
  wall: () => Date.now(),
};

/**
 * A re-sync moving the deadline by less than this is ignored: the server sends whole seconds
 * (floored), so two answers a moment apart may disagree by up to one second, and the display
 * should not jump back and forth.
 */
export const RESYNC_TOLERANCE_MS = 1_000;
/** Wall clock and performance.now() disagreeing by more than this means the device slept. */
export const CLOCK_JUMP_MS = 2_000;

/** The milliseconds left, from a timeRemaining (s) received `ageMs` ago after a `roundTripMs`. */
export function remainingFromServer(
  timeRemainingSeconds: number,
  { roundTripMs = 0, ageMs = 0 }: { roundTripMs?: number; ageMs?: number } = {},
): number {
  return Math.max(0, timeRemainingSeconds * 1000 - roundTripMs / 2 - Math.max(0, ageMs));
}

/**
 * The time left (ms) from the server's word: what it said (`timeRemaining`, seconds; null for an
 * untimed section), when this page heard it (`receivedAt`, Date.now()) and how long the request
 * took, when known. One rule for the served questions and for a delivered answer
 * (use-section-clock.ts).
 */
export function timeLeftFromServer(
  word: { timeRemaining: number | null; receivedAt: number; roundTripMs?: number },
  now: number = Date.now(),
): number | null {
  if (word.timeRemaining === null) return null;
  return remainingFromServer(word.timeRemaining, {
    roundTripMs: word.roundTripMs ?? 0,
    ageMs: now - word.receivedAt,
  });
}

export interface Deadline {
  /** Sets the deadline `remainingMs` from now; `force` even when within RESYNC_TOLERANCE_MS. */
  sync(remainingMs: number, options?: { force?: boolean }): void;
  /** Milliseconds left (never below 0), or null before the first sync. */
  remainingMs(): number | null;
  /** True once since the last call if the device seems to have slept (see CLOCK_JUMP_MS). */
  clockJumped(): boolean;
}

export function createDeadline(clock: Clock = browserClock): Deadline {
  let deadline: number | null = null;
  let lastPerf = clock.perf();
  let lastWall = clock.wall();
  return {
    sync(remainingMs, { force = false } = {}) {
      const next = clock.perf() + remainingMs;
      if (!force && deadline !== null && Math.abs(next - deadline) < RESYNC_TOLERANCE_MS) return;
      deadline = next;
    },
    remainingMs() {
      return deadline === null ? null : Math.max(0, deadline - clock.perf());
    },
    clockJumped() {
      const perf = clock.perf();
      const wall = clock.wall();
      const jumped = Math.abs(wall - lastWall - (perf - lastPerf)) > CLOCK_JUMP_MS;
      lastPerf = perf;
      lastWall = wall;
      return jumped;
    },
  };
}

/** mm:ss of the time left, rounded up (00:01 until it is truly over). Minutes may exceed 59. */
export function formatClock(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Minutes left at which screen readers hear the time (politely), besides "time's up". */
export const ANNOUNCE_AT_MINUTES = [5, 1] as const;

/**
 * The threshold crossed between two readings (minutes), or 0 for "time's up", or null. Only a
 * downward crossing counts, so a re-sync upwards announces nothing.
 */
export function crossedThreshold(previousMs: number, currentMs: number): number | null {
  if (previousMs > 0 && currentMs <= 0) return 0;
  for (const minutes of ANNOUNCE_AT_MINUTES) {
    const at = minutes * 60_000;
    if (previousMs > at && currentMs <= at) return minutes;
  }
  return null;
}
