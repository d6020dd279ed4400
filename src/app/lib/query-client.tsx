/**
 * Server state: the TanStack Query client, with its cache persisted to localStorage so that a
 * reload (or a cold start) while offline shows the last known data (src/app/README.md, "Offline
 * tolerance").
 * The device's copy itself (keys, persister, clean-ups) is lib/query-persistence.ts; this file
 * makes the client and mounts it.
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
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { backoffDelayMs, queryRetryLimit } from './outbox/backoff.ts';
import { errorRetryAfterMs, errorStatus } from './outbox/classify.ts';
import {
  ANONYMOUS,
  createDevicePersister,
  QUERY_CACHE_MAX_AGE_MS,
  queryCacheStorageKey,
  removePersistedQueryCaches,
  removeStaleQueryCaches,
  safeLocalStorage,
  shouldPersistQuery,
} from './query-persistence.ts';

/** Data younger than this is not refetched when a screen mounts again. */
export const QUERY_STALE_TIME_MS = 30_000;

/** Retry queries that may succeed later (no answer, 5xx); a 4xx will not change by asking again. */
function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= queryRetryLimit(errorRetryAfterMs(error))) return false;
  const status = errorStatus(error);
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/**
 * The outbox's backoff (jittered, so a crowd does not come back at once), and never sooner than
 * the server asked. TanStack counts the failures before this one from 0.
 */
const queryRetryDelay = (failureCount: number, error: unknown): number =>
  backoffDelayMs(failureCount + 1, Math.random, errorRetryAfterMs(error));

/**
 * The client of the mounted AppQueryProvider: emptied by clearPersistedQueryCache, and the cache
 * the outbox applies each delivered write to (app/outbox-follows-session.ts).
 */
let activeClient: QueryClient | null = null;

export function activeQueryClient(): QueryClient | null {
  return activeClient;
}

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
        retryDelay: queryRetryDelay,
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
 * Removes the persisted query cache of a user (every build), or of everyone when no user is given,
 * and empties the in-memory cache. Called at logout. Leaves the outbox alone.
 */
export function clearPersistedQueryCache(userId?: string): void {
  activeClient?.clear();
  removePersistedQueryCaches(userId);
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
  const restored = useEffectEvent(onRestored);
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
        restored();
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
