import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock.ts';

function deviceAt(wallMs: number) {
  const device = { perfMs: 1_000, wallMs };
  const clock = createServerClock({ perf: () => device.perfMs, wall: () => device.wallMs });
  /** A request sent now, answered `roundTripMs` later with the server's time `serverMs`. */
  const answer = (serverMs: number | string | null, roundTripMs: number) => {
    const sentAt = device.perfMs;
    device.perfMs += roundTripMs;
    device.wallMs += roundTripMs;
    clock.observe(serverMs === null ? null : String(serverMs), sentAt);
  };
  return { device, clock, answer };
}

const SERVER_MS = Date.parse('2026-11-27T03:00:00Z');

describe('the server clock, from API answers', () => {
  it("is the device's clock, with no offset known, before any answer or one without a readable time", () => {
    const { device, clock, answer } = deviceAt(SERVER_MS);
    answer(null, 10);
    answer('not a time', 10);
    expect(clock.deviceOffsetMs()).toBeNull();
    expect(clock.now().getTime()).toBe(device.wallMs);
  });

  it("is the answer's time plus half its round trip, carried on the monotonic clock whatever the device's clock says", () => {
    // The device is 3 min ahead; the answer took 200 ms.
    const { device, clock, answer } = deviceAt(SERVER_MS + 180_000);
    answer(SERVER_MS, 200);
    expect(clock.now().getTime()).toBe(SERVER_MS + 100);
    expect(clock.deviceOffsetMs()).toBe(180_100);
    device.perfMs += 5_000;
    device.wallMs += 3_600_000; // the device's clock is changed meanwhile
    expect(clock.now().getTime()).toBe(SERVER_MS + 100 + 5_000);
  });

  it('never runs behind an answer heard, though a later one with a lopsided round trip says less', () => {
    const { device, clock, answer } = deviceAt(SERVER_MS);
    answer(SERVER_MS, 0);
    device.perfMs += 1_000;
    // Sent 1 s later, this answer took 2 s, and the server's time was taken at its very start:
    // half the round trip puts the estimate 1 s before what the first answer proved.
    answer(SERVER_MS + 1_000, 2_000);
    expect(clock.now().getTime()).toBe(SERVER_MS + 3_000);
  });

  it('carries on on the device clock after a sleep, without the floor of the monotonic clock', () => {
    const { device, clock, answer } = deviceAt(SERVER_MS - 40_000);
    answer(SERVER_MS, 0);
    clock.forget();
    device.wallMs += 60_000; // slept a minute: performance.now() did not move
    expect(clock.now().getTime()).toBe(SERVER_MS + 60_000);
    expect(clock.deviceOffsetMs()).toBe(-40_000);
    // The next answer takes over again.
    answer(SERVER_MS + 70_000, 0);
    expect(clock.now().getTime()).toBe(SERVER_MS + 70_000);
  });
});
