import { afterEach, describe, expect, it } from 'vitest';
import { deviceClockOffsetMs, observeServerDate, resetServerClock } from './server-clock.ts';

afterEach(() => resetServerClock());

describe('the device clock against the server clock', () => {
  const serverNow = Date.parse('Fri, 27 Nov 2026 03:00:00 GMT');

  it('is unknown before any answer, and after an answer without a readable Date', () => {
    expect(deviceClockOffsetMs()).toBeNull();
    observeServerDate(null, 0, 10);
    observeServerDate('not a date', 0, 10);
    expect(deviceClockOffsetMs()).toBeNull();
  });

  it('is the device time halfway through the request minus the server time (mid-second)', () => {
    // Sent 3 min + 100 ms ahead, answered 200 ms later: the midpoint is 3 min + 200 ms ahead of
    // the second the header names, whose middle is 500 ms later.
    observeServerDate('Fri, 27 Nov 2026 03:00:00 GMT', serverNow + 180_100, serverNow + 180_300);
    expect(deviceClockOffsetMs()).toBe(179_700);
  });

  it('follows the latest answer, a clock behind the server too', () => {
    observeServerDate('Fri, 27 Nov 2026 03:00:00 GMT', serverNow + 180_000, serverNow + 180_000);
    observeServerDate('Fri, 27 Nov 2026 03:00:00 GMT', serverNow - 300_000, serverNow - 300_000);
    expect(deviceClockOffsetMs()).toBe(-300_500);
  });
});
