import {
  QueryClient,
  QueryObserver,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from './api/graphql.ts';
import {
  AppQueryProvider,
  clearPersistedQueryCache,
  createAppQueryClient,
  refreshRestoredQueries,
} from './query-client.tsx';
import { QUERY_CACHE_PERSIST_THROTTLE_MS, queryCacheStorageKey } from './query-persistence.ts';

const PERSISTED_WITHIN_MS = QUERY_CACHE_PERSIST_THROTTLE_MS + 1500;

function persisted(
  userId: string | null,
  buildId: string,
): { queries: Array<{ queryKey: unknown[] }>; mutations: unknown[] } | null {
  const raw = localStorage.getItem(queryCacheStorageKey(userId, buildId));
  if (raw === null) return null;
  return (
    JSON.parse(raw) as {
      clientState: { queries: Array<{ queryKey: unknown[] }>; mutations: unknown[] };
    }
  ).clientState;
}

function Profile({ fetchName }: { fetchName: () => Promise<string> }) {
  const name = useQuery({ queryKey: ['profile'], queryFn: fetchName });
  const broken = useQuery({
    queryKey: ['broken'],
    queryFn: () => Promise.reject(new Error('400')),
    retry: false,
  });
  const secret = useQuery({
    queryKey: ['secret'],
    queryFn: () => Promise.resolve('s3cret'),
    meta: { persist: false },
  });
  const save = useMutation({ mutationFn: () => Promise.resolve('ok') });
  return (
    <div>
      <p>name: {name.data ?? (name.isPending ? 'loading' : 'none')}</p>
      <p>broken: {broken.status}</p>
      <p>secret: {secret.data}</p>
      <button onClick={() => save.mutate()}>save</button>
    </div>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppQueryProvider', () => {
  it('persists successful queries only, per user and build, and restores them offline after a reload', async () => {
    const view = render(
      <AppQueryProvider userId="u1" buildId="b1">
        <Profile fetchName={() => Promise.resolve('Ada')} />
      </AppQueryProvider>,
    );
    await screen.findByText('name: Ada');
    await screen.findByText('broken: error');
    screen.getByRole('button', { name: 'save' }).click();

    await waitFor(
      () => {
        const state = persisted('u1', 'b1');
        expect(state?.queries.map((q) => q.queryKey)).toEqual([['profile']]);
        expect(state?.mutations).toEqual([]);
      },
      { timeout: PERSISTED_WITHIN_MS },
    );
    view.unmount();

    // Reload while offline: the fetch fails, the persisted data shows.
    render(
      <AppQueryProvider userId="u1" buildId="b1">
        <Profile fetchName={() => Promise.reject(new TypeError('Failed to fetch'))} />
      </AppQueryProvider>,
    );
    expect(await screen.findByText('name: Ada')).toBeTruthy();
  });

  it("never shows one user's cache to another", async () => {
    const { rerender } = render(
      <AppQueryProvider userId="u1" buildId="b1">
        <Profile fetchName={() => Promise.resolve('Ada')} />
      </AppQueryProvider>,
    );
    await screen.findByText('name: Ada');
    let resolveGrace!: (name: string) => void;
    rerender(
      <AppQueryProvider userId="u2" buildId="b1">
        <Profile fetchName={() => new Promise<string>((resolve) => (resolveGrace = resolve))} />
      </AppQueryProvider>,
    );
    expect(await screen.findByText('name: loading')).toBeTruthy();
    await waitFor(() => expect(resolveGrace).toBeTypeOf('function'));
    resolveGrace('Grace');
    expect(await screen.findByText('name: Grace')).toBeTruthy();
  });

  it('keeps an answer that arrived while the device copy was being restored, with nothing changing after it', async () => {
    // The shell's GetUserBootstrap is sent during the first render (docs/decisions/021); a first
    // sign-in's answer can land before the restore has ended, and at the account-type chooser no
    // other query follows to trigger a write (issue 25: "not been loaded on this device yet").
    function AnsweredBeforeRestore() {
      const client = useQueryClient();
      if (!client.getQueryData(['user'])) client.setQueryData(['user'], { name: 'Ada' });
      return <p>chooser</p>;
    }
    render(
      <AppQueryProvider userId="u1" buildId="b1">
        <AnsweredBeforeRestore />
      </AppQueryProvider>,
    );
    await screen.findByText('chooser');
    await waitFor(
      () => expect(persisted('u1', 'b1')?.queries.map((q) => q.queryKey)).toEqual([['user']]),
      { timeout: PERSISTED_WITHIN_MS },
    );
  });

  it('drops the caches of other builds at start', async () => {
    localStorage.setItem(queryCacheStorageKey('u1', 'old-build'), '{}');
    localStorage.setItem(queryCacheStorageKey(null, 'old-build'), '{}');
    localStorage.setItem('unrelated', 'kept');
    render(
      <AppQueryProvider userId="u1" buildId="b2">
        <p>app</p>
      </AppQueryProvider>,
    );
    await screen.findByText('app');
    expect(localStorage.getItem(queryCacheStorageKey('u1', 'old-build'))).toBeNull();
    expect(localStorage.getItem(queryCacheStorageKey(null, 'old-build'))).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});

describe('clearPersistedQueryCache', () => {
  it("removes one user's caches (every build) and nothing else", () => {
    localStorage.setItem(queryCacheStorageKey('u1', 'b1'), '{}');
    localStorage.setItem(queryCacheStorageKey('u1', 'b2'), '{}');
    localStorage.setItem(queryCacheStorageKey('u10', 'b1'), '{}');
    localStorage.setItem('outbox-unrelated', 'kept');
    clearPersistedQueryCache('u1');
    expect(localStorage.getItem(queryCacheStorageKey('u1', 'b1'))).toBeNull();
    expect(localStorage.getItem(queryCacheStorageKey('u1', 'b2'))).toBeNull();
    expect(localStorage.getItem(queryCacheStorageKey('u10', 'b1'))).toBe('{}');
    expect(localStorage.getItem('outbox-unrelated')).toBe('kept');
  });

  it('removes every persisted cache without a user', () => {
    localStorage.setItem(queryCacheStorageKey('u1', 'b1'), '{}');
    localStorage.setItem(queryCacheStorageKey(null, 'b1'), '{}');
    clearPersistedQueryCache();
    expect(localStorage.length).toBe(0);
  });

  it('empties the mounted client, so a logout leaves no cached data in memory', async () => {
    const captured: { client?: QueryClient } = {};
    function Spy() {
      const client = useQueryClient();
      useEffect(() => {
        captured.client = client;
      }, [client]);
      return null;
    }
    render(
      <AppQueryProvider userId="u1" buildId="b1">
        <Spy />
        <Profile fetchName={() => Promise.resolve('Ada')} />
      </AppQueryProvider>,
    );
    await screen.findByText('name: Ada');
    expect(captured.client?.getQueryData(['profile'])).toBe('Ada');
    clearPersistedQueryCache('u1');
    expect(captured.client?.getQueryCache().getAll()).toEqual([]);
  });
});

describe('refreshRestoredQueries', () => {
  it('asks again for what was restored, and joins a request already on its way instead of sending it twice', async () => {
    const client = new QueryClient();
    const pageLoadedAt = Date.now();
    let calls = 0;
    const queryFn = () =>
      new Promise<string>((resolve) => {
        const call = ++calls;
        setTimeout(() => resolve(`answer ${call}`), 20);
      });
    // Shown on screen (observed), as the shell's queries are, both restored from the device; for
    // one of them a request (the bootstrap's) left while the copy was being restored.
    const restoredAt = pageLoadedAt - 60_000;
    client.setQueryData(['restored'], 'from the device', { updatedAt: restoredAt });
    client.setQueryData(['inFlight'], 'from the device', { updatedAt: restoredAt });
    const observe = (key: string) =>
      new QueryObserver(client, { queryKey: [key], queryFn, staleTime: Infinity }).subscribe(
        () => undefined,
      );
    const unsubscribe = [observe('restored')];
    void client.prefetchQuery({ queryKey: ['inFlight'], queryFn });
    unsubscribe.push(observe('inFlight'));
    expect(calls).toBe(1);

    await refreshRestoredQueries(client, pageLoadedAt);

    expect(calls).toBe(2);
    expect(client.getQueryData(['inFlight'])).toBe('answer 1');
    expect(client.getQueryData(['restored'])).toBe('answer 2');
    for (const stop of unsubscribe) stop();
  });

  it('leaves alone what this page load has already fetched (the bootstrap answered before the restore ended)', async () => {
    const client = new QueryClient();
    const pageLoadedAt = Date.now();
    let calls = 0;
    const queryFn = () => Promise.resolve(`answer ${++calls}`);
    client.setQueryData(['restored'], 'from the device', { updatedAt: pageLoadedAt - 60_000 });
    await client.prefetchQuery({ queryKey: ['fetched'], queryFn });
    const observers = ['restored', 'fetched'].map((key) =>
      new QueryObserver(client, { queryKey: [key], queryFn, staleTime: Infinity }).subscribe(
        () => undefined,
      ),
    );
    expect(calls).toBe(1);

    await refreshRestoredQueries(client, pageLoadedAt);

    expect(calls).toBe(2);
    expect(client.getQueryData(['fetched'])).toBe('answer 1');
    expect(client.getQueryData(['restored'])).toBe('answer 2');
    for (const stop of observers) stop();
  });
});

describe('a query the server asks to wait for', () => {
  /** Runs one query through the app's client until it settles; returns when each call was made. */
  async function run(failures: Error[]): Promise<{ status: string; calledAt: number[] }> {
    vi.useFakeTimers();
    try {
      const client = createAppQueryClient();
      const calledAt: number[] = [];
      const start = Date.now();
      const observer = new QueryObserver(client, {
        queryKey: ['retry-after'],
        queryFn: () => {
          calledAt.push(Date.now() - start);
          const failure = failures.shift();
          return failure ? Promise.reject(failure) : Promise.resolve('served');
        },
      });
      const unsubscribe = observer.subscribe(() => undefined);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      const { status } = observer.getCurrentResult();
      unsubscribe();
      client.clear();
      return { status, calledAt };
    } finally {
      vi.useRealTimers();
    }
  }

  it('keeps asking while the server says "busy, come back" (503 with Retry-After), never sooner than it said', async () => {
    const busy = () => new GraphQLRequestError('busy', 503, 'SERVICE_UNAVAILABLE', 2_000);
    const { status, calledAt } = await run([busy(), busy(), busy(), busy(), busy()]);
    expect(status).toBe('success');
    expect(calledAt).toHaveLength(6);
    for (let i = 1; i < calledAt.length; i++)
      expect(calledAt[i]! - calledAt[i - 1]!).toBeGreaterThanOrEqual(2_000);
  });

  it('gives up after 3 retries on a 5xx that says nothing, and at once on a 4xx', async () => {
    const broken = () => new GraphQLRequestError('broken', 500, 'INTERNAL_SERVER_ERROR');
    const gone = await run([broken(), broken(), broken(), broken(), broken()]);
    expect(gone.status).toBe('error');
    expect(gone.calledAt).toHaveLength(4);
    const refused = await run([new GraphQLRequestError('no', 400, 'BAD_USER_INPUT')]);
    expect(refused.status).toBe('error');
    expect(refused.calledAt).toHaveLength(1);
  });
});
