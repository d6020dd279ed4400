/**
 * A timed section a candidate can scan under time pressure (issue 12, docs/decisions/029): the
 * timer and "Answered X of Y" stay in view while the candidate scrolls, at desktop and phone
 * sizes; the questions are numbered and "Go to first unanswered" moves focus there; the sticky bar
 * never hides the focused element (WCAG 2.4.11); Next Section shows its wait at once; a second tab
 * says the clock keeps running, with the time left; the end pages lead to what comes next.
 */
import type { Locator, Page } from '@playwright/test';
import { violationsOf } from '../support/axe.ts';
import {
  closeAllButLastThroughApi,
  closeThroughApi,
  LATERAL_APP_PATH,
  LATERAL_ASSESSMENT_ID,
  lateralV1,
  COGNITIVE_APP_PATH,
  COGNITIVE_ASSESSMENT_ID,
  COGNITIVE_PATH,
  cognitiveV1,
  completeSurveyInDatabase,
  correctOption,
  expectQuestionsOf,
  itemsOf,
  pick,
  question,
  shownSeconds,
  startThroughApi,
  signedInWithCognitiveStarted,
} from '../support/assessments.ts';
import { expect, test } from '../support/fixtures.ts';
import { delayRequests, isOperation } from '../support/network.ts';

const SECTION = cognitiveV1.sections[0]!;
const ITEMS = itemsOf(SECTION);
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
  // 1280x800 at 200 % zoom lays out as 640x400 CSS pixels; then the narrowest and widest.
  { name: 'zoom-200', width: 640, height: 400 },
  { name: 'narrow', width: 320, height: 640 },
  { name: 'wide', width: 1920, height: 1080 },
] as const;
const SHOTS = '/tmp/timed-shots';

const answeredCount = (page: Page) => page.getByText(/^Answered \d+ of \d+$/);
const firstUnanswered = (page: Page) =>
  page.getByRole('button', { name: /^First unanswered question/ });

/** Where a locator is on screen (CSS pixels of the viewport). */
async function rect(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
}

/** Wholly inside the viewport and below the shell's top bar (which stays on screen too). */
async function expectInView(page: Page, locator: Locator) {
  const viewport = page.viewportSize()!;
  const shown = await rect(locator);
  const topBar = await rect(page.getByRole('banner'));
  expect(shown.top).toBeGreaterThanOrEqual(topBar.bottom - 1);
  expect(shown.bottom).toBeLessThanOrEqual(viewport.height);
  expect(shown.left).toBeGreaterThanOrEqual(0);
  expect(shown.right).toBeLessThanOrEqual(viewport.width);
}

/** The bottom of what stays on screen at the top: the top bar, and the bar holding the timer. */
async function coveredTop(page: Page): Promise<number> {
  const topBar = await rect(page.getByRole('banner'));
  const count = await rect(answeredCount(page));
  const timer = await rect(page.getByRole('timer'));
  // The status bar's own box ends a little under its contents.
  return Math.max(topBar.bottom, count.bottom, timer.bottom);
}

async function openFirstSection(page: Page) {
  await page.goto(COGNITIVE_APP_PATH);
  await expect(page.getByRole('heading', { level: 2, name: SECTION.title })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectQuestionsOf(page, SECTION);
  await expect(page.getByRole('timer')).toBeVisible();
}

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the timer and the answered count stay in view, the questions are numbered, and the first unanswered is a click away', async ({
      page,
      api,
    }) => {
      await signedInWithCognitiveStarted(api, page);
      await openFirstSection(page);

      // Numbered, and counted as they are answered.
      await expect(page.getByText(`Question 1 of ${ITEMS.length}`, { exact: true })).toBeVisible();
      await expect(answeredCount(page)).toHaveText(`Answered 0 of ${ITEMS.length}`);
      for (const [i, item] of ITEMS.slice(0, 3).entries()) {
        await pick(page, item, correctOption(item).id);
        await expect(answeredCount(page)).toHaveText(`Answered ${i + 1} of ${ITEMS.length}`);
      }
      // The count is no live region: screen readers are not told of every answer. Neither is
      // the timer's every second: its status speaks at 5 minutes, 1 minute and time up only.
      await expect(answeredCount(page)).not.toHaveAttribute('aria-live');
      await expect(page.locator('[aria-live]', { has: answeredCount(page) })).toHaveCount(0);
      await expect(page.locator('[aria-live]', { has: page.getByRole('timer') })).toHaveCount(0);
      await expect(
        page.getByRole('status').filter({ hasText: /left in this section/ }),
      ).toHaveCount(0);

      // Scrolled to the last question: the timer and the count are still on screen.
      const last = ITEMS.at(-1)!;
      await question(page, last).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByText(`Question ${ITEMS.length} of ${ITEMS.length}`)).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await expectInView(page, page.getByRole('timer'));
      await expectInView(page, answeredCount(page));
      if (size.width >= 390) {
        // One row from a phone's width up: the timer and the button side by side.
        const timer = await rect(page.getByRole('timer'));
        expect((await rect(firstUnanswered(page))).top).toBeLessThan(timer.bottom);
      }
      await page.screenshot({ path: `${SHOTS}/questions-scrolled-${size.name}.png` });

      // "Go to first unanswered": focus on the 4th question, clear of the bars.
      await firstUnanswered(page).click();
      const fourth = question(page, ITEMS[3]!);
      await expect(fourth.locator(':focus')).toHaveCount(1);
      const focused = await rect(fourth.locator(':focus'));
      expect(focused.top).toBeGreaterThanOrEqual(await coveredTop(page));
      // The question's number shows too, right under the bar.
      const number = await rect(page.getByText(`Question 4 of ${ITEMS.length}`, { exact: true }));
      expect(number.top).toBeGreaterThanOrEqual(await coveredTop(page));
      await expectInView(page, page.getByRole('timer'));
      await page.screenshot({ path: `${SHOTS}/first-unanswered-${size.name}.png` });

      // Focus not obscured (WCAG 2.4.11): the 5th question's first option focused, the page
      // scrolled so that the 4th question's options sit under the sticky bar; Shift+Tab back to
      // them brings the focused one clear of it.
      const fifth = question(page, ITEMS[4]!);
      await fifth.getByRole('radio').first().focus();
      const hidden = await rect(fourth.getByRole('radio').first());
      const under = await coveredTop(page);
      await page.evaluate((by) => window.scrollBy(0, by), hidden.top - (under - 10));
      expect((await rect(fourth.getByRole('radio').first())).top).toBeLessThan(
        await coveredTop(page),
      );
      await page.keyboard.press('Shift+Tab');
      await expect(fourth.locator(':focus')).toHaveCount(1);
      expect((await rect(fourth.locator(':focus'))).top).toBeGreaterThanOrEqual(
        await coveredTop(page),
      );

      // All answered: the control goes, and Next is enabled.
      for (const item of ITEMS.slice(3)) await pick(page, item, correctOption(item).id);
      await expect(answeredCount(page)).toHaveText(`Answered ${ITEMS.length} of ${ITEMS.length}`);
      await expect(firstUnanswered(page)).toHaveCount(0);
      expect(await violationsOf(page)).toEqual([]);
    });
  });
}

test('Next Section shows that it is saving at once, however long the server takes', async ({
  page,
  context,
  api,
}) => {
  await signedInWithCognitiveStarted(api, page);
  await openFirstSection(page);
  for (const item of ITEMS) await pick(page, item, correctOption(item).id);

  // The close takes 3 s on the server's side: the wait must show for all of it.
  const slowClose = await delayRequests(context, '**/api/graphql', {
    delayMs: 3_000,
    when: isOperation('AssessmentSectionClose'),
  });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Before You Move On' })
    .getByRole('button', { name: 'Next Section' })
    .click();
  // Shown while the close is still on its way (the next section's title is not there yet).
  await expect(page.getByText(/Saving your answers/).first()).toBeVisible();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: cognitiveV1.sections[1]!.title }),
  ).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/next-section-wait.png` });
  await expect(
    page.getByRole('heading', { level: 2, name: cognitiveV1.sections[1]!.title }),
  ).toBeVisible();
  expect(slowClose.count).toBe(1);
});

test('a second tab says the clock keeps running, with the time left', async ({
  page,
  context,
  api,
}) => {
  await signedInWithCognitiveStarted(api, page);
  await openFirstSection(page);

  const second = await context.newPage();
  await second.goto(COGNITIVE_APP_PATH);
  await expect(second.getByText('This assessment is open in another tab.')).toBeVisible();
  const notice = second.getByText(/clock keeps running while it is open there: \d\d:\d\d left\./);
  await expect(notice).toBeVisible();
  const secondsIn = async () => {
    const [, mm, ss] = /(\d\d):(\d\d) left/.exec((await notice.textContent()) ?? '')!;
    return Number(mm) * 60 + Number(ss);
  };
  // The same time as the running tab's timer (a few seconds apart at most), and counting down.
  const there = await shownSeconds(page);
  const here = await secondsIn();
  expect(Math.abs(here - there)).toBeLessThanOrEqual(3);
  await expect.poll(secondsIn).toBeLessThan(here);
  await second.screenshot({ path: `${SHOTS}/second-tab.png` });
  expect(await violationsOf(second)).toEqual([]);
});

test('the end pages say what comes next, and their actions lead there', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const { token, userId } = candidate.session;
  await startThroughApi(api, token, COGNITIVE_ASSESSMENT_ID);
  await closeAllButLastThroughApi(api, token, COGNITIVE_ASSESSMENT_ID);
  await signIn(page, candidate.session);

  // The last section, answered and left: the end of the assessment.
  const lastSection = cognitiveV1.sections.at(-1)!;
  await page.goto(COGNITIVE_APP_PATH);
  await expect(page.getByRole('heading', { level: 2, name: lastSection.title })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectQuestionsOf(page, lastSection);
  for (const item of itemsOf(lastSection)) await pick(page, item, correctOption(item).id);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Before You Move On' })
    .getByRole('button', { name: 'Next Section' })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: "You've completed the assessment." }),
  ).toBeVisible();

  // What comes next: the profile's first item as the main action, the behavioral assessment too.
  const next = page.getByRole('region', { name: 'What comes next' });
  await expect(next.getByRole('link', { name: 'Continue with Education' })).toBeVisible();
  await expect(next.getByRole('link', { name: 'Behavioral Assessment' })).toBeVisible();
  await expect(next.getByRole('link', { name: /Cognitive Skills/ })).toHaveCount(0);
  expect(await violationsOf(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/end-cognitive.png`, fullPage: true });
  // Aligned with the other pages: the same left edge as the profile pages' content.
  const endLeft = (await rect(page.getByRole('heading', { level: 2, name: /completed/ }))).left;

  await next.getByRole('link', { name: 'Continue with Education' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
  expect((await rect(page.getByRole('heading', { level: 1, name: 'Education' }))).left).toBe(
    endLeft,
  );

  // The landing page, now complete, leads to the same places; the behavioral link opens it.
  await page.goto(COGNITIVE_PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: "You've completed the assessment." }),
  ).toBeVisible();
  await page
    .getByRole('region', { name: 'What comes next' })
    .getByRole('link', { name: 'Behavioral Assessment' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Behavioral Assessment' }),
  ).toBeVisible();

  // Well done (the survey complete): the rest is the profile, the cognitive one is done.
  await completeSurveyInDatabase(userId);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Well done!' })).toBeVisible();
  const wellDoneNext = page.getByRole('region', { name: 'What comes next' });
  await expect(wellDoneNext.getByRole('link', { name: 'Continue with Education' })).toBeVisible();
  await expect(wellDoneNext.getByRole('link', { name: /Assessment/ })).toHaveCount(0);
  expect(await violationsOf(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/end-behavioral.png`, fullPage: true });
  await wellDoneNext.getByRole('link', { name: 'Location Preferences' }).click();
  await expect(page).toHaveURL(/\/work-preferences$/);
});

test('lateral: the status bar says the section and the count, and a table’s rows are numbered questions', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'LATERAL' });
  const { token } = candidate.session;
  await startThroughApi(api, token, LATERAL_ASSESSMENT_ID);
  const [intro, section] = lateralV1.sections;
  await closeThroughApi(api, token, intro!.id);
  await signIn(page, candidate.session);

  await page.goto(LATERAL_APP_PATH);
  await expect(page.getByRole('heading', { level: 2, name: section!.title })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  const total = itemsOf(section!).length;
  const matrixRows = section!.itemGroups[0]!.items.length;
  await expect(page.getByText(`Section 2 of ${lateralV1.sections.length}`)).toBeVisible();
  await expect(answeredCount(page)).toHaveText(`Answered 0 of ${total}`);
  await expect(page.getByText(`Questions 1–${matrixRows} of ${total}`)).toBeVisible();
  await expect(page.getByText(`Question ${matrixRows + 1} of ${total}`)).toBeVisible();

  // A table row answered counts; "First unanswered" then goes to the table's second row.
  const firstRow = section!.itemGroups[0]!.items[0]!;
  const column = section!.itemGroups[0]!.headers![0]!;
  await page
    .getByRole('radiogroup', { name: firstRow.label, exact: true })
    .getByRole('radio', { name: column.label, exact: true })
    .check();
  await expect(answeredCount(page)).toHaveText(`Answered 1 of ${total}`);
  await firstUnanswered(page).click();
  const secondRow = section!.itemGroups[0]!.items[1]!;
  await expect(
    page.getByRole('radiogroup', { name: secondRow.label, exact: true }).locator(':focus'),
  ).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/lateral-questions.png` });
  expect(await violationsOf(page)).toEqual([]);
});
