/**
 * The session: two cookies (spec section 3), `id_token` (the bearer token) and `id_c` (the user
 * id), each valid 7 days, path /, SameSite=Lax, Secure when served over https. The API clients read
 * the token from here; components follow changes through `useSession()`.
 */
import { useSyncExternalStore } from 'react';
import { SESSION_COOKIE_DAYS } from '../../domain/constants.ts';
import { SESSION_TOKEN_COOKIE, SESSION_USER_ID_COOKIE } from '../config/storage-keys.ts';

export interface Session {
  token: string;
  userId: string;
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      const value = decodeURIComponent(cookie.slice(prefix.length));
      return value === '' ? null : value;
    }
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function getToken(): string | null {
  return readCookie(SESSION_TOKEN_COOKIE);
}

export function getUserId(): string | null {
  return readCookie(SESSION_USER_ID_COOKIE);
}

const listeners = new Set<() => void>();
let snapshot: Session | null = null;

/** The current session, or null; the same object until the cookies change. */
export function getSession(): Session | null {
  const token = getToken();
  const userId = getUserId();
  if (!token || !userId) {
    snapshot = null;
  } else if (snapshot?.token !== token || snapshot.userId !== userId) {
    snapshot = { token, userId };
  }
  return snapshot;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setSession({ token, userId }: Session): void {
  const maxAge = SESSION_COOKIE_DAYS * 24 * 60 * 60;
  writeCookie(SESSION_TOKEN_COOKIE, token, maxAge);
  writeCookie(SESSION_USER_ID_COOKIE, userId, maxAge);
  notify();
}

export function clearSession(): void {
  writeCookie(SESSION_TOKEN_COOKIE, '', 0);
  writeCookie(SESSION_USER_ID_COOKIE, '', 0);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may sign in or out: cookies raise no event, so look again when this tab returns.
  const onVisible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    listeners.delete(listener);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The session as React state: re-renders on sign-in, sign-out and when the tab becomes visible. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
