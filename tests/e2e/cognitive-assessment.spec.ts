/**
 * The cognitive skills assessment taken from start to end (spec 001 sections 2, 4, 8 and 9) by a
 * campus candidate with a 1.5x accommodation: the landing intro, Before You Begin, every section's
 * information with its sample, the questions under the section's timer, Before You Move On, the
 * end page, and what the database then holds (statuses and scores).
 */
import { violationsOf } from '../support/axe.ts';
import {
  beforeYouBegin,
  COGNITIVE_APP_PATH,
  COGNITIVE_ASSESSMENT_ID,
  COGNITIVE_PATH,
  cognitiveV1,
  correctOption,
  expectQuestionsOf,
  fillInitials,
  itemsOf,
  pick,
  question,
  shownSeconds,
  storedAssessment,
  storedResponses,
  storedSections,
  wrongOption,
  signedInWithCognitiveStarted,
} from '../support/assessments.ts';
import { expect, test } from '../support/fixtures.ts';
import { graphqlOperationName } from '../support/network.ts';
import { operatorOk } from '../support/operator.ts';

const MULTIPLIER = 1.5;

test('a campus candidate with 1.5x time takes the whole cognitive assessment, and each section is stored complete with its score', async ({
  page,
  api,
  signIn,
}) => {
  test.setTimeout(180_000);
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const { userId } = candidate.session;
  operatorOk(['accommodation:set', candidate.email, String(MULTIPLIER)]);
  await signIn(page, candidate.session);

  // The landing intro: the accommodation and the whole time it gives (15 minutes x 1.5).
  await page.goto(COGNITIVE_PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cognitive Skills Assessment' }),
  ).toBeVisible();
  await expect(page.getByText('1.5× Reasonable Accommodation', { exact: true })).toBeVisible();
  await expect(page.getByText(/You have 22\.5 minutes in all\./)).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  // Before You Begin: step 1, Next, step 2 with the five initials, Start Assessment.
  await page.getByRole('button', { name: 'Begin' }).click();
  const modal = beforeYouBegin(page);
  await expect(modal.getByText('Step 1 of 2')).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Accommodation confirmation' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('Step 2 of 2')).toBeVisible();
  const start = modal.getByRole('button', { name: 'Start Assessment' });
  await expect(start).toHaveAttribute('aria-disabled', 'true');
  await fillInitials(modal, 'JQ');
  expect(await violationsOf(page)).toEqual([]);
  await start.click();
  await expect(page).toHaveURL(COGNITIVE_APP_PATH);

  const expectedScores = new Map<string, { score: number; right: number; wrong: number }>();
  for (const [index, section] of cognitiveV1.sections.entries()) {
    const last = index === cognitiveV1.sections.length - 1;
    const seconds = section.timeLimitSeconds! * MULTIPLIER;

    // The section's information: instructions, its time limit with the accommodation, the sample.
    await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    await expect(page.getByText(section.instructions[0]!)).toBeVisible();
    await expect(page.getByText(`Time limit: ${seconds / 60} minutes.`)).toBeVisible();
    const sampleItem = section.sampleItemGroups![0]!.items[0]!;
    const sample = page.getByRole('region', { name: 'Sample question 1' });
    const check = sample.getByRole('button', { name: 'Check answer' });
    await pick(page, sampleItem, wrongOption(sampleItem).id);
    await check.click();
    await expect(sample.getByRole('status')).toContainText('Please try again.');
    await pick(page, sampleItem, correctOption(sampleItem).id);
    await check.click();
    await expect(sample.getByRole('status')).toContainText('Correct!');
    await expect(sample.getByRole('status')).toContainText(
      section.sampleItemGroups![0]!.explanation!,
    );
    if (index === 0) expect(await violationsOf(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // The questions, under the timer: the section's limit x 1.5.
    await expectQuestionsOf(page, section);
    const shown = await shownSeconds(page);
    expect(shown, `${section.id}: the timer starts at ${seconds} s`).toBeLessThanOrEqual(seconds);
    expect(shown).toBeGreaterThanOrEqual(seconds - 5);

    // Right answers to the even questions, wrong ones to the odd. A wrong answer costs
    // 1 / (options - 1) (docs/decisions/020).
    const expected = { score: 0, right: 0, wrong: 0 };
    for (const [i, item] of itemsOf(section).entries()) {
      const right = i % 2 === 0;
      await pick(page, item, (right ? correctOption(item) : wrongOption(item)).id);
      if (right) {
        expected.right += 1;
        expected.score += 1;
      } else {
        expected.wrong += 1;
        expected.score -= 1 / (item.options.length - 1);
      }
    }
    expectedScores.set(section.id, expected);
    if (index === 0) {
      await expect(
        question(page, itemsOf(section)[0]!).getByRole('radio', { checked: true }),
      ).toHaveCount(1);
      expect(await violationsOf(page)).toEqual([]);
    }

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const moveOn = page.getByRole('alertdialog', { name: 'Before You Move On' });
    await expect(moveOn).toBeVisible();
    await moveOn.getByRole('button', { name: 'Next Section' }).click();
    if (!last) {
      const next = cognitiveV1.sections[index + 1]!;
      await expect(page.getByRole('heading', { level: 2, name: next.title })).toBeVisible();
    }
  }

  // The end page, then the landing page says the assessment is done.
  await expect(
    page.getByRole('heading', { level: 2, name: "You've completed the assessment." }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close Assessment' }).click();
  await expect(page).toHaveURL(COGNITIVE_PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: "You've completed the assessment." }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Cognitive Skills Assessment (1.5× Time), completed' }),
  ).toBeVisible();

  // The database: every section closed by the candidate, scored from its right and wrong picks.
  expect((await storedAssessment(userId, COGNITIVE_ASSESSMENT_ID))?.status).toBe('COMPLETE');
  const sections = await storedSections(userId, COGNITIVE_ASSESSMENT_ID);
  for (const section of cognitiveV1.sections) {
    const stored = sections.get(section.id);
    const expected = expectedScores.get(section.id)!;
    expect(stored, section.id).toMatchObject({
      status: 'COMPLETE',
      closeType: 'MANUAL',
      timerMultiplier: MULTIPLIER,
      rightAnswers: expected.right,
      wrongAnswers: expected.wrong,
      maxScore: itemsOf(section).length,
    });
    expect(stored!.score, section.id).toBeCloseTo(expected.score, 10);
    expect(stored!.deadlineAt!.getTime() - stored!.startedAt!.getTime()).toBe(
      section.timeLimitSeconds! * MULTIPLIER * 1000,
    );
  }
  const responses = await storedResponses(userId);
  const everyItem = cognitiveV1.sections.flatMap(itemsOf);
  expect(responses.size).toBe(everyItem.length);
  for (const [i, item] of itemsOf(cognitiveV1.sections[0]!).entries()) {
    expect(responses.get(item.id)).toEqual([
      { id: (i % 2 === 0 ? correctOption(item) : wrongOption(item)).id },
    ]);
  }
});

test('a second tab says the assessment is open in another tab, and taking over moves it there', async ({
  page,
  context,
  api,
}) => {
  const candidate = await signedInWithCognitiveStarted(api, page);
  const section = cognitiveV1.sections[0]!;
  await page.goto(COGNITIVE_APP_PATH);
  await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();

  const second = await context.newPage();
  await second.goto(COGNITIVE_APP_PATH);
  await expect(second.getByText('This assessment is open in another tab.')).toBeVisible();
  await expect(second.getByRole('heading', { level: 2, name: section.title })).toHaveCount(0);
  expect(await violationsOf(second)).toEqual([]);

  await second.getByRole('button', { name: 'Take over here' }).click();
  await expect(second.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  // The first tab gives way, and offers to take it back.
  await expect(page.getByText('This assessment is open in another tab.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take over here' })).toBeVisible();

  // The assessment runs in the second tab: its answers reach the server.
  await second.getByRole('button', { name: 'Next', exact: true }).click();
  await expectQuestionsOf(second, section);
  const item = itemsOf(section)[0]!;
  await pick(second, item, correctOption(item).id);
  await expect
    .poll(async () => (await storedResponses(candidate.session.userId)).get(item.id))
    .toEqual([{ id: correctOption(item).id }]);
});

test('once the first section’s clock runs, the landing page offers Continue, never the pre-start Begin', async ({
  page,
  api,
}) => {
  await signedInWithCognitiveStarted(api, page);
  const section = cognitiveV1.sections[0]!;

  await page.goto(COGNITIVE_APP_PATH);
  await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectQuestionsOf(page, section);
  await expect(page.getByRole('timer')).toBeVisible();

  // The candidate leaves for the landing page while the clock runs.
  await page.goto(COGNITIVE_PATH);
  await expect(page.getByRole('heading', { name: 'Assessment In Progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Begin' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue Assessment' }).click();
  // Back to the same section's questions, its clock still running (no second start).
  await expectQuestionsOf(page, section);
  expect(await shownSeconds(page)).toBeLessThanOrEqual(section.timeLimitSeconds!);
});

test('in a busy start minute (503 with Retry-After) provisioning and Start are sent again until the server takes them: no error, one start stored', async ({
  page,
  context,
  api,
  signIn,
  allowProblems,
}) => {
  test.setTimeout(120_000);
  allowProblems(/^HTTP 503 for POST \/api\/graphql$/);
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const { userId } = candidate.session;
  await signIn(page, candidate.session);
  // The server's answer to a call that waited too long for a busy pool (docs/decisions/064):
  // each of the two writes meets it four times, one more than a query's retries without it.
  const busyAnswers = new Map([
    ['CreateDefaultAssessments', 4],
    ['StartAssessment', 4],
  ]);
  const sent = new Map<string, string[]>();
  await context.route('**/api/graphql', async (route) => {
    const name = graphqlOperationName(route.request()) ?? '';
    const left = busyAnswers.get(name);
    if (left === undefined) return route.fallback();
    const variables = (
      route.request().postDataJSON() as { variables: { clientMutationId: string } }
    ).variables;
    sent.set(name, [...(sent.get(name) ?? []), variables.clientMutationId]);
    if (left === 0) return route.fallback();
    busyAnswers.set(name, left - 1);
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': '1' },
      json: {
        data: null,
        errors: [{ message: 'busy', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      },
    });
  });

  await page.goto(COGNITIVE_PATH);
  await expect(page.getByRole('button', { name: 'Begin' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Error provisioning ECA')).toHaveCount(0);

  await page.getByRole('button', { name: 'Begin' }).click();
  const modal = beforeYouBegin(page);
  await modal.getByRole('button', { name: 'Next' }).click();
  await fillInitials(modal, 'JQ');
  await modal.getByRole('button', { name: 'Start Assessment' }).click();
  await expect(page).toHaveURL(COGNITIVE_APP_PATH, { timeout: 60_000 });
  await expect(
    page.getByRole('heading', { level: 2, name: cognitiveV1.sections[0]!.title }),
  ).toBeVisible();

  // Each write was sent five times with one idempotency key; the server took it once.
  for (const name of ['CreateDefaultAssessments', 'StartAssessment']) {
    expect(sent.get(name), name).toHaveLength(5);
    expect(new Set(sent.get(name)).size, name).toBe(1);
  }
  expect(await storedAssessment(userId, COGNITIVE_ASSESSMENT_ID)).toMatchObject({
    status: 'IN_PROGRESS',
  });
});
