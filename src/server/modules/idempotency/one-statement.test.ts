/**
 * The one-statement path with a toy write (a row in a scratch table): written once, replayed with
 * its first response, refused without a trace, and refused at once when the session has ended.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';
import { createTestDatabase, insertTestUser } from '../../test-support/test-app.ts';
import {
  OUTCOME,
  runClaimedStatement,
  runIdempotentStatement,
  type Bind,
} from './one-statement.ts';

let database: DatabaseHandle;
let userId: string;
let serial = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = await insertTestUser(database, 'one-statement@example.com');
  await database.db.execute(sql`create table scratch (key text not null, n int not null)`);
});
afterAll(() => database.pool.end());

const options = () => ({ db: database.db, lifetimeMs: 24 * 60 * 60 * 1000 });
const refused = () => new UserFacingError('BAD_USER_INPUT', 'Not accepted.');

/** Writes (key, n) when `accepted`; answers { n }. */
function toyWrite(key: string, n: number, accepted: boolean) {
  const reads = (bind: Bind) =>
    `${OUTCOME} as (select ${accepted} as accepted,
      jsonb_build_object('n', ${bind(n, 'float8')}::int) as response)`;
  const writes = (bind: Bind, claimed: string) =>
    `written as (insert into scratch (key, n)
      select ${bind(key, 'text')}, ${bind(n, 'float8')}::int where ${claimed})`;
  return {
    write: { userId, key, operation: 'toy', input: { n } },
    statement: {
      reads,
      writes,
      inTransaction: async (tx: Parameters<typeof runClaimedStatement>[0]) => {
        const row = await runClaimedStatement(tx, { reads, writes });
        if (!row?.accepted) throw refused();
        return row.response as { n: number };
      },
    },
  };
}

async function stored(key: string) {
  const { rows } = await database.db.execute(sql`select n from scratch where key = ${key}`);
  const keys = await database.db
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return { rows: rows.length, keys: keys.map((k) => k.response) };
}

describe('runIdempotentStatement', () => {
  it('writes once, stores the response with the key, and a replay answers it', async () => {
    const key = `toy-${serial++}`;
    const { write, statement } = toyWrite(key, 7, true);
    expect(await runIdempotentStatement(options(), write, statement)).toEqual({ n: 7 });
    expect(await runIdempotentStatement(options(), write, statement)).toEqual({ n: 7 });
    expect(await stored(key)).toEqual({ rows: 1, keys: [{ n: 7 }] });
  });

  it('runs concurrent duplicates once', async () => {
    const key = `toy-${serial++}`;
    const { write, statement } = toyWrite(key, 3, true);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => runIdempotentStatement(options(), write, statement)),
    );
    for (const result of results) expect(result).toEqual({ n: 3 });
    expect(await stored(key)).toEqual({ rows: 1, keys: [{ n: 3 }] });
  });

  it('refuses on the general path and keeps neither the write nor the key', async () => {
    const key = `toy-${serial++}`;
    const { write, statement } = toyWrite(key, 1, false);
    await expect(runIdempotentStatement(options(), write, statement)).rejects.toThrow(
      'Not accepted.',
    );
    expect(await stored(key)).toEqual({ rows: 0, keys: [] });
  });

  it('answers a replay with the first response once the write would no longer be accepted', async () => {
    const key = `toy-${serial++}`;
    const first = toyWrite(key, 5, true);
    await runIdempotentStatement(options(), first.write, first.statement);
    const later = toyWrite(key, 5, false);
    expect(await runIdempotentStatement(options(), later.write, later.statement)).toEqual({
      n: 5,
    });
    expect(await stored(key)).toEqual({ rows: 1, keys: [{ n: 5 }] });
  });

  it('writes nothing when the session has ended, and says so through its lookup', async () => {
    const key = `toy-${serial++}`;
    const { write, statement } = toyWrite(key, 9, true);
    let lookUps = 0;
    const session = {
      stillActive: () => 'false',
      lookUp: async () => {
        lookUps++;
        throw new UserFacingError('UNAUTHORIZED', 'Signed out.', 401);
      },
    };
    await expect(runIdempotentStatement(options(), write, statement, session)).rejects.toThrow(
      'Signed out.',
    );
    expect(lookUps).toBe(1);
    expect(await stored(key)).toEqual({ rows: 0, keys: [] });
  });
});

describe('the statement as a function (docs/decisions/039)', () => {
  const functionsNow = async () => {
    const { rows } = await database.db.execute(
      sql`select proname from pg_proc where proname like 'one_statement_%'`,
    );
    return rows.map((row) => row.proname as string);
  };

  it('is created once per shape, and again after it was dropped (a restored database)', async () => {
    for (const name of await functionsNow()) {
      await database.db.execute(sql.raw(`drop function ${name}`));
    }
    const first = `toy-${serial++}`;
    expect(await runIdempotentStatement(options(), ...pair(toyWrite(first, 4, true)))).toEqual({
      n: 4,
    });
    const created = await functionsNow();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatch(/^one_statement_[0-9a-f]{24}$/);

    const second = `toy-${serial++}`;
    await runIdempotentStatement(options(), ...pair(toyWrite(second, 8, true)));
    expect(await functionsNow()).toEqual(created);
    expect(await stored(first)).toEqual({ rows: 1, keys: [{ n: 4 }] });
    expect(await stored(second)).toEqual({ rows: 1, keys: [{ n: 8 }] });
  });

  it('runs as plain text, with a warning, for a role that may not create functions', async () => {
    const role = `limited_${Date.now()}`;
    await database.db.execute(
      sql.raw(`create role ${role} login password 'limited';
        grant select, insert, update, delete on all tables in schema public to ${role};
        revoke create on schema public from public`),
    );
    const url = new URL(database.pool.options.connectionString!);
    url.username = role;
    url.password = 'limited';
    const limited = createDatabase(url.toString(), 2);
    const warning = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      const key = `toy-${serial++}`;
      // A shape this database has no function for yet.
      const write = toyWrite(key, 6, true);
      write.statement.writes = (bind, claimed) =>
        `written as (insert into scratch (key, n)
          select ${bind(key, 'text')}, ${bind(6, 'float8')}::int + 0 where ${claimed})`;
      const answer = await runIdempotentStatement(
        { db: limited.db, lifetimeMs: 60_000 },
        write.write,
        write.statement,
      );
      expect(answer).toEqual({ n: 6 });
      expect(await stored(key)).toEqual({ rows: 1, keys: [{ n: 6 }] });
      expect(String(warning.mock.calls[0]?.[0])).toContain('run as plain text');
    } finally {
      warning.mockRestore();
      await limited.pool.end();
    }
  });
});

const pair = ({ write, statement }: ReturnType<typeof toyWrite>) => [write, statement] as const;
