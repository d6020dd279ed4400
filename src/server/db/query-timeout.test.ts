/**
 * The pool's statement time limit (docs/decisions/055): a statement that gets no answer in time
 * fails as "unreachable" (a 503), and its connection, left mid-transaction, is never handed to the
 * next query: that one would otherwise run inside the unfinished transaction.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { isConnectionError } from './availability.ts';
import { createDatabase, type DatabaseHandle } from './client.ts';

const handles: DatabaseHandle[] = [];
afterAll(() => Promise.all(handles.map((h) => h.pool.end())));

describe('a pool with a query timeout', () => {
  it('fails a statement past it as unreachable, and the next query starts afresh', async () => {
    // One connection, so the next query gets the same one unless it was closed.
    const handle = createDatabase(inject('databaseUrl'), 1, { queryTimeoutMs: 300 });
    handles.push(handle);
    const { db } = handle;

    const slow = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select pg_sleep(1.5)`);
    });
    const error = await slow.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isConnectionError(error)).toBe(true);

    // Once the sleep is over: a query inside the old transaction would see its start as now().
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    const result = await db.execute<{ stale: boolean }>(
      sql`select now() < statement_timestamp() - interval '1 second' as stale`,
    );
    expect(result.rows[0]!.stale).toBe(false);
  });
});
