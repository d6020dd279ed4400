/**
 * A new build is offered, never forced: the candidate sees "A new version is available.", chooses
 * "Update now", and the page reloads under the new service worker.
 *
 * A new build is simulated by adding a comment to the served /sw.js (the browser fetches service
 * worker scripts itself, out of reach of `context.route`): to the browser that is a new worker,
 * which installs and waits, exactly as after a deployment. The file is restored afterwards; other
 * tests running meanwhile may see a waiting worker, which changes nothing until someone accepts it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { waitForServiceWorker } from '../support/pwa.ts';

const SERVED_WORKER = path.resolve('dist/app/sw.js');

test('an update waits for the candidate, who applies it with "Update now"', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/');
  const welcome = page.getByRole('heading', { level: 1, name: /Welcome/ });
  await expect(welcome).toBeVisible();
  await waitForServiceWorker(page);

  const original = readFileSync(SERVED_WORKER, 'utf8');
  try {
    writeFileSync(SERVED_WORKER, `${original}\n// next build ${Date.now()}\n`);
    // The app checks hourly and when the tab is shown again; ask now instead of waiting.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available.' });
    await expect(prompt).toBeVisible();
    // Nothing changes until the candidate chooses: the new worker waits.
    const waiting = () =>
      page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      );
    expect(await waiting()).toBe(true);
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Update now' }).click();
    await reloaded;

    // The page reloaded (the marker is gone) under the new worker: none is waiting any more.
    await expect(welcome).toBeVisible();
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    await expect(prompt).toBeHidden();
    expect(await waiting()).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  } finally {
    writeFileSync(SERVED_WORKER, original);
  }
});
