/**
 * Messages from the page. The only one: `{ type: 'SKIP_WAITING' }`, sent by workbox-window's
 * `messageSkipWaiting()` when the candidate accepts an update (src/app/lib/pwa/). The page never
 * sends it during a running assessment; a new worker taking over mid-session would break lazy
 * imports of the old build's chunks.
 */
export const SKIP_WAITING = 'SKIP_WAITING';

export function isSkipWaitingMessage(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING
  );
}

export function handleMessage(
  scope: ServiceWorkerGlobalScope,
  event: ExtendableMessageEvent,
): void {
  if (isSkipWaitingMessage(event.data)) {
    event.waitUntil(scope.skipWaiting());
  }
}
