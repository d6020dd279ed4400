/** The catch-all and the route guard (spec section 2). */
import { expect, test } from '../support/fixtures.ts';

test('an unknown path goes to sign-in', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate Sign In' })).toBeVisible();
});

test('a signed-in page without a session goes to sign-in with a redirect back to it', async ({
  page,
  api,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });

  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate Sign In' })).toBeVisible();

  // Signing in there returns to the page asked for.
  await page.getByRole('textbox', { name: 'Email' }).fill(candidate.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(candidate.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Account type: Campus')).toBeVisible();
});

test('a later signed-in page keeps its address and search in the redirect', async ({ page }) => {
  await page.goto('/user-settings?tab=privacy');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser-settings%3Ftab%3Dprivacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidate Sign In' })).toBeVisible();
});

test('a redirect to another site is not followed after sign-in', async ({ page, api }) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });

  await page.goto('/login?redirect=//example.com/steal');
  await page.getByRole('textbox', { name: 'Email' }).fill(candidate.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(candidate.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Account type: Campus')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
  await expect(page).toHaveURL(/\/$/);
});
