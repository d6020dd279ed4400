/** importEntries (a rescue file's entries, features/rescue/): ids and creation times are kept. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { sentVariables } from '../api/batch-request.ts';
import { exclusiveLock } from '../cross-tab/lock.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { createOutboxStorage } from './storage.ts';
import type { ImportedEntry, OutboxEntry } from './types.ts';

let dbCounter = 0;
const opened: Outbox[] = [];
afterEach(() => {
  for (const outbox of opened.splice(0)) outbox.close();
});

function outboxOn(dbName: string): Outbox {
  const outbox = createOutbox({
    storage: createOutboxStorage(dbName, 'outbox'),
    lock: exclusiveLock('outbox-drain', null),
    channel: null,
    windowTarget: null,
    documentTarget: null,
    isOnline: () => true,
  });
  opened.push(outbox);
  return outbox;
}

const imported = (id: string, createdAt: number): ImportedEntry => ({
  id,
  createdAt,
  userId: 'u1',
  operation: 'SubmitItemResponse',
  document: 'mutation SubmitItemResponse($clientMutationId: ID!) { ok }',
  variables: { id: `item-${id}`, timestamp: new Date(createdAt).toISOString() },
});

describe('importEntries', () => {
  it('stores the entries after the ones here, in order, with their ids', async () => {
    const dbName = `import-test-${++dbCounter}`;
    const outbox = outboxOn(dbName);
    const local = await outbox.enqueue({
      userId: 'u1',
      operation: 'SubmitItemResponse',
      document: 'mutation SubmitItemResponse($clientMutationId: ID!) { ok }',
      variables: { id: 'item-local' },
    });

    const stored = await outbox.importEntries([imported('a', 1000), imported('b', 2000)]);

    expect(stored.map((e) => [e.id, e.createdAt])).toEqual([
      ['a', 1000],
      ['b', 2000],
    ]);
    const all = await createOutboxStorage(dbName, 'outbox').readAll();
    expect(all.map((e: OutboxEntry) => e.id)).toEqual([local.id, 'a', 'b']);
  });

  it('keeps an imported answer sequenced: it is sent with its place in this outbox', async () => {
    const outbox = outboxOn(`import-test-${++dbCounter}`);
    const [entry] = await outbox.importEntries([{ ...imported('a', 1000), sequenced: true }]);
    expect(entry).toMatchObject({ sequenced: true, outboxId: expect.any(String) });
    expect(sentVariables(entry!).sequence).toEqual({
      outboxId: entry!.outboxId,
      number: entry!.seq,
    });
  });

  it('skips the entries already stored here (the same file loaded twice)', async () => {
    const dbName = `import-test-${++dbCounter}`;
    const outbox = outboxOn(dbName);
    await outbox.importEntries([imported('a', 1000)]);

    const stored = await outbox.importEntries([imported('a', 1000), imported('b', 2000)]);

    expect(stored.map((e) => e.id)).toEqual(['b']);
    expect(await outbox.pendingCountFor('u1')).toBe(2);
  });

  it('sends the imported entries, each with its own clientMutationId', async () => {
    const dbName = `import-test-${++dbCounter}`;
    const outbox = outboxOn(dbName);
    const sent: unknown[] = [];
    outbox.start({
      getUserId: () => 'u1',
      send: (entry) => {
        sent.push(sentVariables(entry).clientMutationId);
        return Promise.resolve({ ok: true });
      },
    });
    await outbox.importEntries([imported('a', 1000), imported('b', 2000)]);
    await outbox.whenIdle();
    expect(sent).toEqual(['a', 'b']);
    expect(await outbox.pendingCountFor('u1')).toBe(0);
  });
});
