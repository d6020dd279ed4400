/**
 * The API never goes through this worker (Static Routing API, Chromium 123+): its requests are
 * never cached or answered here (navigation.ts), yet with a fetch handler installed every one of
 * them would wait for the worker to look at it and let it go. Declared at install, so the browser
 * sends them straight to the network, before the worker even starts. A timed answer replayed
 * from the outbox saves that detour on each of hundreds of sends (docs/decisions/039). Browsers
 * without the API route them through the fetch handler as before.
 */

interface RouterRule {
  condition: { urlPattern: { pathname: string } };
  source: 'network';
}

/** InstallEvent with the Static Routing API, where the browser has it. */
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

/** The paths the page fetches from the server: GraphQL and REST (src/domain/server-paths.ts). */
export const NETWORK_ROUTES: RouterRule[] = [
  { condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' },
];

export function setUpNetworkRoutes(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('install', (event: RoutingInstallEvent) => {
    if (!event.addRoutes) return;
    event.waitUntil(
      event.addRoutes(NETWORK_ROUTES).catch((error: unknown) => {
        // Not fatal: the requests then go through the fetch handler, which lets them pass.
        console.warn('Service worker: the network routes were not added.', error);
      }),
    );
  });
}
