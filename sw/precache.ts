/**
 * Precaching: the app shell and every route chunk, listed by vite-plugin-pwa at build time
 * (`self.__WB_MANIFEST`, see vite.config.ts `injectManifest.globPatterns`). A new build installs as
 * a new worker that waits until the candidate accepts the update (see messages.ts); on activation
 * Workbox deletes the entries the new build no longer lists, and `cleanupOutdatedCaches` removes
 * caches left by older Workbox versions.
 */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

export function setUpPrecache(entries: Array<PrecacheEntry | string>): void {
  precacheAndRoute(entries);
  cleanupOutdatedCaches();
}
