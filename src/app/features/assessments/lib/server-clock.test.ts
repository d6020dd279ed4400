import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock.ts';

describe('createServerClock', () => {
  it("carries the server's time forward on the monotonic clock, whatever the device's clock says", () => {
    let perf = 1_000;
    let wall = Date.parse('2030-01-01T12:00:00Z');
    const clock = createServerClock({ perf: () => perf, wall: () => wall });
    // Before any sync: the device's clock.
    expect(clock.now().getTime()).toBe(wall);

    // The server is 40 s behind the device; its answer took 200 ms.
    const server = wall - 40_000;
    clock.sync(server, 200);
    perf += 5_000;
    wall += 3_600_000; // the device's clock is changed meanwhile
    expect(clock.now().getTime()).toBe(server + 100 + 5_000);

    // After a sleep the estimate is dropped until the next sync.
    clock.forget();
    expect(clock.now().getTime()).toBe(wall);
  });
});
