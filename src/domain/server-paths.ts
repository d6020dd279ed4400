/**
 * The path prefixes the server answers itself (REST, GraphQL, the dev mailbox), and the navigation
 * denylist made of them. Shared by vite.config.ts (the dev server's proxy), the service worker and the server's SPA fallback
 * (never answer a navigation to these with the app shell). Pure data: no imports, so both the Node
 * config and the worker can use it.
 */
export const SERVER_PATH_PREFIXES = [
  '/api',
  '/auth',
  '/resetPassword',
  '/request-new-confirmation-email',
  '/client',
  '/company',
  '/invitation',
  '/dev',
  // The receipts' public key (docs/decisions/048).
  '/.well-known',
  // Health checks for a load balancer or an operator (docs/decisions/023).
  '/healthz',
  '/readyz',
  // Prometheus metrics, for this machine or a token's holder (docs/decisions/065).
  '/metrics',
] as const;

/** Matches a path (with or without a query) that starts with the prefix as a whole segment. */
export function serverPathPattern(prefix: string): RegExp {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}(?:[/?#]|$)`);
}

/** A request for a file (robots.txt, sw.js, an image), not a page of the app. */
const STATIC_FILE =
  /^[^?]*\.(?:js|mjs|css|map|png|jpe?g|gif|webp|svg|ico|txt|xml|json|webmanifest|woff2?)(?:\?.*)?$/i;

/**
 * Navigations that must reach the network rather than get the app shell. Workbox tests these
 * against the URL's pathname plus search.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  ...SERVER_PATH_PREFIXES.map(serverPathPattern),
  STATIC_FILE,
];

export function isNavigationDenied(pathAndSearch: string): boolean {
  return NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch));
}
