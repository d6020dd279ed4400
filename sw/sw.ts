/**
 * The service worker's entry: it only wires events; each concern is a module beside it.
 * Built by vite-plugin-pwa (injectManifest, classic IIFE) into dist/app/sw.js; type-checked by
 * `tsc -p sw/tsconfig.json`. See README.md.
 */
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { announceOfflineReady, handleMessage } from './messages.ts';
import { setUpNavigation } from './navigation.ts';
import { setUpNetworkRoutes } from './network-routes.ts';
import { setUpPrecache } from './precache.ts';

declare const self: ServiceWorkerGlobalScope & {
  /** Replaced at build time by the list of files to precache. */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

const precache = setUpPrecache(self, self.__WB_MANIFEST);
setUpNetworkRoutes(self);
setUpNavigation(precache.controller);
self.addEventListener('message', (event) => handleMessage(self, precache, event));
// Take control of the pages that loaded before this first worker was installed, so that the very
// first visit already works offline after its assets are cached. Updates are different: a waiting
// worker activates only when the page asks (messages.ts), and then takes over every open tab.
clientsClaim();
// Registered after clientsClaim's listener: the pages it claimed hear that they are ready offline.
self.addEventListener('activate', (event) => event.waitUntil(announceOfflineReady(self, precache)));
