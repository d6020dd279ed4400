/**
 * What the candidate closed: the info banner's message (localStorage, kept across visits; per
 * message text, so a new message shows again) and the maintenance modal's content (sessionStorage:
 * it shows again in the next session, as long as the operator keeps it). Storage that the browser
 * refuses only means the notice shows again.
 */
import { DISMISSED_BANNER_KEY, DISMISSED_MAINTENANCE_KEY } from '../../../config/storage-keys.ts';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null; // disabled by the browser's settings
  }
}

function read(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'localStorage' | 'sessionStorage', key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Full or refused: the notice simply shows again next time.
  }
}

export const isBannerDismissed = (message: string): boolean =>
  read('localStorage', DISMISSED_BANNER_KEY) === message;

export const dismissBanner = (message: string): void =>
  write('localStorage', DISMISSED_BANNER_KEY, message);

export const isMaintenanceClosed = (content: string): boolean =>
  read('sessionStorage', DISMISSED_MAINTENANCE_KEY) === content;

export const closeMaintenance = (content: string): void =>
  write('sessionStorage', DISMISSED_MAINTENANCE_KEY, content);
