/**
 * Whether the app opens offline on this device: a service worker controls the page and holds every
 * precached file (docs/decisions/059). The page asks the controlling worker
 * (`IS_OFFLINE_READY`, src/domain/service-worker-messages.ts) when it starts and whenever another
 * worker takes control; the worker also tells every open page once it has installed and activated.
 *
 * In main.tsx (through service-worker.ts): watchOfflineReady();
 * In a layout:                             <OfflineReadyStatus />  (components/offline-ready-status.tsx)
 */
import { useSyncExternalStore } from 'react';
import {
  IS_OFFLINE_READY,
  isOfflineReadyMessage,
} from '../../../domain/service-worker-messages.ts';

/** The part of `navigator.serviceWorker` this module uses. */
export interface ServiceWorkerContainerLike {
  readonly controller: { postMessage(message: unknown): void } | null;
  addEventListener(type: 'message' | 'controllerchange', listener: (event: Event) => void): void;
  startMessages(): void;
}

export interface OfflineReadyStore {
  isReady(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createOfflineReadyStore(container: ServiceWorkerContainerLike): OfflineReadyStore {
  let ready = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === ready) return;
    ready = next;
    for (const listener of [...listeners]) listener();
  };
  const ask = () => container.controller?.postMessage({ type: IS_OFFLINE_READY });

  container.addEventListener('message', (event) => {
    const data: unknown = (event as MessageEvent).data;
    // A worker that is not (yet) in control cannot answer this page's requests offline.
    if (isOfflineReadyMessage(data)) set(data.ready && container.controller !== null);
  });
  container.addEventListener('controllerchange', ask);
  // Messages from the worker are held until the page says it listens.
  container.startMessages();
  ask();

  return {
    isReady: () => ready,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

let store: OfflineReadyStore | undefined;

/** Starts listening to the service worker (production builds with service workers only). */
export function watchOfflineReady(): void {
  if (store || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  store = createOfflineReadyStore(navigator.serviceWorker);
}

const subscribe = (listener: () => void) => store?.subscribe(listener) ?? (() => undefined);
const isReady = () => store?.isReady() ?? false;

/** True once the app opens offline on this device. */
export function useOfflineReady(): boolean {
  return useSyncExternalStore(subscribe, isReady, () => false);
}
