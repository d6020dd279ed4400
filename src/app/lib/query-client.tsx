/**
 * Server state: the TanStack Query client, with its cache persisted to localStorage so that a
 * reload (or a cold start) while offline shows the last known data (src/app/README.md, "Offline
 * tolerance").
 *
 * - One persisted entry per user and build: `cp.query-cache:<user or "anonymous">:<build id>`
 *   (config/storage-keys.ts). The build id is also the `buster`; entries of other builds are
 *   removed at start, a user's entries at logout (`clearPersistedQueryCache`).
 * - Only successful queries are persisted (never errors, never mutations: writes go through the
 *   outbox, which has its own IndexedDB store). A query can opt out with `meta: { persist: false }`.
 * - Queries are `offlineFirst`: they try once even when the browser says offline, and otherwise show
 *   cached data; retries pause while offline.
 * - Each user gets a fresh client: when the user id changes (sign-in, sign-out), the provider's
 *   subtree is mounted again with that user's cache, so nothing of one user is shown to another.
 * - Data the device has not kept yet is kept at once: a query that is new to the stored copy (the
 *   account, right after signing in) is written without waiting for the throttle, and whatever is
 *   still waiting is written when the page is hidden or unloaded (a reload, a closed tab), so a
 *   reload offline right after the data arrived still finds it.
 * - What arrived while the device copy was being restored is written as soon as the restore ends
 *   (`DevicePersistProvider`): the shell's GetUserBootstrap is sent during the first render and may
 *   answer first, and on a screen where nothing else changes (a brand-new account's account-type
 *   chooser) no later change would write it.
 * - On a shared computer (docs/decisions/051) nothing is persisted: the client lives in memory
 *   only, and a reload asks the server again (offline, the account is not shown).
 */
import {
  IsRestoringProvider,
  onlineManager,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { QUERY_CACHE_KEY_PREFIX } from '../config/storage-keys.ts';
import { errorStatus } from './outbox/classify.ts';

/** How long a persisted cache is trusted (a candidate may stay offline that long). */
export const QUERY_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Data younger than this is not refetched when a screen mounts again. */
export const QUERY_STALE_TIME_MS = 30_000;
/** The cache is written to localStorage at most this often. */
export const QUERY_CACHE_PERSIST_THROTTLE_MS = 1_000;
const QUERY_MAX_RETRIES = 3;

const ANONYMOUS = 'anonymous';

export function queryCacheStorageKey(userId: string | null, buildId: string): string {
  return `${queryCacheUserPrefix(userId)}${encodeURIComponent(buildId)}`;
}

function queryCacheUserPrefix(userId: string | null): string {
  return `${QUERY_CACHE_KEY_PREFIX}:${encodeURIComponent(userId ?? ANONYMOUS)}:`;
}

function safeLocalStorage(): Storage | undefined {
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

/** Retry queries that may succeed later (no answer, 5xx); a 4xx will not change by asking again. */
function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  const status = errorStatus(error);
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/** The client of the mounted AppQueryProvider, emptied by clearPersistedQueryCache. */
let activeClient: QueryClient | null = null;

export function createAppQueryClient(): QueryClient {
  // TanStack Query assumes "online" until an event says otherwise; a page loaded offline would
  // retry for seconds before showing anything. Start from what the browser knows.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        // Never drop inactive queries from memory while the page lives: what is not in memory is
        // not persisted either, and an installed app may stay open (offline) for days. (The
        // persisted cache's age, 30 days, cannot be used here: setTimeout overflows past 24.8
        // days and would collect every query at once.) maxAge bounds the persisted copy.
        gcTime: Number.POSITIVE_INFINITY,
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetryQuery,
      },
      mutations: {
        networkMode: 'offlineFirst',
        retry: false,
      },
    },
  });
  return client;
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
 * Removes the persisted query cache of a user (every build), or of everyone when no user is given,
 * and empties the in-memory cache. Called at logout. Leaves the outbox alone.
 */
export function clearPersistedQueryCache(userId?: string): void {
  activeClient?.clear();
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
  // The persister writes at most once per throttle window: a write already scheduled (of the now
  // empty cache) may land after this; remove again once it has.
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

interface AppQueryProviderProps {
  /** The signed-in user (null when signed out): whose cache to restore and persist. */
  userId: string | null;
  /** This build's id (lib/pwa/build-id.ts): part of the storage key and the cache buster. */
  buildId: string;
  /** False on a shared computer: the cache stays in memory (docs/decisions/051). */
  persist?: boolean;
  children: ReactNode;
}

/** `client` is the one that clearPersistedQueryCache empties while it is mounted. */
function useActiveClient(client: QueryClient): void {
  useEffect(() => {
    activeClient = client;
    return () => {
      if (activeClient === client) activeClient = null;
    };
  }, [client]);
}

/** One user's client, in memory only (a shared computer). */
function MemoryQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createAppQueryClient);
  useActiveClient(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** One user's client and persisted cache; mounted again (keyed) when the user changes. */
function UserQueryProvider({ userId, buildId, children }: AppQueryProviderProps) {
  const [client] = useState(createAppQueryClient);
  // When this client started: data older than this came from the device's copy.
  const [clientCreatedAt] = useState(Date.now);
  useActiveClient(client);
  const persister = useMemo(
    () => createDevicePersister(safeLocalStorage(), queryCacheStorageKey(userId, buildId)),
    [userId, buildId],
  );
  useEffect(() => {
    // A reload, a closed tab or an app sent to the background: keep what is waiting now.
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') persister.flush();
    };
    window.addEventListener('pagehide', persister.flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', persister.flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
    };
  }, [persister]);
  const persistOptions = useMemo(
    () => ({
      persister,
      maxAge: QUERY_CACHE_MAX_AGE_MS,
      buster: buildId,
      dehydrateOptions: {
        shouldDehydrateQuery: shouldPersistQuery,
        shouldDehydrateMutation: () => false,
      },
    }),
    [persister, buildId],
  );
  return (
    <DevicePersistProvider
      client={client}
      persistOptions={persistOptions}
      // The restored copy shows at once, but may be up to a throttle window older than what the
      // server holds (a reload right after a save): ask the server again, where there is one.
      onRestored={() => void refreshRestoredQueries(client, clientCreatedAt)}
    >
      {children}
    </DevicePersistProvider>
  );
}

/**
 * TanStack's PersistQueryClientProvider, except for when writing starts. The library subscribes
 * to cache changes one render after its restore has ended and writes nothing of what changed
 * before, so an answer that landed while restoring stayed off the device until some later change
 * (none at a brand-new account's account-type chooser: a reload offline there said the account
 * had never been loaded, issue 25). Here the cache is written, and changes followed, in the same
 * step that ends the restore.
 */
function DevicePersistProvider({
  client,
  persistOptions,
  onRestored,
  children,
}: {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  onRestored: () => void;
  children: ReactNode;
}) {
  const [isRestoring, setIsRestoring] = useState(true);
  const onRestoredRef = useRef(onRestored);
  useEffect(() => {
    onRestoredRef.current = onRestored;
  });
  useEffect(() => {
    const options: PersistQueryClientOptions = { ...persistOptions, queryClient: client };
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    void persistQueryClientRestore(options)
      // A copy that cannot be read was removed by the restore: start from nothing.
      .catch(() => undefined)
      .then(() => {
        if (stopped) return;
        void persistQueryClientSave(options);
        unsubscribe = persistQueryClientSubscribe(options);
        onRestoredRef.current();
        setIsRestoring(false);
      });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [client, persistOptions]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

/**
 * After the device's copy is restored, every query whose data is that copy is asked for again.
 * What this page load has already fetched is as fresh and is left alone: the restore may finish
 * after the shell's GetUserBootstrap has answered (the shell's chunk loads first), and the three
 * queries it filled must not be sent again one by one. A request still on its way is joined, not
 * cancelled and sent again. Queries with a 'static' staleTime are left alone: the one that starts
 * a section's clock (docs/decisions/036).
 */
export function refreshRestoredQueries(
  client: QueryClient,
  clientCreatedAt: number,
): Promise<void> {
  return client.invalidateQueries(
    { predicate: (query) => query.state.dataUpdatedAt < clientCreatedAt },
    { cancelRefetch: false },
  );
}

export function AppQueryProvider({
  userId,
  buildId,
  persist = true,
  children,
}: AppQueryProviderProps) {
  useEffect(() => removeStaleQueryCaches(buildId), [buildId]);
  if (!persist) {
    return (
      <MemoryQueryProvider key={`${userId ?? ANONYMOUS}|memory`}>{children}</MemoryQueryProvider>
    );
  }
  return (
    <UserQueryProvider key={`${userId ?? ANONYMOUS}|${buildId}`} userId={userId} buildId={buildId}>
      {children}
    </UserQueryProvider>
  );
}
