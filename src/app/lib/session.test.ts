import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getSession,
  getToken,
  getUserId,
  isSharedComputer,
  setSession,
  subscribeSession,
} from './session.ts';

afterEach(() => clearSession(), 10_000);

describe('session cookies', () => {
  it('stores the token in id_token and the user id in id_c', () => {
    setSession({ token: 'tok en/+=', userId: 'user-1' });
    expect(getToken()).toBe('tok en/+=');
    expect(getUserId()).toBe('user-1');
    expect(document.cookie).toContain('id_token=');
    expect(document.cookie).toContain('id_c=user-1');
    expect(getSession()).toEqual({ token: 'tok en/+=', userId: 'user-1' });
  });

  it('keeps the same snapshot object until the cookies change (useSyncExternalStore)', () => {
    setSession({ token: 't', userId: 'u' });
    expect(getSession()).toBe(getSession());
  });

  it('clears both cookies and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setSession({ token: 't', userId: 'u' });
    void clearSession();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getToken()).toBeNull();
    expect(getUserId()).toBeNull();
    expect(getSession()).toBeNull();
  });
});

describe('a shared computer (docs/decisions/051)', () => {
  /** The cookie strings the code writes (jsdom does not show their attributes when read). */
  function cookieWrites(): string[] {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    return writes;
  }
  afterEach(() => vi.restoreAllMocks());

  it('writes session cookies (no Max-Age) and says the session is shared', () => {
    const writes = cookieWrites();
    setSession({ token: 't', userId: 'u' }, { sharedComputer: true });
    const token = writes.find((w) => w.startsWith('id_token='))!;
    const user = writes.find((w) => w.startsWith('id_c='))!;
    expect(token).not.toMatch(/Max-Age/);
    expect(user).not.toMatch(/Max-Age/);
    expect(isSharedComputer()).toBe(true);
  });

  it('a sign-in on an own computer keeps the 7 days and is not shared', () => {
    const writes = cookieWrites();
    setSession({ token: 't', userId: 'u' }, { sharedComputer: false });
    expect(writes.find((w) => w.startsWith('id_token='))).toMatch(/Max-Age=604800/);
    expect(isSharedComputer()).toBe(false);
  });

  it('a sign-in that replaces a shared one (a mailed link) stays shared; sign-out forgets it', async () => {
    setSession({ token: 't', userId: 'u' }, { sharedComputer: true });
    setSession({ token: 't2', userId: 'u' });
    expect(isSharedComputer()).toBe(true);
    await clearSession();
    expect(isSharedComputer()).toBe(false);
  }, 10_000);
});
