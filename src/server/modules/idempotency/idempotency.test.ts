import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../domain/api-messages.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { idempotencyKeys, users } from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';
import { createTestDatabase, insertTestUser } from '../../test-support/test-app.ts';
import { purgeExpiredIdempotencyKeys, runIdempotent } from './idempotency.ts';

const LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
let database: DatabaseHandle;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = await insertTestUser(database, 'idem@example.com');
});
afterAll(() => database.pool.end());

const options = () => ({ db: database.db, lifetimeMs: LIFETIME_MS });

/** A write that counts how often it really ran. */
function countingWork() {
  let runs = 0;
  return {
    runs: () => runs,
    work: async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 20)); // long enough for duplicates to overlap
      return { run: runs, at: 'first' };
    },
  };
}

describe('runIdempotent', () => {
  it('does the work once and replays its response', async () => {
    const counter = countingWork();
    const write = { userId, key: 'once', operation: 'op', input: { a: 1, b: [1, 2] } };
    const first = await runIdempotent(options(), write, counter.work);
    const second = await runIdempotent(
      options(),
      { ...write, input: { b: [1, 2], a: 1 } },
      counter.work,
    );
    expect(second).toEqual(first);
    expect(counter.runs()).toBe(1);
  });

  it('runs concurrent duplicates once', async () => {
    const counter = countingWork();
    const write = { userId, key: 'burst', operation: 'op', input: { n: 1 } };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => runIdempotent(options(), write, counter.work)),
    );
    expect(counter.runs()).toBe(1);
    for (const result of results) expect(result).toEqual({ run: 1, at: 'first' });
  });

  it('refuses the same key with another input or another operation', async () => {
    const counter = countingWork();
    await runIdempotent(
      options(),
      { userId, key: 'k', operation: 'op', input: { n: 1 } },
      counter.work,
    );
    for (const write of [
      { userId, key: 'k', operation: 'op', input: { n: 2 } },
      { userId, key: 'k', operation: 'other', input: { n: 1 } },
    ]) {
      const error = await runIdempotent(options(), write, counter.work).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UserFacingError);
      expect(error).toMatchObject({
        code: 'IDEMPOTENCY_CONFLICT',
        message: apiMessages.idempotencyConflict,
      });
    }
    expect(counter.runs()).toBe(1);
  });

  it('records nothing when the work fails, so a retry runs it', async () => {
    const write = { userId, key: 'fails-first', operation: 'op', input: {} };
    await expect(
      runIdempotent(options(), write, async (tx) => {
        await tx.update(users).set({ firstName: 'Changed' }).where(eq(users.id, userId));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.firstName).toBe('Ada'); // the work's own writes rolled back too
    expect(await runIdempotent(options(), write, async () => 'second try')).toBe('second try');
  });

  it('forgets keys after their lifetime', async () => {
    const write = { userId, key: 'old', operation: 'op', input: {} };
    await runIdempotent(options(), write, async () => 'then');
    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - LIFETIME_MS - 1000) })
      .where(eq(idempotencyKeys.key, 'old'));
    expect(await runIdempotent(options(), write, async () => 'now')).toBe('now');

    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - LIFETIME_MS - 1000) })
      .where(eq(idempotencyKeys.key, 'old'));
    await purgeExpiredIdempotencyKeys(database.db, LIFETIME_MS);
    expect(
      await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'old')),
    ).toHaveLength(0);
  });

  it('takes an expired key over for another write, which then replays as its own', async () => {
    const first = { userId, key: 'reused', operation: 'op', input: { n: 1 } };
    await runIdempotent(options(), first, async () => 'first');
    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - LIFETIME_MS - 1000) })
      .where(eq(idempotencyKeys.key, 'reused'));
    // Past its lifetime the key is free, whatever it was used for.
    const second = { userId, key: 'reused', operation: 'other', input: { n: 2 } };
    expect(await runIdempotent(options(), second, async () => 'second')).toBe('second');
    expect(await runIdempotent(options(), second, async () => 'again')).toBe('second');
    await expect(runIdempotent(options(), first, async () => 'first')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    const [row] = await database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'reused'));
    expect(row).toMatchObject({ operation: 'other', response: 'second' });
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('stores a write that answers nothing as null, and replays it', async () => {
    const write = { userId, key: 'nothing', operation: 'op', input: {} };
    const counter = countingWork();
    expect(await runIdempotent(options(), write, async () => null)).toBeNull();
    expect(await runIdempotent(options(), write, counter.work)).toBeNull();
    expect(counter.runs()).toBe(0);
  });

  it('refuses an empty or over-long key', async () => {
    for (const key of ['', 'k'.repeat(201)]) {
      await expect(
        runIdempotent(options(), { userId, key, operation: 'op', input: {} }, async () => 1),
      ).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
      });
    }
  });
});
