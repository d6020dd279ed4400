/**
 * "Ready to work offline" (docs/decisions/059): the candidate is told when losing
 * the connection is safe, and it is: once the status shows, a reload without a connection opens the
 * app from the service worker, on the sign-in page and on a signed-in page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { goOffline, goOnline } from '../support/network.ts';
import { waitForPersistedQuery } from '../support/pwa.ts';

const offlineReady = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Ready to work offline' });

test('the sign-in page says when it is ready offline, and then reloads without a connection', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const heading = page.getByRole('heading', { level: 1, name: 'Candidate Sign In' });
  await expect(heading).toBeVisible();
  await expect(offlineReady(page)).toBeVisible();

  await goOffline(context);
  await page.reload();

  await expect(heading).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  // The worker in control still holds everything: the status shows again at once.
  await expect(offlineReady(page)).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});

test('a signed-in page says when it is ready offline, and then reloads without a connection', async ({
  page,
  context,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/');
  const welcome = page.getByRole('heading', { level: 1, name: `Welcome, ${candidate.firstName}!` });
  await expect(welcome).toBeVisible();
  await expect(offlineReady(page)).toBeVisible();
  // The page's data is the query cache's job (not the worker's): let it write the account down.
  await waitForPersistedQuery(page, candidate.session.userId, candidate.email);

  await goOffline(context);
  await page.reload();

  await expect(welcome).toBeVisible();
  await expect(page.getByText("You're offline.")).toBeVisible();
  await expect(offlineReady(page)).toBeVisible();
});

test('a page that lost its connection before its worker registered registers once it is back, and says it is ready', async ({
  page,
  context,
}) => {
  // The worker registers after `load` and an idle moment; hold that moment until the test says.
  await page.addInitScript(() => {
    const held = window as unknown as { startIdleWork?: () => void };
    window.requestIdleCallback = (callback) => {
      held.startIdleWork = () => callback({ didTimeout: false, timeRemaining: () => 50 });
      return 0;
    };
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate Sign In' })).toBeVisible();
  await page.waitForFunction(() => 'startIdleWork' in window);

  await goOffline(context);
  await page.evaluate(() => (window as unknown as { startIdleWork: () => void }).startIdleWork());
  // Offline, nothing is fetched (a failed fetch of /sw.js would be an error, and no offline use).
  await page.waitForTimeout(500);
  await expect(offlineReady(page)).toBeHidden();

  await goOnline(context);
  await expect(offlineReady(page)).toBeVisible();
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate Sign In' })).toBeVisible();
});
