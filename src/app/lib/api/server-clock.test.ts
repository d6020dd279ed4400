import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock.ts';

function deviceAt(wallMs: number) {
  const device = { perfMs: 1_000, wallMs };
  const clock = createServerClock({ perf: () => device.perfMs, wall: () => device.wallMs });
  return { device, clock };
}

describe('the server clock, from API answers', () => {
  const serverNow = Date.parse('Fri, 27 Nov 2026 03:00:00 GMT');

  it("is the device's clock, with no offset known, before any answer or one without a readable Date", () => {
    const { device, clock } = deviceAt(serverNow);
    clock.observeDate(null, 0, 10);
    clock.observeDate('not a date', 0, 10);
    expect(clock.deviceOffsetMs()).toBeNull();
    expect(clock.now().getTime()).toBe(device.wallMs);
  });

  it('is the device time halfway through the request minus the server time (mid-second)', () => {
    const { device, clock } = deviceAt(serverNow + 180_300);
    // Sent 3 min + 100 ms ahead, answered 200 ms later: the midpoint is 3 min + 200 ms ahead of
    // the second the header names, whose middle is 500 ms later.
    clock.observeDate('Fri, 27 Nov 2026 03:00:00 GMT', serverNow + 180_100, serverNow + 180_300);
    expect(clock.deviceOffsetMs()).toBe(179_700);
    expect(clock.now().getTime()).toBe(device.wallMs - 179_700);
  });

  it('follows the latest answer, a clock behind the server too', () => {
    const { clock } = deviceAt(serverNow - 300_000);
    clock.observeDate('Fri, 27 Nov 2026 03:00:00 GMT', serverNow + 180_000, serverNow + 180_000);
    clock.observeDate('Fri, 27 Nov 2026 03:00:00 GMT', serverNow - 300_000, serverNow - 300_000);
    expect(clock.deviceOffsetMs()).toBe(-300_500);
  });
});

describe('the server clock, from a heartbeat', () => {
  it("carries the server's time forward on the monotonic clock, whatever the device's clock says", () => {
    const { device, clock } = deviceAt(Date.parse('2030-01-01T12:00:00Z'));
    // The server is 40 s behind the device; its answer took 200 ms.
    const server = device.wallMs - 40_000;
    clock.sync(server, 200);
    device.perfMs += 5_000;
    device.wallMs += 3_600_000; // the device's clock is changed meanwhile
    expect(clock.now().getTime()).toBe(server + 100 + 5_000);
    expect(clock.deviceOffsetMs()).toBe(device.wallMs - (server + 100 + 5_000));

    // After a sleep the estimate is dropped until the next sync.
    clock.forget();
    expect(clock.now().getTime()).toBe(device.wallMs);
  });

  it('is preferred to the Date headers, which are only good to the second', () => {
    const { device, clock } = deviceAt(Date.parse('2030-01-01T12:00:00.700Z'));
    clock.observeDate('Tue, 01 Jan 2030 12:00:00 GMT', device.wallMs, device.wallMs);
    clock.sync(device.wallMs - 250, 0);
    expect(clock.now().getTime()).toBe(device.wallMs - 250);
    // Dropped: the headers' estimate again.
    clock.forget();
    expect(clock.now().getTime()).toBe(device.wallMs - 200);
  });
});
