/**
 * The outbox's IndexedDB work: a fixed amount per enqueue and per send whatever the queue's length
 * (docs/decisions/035), and entries stored by the build before it are still sent.
 */
import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxChannel } from './channel.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { exclusiveLock, type LockRunner } from '../cross-tab/lock.ts';
import { createOutboxStorage, type OutboxStorage } from './storage.ts';
import type { OutboxEntry, SendFn } from './types.ts';

let dbName = '';
let dbCounter = 0;
const opened: Outbox[] = [];

beforeEach(() => {
  dbName = `outbox-storage-test-${++dbCounter}`;
});
afterEach(() => {
  for (const outbox of opened.splice(0)) outbox.close();
});

/** A tab alone: its channel reaches no other tab (with no channel at all, it reads every time). */
const aloneChannel: OutboxChannel = {
  post: () => true,
  subscribe: () => () => undefined,
  close: () => undefined,
};

/** As the Web Locks API runs it: no other tab sends meanwhile. */
const webLock: LockRunner = (work) => work(true);

function tab(
  storage: OutboxStorage,
  isOnline: () => boolean = () => true,
  lock: LockRunner = exclusiveLock(`outbox-drain-${dbName}`, null),
): Outbox {
  const outbox = createOutbox({
    storage,
    lock,
    channel: aloneChannel,
    windowTarget: window,
    documentTarget: document,
    isOnline,
  });
  opened.push(outbox);
  return outbox;
}

const write = (value: number, coalesceKey?: string) => ({
  userId: 'u1',
  operation: 'SaveAnswer',
  document: 'mutation SaveAnswer($clientMutationId: ID!) { saveAnswer }',
  variables: { value },
  ...(coalesceKey === undefined ? {} : { coalesceKey }),
});

const sendAll: SendFn = () => Promise.resolve({ ok: true });

// --- Counting the work ---------------------------------------------------------------------------

/** Every IndexedDB request made on object stores, by method, and the records getAll returned. */
function countIndexedDbRequests() {
  const counts: Record<string, number> = {};
  const proto = IDBObjectStore.prototype as unknown as Record<string, unknown>;
  const methods = ['get', 'getAll', 'getAllKeys', 'openCursor', 'count', 'put', 'add', 'delete'];
  const originals = new Map<string, unknown>();
  for (const method of methods) {
    const original = proto[method] as (...args: unknown[]) => unknown;
    originals.set(method, original);
    proto[method] = function (this: IDBObjectStore, ...args: unknown[]) {
      counts[method] = (counts[method] ?? 0) + 1;
      return original.apply(this, args);
    };
  }
  return {
    take(): Record<string, number> {
      const taken = { ...counts };
      for (const key of Object.keys(counts)) delete counts[key];
      return taken;
    },
    restore() {
      for (const [method, original] of originals) proto[method] = original;
    },
  };
}

/** The storage calls made, by name. */
function countingStorage(storage: OutboxStorage) {
  const calls: Record<string, number> = {};
  const counted = Object.fromEntries(
    Object.entries(storage).map(([name, fn]: [string, (...args: unknown[]) => unknown]) => [
      name,
      (...args: unknown[]) => {
        calls[name] = (calls[name] ?? 0) + 1;
        return fn(...args);
      },
    ]),
  ) as unknown as OutboxStorage;
  return {
    storage: counted,
    take(): Record<string, number> {
      const taken = { ...calls };
      for (const key of Object.keys(calls)) delete calls[key];
      return taken;
    },
  };
}

const per = (counts: Record<string, number>, n: number) =>
  Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, value / n]));

/** The work of one enqueue and of one send (averaged over draining the queue) with `queued` waiting. */
async function workWith(queued: number, lock?: LockRunner) {
  const storage = countingStorage(createOutboxStorage(dbName, 'outbox'));
  let online = false;
  const outbox = tab(storage.storage, () => online, lock);
  await outbox.enqueue(write(0, 'profile'));
  for (let i = 1; i < queued; i++) await outbox.enqueue(write(i));
  outbox.start({ send: sendAll, getUserId: () => 'u1' });
  await outbox.whenIdle();

  storage.take();
  const requests = countIndexedDbRequests();
  try {
    await outbox.enqueue(write(-1));
    const edit = await outbox.enqueue(write(-2, 'profile')); // replaces the queued one
    await outbox.whenIdle();
    const enqueue = { storage: per(storage.take(), 2), indexedDb: per(requests.take(), 2) };
    await outbox.discard(edit.id);
    storage.take();
    requests.take();

    online = true;
    outbox.drainNow();
    await outbox.whenIdle();
    const sent = queued; // the first was replaced by the edit (discarded), one was added
    expect(outbox.getState().entries).toEqual([]);
    const send = { storage: per(storage.take(), sent), indexedDb: per(requests.take(), sent) };
    return { enqueue, send };
  } finally {
    requests.restore();
  }
}

describe('work per enqueue and per send', () => {
  it('is the same with 10 or 500 entries queued, and never reads the whole queue', async () => {
    const small = await workWith(10);
    dbName = `${dbName}-large`;
    const large = await workWith(500);

    expect(large.enqueue).toEqual(small.enqueue);
    expect(large.send).toEqual(small.send);
    for (const { storage, indexedDb } of [large.enqueue, large.send]) {
      expect(storage.readAll ?? 0).toBe(0);
      expect(storage.readSnapshot ?? 0).toBe(0);
      expect(indexedDb.getAll ?? 0).toBe(0);
      expect(indexedDb.openCursor ?? 0).toBe(0);
    }
    // Without Web Locks, what a send costs: claim it (read, write), then remove it (read, delete).
    expect(large.send.storage).toEqual({ modify: 1, remove: 1 });
  }, 60_000);

  it('holding the Web Lock, a send is its removal (the first of a pass is read too)', async () => {
    const large = await workWith(500, webLock);
    expect(large.send.storage).toEqual({ read: 1 / 500, remove: 1 });
    expect(large.send.indexedDb).toEqual({ get: 1 + 1 / 500, delete: 1 });
    expect(large.enqueue.indexedDb.getAll ?? 0).toBe(0);
  }, 60_000);
});

// --- Entries of the build before ----------------------------------------------------------------

/** An entry as builds before docs/decisions/035 stored it: under its id, nothing beside it. */
function earlierEntry(seq: number, patch: Partial<OutboxEntry> = {}): OutboxEntry {
  const id = crypto.randomUUID();
  return {
    id,
    userId: 'u1',
    operation: 'SaveAnswer',
    document: 'mutation SaveAnswer($clientMutationId: ID!) { saveAnswer }',
    variables: { value: `earlier-${seq}`, clientMutationId: id },
    createdAt: 1_000 + seq,
    createdAtPerf: seq,
    attempts: 0,
    nextAttemptAt: 0,
    seq,
    ...patch,
  };
}

describe('after an upgrade', () => {
  it('sends the entries stored by the build before, in order, then the new ones', async () => {
    const earlierStore = createStore(dbName, 'outbox');
    const earlier = [earlierEntry(2), earlierEntry(1), earlierEntry(3, { coalesceKey: 'profile' })];
    for (const entry of earlier) await set(entry.id, entry, earlierStore);

    const outbox = tab(createOutboxStorage(dbName, 'outbox'), () => false);
    outbox.start({ send: sendAll, getUserId: () => 'u1' });
    await outbox.whenIdle();
    expect(outbox.getState().entries.map((e) => e.seq)).toEqual([1, 2, 3]);

    // A new entry goes after them; a new edit with the same key replaces the earlier one.
    const added = await outbox.enqueue(write(4));
    const edit = await outbox.enqueue(write(5, 'profile'));
    expect(added.seq).toBe(4);
    expect(edit.seq).toBe(5);

    const sent: unknown[] = [];
    const online = tab(createOutboxStorage(dbName, 'outbox'));
    online.start({
      send: (entry) => {
        sent.push(entry.variables.value);
        return Promise.resolve(null);
      },
      getUserId: () => 'u1',
    });
    await online.whenIdle();
    expect(sent).toEqual(['earlier-1', 'earlier-2', 4, 5]);
    expect(await createOutboxStorage(dbName, 'outbox').readAll()).toEqual([]);
  });

  it('an earlier build still open in another tab reads only entries', async () => {
    const outbox = tab(createOutboxStorage(dbName, 'outbox'), () => false);
    await outbox.enqueue(write(1, 'profile'));
    await outbox.enqueue(write(2));
    // What the earlier build's readAll did: every value of the store, filtered to entries.
    const { values } = await import('idb-keyval');
    const stored = await values(createStore(dbName, 'outbox'));
    const entries = stored.filter(
      (v: unknown) => typeof v === 'object' && v !== null && 'id' in v && 'seq' in v,
    );
    expect(entries).toHaveLength(2);
    expect(stored.length).toBeGreaterThan(entries.length); // the records beside them
  });
});

describe('the numbering and its id (docs/decisions/047)', () => {
  const input = { userId: 'u1' };
  const build = (seq: number): OutboxEntry => ({
    id: `e-${seq}`,
    userId: 'u1',
    operation: 'SubmitItemResponse',
    document: 'mutation SubmitItemResponse { x }',
    variables: {},
    createdAt: 0,
    createdAtPerf: 0,
    attempts: 0,
    nextAttemptAt: 0,
    seq,
  });

  it('names every entry with one id while the numbering goes on, and a new one when it starts again', async () => {
    const storage = createOutboxStorage(dbName, 'entries');
    const first = (await storage.add(input, build)).entry;
    const second = (await storage.add(input, build)).entry;
    expect(second.seq).toBe(first.seq + 1);
    expect(first.outboxId).toEqual(expect.any(String));
    expect(second.outboxId).toBe(first.outboxId);
    await storage.remove(first.id);
    await storage.remove(second.id);
    expect((await storage.add(input, build)).entry.outboxId).toBe(first.outboxId);

    // The store cleared (the browser's site data): numbering from 1 again, under a new id.
    indexedDB.deleteDatabase(dbName);
    const fresh = createOutboxStorage(`${dbName}-again`, 'entries');
    const restarted = (await fresh.add(input, build)).entry;
    expect(restarted.seq).toBe(1);
    expect(restarted.outboxId).not.toBe(first.outboxId);
  });
});
