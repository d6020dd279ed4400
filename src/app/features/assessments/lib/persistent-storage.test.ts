import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type PersistentStorageLike,
  requestPersistentStorage,
  resetPersistentStorageRequest,
  usePersistentStorageRefusal,
} from './persistent-storage.ts';

const storage = (persisted: boolean, granted: boolean) => ({
  persisted: vi.fn(() => Promise.resolve(persisted)),
  persist: vi.fn(() => Promise.resolve(granted)),
});

afterEach(resetPersistentStorageRequest);

describe('requestPersistentStorage', () => {
  it('asks only when not yet persisted, and tells granted from refused', async () => {
    const already = storage(true, true);
    expect(await requestPersistentStorage(already)).toBe('PERSISTED');
    expect(already.persist).not.toHaveBeenCalled();
    expect(await requestPersistentStorage(storage(false, true))).toBe('GRANTED');
    expect(await requestPersistentStorage(storage(false, false))).toBe('REFUSED');
  });

  it('a browser without the API, or one that throws, is unsupported', async () => {
    expect(await requestPersistentStorage(undefined)).toBe('UNSUPPORTED');
    expect(await requestPersistentStorage({})).toBe('UNSUPPORTED');
    const throwing: PersistentStorageLike = {
      persisted: () => Promise.resolve(false),
      persist: () => Promise.reject(new Error('denied')),
    };
    expect(await requestPersistentStorage(throwing)).toBe('UNSUPPORTED');
  });
});

describe('usePersistentStorageRefusal', () => {
  it('asks once per page load; a refusal shows until dismissed, then not again', async () => {
    const refusing = storage(false, false);
    const of = () => refusing;
    const first = renderHook(() => usePersistentStorageRefusal(of));
    await waitFor(() => expect(first.result.current.refused).toBe(true));
    act(() => first.result.current.dismiss());
    expect(first.result.current.refused).toBe(false);
    first.unmount();

    // The runner opens again (the next section): not asked again, not told again.
    const again = renderHook(() => usePersistentStorageRefusal(of));
    await act(() => Promise.resolve());
    expect(again.result.current.refused).toBe(false);
    expect(refusing.persist).toHaveBeenCalledTimes(1);
  });

  it('says nothing when granted or unsupported', async () => {
    const granted = renderHook(() => usePersistentStorageRefusal(() => storage(false, true)));
    await act(() => Promise.resolve());
    expect(granted.result.current.refused).toBe(false);
    resetPersistentStorageRequest();
    const unsupported = renderHook(() => usePersistentStorageRefusal(() => undefined));
    await act(() => Promise.resolve());
    expect(unsupported.result.current.refused).toBe(false);
  });
});
