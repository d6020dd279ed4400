/**
 * The outbox's IndexedDB store (idb-keyval with its own database, see config/storage-keys.ts).
 * Every change that reads before it writes (enqueue with coalescing, claiming an entry for sending)
 * runs in one readwrite transaction, so tabs cannot interleave inside it. Each call resolves when
 * its transaction has completed, i.e. the data is on disk before the caller moves on.
 */
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import { coalesceTargets, nextSeq, sortEntries } from './queue.ts';
import type { EnqueueInput, OutboxEntry } from './types.ts';

export interface OutboxStorage {
  /** Every entry of every user, in queue order. */
  readAll(): Promise<OutboxEntry[]>;
  /**
   * Writes a new entry built from its seq, after removing the entries it replaces (coalescing).
   * Returns the entry and the ones it replaced.
   */
  add(
    input: Pick<EnqueueInput, 'userId' | 'coalesceKey'>,
    build: (seq: number) => OutboxEntry,
  ): Promise<{ entry: OutboxEntry; replaced: OutboxEntry[] }>;
  /** Changes one entry if it still exists (null when it was delivered or discarded meanwhile). */
  modify(id: string, change: (entry: OutboxEntry) => OutboxEntry): Promise<OutboxEntry | null>;
  remove(id: string): Promise<void>;
}

function isOutboxEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Partial<OutboxEntry>;
  return (
    typeof e.id === 'string' &&
    typeof e.userId === 'string' &&
    typeof e.operation === 'string' &&
    typeof e.document === 'string' &&
    typeof e.variables === 'object' &&
    e.variables !== null &&
    typeof e.seq === 'number'
  );
}

async function inTransaction<T>(
  store: UseStore,
  mode: IDBTransactionMode,
  work: (objectStore: IDBObjectStore) => Promise<T>,
): Promise<T> {
  return store(mode, async (objectStore) => {
    const done = promisifyRequest(objectStore.transaction);
    let result: T;
    try {
      result = await work(objectStore);
    } catch (error) {
      try {
        objectStore.transaction.abort();
      } catch {
        // already finished
      }
      done.catch(() => undefined);
      throw error;
    }
    await done;
    return result;
  });
}

async function readAllFrom(objectStore: IDBObjectStore): Promise<OutboxEntry[]> {
  const values: unknown[] = await promisifyRequest(objectStore.getAll());
  return values.filter(isOutboxEntry);
}

export function createOutboxStorage(dbName: string, storeName: string): OutboxStorage {
  // Opened on first use: importing this module must not touch IndexedDB (tests, SSR, old browsers).
  let store: UseStore | undefined;
  const getStore = () => (store ??= createStore(dbName, storeName));

  return {
    async readAll() {
      return sortEntries(await inTransaction(getStore(), 'readonly', readAllFrom));
    },

    add(input, build) {
      return inTransaction(getStore(), 'readwrite', async (objectStore) => {
        const all = await readAllFrom(objectStore);
        const replaced = coalesceTargets(all, input);
        for (const old of replaced) objectStore.delete(old.id);
        const entry = build(nextSeq(all));
        objectStore.put(entry, entry.id);
        return { entry, replaced };
      });
    },

    modify(id, change) {
      return inTransaction(getStore(), 'readwrite', async (objectStore) => {
        const current: unknown = await promisifyRequest(objectStore.get(id));
        if (!isOutboxEntry(current)) return null;
        const next = change(current);
        objectStore.put(next, id);
        return next;
      });
    },

    remove(id) {
      return inTransaction(getStore(), 'readwrite', (objectStore) => {
        objectStore.delete(id);
        return Promise.resolve();
      });
    },
  };
}
