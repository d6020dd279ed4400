import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDevicePersister,
  QUERY_CACHE_PERSIST_THROTTLE_MS,
  queryCacheStorageKey,
  removePersistedQueryCaches,
  removeStaleQueryCaches,
} from './query-persistence.ts';

beforeEach(() => localStorage.clear());

describe('removePersistedQueryCaches', () => {
  it("removes one user's caches (every build), again after the persister's last write", () => {
    vi.useFakeTimers();
    try {
      localStorage.setItem(queryCacheStorageKey('u1', 'b1'), '{}');
      localStorage.setItem(queryCacheStorageKey('u10', 'b1'), '{}');
      removePersistedQueryCaches('u1');
      expect(localStorage.getItem(queryCacheStorageKey('u1', 'b1'))).toBeNull();
      // A write scheduled before the logout lands within the throttle window: removed again.
      localStorage.setItem(queryCacheStorageKey('u1', 'b1'), '{}');
      vi.advanceTimersByTime(QUERY_CACHE_PERSIST_THROTTLE_MS + 100);
      expect(localStorage.getItem(queryCacheStorageKey('u1', 'b1'))).toBeNull();
      expect(localStorage.getItem(queryCacheStorageKey('u10', 'b1'))).toBe('{}');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('removeStaleQueryCaches', () => {
  it('keeps the current build', () => {
    localStorage.setItem(queryCacheStorageKey('u1', 'b1'), '{}');
    removeStaleQueryCaches('b1');
    expect(localStorage.getItem(queryCacheStorageKey('u1', 'b1'))).toBe('{}');
  });
});

describe('createDevicePersister', () => {
  const KEY = 'cp.query-cache:u1:b1';
  const copy = (queries: Array<[hash: string, data: string]>): PersistedClient => ({
    timestamp: Date.now(),
    buster: 'b1',
    clientState: {
      mutations: [],
      queries: queries.map(([queryHash, data]) => ({
        queryHash,
        queryKey: [queryHash],
        dehydratedAt: Date.now(),
        state: {
          data,
          status: 'success',
        } as PersistedClient['clientState']['queries'][number]['state'],
      })),
    },
  });
  const storedData = () =>
    (
      JSON.parse(localStorage.getItem(KEY) ?? 'null') as PersistedClient | null
    )?.clientState.queries.map((q) => q.state.data);

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a query the stored copy lacks at once, and a change to a kept one within the throttle', () => {
    const persister = createDevicePersister(localStorage, KEY);
    void persister.persistClient(copy([['user', 'Ada']]));
    expect(storedData()).toEqual(['Ada']);

    void persister.persistClient(copy([['user', 'Ada L.']]));
    expect(storedData()).toEqual(['Ada']);
    vi.advanceTimersByTime(QUERY_CACHE_PERSIST_THROTTLE_MS);
    expect(storedData()).toEqual(['Ada L.']);
  });

  it('writes what waits for the throttle when flushed (the page is hidden or unloaded)', () => {
    const persister = createDevicePersister(localStorage, KEY);
    void persister.persistClient(copy([['user', 'Ada']]));
    void persister.persistClient(copy([['user', 'Grace']]));
    persister.flush();
    expect(storedData()).toEqual(['Grace']);
  });

  it('counts what it restored as kept', async () => {
    localStorage.setItem(KEY, JSON.stringify(copy([['user', 'Ada']])));
    const persister = createDevicePersister(localStorage, KEY);
    await persister.restoreClient();
    void persister.persistClient(copy([['user', 'Grace']]));
    expect(storedData()).toEqual(['Ada']);
    void persister.persistClient(
      copy([
        ['user', 'Grace'],
        ['survey', 'x'],
      ]),
    );
    expect(storedData()).toEqual(['Grace', 'x']);
  });
});
