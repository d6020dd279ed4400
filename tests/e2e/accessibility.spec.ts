/** Automated accessibility checks (axe-core, WCAG 2.0 A/AA, 2.1 AA, 2.2 AA) of the public pages. */
import { violationsOf } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { goOffline, goOnline } from '../support/network.ts';
import { confirmAccountType } from '../support/ui.ts';

for (const { path, heading, button } of [
  { path: '/login', heading: 'Candidate Sign In', button: 'Sign In' },
  { path: '/register', heading: 'Sign Up for Free', button: 'Register' },
]) {
  test(`${path} has no WCAG violations axe can find`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
}

test('/register with its errors shown has no WCAG violations axe can find', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Please enter your first name.')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('the account-type chooser and the welcome page have no WCAG violations axe can find', async ({
  page,
  api,
  signIn,
}) => {
  // Confirmed, with contact details, and no account type yet: the chooser comes first.
  const { session, ...candidate } = await api.createCandidate();
  await signIn(page, session);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Which describes you best?' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await page.getByRole('radio', { name: /^Campus/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await confirmAccountType(page);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${candidate.firstName}!` }),
  ).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('the first-run contact modals have no WCAG violations axe can find', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS', contactInfo: false });
  await signIn(page, candidate.session);
  await page.goto('/');
  const form = page.getByRole('alertdialog', { name: 'Before You Move On' });
  await expect(form).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  // With its messages shown.
  await form.getByRole('textbox', { name: 'LinkedIn Profile Url' }).fill('nope');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('555');
  await form.getByRole('textbox', { name: 'Phone Number' }).blur();
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await api.setSecondaryContactInfo(candidate.session.token, {
    secondaryEmail: `personal.${candidate.session.userId}@example.test`,
  });
  await page.reload();
  await expect(page.getByRole('alertdialog', { name: 'Verify Secondary Email' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('a message fades in over the spec’s 200 ms, and without motion for a candidate who asks for less', async ({
  page,
  context,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  // The animations running on the offline banner and the elements around it, in milliseconds.
  const bannerAnimations = async () => {
    await goOffline(context);
    const banner = page.getByText("You're offline.", { exact: true });
    await expect(banner).toBeVisible();
    const durations = await banner.evaluate((element) => {
      const found: number[] = [];
      for (let e: Element | null = element; e; e = e.parentElement)
        for (const animation of e.getAnimations())
          found.push(Number(animation.effect?.getTiming().duration ?? 0));
      return found;
    });
    await goOnline(context);
    await expect(banner).toBeHidden();
    return durations;
  };

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  expect(await bannerAnimations()).toContain(200);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await bannerAnimations();
  expect(
    reduced.every((ms) => ms < 1),
    `durations ${reduced.join(', ')}`,
  ).toBe(true);
});
