/**
 * The welcome page's hero image (spec section 2), and what a candidate sees when it cannot be
 * loaded: 'Could not load image:' and its name (spec section 8), with the page otherwise whole.
 */
import { expect, test } from '../support/fixtures.ts';
import { waitForServiceWorker } from '../support/pwa.ts';

const HERO = '/images/welcome-hero.svg';

test('the welcome page shows its hero image; when the image fails, it says so by name', async ({
  page,
  api,
  signIn,
  allowProblems,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);

  // The image cannot be had. The service worker precaches it, so once it controls the page the
  // image would never reach the network: wait for it, drop its copy, and refuse the image at the
  // context, which also sees the service worker's own fetches.
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.evaluate(async (hero) => {
    for (const name of await caches.keys())
      await (await caches.open(name)).delete(hero, { ignoreSearch: true });
  }, HERO);
  allowProblems(/welcome-hero\.svg/);
  await page
    .context()
    .route(`**${HERO}*`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.reload();
  const heading = page.getByRole('heading', { level: 1, name: `Welcome, ${candidate.firstName}!` });
  await expect(heading).toBeVisible();
  await expect(
    page.getByText('Could not load image: welcome-hero.svg', { exact: true }),
  ).toBeVisible();
  const hero = page.locator(`img[src="${HERO}"]`);
  await expect(hero).toHaveCount(0);

  // Served again: the image is drawn, not a broken-image icon.
  await page.context().unroute(`**${HERO}*`);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(hero).toBeVisible();
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText(/Could not load image/)).toHaveCount(0);
});
