/**
 * Messages from the page (src/domain/service-worker-messages.ts):
 *
 * - `SKIP_WAITING`, sent by workbox-window's `messageSkipWaiting()` when the candidate accepts an
 *   update (src/app/lib/pwa/). The page never sends it during a running assessment; a new worker
 *   taking over mid-session would break lazy imports of the old build's chunks.
 * - `IS_OFFLINE_READY`: the page asks whether this worker holds the whole precache; the answer
 *   (`OFFLINE_READY`) goes back to that page. Every open page also gets it, unasked, when this
 *   worker has activated (`announceOfflineReady`).
 */
import {
  IS_OFFLINE_READY,
  messageType,
  OFFLINE_READY,
  SKIP_WAITING,
  type OfflineReadyMessage,
} from '../src/domain/service-worker-messages.ts';
import type { Precache } from './precache.ts';

async function offlineReadyMessage(precache: Precache): Promise<OfflineReadyMessage> {
  return { type: OFFLINE_READY, ready: await precache.isComplete() };
}

export function handleMessage(
  scope: ServiceWorkerGlobalScope,
  precache: Precache,
  event: ExtendableMessageEvent,
): void {
  switch (messageType(event.data)) {
    case SKIP_WAITING:
      event.waitUntil(scope.skipWaiting());
      break;
    case IS_OFFLINE_READY: {
      const source = event.source;
      if (source && 'postMessage' in source) {
        event.waitUntil(offlineReadyMessage(precache).then((answer) => source.postMessage(answer)));
      }
      break;
    }
  }
}

/** Tells every open page of this origin whether the app now opens offline. */
export async function announceOfflineReady(
  scope: ServiceWorkerGlobalScope,
  precache: Precache,
): Promise<void> {
  const answer = await offlineReadyMessage(precache);
  for (const client of await scope.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    client.postMessage(answer);
}
