/**
 * Precaching: the files the app needs offline, listed by vite-plugin-pwa at build time
 * (`self.__WB_MANIFEST`, see vite.config.ts `injectManifest`). A new build installs as a new worker
 * that waits until the candidate accepts the update (see messages.ts); on activation the entries
 * the new build no longer lists are deleted, and `cleanupOutdatedCaches` removes caches left by
 * older Workbox versions.
 *
 * Workbox's own install fetches one file at a time: at a phone's 150 ms round trip that is a round
 * trip per file, about 20 s for the app. Ours fetches FETCHES_AT_ONCE at a time through the same
 * Workbox strategy (same cache keys, same checks), so the worker is ready within seconds
 * (docs/decisions/059).
 */
import {
  cleanupOutdatedCaches,
  PrecacheController,
  PrecacheRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

/** Six: what a browser opens to one host over HTTP/1.1; more would only queue in the browser. */
const FETCHES_AT_ONCE = 6;

export interface Precache {
  controller: PrecacheController;
  /** True when every entry of this build is in the cache: the app opens offline. */
  isComplete(): Promise<boolean>;
}

async function installInParallel(
  controller: PrecacheController,
  entries: Array<PrecacheEntry | string>,
  event: ExtendableEvent,
): Promise<void> {
  // A file with a revision (index.html, the manifest) may sit in the HTTP cache under the same URL
  // with older content: fetch it past that cache, as Workbox does. Hashed files may come from it.
  const revised = new Set(
    entries.flatMap((entry) =>
      typeof entry !== 'string' && entry.revision
        ? [new URL(entry.url, self.location.href).href]
        : [],
    ),
  );
  const queue = [...controller.getURLsToCacheKeys()];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, cacheKey] = next;
      const request = new Request(url, {
        integrity: controller.getIntegrityForCacheKey(cacheKey),
        cache: revised.has(url) ? 'reload' : 'default',
        credentials: 'same-origin',
      });
      await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: FETCHES_AT_ONCE }, worker));
}

export function setUpPrecache(
  scope: ServiceWorkerGlobalScope,
  entries: Array<PrecacheEntry | string>,
): Precache {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  scope.addEventListener('install', (event) =>
    event.waitUntil(installInParallel(controller, entries, event)),
  );
  scope.addEventListener('activate', (event) => event.waitUntil(controller.activate(event)));
  registerRoute(new PrecacheRoute(controller));
  cleanupOutdatedCaches();
  return {
    controller,
    async isComplete() {
      const cache = await caches.open(controller.strategy.cacheName);
      const cached = new Set((await cache.keys()).map((request) => request.url));
      return [...controller.getURLsToCacheKeys().values()].every((key) => cached.has(key));
    },
  };
}
