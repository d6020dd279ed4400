/**
 * The session: two cookies (spec section 3), `id_token` (the bearer token) and `id_c` (the user
 * id), each valid 7 days, path /, SameSite=Lax, Secure when served over https. The API clients read
 * the token from here; components follow changes through `useSession()`.
 *
 * A sign-in on a shared computer (docs/decisions/051) writes them as session cookies (no Max-Age:
 * they end when the browser closes) with `cp_shared`, which tells the app to keep nothing of the
 * candidate's on the device. Every sign-in sets the personal-data marker (lib/device-data.ts).
 */
import { useSyncExternalStore } from 'react';
import { SESSION_COOKIE_DAYS } from '../../domain/constants.ts';
import {
  PERSONAL_DATA_MARKER_KEY,
  SESSION_TOKEN_COOKIE,
  SESSION_USER_ID_COOKIE,
  SHARED_COMPUTER_COOKIE,
} from '../config/storage-keys.ts';

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

/** `maxAgeSeconds` null: a session cookie, gone when the browser closes. */
function writeCookie(name: string, value: string, maxAgeSeconds: number | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}${maxAge}; Path=/; SameSite=Lax${secure}`;
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

/** Whether the session was started with "This is a shared computer" (docs/decisions/051). */
export function isSharedComputer(): boolean {
  return readCookie(SHARED_COMPUTER_COOKIE) === '1';
}

export interface SetSessionOptions {
  /**
   * "This is a shared computer": cookies that end with the browser, nothing kept on the device. By
   * default as the session it replaces (a mailed link followed while signed in).
   */
  sharedComputer?: boolean;
}

export function setSession(
  { token, userId }: Session,
  { sharedComputer = isSharedComputer() }: SetSessionOptions = {},
): void {
  const maxAge = sharedComputer ? null : SESSION_COOKIE_DAYS * 24 * 60 * 60;
  if (sharedComputer) writeCookie(SHARED_COMPUTER_COOKIE, '1', null);
  else writeCookie(SHARED_COMPUTER_COOKIE, '', 0);
  writeCookie(SESSION_TOKEN_COOKIE, token, maxAge);
  writeCookie(SESSION_USER_ID_COOKIE, userId, maxAge);
  try {
    window.localStorage.setItem(PERSONAL_DATA_MARKER_KEY, '1');
  } catch {
    // storage disabled: nothing is persisted to clear either
  }
  notify();
}

/**
 * Ends the session on this device: the cookies go, and then the candidate's data on the device
 * (lib/device-data.ts, loaded only then). Resolves once that is done.
 */
export function clearSession(): Promise<void> {
  writeCookie(SESSION_TOKEN_COOKIE, '', 0);
  writeCookie(SESSION_USER_ID_COOKIE, '', 0);
  writeCookie(SHARED_COMPUTER_COOKIE, '', 0);
  notify();
  return clearDeviceData();
}

/** Whether a session that ended may have left personal data on this device (its marker). */
function personalDataMayRemain(): boolean {
  try {
    return window.localStorage.getItem(PERSONAL_DATA_MARKER_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * At start: clears the candidate's data from the device when no session is left and one may have
 * left some (docs/decisions/051): a browser closed on a shared computer, cookies expired.
 */
export async function clearDeviceDataOnceSignedOut(): Promise<void> {
  if (getUserId() === null && personalDataMayRemain()) await clearDeviceData();
}

/** The candidate's data off the device (lib/device-data.ts, loaded only then), with no session left. */
async function clearDeviceData(): Promise<void> {
  if (getUserId() !== null) return;
  try {
    const { clearPersonalDeviceData } = await import('./device-data.ts');
    await clearPersonalDeviceData(() => getUserId() !== null);
  } catch (error) {
    console.warn('Could not clear the data of the session that ended.', error);
  }
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
