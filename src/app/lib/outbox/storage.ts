/**
 * The outbox's IndexedDB store (one object store in its own database, see config/storage-keys.ts).
 * Every change that reads before it writes (enqueue with coalescing, claiming an entry for sending)
 * runs in one readwrite transaction, so tabs cannot interleave inside it. Each call resolves when
 * its transaction has completed, i.e. the data is on disk before the caller moves on.
 *
 * Constant work per call (docs/decisions/035): only `readAll` reads every entry. Two small records
 * beside the entries keep `add` from scanning the queue:
 * - the last seq given (key LAST_SEQ_KEY), so the next one is one read away, and the id of that
 *   numbering (OUTBOX_ID_KEY): made anew with the numbering, so a server that saw this store's
 *   numbers never mistakes a fresh start for answers out of order (docs/decisions/047);
 * - per user and coalesce key, the ids of the stored entries with that key (coalesceIndexKey), so
 *   the entries a new edit replaces are found without a scan.
 * Entries stay under their id, as written by earlier builds (idb-keyval's layout, database version
 * 1): entries stored before these records existed are still read and sent, the records are rebuilt
 * from them on the first `add`, and an older build still open in another tab keeps working (it skips
 * values that are not entries). Array keys never collide with entry ids (strings).
 */
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import { coalesceTargets, nextSeq, sortEntries } from './queue.ts';
import type { EnqueueInput, OutboxEntry } from './types.ts';

export interface OutboxStorage {
  /** Every entry of every user, in queue order. */
  readAll(): Promise<OutboxEntry[]>;
  /**
   * Every entry (in queue order) and the last seq given: every entry with a seq up to `lastSeq`
   * that is not in `entries` is gone for good.
   */
  readSnapshot(): Promise<{ entries: OutboxEntry[]; lastSeq: number }>;
  /**
   * Writes a new entry built from its seq, after removing the entries it replaces (coalescing).
   * Returns the entry and the ones it replaced.
   */
  add(
    input: Pick<EnqueueInput, 'userId' | 'coalesceKey'>,
    build: (seq: number) => OutboxEntry,
  ): Promise<{ entry: OutboxEntry; replaced: OutboxEntry[] }>;
  /** One entry (null when it was delivered or discarded). */
  read(id: string): Promise<OutboxEntry | null>;
  /**
   * Changes one entry if it still exists; `change` returns the new entry, or the entry it was given
   * to leave it as it is. Resolves with the stored entry afterwards (null when it was delivered or
   * discarded meanwhile).
   */
  modify(id: string, change: (entry: OutboxEntry) => OutboxEntry): Promise<OutboxEntry | null>;
  remove(id: string): Promise<void>;
}

/** The last seq given to an entry (a number). */
const LAST_SEQ_KEY: IDBValidKey = ['last-seq'];
/** The id of the numbering LAST_SEQ_KEY counts (a string). */
const OUTBOX_ID_KEY: IDBValidKey = ['outbox-id'];
/** The ids (string[]) of the stored entries of one user with one coalesce key. */
const coalesceIndexKey = (userId: string, coalesceKey: string): IDBValidKey => [
  'coalesce',
  userId,
  coalesceKey,
];
/** Every key that is not an array: the entries (array keys sort after every string). */
const entryKeys = () => IDBKeyRange.upperBound([], true);

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

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

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

async function readEntries(objectStore: IDBObjectStore): Promise<OutboxEntry[]> {
  const values: unknown[] = await promisifyRequest(objectStore.getAll(entryKeys()));
  return values.filter(isOutboxEntry);
}

async function getEntry(objectStore: IDBObjectStore, id: string): Promise<OutboxEntry | null> {
  const value: unknown = await promisifyRequest(objectStore.get(id));
  return isOutboxEntry(value) ? value : null;
}

async function getIdList(objectStore: IDBObjectStore, key: IDBValidKey): Promise<string[]> {
  const value: unknown = await promisifyRequest(objectStore.get(key));
  return isIdList(value) ? value : [];
}

function putIdList(objectStore: IDBObjectStore, key: IDBValidKey, ids: string[]): void {
  if (ids.length === 0) objectStore.delete(key);
  else objectStore.put(ids, key);
}

/**
 * The id of the numbering. A new one when there is none, or when the numbering starts again
 * (`restarted`: no last seq was stored), so one id never names two numberings.
 */
async function outboxIdIn(objectStore: IDBObjectStore, restarted: boolean): Promise<string> {
  const value: unknown = await promisifyRequest(objectStore.get(OUTBOX_ID_KEY));
  if (typeof value === 'string' && !restarted) return value;
  const id = crypto.randomUUID();
  objectStore.put(id, OUTBOX_ID_KEY);
  return id;
}

/**
 * The last seq given. Without the record (the first `add` over entries of an earlier build, or
 * over none), the records are built from the entries, once; from then on every change keeps them.
 */
async function lastSeqIn(objectStore: IDBObjectStore): Promise<number> {
  const value: unknown = await promisifyRequest(objectStore.get(LAST_SEQ_KEY));
  if (typeof value === 'number') return value;
  const entries = await readEntries(objectStore);
  const lists = new Map<string, { key: IDBValidKey; ids: string[] }>();
  for (const e of entries) {
    if (e.coalesceKey === undefined) continue;
    const key = coalesceIndexKey(e.userId, e.coalesceKey);
    const name = JSON.stringify(key);
    const list = lists.get(name) ?? { key, ids: [] };
    list.ids.push(e.id);
    lists.set(name, list);
  }
  for (const { key, ids } of lists.values()) putIdList(objectStore, key, ids);
  return nextSeq(entries) - 1;
}

export function createOutboxStorage(dbName: string, storeName: string): OutboxStorage {
  // Opened on first use: importing this module must not touch IndexedDB (tests, SSR, old browsers).
  let store: UseStore | undefined;
  const getStore = () => (store ??= createStore(dbName, storeName));

  return {
    async readAll() {
      return sortEntries(await inTransaction(getStore(), 'readonly', readEntries));
    },

    readSnapshot() {
      return inTransaction(getStore(), 'readonly', async (objectStore) => {
        const entries = sortEntries(await readEntries(objectStore));
        const stored: unknown = await promisifyRequest(objectStore.get(LAST_SEQ_KEY));
        const lastSeq = Math.max(typeof stored === 'number' ? stored : 0, nextSeq(entries) - 1);
        return { entries, lastSeq };
      });
    },

    read(id) {
      return inTransaction(getStore(), 'readonly', (objectStore) => getEntry(objectStore, id));
    },

    add(input, build) {
      return inTransaction(getStore(), 'readwrite', async (objectStore) => {
        const restarted = (await promisifyRequest(objectStore.get(LAST_SEQ_KEY))) === undefined;
        const lastSeq = await lastSeqIn(objectStore);
        const outboxId = await outboxIdIn(objectStore, restarted);
        const replaced: OutboxEntry[] = [];
        let keptIds: string[] = [];
        const key = input.coalesceKey;
        if (key !== undefined) {
          const indexKey = coalesceIndexKey(input.userId, key);
          for (const id of await getIdList(objectStore, indexKey)) {
            const stored = await getEntry(objectStore, id);
            if (!stored) continue;
            if (coalesceTargets([stored], input).length > 0) {
              objectStore.delete(id);
              replaced.push(stored);
            } else {
              keptIds.push(id); // being sent: it stays, the new edit goes after it
            }
          }
        }
        const entry = { ...build(lastSeq + 1), outboxId };
        objectStore.put(entry, entry.id);
        objectStore.put(entry.seq, LAST_SEQ_KEY);
        if (key !== undefined) {
          keptIds = [...keptIds, entry.id];
          putIdList(objectStore, coalesceIndexKey(input.userId, key), keptIds);
        }
        return { entry, replaced };
      });
    },

    modify(id, change) {
      return inTransaction(getStore(), 'readwrite', async (objectStore) => {
        const current = await getEntry(objectStore, id);
        if (!current) return null;
        const next = change(current);
        if (next !== current) objectStore.put(next, id);
        return next;
      });
    },

    remove(id) {
      return inTransaction(getStore(), 'readwrite', async (objectStore) => {
        const current = await getEntry(objectStore, id);
        if (!current) return;
        objectStore.delete(id);
        if (current.coalesceKey === undefined) return;
        const indexKey = coalesceIndexKey(current.userId, current.coalesceKey);
        const ids = await getIdList(objectStore, indexKey);
        if (ids.includes(id)) {
          putIdList(
            objectStore,
            indexKey,
            ids.filter((other) => other !== id),
          );
        }
      });
    },
  };
}
