import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReachability,
  PING_URL,
  PROBE_FIRST_DELAY_MS,
  PROBE_MAX_DELAY_MS,
  probeDelayMs,
} from './reachability.ts';

type Answer = 'ok' | 'down' | { status: number; retryAfter?: string };

function setup(answers: Answer[]) {
  const probes: number[] = [];
  let browserOnline = true;
  const target = new EventTarget();
  const reachability = createReachability({
    fetch: (url) => {
      expect(url).toBe(PING_URL);
      probes.push(Date.now());
      const answer = answers.shift() ?? 'down';
      if (answer === 'down') return Promise.reject(new TypeError('Failed to fetch'));
      const status = answer === 'ok' ? 204 : answer.status;
      const headers = new Headers(
        typeof answer === 'object' && answer.retryAfter ? { 'retry-after': answer.retryAfter } : {},
      );
      return Promise.resolve({ ok: status < 300, status, headers });
    },
    browserOnline: () => browserOnline,
    windowTarget: target,
    random: () => 1,
  });
  const returned: number[] = [];
  reachability.onReturn(() => returned.push(Date.now()));
  return {
    reachability,
    probes,
    returned,
    target,
    goOffline: () => (browserOnline = false),
    goOnline: () => {
      browserOnline = true;
      target.dispatchEvent(new Event('online'));
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reachability', () => {
  it('after a send without answer, probes every half second, then says online and kicks', async () => {
    const { reachability, probes, returned } = setup(['down', 'down', 'ok']);
    reachability.suspect(() => true);
    expect(reachability.isOnline()).toBe(true); // one failed send is not yet "offline"
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_DELAY_MS);
    expect(reachability.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(2 * PROBE_FIRST_DELAY_MS);
    expect(probes).toEqual([500, 1000, 1500]);
    expect(returned).toEqual([1500]);
    expect(reachability.isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes).toHaveLength(3); // stopped
  });

  it('a first probe that answers ends the suspicion without a kick: the backoff holds', async () => {
    const { reachability, probes, returned } = setup(['ok']);
    reachability.suspect(() => true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes).toEqual([500]);
    expect(returned).toEqual([]);
    expect(reachability.isOnline()).toBe(true);
  });

  it('spaces probes by a twentieth of the outage, at most 15 s apart', async () => {
    const { reachability, probes } = setup([]);
    reachability.suspect(() => true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const gaps = probes.slice(1).map((t, i) => t - probes[i]!);
    expect(Math.max(...gaps)).toBe(PROBE_MAX_DELAY_MS);
    expect(probes.filter((t) => t <= 20_000).length).toBeGreaterThanOrEqual(30);
    // About 40 in the first 20 s, then ever fewer: some 110 in ten minutes, 4 a minute after.
    expect(probes.length).toBeLessThan(120);
  });

  it('waits out a Retry-After in a probe answer', async () => {
    const { reachability, probes } = setup([{ status: 503, retryAfter: '5' }, 'ok']);
    reachability.suspect(() => true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probes).toEqual([500, 5500]);
  });

  it('stops probing once nothing waits to be sent, and is online again', async () => {
    let waiting = true;
    const { reachability, probes } = setup([]);
    reachability.suspect(() => waiting);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reachability.isOnline()).toBe(false);
    waiting = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes).toHaveLength(2);
    expect(reachability.isOnline()).toBe(true);
  });

  it('an answer to a send ends the suspicion', async () => {
    const { reachability, probes } = setup([]);
    const changes = vi.fn();
    reachability.subscribe(changes);
    reachability.suspect(() => true);
    await vi.advanceTimersByTimeAsync(600);
    reachability.confirm();
    expect(reachability.isOnline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probes).toHaveLength(1);
  });

  it('believes "offline" (no probes) and probes at once on "online"', async () => {
    const { reachability, probes, returned, goOffline, goOnline } = setup(['down', 'ok']);
    reachability.suspect(() => true);
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_DELAY_MS);
    goOffline();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probes).toEqual([500]);
    expect(reachability.isOnline()).toBe(false);
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(probes).toEqual([500, 5_500]);
    expect(returned).toEqual([5_500]);
  });
});

describe('probeDelayMs', () => {
  it('grows with the outage between half a second and 15 s', () => {
    expect(probeDelayMs(0, () => 1)).toBe(500);
    expect(probeDelayMs(20_000, () => 1)).toBe(1_000);
    expect(probeDelayMs(3_600_000, () => 1)).toBe(15_000);
    expect(probeDelayMs(0, () => 0)).toBe(400);
  });
});
