import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BEAT_AFTER_MS, CHECK_MS, CONTACT_INTERVAL_MS, startHeartbeat } from './heartbeat.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startHeartbeat', () => {
  it('beats at once, then only after a quiet spell, and never while answers wait', async () => {
    let lastContact = Number.NEGATIVE_INFINITY;
    let waiting = false;
    const beats: number[] = [];
    const stop = startHeartbeat({
      beat: () => {
        beats.push(Date.now());
        lastContact = Date.now();
        return Promise.resolve();
      },
      lastContactAt: () => lastContact,
      answersWaiting: () => waiting,
      now: () => Date.now(),
    });
    const start = Date.now();
    expect(beats).toEqual([start]);

    // An answer delivered 5 s in moves the next beat on.
    await vi.advanceTimersByTimeAsync(5_000);
    lastContact = Date.now();
    await vi.advanceTimersByTimeAsync(BEAT_AFTER_MS - CHECK_MS);
    expect(beats).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(beats).toHaveLength(2);
    // The gap between contacts stays under the interval.
    expect(beats[1]! - (start + 5_000)).toBeLessThan(CONTACT_INTERVAL_MS);

    // Answers waiting in the outbox: they are the contact; no beat overtakes them.
    waiting = true;
    await vi.advanceTimersByTimeAsync(3 * CONTACT_INTERVAL_MS);
    expect(beats).toHaveLength(2);
    waiting = false;
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(beats).toHaveLength(3);

    stop();
    await vi.advanceTimersByTimeAsync(3 * CONTACT_INTERVAL_MS);
    expect(beats).toHaveLength(3);
  });

  it('sends one beat at a time, and a failed one is tried again at the next check', async () => {
    let calls = 0;
    let answer: (() => void) | undefined;
    const stop = startHeartbeat({
      beat: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error('offline'))
          : new Promise<void>((resolve) => (answer = resolve));
      },
      lastContactAt: () => Number.NEGATIVE_INFINITY,
      answersWaiting: () => false,
      now: () => Date.now(),
    });
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(5 * CHECK_MS);
    expect(calls).toBe(2);
    answer!();
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(calls).toBe(3);
    stop();
  });
});
