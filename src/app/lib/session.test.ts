import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getSession,
  getToken,
  getUserId,
  setSession,
  subscribeSession,
} from './session.ts';

afterEach(() => clearSession());

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
    clearSession();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getToken()).toBeNull();
    expect(getUserId()).toBeNull();
    expect(getSession()).toBeNull();
  });
});
