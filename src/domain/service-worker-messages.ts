/**
 * The messages between the page (src/app/lib/pwa/) and the service worker (sw/messages.ts), shared
 * so that both sides spell them the same way.
 *
 * - `SKIP_WAITING` (page → waiting worker): the candidate accepted an update. workbox-window's
 *   `messageSkipWaiting()` sends it.
 * - `IS_OFFLINE_READY` (page → controlling worker): does it hold every file the app needs offline?
 * - `OFFLINE_READY` (worker → page): the answer, and also sent to every open page when a worker
 *   finishes installing and takes over.
 */
export const SKIP_WAITING = 'SKIP_WAITING';
export const IS_OFFLINE_READY = 'IS_OFFLINE_READY';
export const OFFLINE_READY = 'OFFLINE_READY';

export interface OfflineReadyMessage {
  type: typeof OFFLINE_READY;
  /** True when every precache entry is in the worker's cache. */
  ready: boolean;
}

/** The `type` of a message, or undefined for anything that is not one of ours. */
export function messageType(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' ? type : undefined;
}

export function isOfflineReadyMessage(data: unknown): data is OfflineReadyMessage {
  return (
    messageType(data) === OFFLINE_READY && typeof (data as { ready?: unknown }).ready === 'boolean'
  );
}
