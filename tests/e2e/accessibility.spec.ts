/**
 * Automated accessibility checks (axe-core, WCAG 2.0 A/AA, 2.1 AA, 2.2 AA; tests/support/axe.ts)
 * of every route and every state a candidate meets: the public pages, every signed-in page, the
 * dialogs, errors, the offline banner, a running timed section with its timer, the second-tab
 * notice and the end pages. None may have any violation axe finds (serious or not).
 */
import type { Page } from '@playwright/test';
import {
  COGNITIVE_APP_PATH,
  COGNITIVE_ASSESSMENT_ID,
  COGNITIVE_PATH,
  LATERAL_PATH,
  beforeYouBegin,
  cognitiveV1,
  correctOption,
  expectQuestionsOf,
  itemsOf,
  pick,
  startThroughApi,
} from '../support/assessments.ts';
import { violationsOf } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { goOffline, goOnline } from '../support/network.ts';
import { confirmAccountType } from '../support/ui.ts';

/** The page's main heading is on screen, then axe finds nothing. */
async function expectNoViolationsUnder(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
}

// Every public page, as a visitor without a session opens it.
for (const { path, heading } of [
  { path: '/login', heading: 'Candidate Sign In' },
  { path: '/register', heading: 'Sign Up for Free' },
  { path: '/registration-thank-you', heading: 'Check your e-mail' },
  { path: '/email-confirmed', heading: 'Confirm your e-mail address' },
  { path: '/email-already-confirmed', heading: 'E-mail already confirmed' },
  { path: '/user-request-password-reset', heading: 'Forgot your password?' },
  { path: '/user-reset-password?id=not-a-reset', heading: 'Choose a new password' },
  { path: '/change-email-confirmed', heading: 'Confirm your new email' },
  { path: '/change-email-cancelled', heading: 'Email change cancelled' },
  { path: '/change-email-error', heading: 'We could not change your email' },
  { path: '/change-email-token-expired', heading: 'Email change link expired' },
  { path: '/change-email-token-incorrect', heading: 'Email change link not valid' },
  { path: '/add-secondary-email-confirmed', heading: 'Verify your personal email' },
  { path: '/add-secondary-email-error', heading: 'We could not verify your email' },
  { path: '/add-secondary-email-token-expired', heading: 'Verification link expired' },
  { path: '/add-secondary-email-token-incorrect', heading: 'Verification link not valid' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/assessment-policy', heading: 'Assessment Policy' },
  { path: '/recruiter-sign-in', heading: 'Recruiter Sign In' },
]) {
  test(`${path} has no WCAG violations axe can find`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolationsUnder(page, heading);
  });
}

// Every signed-in page, for a campus candidate past the first-run steps.
for (const { path, heading } of [
  { path: '/', heading: /^Welcome, / },
  { path: '/connection-manager', heading: 'Connection Manager' },
  { path: '/demographic', heading: 'Demographic Information' },
  { path: '/personal-data', heading: 'Demographic Information' },
  { path: '/education', heading: 'Education' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/resume', heading: 'Resume' },
  { path: '/user-settings', heading: 'User Settings' },
  { path: '/work-preferences', heading: 'Location Preferences' },
  { path: COGNITIVE_PATH, heading: 'Cognitive Skills Assessment' },
  { path: '/assessments/behavioral-assessment', heading: 'Behavioral Assessment' },
  { path: '/join/not-a-code', heading: 'Connection Manager' },
]) {
  test(`${path} (signed in) has no WCAG violations axe can find`, async ({ page, api, signIn }) => {
    const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
    await signIn(page, candidate.session);
    await page.goto(path);
    await expectNoViolationsUnder(page, heading);
  });
}

test('the lateral landing page has no WCAG violations axe can find', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'LATERAL', industryContext: 'law' });
  await signIn(page, candidate.session);
  await page.goto(LATERAL_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('a wrong password’s message on the sign-in page has no WCAG violations axe can find', async ({
  page,
  api,
}) => {
  const candidate = await api.createCandidate();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(candidate.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wr0ng!Password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText("Email or password doesn't match our records.")).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

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

test('the shell’s dialogs and menu have no WCAG violations axe can find', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

  await page.getByRole('button', { name: 'Feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Send us feedback' });
  await expect(feedback).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(feedback).toBeHidden();

  // At phone width the navigation is a slide-in menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('the offline banner has no WCAG violations axe can find', async ({
  page,
  context,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/user-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
  await goOffline(context);
  await expect(page.getByText("You're offline.", { exact: true })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await goOnline(context);
});

test('a timed section, from Before You Begin to the end page, has no WCAG violations axe can find', async ({
  page,
  context,
  api,
  signIn,
}) => {
  test.setTimeout(240_000);
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);

  await page.goto(COGNITIVE_PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cognitive Skills Assessment' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Begin' }).click();
  await expect(beforeYouBegin(page)).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await startThroughApi(api, candidate.session.token, COGNITIVE_ASSESSMENT_ID);
  await page.goto(COGNITIVE_APP_PATH);
  for (const [index, section] of cognitiveV1.sections.entries()) {
    // The section's information, then its questions under the running timer.
    await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    if (index === 0) expect(await violationsOf(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectQuestionsOf(page, section);
    await expect(page.getByRole('timer')).toBeVisible();
    if (index === 0) {
      expect(await violationsOf(page)).toEqual([]);

      // A second tab of the same assessment shows its notice instead.
      const second = await context.newPage();
      await second.goto(COGNITIVE_APP_PATH);
      await expect(second.getByText('This assessment is open in another tab.')).toBeVisible();
      expect(await violationsOf(second)).toEqual([]);
      await second.close();
    }
    for (const item of itemsOf(section)) await pick(page, item, correctOption(item).id);
    if (index === 0) {
      // The clock and the answered count are read when asked for, never announced as they change:
      // no live region holds either (the timer speaks only at 5 minutes, 1 minute and time up).
      const liveTexts = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll(
            '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]',
          ),
          (region) => region.textContent ?? '',
        ),
      );
      expect(liveTexts.filter((text) => /Answered|\d+:\d\d/.test(text))).toEqual([]);
    }
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const moveOn = page.getByRole('alertdialog', { name: 'Before You Move On' });
    await expect(moveOn).toBeVisible();
    if (index === 0) expect(await violationsOf(page)).toEqual([]);
    await moveOn.getByRole('button', { name: 'Next Section' }).click();
  }

  // The end page, and the landing page of a finished assessment.
  await expect(
    page.getByRole('heading', { level: 2, name: "You've completed the assessment." }),
  ).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.getByRole('button', { name: 'Close Assessment' }).click();
  await expect(page).toHaveURL(COGNITIVE_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('a disabled primary button looks different from an enabled one', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto('/user-settings');
  const save = page.getByRole('button', { name: 'Save name' });
  const colours = () =>
    save.evaluate((button) => {
      const style = getComputedStyle(button);
      return { background: style.backgroundColor, text: style.color };
    });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  const disabled = await colours();
  await page.getByRole('textbox', { name: 'First Name' }).fill(`${candidate.firstName}x`);
  await expect(save).not.toHaveAttribute('aria-disabled', 'true');
  // Fluent eases between the two looks: wait for the change to finish.
  await expect.poll(async () => (await colours()).background).not.toBe(disabled.background);
  await expect.poll(async () => (await colours()).text).not.toBe(disabled.text);
});
