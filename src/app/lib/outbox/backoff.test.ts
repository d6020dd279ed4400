import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  backoffWindowMs,
  QUERY_MAX_RETRIES,
  QUERY_MAX_RETRIES_WHEN_ASKED,
  queryRetryLimit,
  RETRY_MAX_DELAY_MS,
  retryAfterMs,
} from './backoff.ts';

describe('backoffWindowMs', () => {
  it('starts at 1 s and doubles per failed attempt', () => {
    expect([1, 2, 3, 4, 5, 6].map(backoffWindowMs)).toEqual([1000, 2000, 4000, 8000, 16000, 32000]);
  });

  it('never exceeds 60 s, even after very many attempts', () => {
    expect(backoffWindowMs(7)).toBe(RETRY_MAX_DELAY_MS);
    expect(backoffWindowMs(1000)).toBe(RETRY_MAX_DELAY_MS);
  });

  it('treats 0 or fewer attempts like the first', () => {
    expect(backoffWindowMs(0)).toBe(1000);
  });
});

describe('backoffDelayMs', () => {
  it('jitters within the upper half of the window', () => {
    expect(backoffDelayMs(3, () => 0)).toBe(2000);
    expect(backoffDelayMs(3, () => 0.5)).toBe(3000);
    expect(backoffDelayMs(3, () => 0.999999)).toBe(4000);
  });

  it('stays within [30 s, 60 s] at the cap', () => {
    for (let i = 0; i < 50; i++) {
      const delay = backoffDelayMs(20);
      expect(delay).toBeGreaterThanOrEqual(30_000);
      expect(delay).toBeLessThanOrEqual(60_000);
    }
  });
});

describe("backoffDelayMs with the server's Retry-After", () => {
  it('waits at least as long as the server asked, never less than the backoff', () => {
    expect(backoffDelayMs(1, () => 0, 2000)).toBe(2000); // the 1 s window is shorter
    expect(backoffDelayMs(4, () => 0.999999, 2000)).toBe(8000); // the backoff is longer
  });

  it('never waits more than 60 s whatever the server asked', () => {
    expect(backoffDelayMs(1, () => 0, 3_600_000)).toBe(RETRY_MAX_DELAY_MS);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-26T06:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Thu, 26 Nov 2026 06:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 05:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe('queryRetryLimit', () => {
  it('gives a query more tries while the server says when to come back', () => {
    expect(queryRetryLimit(undefined)).toBe(QUERY_MAX_RETRIES);
    expect(queryRetryLimit(2_000)).toBe(QUERY_MAX_RETRIES_WHEN_ASKED);
    expect(QUERY_MAX_RETRIES_WHEN_ASKED).toBeGreaterThan(QUERY_MAX_RETRIES);
  });
});
