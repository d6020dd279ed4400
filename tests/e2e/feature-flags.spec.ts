/**
 * Feature flag LATERAL (spec: shown with ?ff=true, hidden with ?ff=false; remembered in this
 * browser): a campus account's side navigation shows 'Lateral Law Assessment' only with it on.
 */
import { expect, test } from '../support/fixtures.ts';

test('a campus account sees the Lateral Law Assessment entry with ?ff=true until ?ff=false', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const lateral = nav.getByRole('link', { name: /^Lateral Law Assessment/ });

  await page.goto('/');
  await expect(nav.getByRole('link', { name: /^Cognitive Skills Assessment/ })).toBeVisible();
  await expect(lateral).toHaveCount(0);

  await page.goto('/?ff=true');
  await expect(lateral).toHaveAttribute('href', '/assessments/Lateral');
  // Remembered on this device: another page, without the parameter, still shows it.
  await page.goto('/faq');
  await expect(lateral).toBeVisible();

  await page.goto('/?ff=false');
  await expect(nav.getByRole('link', { name: /^Cognitive Skills Assessment/ })).toBeVisible();
  await expect(lateral).toHaveCount(0);
  await page.goto('/faq');
  await expect(lateral).toHaveCount(0);
});
