/**
 * This browser's device id: a random UUID kept in localStorage (config/storage-keys.ts), sent with
 * each sign-in so that the server flags a sign-in during a timed section only when it comes from
 * another device (docs/decisions/045, server modules/integrity/events.ts). It names the browser,
 * not the candidate, and holds nothing personal. Null when storage is unavailable: the sign-in
 * then names no device, which the server counts as another one.
 */
import { DEVICE_ID_KEY } from '../config/storage-keys.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function deviceId(): string | null {
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored && UUID.test(stored)) return stored;
    const id = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return null; // storage disabled by the browser's settings
  }
}
