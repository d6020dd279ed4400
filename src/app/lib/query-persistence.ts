/**
 * The device's copy of the query cache (lib/query-client.tsx mounts it): one localStorage entry per
 * user and build, which queries go into it, a persister that writes new data at once and later
 * changes at most once per throttle window, and the clean-ups at start and at logout. No React here.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  removeOldestQuery,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { QUERY_CACHE_KEY_PREFIX } from '../config/storage-keys.ts';

/** How long a persisted cache is trusted (a candidate may stay offline that long). */
export const QUERY_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The cache is written to localStorage at most this often. */
export const QUERY_CACHE_PERSIST_THROTTLE_MS = 1_000;

export const ANONYMOUS = 'anonymous';

export function queryCacheStorageKey(userId: string | null, buildId: string): string {
  return `${queryCacheUserPrefix(userId)}${encodeURIComponent(buildId)}`;
}

function queryCacheUserPrefix(userId: string | null): string {
  return `${QUERY_CACHE_KEY_PREFIX}:${encodeURIComponent(userId ?? ANONYMOUS)}:`;
}

export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser's settings
  }
}

function storedKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/**
 * The fields the decision reads. Typed structurally: the persist packages bring their own copy of
 * query-core, whose `Query` class TypeScript does not consider the same as react-query's.
 */
interface PersistableQuery {
  state: { status: string };
  meta?: Record<string, unknown> | undefined;
}

export function shouldPersistQuery(query: PersistableQuery): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}

/**
 * Removes the persisted query cache of a user (every build), or of everyone when no user is given.
 * The persister writes at most once per throttle window: a write already scheduled (of the now empty
 * cache) may land after this; it is removed again once it has.
 */
export function removePersistedQueryCaches(userId?: string): void {
  const remove = () => {
    const storage = safeLocalStorage();
    if (!storage) return;
    const prefix =
      userId === undefined ? `${QUERY_CACHE_KEY_PREFIX}:` : queryCacheUserPrefix(userId);
    for (const key of storedKeys(storage)) {
      if (key.startsWith(prefix)) storage.removeItem(key);
    }
  };
  remove();
  setTimeout(remove, QUERY_CACHE_PERSIST_THROTTLE_MS + 100);
}

/** Removes persisted caches written by other builds (their data shapes may differ). */
export function removeStaleQueryCaches(buildId: string): void {
  const storage = safeLocalStorage();
  if (!storage) return;
  const suffix = `:${encodeURIComponent(buildId)}`;
  for (const key of storedKeys(storage)) {
    if (key.startsWith(`${QUERY_CACHE_KEY_PREFIX}:`) && !key.endsWith(suffix)) {
      storage.removeItem(key);
    }
  }
}

/** The sync storage persister, plus `flush`: write what is waiting for the throttle, now. */
interface DevicePersister extends Persister {
  flush: () => void;
}

/**
 * localStorage persister whose throttle never holds back data the stored copy lacks: the first
 * copy of a query (by hash) is written at once, later changes at most once per throttle window.
 */
export function createDevicePersister(storage: Storage | undefined, key: string): DevicePersister {
  // Reading, removing and writing (with the oldest-first eviction when storage is full) are the
  // library's; only the timing of writes is ours.
  const store = createSyncStoragePersister({
    storage,
    key,
    throttleTime: 0,
    retry: removeOldestQuery,
  });
  let waiting: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const savedHashes = new Set<string>();
  const write = (client: PersistedClient) => {
    if (!storage) return;
    // The library's own write is deferred by a timer even at throttle 0; this one is synchronous,
    // which a pagehide handler needs. The same shape as the library's (JSON of PersistedClient).
    try {
      storage.setItem(key, JSON.stringify(client));
    } catch {
      void store.persistClient(client); // storage full: the library's eviction loop
    }
    for (const query of client.clientState.queries) savedHashes.add(query.queryHash);
  };
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (waiting) write(waiting);
    waiting = null;
  };
  return {
    restoreClient: () => {
      const restored = store.restoreClient() as PersistedClient | undefined;
      for (const query of restored?.clientState.queries ?? []) savedHashes.add(query.queryHash);
      return restored;
    },
    removeClient: () => {
      savedHashes.clear();
      return store.removeClient();
    },
    persistClient: (client) => {
      waiting = client;
      if (client.clientState.queries.some((query) => !savedHashes.has(query.queryHash))) {
        flush();
      } else {
        timer ??= setTimeout(flush, QUERY_CACHE_PERSIST_THROTTLE_MS);
      }
    },
    flush,
  };
}
