/**
 * Small helpers for what a candidate sees that does not stay on screen: a state that lasts half a
 * second (the spinner button's "Saved") can fall between two polls of a web-first assertion, so
 * these watch the DOM for it from before the action that causes it.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Starts watching for a button whose text is exactly `text`; the returned promise resolves as soon
 * as one appears (a MutationObserver in the page checks every change). Start it BEFORE the action
 * that causes it, await it after. The page must not navigate meanwhile.
 */
export function watchForButtonText(page: Page, text: string, timeoutMs = 20_000): Promise<void> {
  return page.evaluate(
    ({ wanted, timeout }) =>
      new Promise<void>((resolve, reject) => {
        const seen = () =>
          [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === wanted);
        if (seen()) return resolve();
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          window.clearTimeout(timer);
          resolve();
        });
        const timer = window.setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no button read "${wanted}" within ${timeout} ms`));
        }, timeout);
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      }),
    { wanted: text, timeout: timeoutMs },
  );
}

/** The app's alerts region (src/app/components/alerts): one-off results such as "Saved". */
export const alertsRegion = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The session cookies the app holds (`id_token`, `id_c`), or null when signed out. */
export async function sessionOf(page: Page): Promise<{ token: string; userId: string } | null> {
  const cookies = await page.context().cookies();
  const value = (name: string) => {
    const raw = cookies.find((c) => c.name === name)?.value;
    return raw ? decodeURIComponent(raw) : null;
  };
  const token = value('id_token');
  const userId = value('id_c');
  return token && userId ? { token, userId } : null;
}

/**
 * The account-type chooser's confirmation ("Continue as Campus?"; the choice is permanent), after
 * its Continue: answers yes. Returns the dialog's text, for tests that read what it says.
 */
export async function confirmAccountType(page: Page): Promise<string> {
  const dialog = page.getByRole('alertdialog', { name: /^Continue as (Campus|Lateral)\?$/ });
  await expect(dialog).toBeVisible();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: /^Yes, I am / }).click();
  return text;
}

/**
 * Waits until every animation in `element` (itself included) has finished, e.g. a dialog's zoom-in
 * or the questionnaire's slide, so that boxes measured next stand still.
 */
export async function waitForAnimations(element: Locator): Promise<void> {
  await element.evaluate((root) =>
    Promise.all(root.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}
