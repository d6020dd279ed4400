/**
 * Navigations: every page of the app is the same `index.html` (client-side routes), so a navigation
 * is answered from the precached shell, online or not, and the router takes it from there. Paths the
 * server answers itself (REST, GraphQL, mail links to the API, the dev mailbox) and static files
 * are never answered with the shell: they go to the network as if there were no worker
 * (src/domain/server-paths.ts).
 *
 * Nothing else is routed: API responses are never cached (the query cache and the outbox in the
 * page handle offline data), so every fetch outside the precache goes straight to the network.
 */
import type { PrecacheController } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from '../src/domain/server-paths.ts';

export function setUpNavigation(precache: PrecacheController): void {
  registerRoute(
    new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
      denylist: [...NAVIGATION_DENYLIST],
    }),
  );
}
