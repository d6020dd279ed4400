import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema.ts';
import { createTestDatabase } from '../../test-support/test-app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { consumeRateLimit, purgeEndedRateLimitWindows } from './rate-limit.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.pool.end());

const HOUR_MS = 60 * 60 * 1000;
let scopeCounter = 0;
const rule = (limit: number, windowMs = HOUR_MS) => ({
  scope: `test-${++scopeCounter}`,
  limit,
  windowMs,
});

/** Moves the counter's window into the past, as if the window had ended. */
async function endWindow(scope: string, subject: string) {
  await database.db
    .update(rateLimitCounters)
    .set({ windowEndsAt: sql`now() - interval '1 second'` })
    .where(and(eq(rateLimitCounters.scope, scope), eq(rateLimitCounters.subject, subject)));
}

describe('consumeRateLimit', () => {
  it('allows `limit` calls per subject and window, then says how long to wait', async () => {
    const limit = rule(3);
    const results = [];
    for (let i = 0; i < 5; i++)
      results.push(await consumeRateLimit(database.db, limit, '10.0.0.1'));
    expect(results.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    for (const refused of results.slice(3)) {
      expect(refused.allowed).toBe(false);
      const { retryAfterMs } = refused as { retryAfterMs: number };
      // The rest of the hour that began with the first call.
      expect(retryAfterMs).toBeGreaterThan(HOUR_MS - 60_000);
      expect(retryAfterMs).toBeLessThanOrEqual(HOUR_MS);
    }
    // Another subject, and the same subject under another limit, count on their own.
    expect(await consumeRateLimit(database.db, limit, '10.0.0.2')).toEqual({ allowed: true });
    expect(await consumeRateLimit(database.db, rule(1), '10.0.0.1')).toEqual({ allowed: true });
  });

  it('lets no parallel call slip past the limit', async () => {
    const limit = rule(5);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => consumeRateLimit(database.db, limit, '10.0.0.3')),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const [row] = await database.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.scope, limit.scope));
    // Refused calls stop counting at limit + 1.
    expect(row!.hits).toBe(6);
  });

  it('starts a new window once the old one has ended', async () => {
    const limit = rule(1);
    expect((await consumeRateLimit(database.db, limit, '10.0.0.4')).allowed).toBe(true);
    expect((await consumeRateLimit(database.db, limit, '10.0.0.4')).allowed).toBe(false);
    await endWindow(limit.scope, '10.0.0.4');
    expect((await consumeRateLimit(database.db, limit, '10.0.0.4')).allowed).toBe(true);
    expect((await consumeRateLimit(database.db, limit, '10.0.0.4')).allowed).toBe(false);
  });

  it('purges counters whose window has ended, and only those', async () => {
    const limit = rule(1);
    await consumeRateLimit(database.db, limit, 'ended');
    await consumeRateLimit(database.db, limit, 'running');
    await endWindow(limit.scope, 'ended');
    await purgeEndedRateLimitWindows(database.db);
    const left = await database.db
      .select({ subject: rateLimitCounters.subject })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.scope, limit.scope));
    expect(left).toEqual([{ subject: 'running' }]);
  });
});
