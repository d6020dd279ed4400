import { describe, expect, it } from 'vitest';
import {
  createDeadline,
  crossedThreshold,
  formatClock,
  remainingFromServer,
  RESYNC_TOLERANCE_MS,
} from './deadline-timer.ts';

function fakeClock() {
  const clock = { perfNow: 1000, wallNow: 1_700_000_000_000 };
  return {
    clock,
    perf: () => clock.perfNow,
    wall: () => clock.wallNow,
    advance(ms: number, { sleep = false } = {}) {
      clock.wallNow += ms;
      if (!sleep) clock.perfNow += ms; // performance.now() stops while the device sleeps
    },
  };
}

describe('the deadline timer', () => {
  it("turns the server's seconds into milliseconds, less half the round trip and the age", () => {
    expect(remainingFromServer(60)).toBe(60_000);
    expect(remainingFromServer(60, { roundTripMs: 400 })).toBe(59_800);
    expect(remainingFromServer(60, { roundTripMs: 400, ageMs: 10_000 })).toBe(49_800);
    expect(remainingFromServer(1, { ageMs: 5_000 })).toBe(0);
  });

  it('counts down on the monotonic clock, whatever the wall clock does', () => {
    const c = fakeClock();
    const deadline = createDeadline(c);
    expect(deadline.remainingMs()).toBeNull();
    deadline.sync(90_000);
    c.advance(30_000);
    c.clock.wallNow -= 3_600_000; // the candidate sets the device's clock back an hour
    expect(deadline.remainingMs()).toBe(60_000);
    c.advance(61_000);
    expect(deadline.remainingMs()).toBe(0);
  });

  it('ignores re-syncs within a second (whole seconds from the server) unless forced', () => {
    const c = fakeClock();
    const deadline = createDeadline(c);
    deadline.sync(60_000);
    deadline.sync(60_000 - RESYNC_TOLERANCE_MS + 1);
    expect(deadline.remainingMs()).toBe(60_000);
    deadline.sync(50_000);
    expect(deadline.remainingMs()).toBe(50_000);
    deadline.sync(50_500, { force: true });
    expect(deadline.remainingMs()).toBe(50_500);
  });

  it('notices a sleep (wall clock ran, performance.now() did not) once', () => {
    const c = fakeClock();
    const deadline = createDeadline(c);
    c.advance(1000);
    expect(deadline.clockJumped()).toBe(false);
    c.advance(60_000, { sleep: true });
    expect(deadline.clockJumped()).toBe(true);
    c.advance(1000);
    expect(deadline.clockJumped()).toBe(false);
  });

  it('shows mm:ss rounded up', () => {
    expect(formatClock(900_000)).toBe('15:00');
    expect(formatClock(61_000)).toBe('01:01');
    expect(formatClock(500)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(5_400_000)).toBe('90:00');
  });

  it('announces only at 5 minutes, 1 minute and time up, going down', () => {
    expect(crossedThreshold(300_500, 299_500)).toBe(5);
    expect(crossedThreshold(299_500, 298_500)).toBeNull();
    expect(crossedThreshold(60_200, 59_200)).toBe(1);
    expect(crossedThreshold(400, 0)).toBe(0);
    expect(crossedThreshold(200_000, 400_000)).toBeNull();
  });
});
