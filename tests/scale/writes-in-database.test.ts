import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { checkWritesInDatabase, type SentWrite } from './writes-in-database.ts';

/** A database holding these rows, answering the three queries the check makes. */
function database(rows: {
  keys?: { user_id: string; key: string; answered: boolean }[];
  items?: { user_id: string; item_id: string; values: { id: string }[] }[];
}): pg.Client {
  return {
    query: (sql: string) =>
      Promise.resolve({
        rows: sql.includes('idempotency_keys')
          ? (rows.keys ?? [])
          : sql.includes('item_responses')
            ? (rows.items ?? [])
            : [],
      }),
  } as unknown as pg.Client;
}

const answer = (key: string, choice: string): SentWrite => ({
  userId: 'u',
  operation: 'SubmitItemResponse',
  clientMutationId: key,
  variables: { id: 'i1', values: [{ id: choice }] },
});
const stored = (key: string) => ({ user_id: 'u', key, answered: true });
const row = (choice: string) => ({ user_id: 'u', item_id: 'i1', values: [{ id: choice }] });

describe('checkWritesInDatabase', () => {
  it('finds nothing wrong when every acknowledged write is stored and the row holds the latest', async () => {
    const result = await checkWritesInDatabase(
      database({ keys: [stored('k1'), stored('k2')], items: [row('b')] }),
      ['u'],
      [answer('k1', 'a'), answer('k2', 'b')],
    );
    expect(result).toEqual({ lost: [], duplicated: [], givenUpStored: 0 });
  });

  it('says an acknowledged write whose key is missing is lost, and a key nobody was told of is duplicated', async () => {
    const result = await checkWritesInDatabase(
      database({ keys: [stored('k2'), stored('k9')], items: [row('a')] }),
      ['u'],
      [answer('k1', 'a')],
    );
    expect(result.lost).toEqual(['SubmitItemResponse u/k1: key not stored']);
    expect(result.duplicated).toEqual([
      'key u/k2 stored, never acknowledged',
      'key u/k9 stored, never acknowledged',
    ]);
  });

  it('says a row holding an older value than the latest acknowledged one is lost', async () => {
    const result = await checkWritesInDatabase(
      database({ keys: [stored('k1'), stored('k2')], items: [row('a')] }),
      ['u'],
      [answer('k1', 'a'), answer('k2', 'b')],
    );
    expect(result.lost).toEqual([
      'item response u/i1: [{"id":"a"}], acknowledged [{"id":"b","value":null}]',
    ]);
  });

  it('counts a write given up on as neither lost nor duplicated, stored or not, and lets the row hold its value', async () => {
    const result = await checkWritesInDatabase(
      database({ keys: [stored('k1'), stored('k2')], items: [row('c')] }),
      ['u'],
      [answer('k1', 'a')],
      [answer('k2', 'c'), answer('k3', 'd')],
    );
    expect(result).toEqual({ lost: [], duplicated: [], givenUpStored: 1 });
  });
});
