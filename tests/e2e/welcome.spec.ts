/**
 * The welcome page's hero image (spec section 2), and what a candidate sees when it cannot be
 * loaded: 'Could not load image:' and its name (spec section 8), with the page otherwise whole.
 */
import { expect, test } from '../support/fixtures.ts';

const HERO = '/images/welcome-hero.svg';

// The service worker precaches the image: once it controls the page (sooner or later after the
// sign-in, depending on the machine's load), the image never reaches the network, so the refused
// load below could not happen. This test is about the page, not the cache.
test.use({ serviceWorkers: 'block' });

test('the welcome page shows its hero image; when the image fails, it says so by name', async ({
  page,
  api,
  signIn,
  allowProblems,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);

  // The image cannot be had: its load is answered 404.
  allowProblems(/welcome-hero\.svg/);
  await page.route(`**${HERO}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: `Welcome, ${candidate.firstName}!` });
  await expect(heading).toBeVisible();
  await expect(
    page.getByText('Could not load image: welcome-hero.svg', { exact: true }),
  ).toBeVisible();
  const hero = page.locator(`img[src="${HERO}"]`);
  await expect(hero).toHaveCount(0);

  // Served again: the image is drawn, not a broken-image icon.
  await page.unroute(`**${HERO}`);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(hero).toBeVisible();
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText(/Could not load image/)).toHaveCount(0);
});
