/**
 * Screenshot baselines of the main screens at 1280×800 and 390×844 (issue 12): sign-in, welcome, a
 * profile page, the behavioral questionnaire, a timed section and the end of an assessment. Each
 * screen is reached as a candidate reaches it and photographed in a state that is the same on
 * every run; a screen that then looks different, by more than playwright.config.ts's tolerance,
 * fails its test. The baselines are committed PNGs in tests/e2e/screenshots/; an intended change
 * is recorded by regenerating them (tests/support/README.md, "Screenshot baselines").
 *
 * Same on every run: every candidate has the same name and account type; the one thing on these
 * screens that changes by itself, the timer's digits, is masked (a screen added later that shows
 * an e-mail address or a date masks it the same way); animations, transitions and the caret are
 * off (playwright.config.ts, project `screenshots`), and the pointer rests in a corner so that no
 * hover style depends on the last click. Only the viewport is compared: small PNGs, and no
 * baseline that changes because a page grew below the fold.
 */
import type { Locator, Page } from '@playwright/test';
import {
  beforeYouBegin,
  COGNITIVE_APP_PATH,
  COGNITIVE_PATH,
  cognitiveV1,
  correctOption,
  expectQuestionsOf,
  fillInitials,
  itemsOf,
  pick,
} from '../support/assessments.ts';
import { expect, test, type Candidate, type Session } from '../support/fixtures.ts';
import type { Api } from '../support/api.ts';
import { waitForOfflineReady } from '../support/pwa.ts';
import { BEHAVIORAL_PATH, expectScreen, questionnaire, SCREENS } from '../support/survey.ts';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Every candidate of this file: the same name on every run, so the pages show the same text. */
const SAME_NAME = { firstName: 'Ada', lastName: 'Lovelace' };

/** A campus candidate (cognitive and behavioral assessments) with fixed names, signed in. */
async function campusCandidate(
  api: Api,
  signIn: (page: Page, session: Session) => Promise<void>,
  page: Page,
): Promise<Candidate & { session: Session }> {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS', ...SAME_NAME });
  await signIn(page, candidate.session);
  return candidate;
}

/**
 * Compares the viewport with the baseline `name`.png once the page has settled: fonts loaded,
 * every image in view drawn, the pointer out of the way. `mask` paints over what differs on every
 * run (a pink box of the same size, so the layout around it is still compared); each must be on
 * screen, or the mask would silently cover nothing.
 */
async function expectLooksLike(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  for (const masked of mask) await expect(masked, `masked in ${name}`).toBeVisible();
  await page.mouse.move(0, 0);
  // "Ready to work offline" comes once the service worker has precached the app: photograph every
  // screen after that, so no run catches it before.
  await waitForOfflineReady(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
            .every((image) => image.complete && image.naturalWidth > 0),
        ),
      { message: `the images in view in ${name} are drawn` },
    )
    .toBe(true);
  // toHaveScreenshot waits for two identical shots in a row, then for a match with the baseline.
  await expect(page).toHaveScreenshot(`${name}.png`, { mask });
}

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });

    test(`sign-in (${size.name})`, async ({ page }) => {
      await page.goto('/login');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Candidate Sign In' }),
      ).toBeVisible();
      // The copyright line carries this year: masked, or the baseline would fail each January.
      await expectLooksLike(page, `sign-in-${size.name}`, [page.getByText(/^© \d{4} /)]);
    });

    test(`welcome (${size.name})`, async ({ page, api, signIn }) => {
      await campusCandidate(api, signIn, page);
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: `Welcome, ${SAME_NAME.firstName}!` }),
      ).toBeVisible();
      await expectLooksLike(page, `welcome-${size.name}`);
    });

    test(`profile: education (${size.name})`, async ({ page, api, signIn }) => {
      await campusCandidate(api, signIn, page);
      await page.goto('/education');
      await expect(page.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
      await expectLooksLike(page, `education-${size.name}`);
    });

    test(`behavioral questionnaire (${size.name})`, async ({ page, api, signIn }) => {
      await campusCandidate(api, signIn, page);
      await page.goto(BEHAVIORAL_PATH);
      await page.getByRole('button', { name: 'Begin' }).click();
      await expect(questionnaire(page)).toBeVisible();
      await expectScreen(page, SCREENS[0]!);
      // Past the welcome statement: the first question and its options.
      await questionnaire(page).getByRole('button', { name: 'Continue' }).click();
      await expectScreen(page, SCREENS[1]!);
      await expectLooksLike(page, `questionnaire-${size.name}`);
    });

    test(`timed section (${size.name})`, async ({ page, api, signIn }) => {
      await campusCandidate(api, signIn, page);
      await startCognitiveAssessment(page);
      const section = cognitiveV1.sections[0]!;
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expectQuestionsOf(page, section);
      // The first question answered, the rest not: both looks are in the picture.
      const first = itemsOf(section)[0]!;
      await pick(page, first, correctOption(first).id);
      // Its state settled: the server has it (decision 041).
      await expect(page.getByText('Received', { exact: true })).toBeVisible();
      await expectLooksLike(page, `timed-section-${size.name}`, [timerDigits(page)]);
    });

    test(`end of the cognitive assessment (${size.name})`, async ({ page, api, signIn }) => {
      test.setTimeout(240_000);
      await campusCandidate(api, signIn, page);
      await startCognitiveAssessment(page);
      for (const section of cognitiveV1.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await expectQuestionsOf(page, section);
        for (const item of itemsOf(section)) await pick(page, item, correctOption(item).id);
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        const moveOn = page.getByRole('alertdialog', { name: 'Before You Move On' });
        await moveOn.getByRole('button', { name: 'Next Section' }).click();
      }
      await expect(
        page.getByRole('heading', { level: 2, name: "You've completed the assessment." }),
      ).toBeVisible();
      // Each section's receipt, checked; their short ids differ on every run (decision 048).
      const sections = cognitiveV1.sections.length;
      await expect(page.getByText('Verified', { exact: true })).toHaveCount(sections);
      const receiptLines = page.getByText(/^Receipt [0-9A-F]{4}-[0-9A-F]{4}: /);
      await expectLooksLike(
        page,
        `assessment-end-${size.name}`,
        Array.from({ length: sections }, (_, i) => receiptLines.nth(i)),
      );
    });
  });
}

/** Landing page, Begin, Before You Begin's two steps: the first section's information. */
async function startCognitiveAssessment(page: Page): Promise<void> {
  await page.goto(COGNITIVE_PATH);
  await page.getByRole('button', { name: 'Begin' }).click();
  const modal = beforeYouBegin(page);
  await modal.getByRole('button', { name: 'Next' }).click();
  await fillInitials(modal);
  await modal.getByRole('button', { name: 'Start Assessment' }).click();
  await expect(page).toHaveURL(COGNITIVE_APP_PATH);
  await expect(
    page.getByRole('heading', { level: 2, name: cognitiveV1.sections[0]!.title }),
  ).toBeVisible();
}

/**
 * The countdown's digits, which differ by the second and with the server's re-syncs: masked,
 * while the timer's frame and icon are still compared.
 */
const timerDigits = (page: Page): Locator => page.getByRole('timer').getByText(/^\d+:\d{2}$/);
