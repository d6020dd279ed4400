/**
 * Waiting for the PWA's offline machinery in a page: the service worker controlling it, and the
 * persisted query cache written to localStorage (src/app/lib/query-client.tsx).
 */
import { expect, type Page } from '@playwright/test';

/**
 * Resolves once a service worker is active (it has precached the app shell) and controls `page`
 * (sw/sw.ts calls clientsClaim(), so the first visit is controlled without a reload).
 */
export async function waitForServiceWorker(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.evaluate(async (timeout) => {
    const deadline = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no service worker took control of the page')), timeout),
    );
    const controlled = (async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
            once: true,
          }),
        );
      }
    })();
    await Promise.race([controlled, deadline]);
  }, timeoutMs);
  // clientsClaim() runs while the worker activates: control can come a moment before 'activated'.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state), {
      message: 'the controlling service worker is activated',
    })
    .toBe('activated');
}

/**
 * Resolves once the controlling service worker says it holds the whole precache: the page then
 * shows "Ready to work offline" wherever it has that status (docs/decisions/059).
 */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await waitForServiceWorker(page);
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              navigator.serviceWorker.addEventListener('message', function answer(event) {
                const data = event.data as { type?: string; ready?: boolean };
                if (data?.type !== 'OFFLINE_READY') return;
                navigator.serviceWorker.removeEventListener('message', answer);
                resolve(data.ready === true);
              });
              navigator.serviceWorker.controller?.postMessage({ type: 'IS_OFFLINE_READY' });
              setTimeout(() => resolve(false), 2_000);
            }),
        ),
      { message: 'the service worker holds the whole precache' },
    )
    .toBe(true);
}

/** localStorage keys of the persisted query cache (`cp.query-cache:<userId>:<buildId>`). */
export const queryCacheKeyPrefix = (userId: string) => `cp.query-cache:${userId}:`;

/**
 * Waits until the persisted query cache of `userId` holds a query whose data contains `text`
 * (the persister writes at most once a second, so this can take a moment after the page shows it).
 */
export async function waitForPersistedQuery(
  page: Page,
  userId: string,
  text: string,
): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ prefix, needle }) =>
            Object.keys(localStorage).some(
              (k) => k.startsWith(prefix) && (localStorage.getItem(k) ?? '').includes(needle),
            ),
          { prefix: queryCacheKeyPrefix(userId), needle: text },
        ),
      { message: `the persisted query cache of ${userId} holds "${text}"` },
    )
    .toBe(true);
}
