/**
 * The behavioral assessment (spec 001 sections 2, 4 and 8): the intro, the full-screen
 * questionnaire answered by keyboard alone, Submit with its confirmation, Well done, and what the
 * database then holds; answering offline across a reload; a required answer missing at Submit;
 * the retry dialog when the questions cannot be loaded; keys pressed during the post-answer lock
 * (docs/decisions/030); the question column's place at 1280 and 390 px.
 */
import type { Request } from '@playwright/test';
import { violationsOf } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  countRequests,
  goOffline,
  goOnline,
  isOperation,
  mutationFields,
} from '../support/network.ts';
import { waitForPersistedQuery, waitForServiceWorker } from '../support/pwa.ts';
import {
  answerByKeyboard,
  BEHAVIORAL_PATH,
  expectScreen,
  plannedAnswers,
  QUESTIONS,
  questionnaire,
  recordedKeys,
  recordKeys,
  SCREENS,
  storedSurvey,
  tabToAndPress,
  waitForSlide,
} from '../support/survey.ts';
import { withDatabase } from '../support/database.ts';
import {
  AUTO_ADVANCE_DELAY_MS,
  POST_ANSWER_LOCK_MS,
  RATING_DIGIT_DELAY_MS,
  type SurveyField,
} from '../../src/domain/survey.ts';

test('a candidate answers every question type by keyboard alone, submits, and the database holds every answer', async ({
  page,
  api,
  signIn,
}) => {
  // 30 screens, each waiting out the 600 ms auto-advance and its 900 ms lock by design: about 60 s
  // on a quiet machine, more than twice that under load.
  test.setTimeout(240_000);
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto(BEHAVIORAL_PATH);

  // The intro: four instruction blocks, the confidentiality notice, Begin.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Behavioral Assessment' }),
  ).toBeVisible();
  for (const title of [
    'About 20 minutes',
    'One attempt, no time limit',
    'Be yourself',
    'Go with your gut',
    'Your answers are confidential',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  expect(await violationsOf(page)).toEqual([]);

  const begin = page.getByRole('button', { name: 'Begin' });
  await begin.focus();
  await page.keyboard.press('Enter');
  const layer = questionnaire(page);
  await expect(layer).toBeVisible();
  await expect(layer.getByRole('button', { name: 'Save and Close' })).toBeVisible();
  await expect(
    layer.getByRole('switch', { name: 'Move to the next question automatically' }),
  ).toBeChecked();
  await expectScreen(page, SCREENS[0]!);
  await expect(layer.getByRole('progressbar', { name: '0% completed' })).toBeVisible();
  await expect(layer.getByRole('button', { name: 'Previous question' })).toBeDisabled();
  await expect(layer.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  expect(await violationsOf(page)).toEqual([]);

  for (const [position, field] of SCREENS.entries()) {
    await expectScreen(page, field);
    if (field.type !== 'statement' && field.validations?.required) {
      await expect(
        layer.getByRole('button', { name: 'Next question' }),
        `${field.id}: next waits for an answer`,
      ).toBeDisabled();
    }
    await answerByKeyboard(page, field, position);
  }

  // The last question stays (no auto-advance there); everything required is answered: Submit.
  const last = SCREENS.at(-1)!;
  await expect(layer.getByRole('heading', { level: 2, name: last.label })).toBeVisible();
  await expect(layer.getByRole('progressbar', { name: '100% completed' })).toBeVisible();
  await expect(layer.getByRole('button', { name: 'Next question' })).toBeDisabled();
  await tabToAndPress(page, layer, 'Submit');

  const confirm = page.getByRole('dialog', { name: "Are you sure you're ready to submit?" });
  await expect(confirm).toBeVisible();
  await expect(
    confirm.getByText(
      'Once the Behavioral Assessment questions are submitted, they may not be modified.',
    ),
  ).toBeVisible();
  await tabToAndPress(page, confirm, 'Submit');

  await expect(page.getByRole('heading', { level: 1, name: 'Well done!' })).toBeVisible();
  await expect(layer).toHaveCount(0);
  await expect(page.getByText('Recruiting can start only when all the checks')).toBeVisible();
  // The profile completion follows: the navigation checks the assessment.
  await expect(page.getByRole('link', { name: 'Behavioral Assessment, completed' })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  const stored = await storedSurvey(candidate.session.userId);
  expect(stored.status).toBe('complete');
  expect(stored.answers).toEqual(plannedAnswers());
  expect(stored.rows).toBe(QUESTIONS.length);
  // The submitted questionnaire's signed receipt, every stored answer counted, checked here.
  const receipt = page.getByRole('region', { name: 'Your receipts' }).getByRole('listitem');
  await expect(
    receipt.getByText(/^Receipt [0-9A-F]{4}-[0-9A-F]{4}: \d+ answers received$/),
  ).toHaveText(new RegExp(`: ${stored.rows} answers received$`));
  await expect(receipt.getByText('Verified', { exact: true })).toBeVisible();

  // The other route shows the same flow: here, Well done.
  await page.goto('/psychometric-assessment');
  await expect(page.getByRole('heading', { level: 1, name: 'Well done!' })).toBeVisible();
});

test('answers given offline survive a reload, and after reconnecting reach the server exactly once and the survey is submitted', async ({
  page,
  context,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'LATERAL' });
  const userId = candidate.session.userId;
  await signIn(page, candidate.session);
  await page.goto(BEHAVIORAL_PATH);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Begin' }).click();
  const layer = questionnaire(page);

  // Online up to question 5: those answers reach the server.
  const OFFLINE_FROM = 4;
  for (const [position, field] of SCREENS.slice(0, OFFLINE_FROM).entries()) {
    await expectScreen(page, field);
    await answerByKeyboard(page, field, position);
  }
  const onlineQuestions = SCREENS.slice(0, OFFLINE_FROM).filter((f) => f.type !== 'statement');
  await expect
    .poll(async () => (await storedSurvey(userId)).rows, {
      message: 'the online answers are stored',
    })
    .toBe(onlineQuestions.length);
  await waitForPersistedQuery(page, userId, 'behavioral-v1');

  const answerWrites = await countRequests(context, '**/api/graphql', {
    when: (request) => surveyAnswersIn(request).length > 0,
  });
  await goOffline(context);
  for (const [offset, field] of SCREENS.slice(OFFLINE_FROM).entries()) {
    await expectScreen(page, field);
    await answerByKeyboard(page, field, OFFLINE_FROM + offset);
  }
  await expect(layer.getByText(/answers are saved on this device/)).toBeVisible();
  expect((await storedSurvey(userId)).rows, 'nothing more reached the server').toBe(
    onlineQuestions.length,
  );

  // A reload offline: the service worker serves the app, the outbox and the cached questions
  // carry on; the intro says Continue and the questionnaire opens where Submit is.
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  const last = SCREENS.at(-1)!;
  await expectScreen(page, last);
  await expect(layer.getByRole('progressbar', { name: '100% completed' })).toBeVisible();
  await expect(layer.getByRole('radio', { checked: true })).toHaveCount(1);

  // Submit offline: it waits, and says why.
  await layer.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: "Are you sure you're ready to submit?" })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(
    layer.getByText(
      "You're offline. Your answers are saved on this device; we'll submit them when you're back online.",
    ),
  ).toBeVisible();

  await goOnline(context);
  await expect(page.getByRole('heading', { level: 1, name: 'Well done!' })).toBeVisible({
    timeout: 30_000,
  });
  const stored = await storedSurvey(userId);
  expect(stored.status).toBe('complete');
  expect(stored.answers).toEqual(plannedAnswers());
  // Each answer given offline went out once: one write per question.
  const offlineQuestions = SCREENS.slice(OFFLINE_FROM).filter((f) => f.type !== 'statement');
  const sentFor = answerWrites.requests.flatMap((r) =>
    surveyAnswersIn(r).map((answer) => answer.variables.questionId),
  );
  expect(sentFor.toSorted()).toEqual(offlineQuestions.map((f) => f.id).toSorted());
});

/** The survey answers a request carries (alone, or several in one of the outbox's batches). */
const surveyAnswersIn = (request: Request) =>
  mutationFields(request).filter(
    (f) => f.field === 'setUserSurveyAnswer' || f.field === 'setUserSurveyAnswerMultiValue',
  );
const screen = (id: string) => {
  const field = SCREENS.find((f) => f.id === id);
  if (!field) throw new Error(`no screen ${id} in the seeded survey`);
  return field;
};

test('a fast keyboard user loses no key: keys pressed while the next question slides in answer it, and one pressed too early is refused with a note', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  // The page's clock, stopped at each step below: the keys land in the part of the lock the test
  // names however busy the machine is (the lock's part after the move lasts only 300 ms).
  await page.clock.install();
  await recordKeys(page);
  await signIn(page, candidate.session);
  await page.goto(BEHAVIORAL_PATH);
  await page.getByRole('button', { name: 'Begin' }).click();
  const layer = questionnaire(page);
  const keys = page.keyboard;
  const tooEarly = layer
    .getByRole('status')
    .filter({ hasText: 'One moment: the next question is on its way.' });
  /** The auto-advance happens: `field` is on screen, the lock still on. */
  const arrive = async (field: SurveyField) => {
    await page.clock.runFor(AUTO_ADVANCE_DELAY_MS);
    await expect(
      layer.getByRole('heading', { level: 2, name: field.label, exact: true }),
    ).toBeVisible();
    await expect(layer.locator('[aria-busy="true"]')).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-question-root]')))
      .toBe(true);
  };
  /** The rest of the lock passes. */
  const unlock = () => page.clock.runFor(POST_ANSWER_LOCK_MS - AUTO_ADVANCE_DELAY_MS);

  await expectScreen(page, screen('s01-welcome'));
  await keys.press('Enter');
  await expectScreen(page, screen('q01-planning-style'));
  // Paused 100 ms ahead of the page's now; on a busy machine more may pass before the pause is
  // applied ("Cannot fast-forward to the past"): read the page's now again and pause again.
  await expect(async () => {
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
  }).toPass();
  // B answers. C comes while the answered question is still on screen: refused, and said so.
  await keys.press('b');
  await keys.press('c');
  await expect(tooEarly).toBeVisible();

  // From here on each question gets its keys the moment it shows, inside the lock.
  await arrive(screen('q02-deadline-focus'));
  await keys.press('1');
  await keys.press('0');
  await unlock();
  // "1" "0" is 10, picked the digit delay after the keys took effect.
  await page.clock.runFor(RATING_DIGIT_DELAY_MS);
  await arrive(screen('q03-work-setting'));
  await keys.press('c');
  await unlock();
  await arrive(screen('q04-focus-hours'));
  await keys.press('8');
  await expect(layer.getByRole('textbox')).toHaveValue('');
  await unlock();
  await expect(layer.getByRole('textbox')).toHaveValue('8');
  // The note went with the first answer after it.
  await expect(tooEarly).toHaveCount(0);
  await keys.press('Enter');
  await expectScreen(page, screen('q05-meeting-role'));
  await keys.press('a');
  await arrive(screen('q06-giving-feedback'));
  for (let i = 0; i < 3; i++) await keys.press('ArrowRight');
  await keys.press('Enter');
  await unlock();
  await arrive(screen('q07-disagreement'));
  await keys.press('a');
  await unlock();
  await arrive(screen('q08-help-sources'));
  await keys.press('a');
  await keys.press('c');
  await keys.press('Enter');
  await unlock();
  await expectScreen(page, screen('q09-team-size'));
  await page.clock.resume();

  // Every key was pressed where the test says: the ones meant for a new question inside its lock.
  const label = (id: string) => screen(id).label;
  expect(await recordedKeys(page)).toEqual(
    (
      [
        ['s01-welcome', 'Enter', false],
        ['q01-planning-style', 'b', false],
        ['q01-planning-style', 'c', true],
        ['q02-deadline-focus', '1', true],
        ['q02-deadline-focus', '0', true],
        ['q03-work-setting', 'c', true],
        ['q04-focus-hours', '8', true],
        ['q04-focus-hours', 'Enter', false],
        ['q05-meeting-role', 'a', false],
        ['q06-giving-feedback', 'ArrowRight', true],
        ['q06-giving-feedback', 'ArrowRight', true],
        ['q06-giving-feedback', 'ArrowRight', true],
        ['q06-giving-feedback', 'Enter', true],
        ['q07-disagreement', 'a', true],
        ['q08-help-sources', 'a', true],
        ['q08-help-sources', 'c', true],
        ['q08-help-sources', 'Enter', true],
      ] as const
    ).map(([id, key, duringLock]) => ({ question: label(id), key, duringLock })),
  );

  // And the server holds what the candidate meant.
  const meant = new Map([
    ['q01-planning-style', { value: 'b', multiValue: null }],
    ['q02-deadline-focus', { value: '10', multiValue: null }],
    ['q03-work-setting', { value: 'c', multiValue: null }],
    ['q04-focus-hours', { value: '8', multiValue: null }],
    ['q05-meeting-role', { value: 'a', multiValue: null }],
    ['q06-giving-feedback', { value: '3', multiValue: null }],
    ['q07-disagreement', { value: 'a', multiValue: null }],
    ['q08-help-sources', { value: null, multiValue: ['a', 'c'] }],
  ]);
  await expect
    .poll(async () => (await storedSurvey(candidate.session.userId)).answers)
    .toEqual(meant);
});

test('the question column is centred on a desktop and fills a phone', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto(BEHAVIORAL_PATH);
  await page.getByRole('button', { name: 'Begin' }).click();
  const layer = questionnaire(page);
  await expectScreen(page, screen('s01-welcome'));
  await page.keyboard.press('Enter');
  const question = screen('q01-planning-style');
  await expectScreen(page, question);
  await waitForSlide(page);
  const heading = layer.getByRole('heading', { level: 2, name: question.label });
  const options = layer.getByRole('radiogroup', { name: question.label });
  const previous = layer.getByRole('button', { name: 'Previous question' });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    const box = (await options.boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    const previousBox = (await previous.boundingBox())!;
    const at = `at ${viewport.width} px`;
    // The heading, the options and the arrows start on one line: one column.
    expect(Math.abs(headingBox.x - box.x), at).toBeLessThanOrEqual(1);
    expect(Math.abs(previousBox.x - box.x), at).toBeLessThanOrEqual(1);
    // Centred: as much room on either side.
    const left = box.x;
    const right = viewport.width - (box.x + box.width);
    expect(Math.abs(left - right), at).toBeLessThanOrEqual(2);
    if (viewport.width >= 1280) {
      // A readable line on a desktop, not the whole width.
      expect(box.width, at).toBeLessThanOrEqual(720);
      expect(box.width, at).toBeGreaterThanOrEqual(560);
    } else {
      // A phone: the full width less a margin of 16 to 24 px.
      expect(left, at).toBeGreaterThanOrEqual(16);
      expect(left, at).toBeLessThanOrEqual(24);
    }
  }

  // The rating's ten values fit a phone's column, down to 320 px.
  await page.keyboard.press('b');
  const rating = screen('q02-deadline-focus');
  await expectScreen(page, rating);
  await waitForSlide(page);
  const labels = layer.getByText(rating.properties!.labels!.right!, { exact: true });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    const ten = (await layer.getByRole('radio', { name: '10' }).boundingBox())!;
    const one = (await layer.getByRole('radio', { name: '1', exact: true }).boundingBox())!;
    const rightLabel = (await labels.boundingBox())!;
    expect(
      Math.abs(ten.x + ten.width - (rightLabel.x + rightLabel.width)),
      `at ${width} px`,
    ).toBeLessThanOrEqual(1);
    expect(one.x, `at ${width} px`).toBeGreaterThanOrEqual(16);
    expect(ten.width, `at ${width} px`).toBeGreaterThanOrEqual(23);
  }
});

const SET_ANSWER = `mutation SetUserSurveyAnswer($questionId: ID!, $value: String!, $clientMutationId: ID!) {
  setUserSurveyAnswer(questionId: $questionId, value: $value, clientMutationId: $clientMutationId) { questionId }
}`;
const SET_MULTI = `mutation SetUserSurveyAnswerMultiValue($questionId: ID!, $multiValue: [String!]!, $clientMutationId: ID!) {
  setUserSurveyAnswerMultiValue(questionId: $questionId, multiValue: $multiValue, clientMutationId: $clientMutationId) { questionId }
}`;

test('a Submit the server finds incomplete shows the missing question with "This question is required."', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const { token, userId } = candidate.session;
  // Every answer but the last one, through the API.
  const planned = plannedAnswers();
  const last = SCREENS.at(-1)!;
  for (const [questionId, answer] of planned) {
    if (questionId === last.id) continue;
    const { body } = answer.multiValue
      ? await api.graphql(token, SET_MULTI, {
          questionId,
          multiValue: answer.multiValue,
          clientMutationId: crypto.randomUUID(),
        })
      : await api.graphql(token, SET_ANSWER, {
          questionId,
          value: answer.value,
          clientMutationId: crypto.randomUUID(),
        });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  }

  await signIn(page, candidate.session);
  await page.goto(BEHAVIORAL_PATH);
  await page.getByRole('button', { name: 'Continue' }).click();
  const layer = questionnaire(page);
  // It opens at the first unanswered question: the last one.
  await expectScreen(page, last);
  await expect(layer.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await answerByKeyboard(page, last, SCREENS.length - 1);
  await expect(layer.getByRole('button', { name: 'Submit' })).toBeVisible();
  // Delivered (a delivered answer refetches nothing: docs/decisions/034).
  await expect.poll(async () => (await storedSurvey(userId)).rows).toBe(planned.size);

  // Behind the screen's back, one stored answer goes missing.
  const missing = SCREENS.find((f) => f.type === 'rating')!;
  await withDatabase((db) =>
    db.query('DELETE FROM survey_answers WHERE user_id = $1 AND question_id = $2', [
      userId,
      missing.id,
    ]),
  );
  await layer.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: "Are you sure you're ready to submit?" })
    .getByRole('button', { name: 'Submit' })
    .click();

  await expectScreen(page, missing);
  await expect(layer.getByRole('alert')).toHaveText('This question is required.');
  await expect(layer.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  expect((await storedSurvey(userId)).status).toBe('in_progress');

  // Answering it again clears the error; Submit then goes through.
  await page.keyboard.press('5');
  await expect(layer.getByRole('alert')).toHaveCount(0);
  await layer.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: "Are you sure you're ready to submit?" })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Well done!' })).toBeVisible();
  const stored = await storedSurvey(userId);
  expect(stored.status).toBe('complete');
  expect(stored.answers.get(missing.id)).toEqual({ value: '5', multiValue: null });
});

test('when the questions cannot be loaded, the retry dialog reports it, Cancel returns to the intro and Retry loads them', async ({
  page,
  context,
  api,
  signIn,
  allowProblems,
}) => {
  allowProblems(/^HTTP 503 for POST \/api\/graphql$/);
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto(BEHAVIORAL_PATH);
  // The questions' request fails (every time, until the route is removed).
  await context.route('**/api/graphql', async (route) => {
    if (isOperation('GetSurveyDefinition')(route.request())) {
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    } else {
      await route.fallback();
    }
  });
  const reports = await countRequests(context, '**/client/error');

  await page.getByRole('button', { name: 'Begin' }).click();
  const oops = page.getByRole('alertdialog', { name: 'Oops! Something Went Wrong.' });
  await expect(oops).toBeVisible();
  await expect(
    oops.getByText(
      'It looks like there was an issue retrieving the assessment. Please click the button below to retry.',
    ),
  ).toBeVisible();
  await expect.poll(() => reports.count, { message: 'the failure is reported' }).toBeGreaterThan(0);
  expect(await violationsOf(page)).toEqual([]);

  await oops.getByRole('button', { name: 'Cancel' }).click();
  await expect(questionnaire(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Begin' }).click();
  await expect(oops).toBeVisible();

  await context.unroute('**/api/graphql');
  await oops.getByRole('button', { name: 'Retry' }).click();
  await expectScreen(page, SCREENS[0]!);
  await expect(oops).toHaveCount(0);
});
