/**
 * A timed section when the connection or the tab goes away (spec 001 sections 4, 7 and 9;
 * src/app/README.md, "Offline tolerance"): answers given offline reach the server once; a reload
 * resumes with the server's time and the answers; the countdown keeps to the server's deadline
 * across an offline period; an answer arriving past the deadline and its grace is refused with its
 * reason; a tab closed offline hands its answers on to the next one opened.
 *
 * The assessment is started through the API (the start is tested in cognitive-assessment.spec.ts);
 * time passing on the server is simulated by moving the section's deadline in the database.
 */
import type { Page, Request } from '@playwright/test';
import {
  ANSWER_GRACE_MS,
  COGNITIVE_APP_PATH,
  COGNITIVE_ASSESSMENT_ID,
  cognitiveV1,
  correctOption,
  expectQuestionsOf,
  firstSectionQuestions,
  idempotencyKeyCount,
  itemsOf,
  moveDeadline,
  pick,
  question,
  questionBlock,
  serverSecondsLeft,
  shownSeconds,
  storedResponses,
  storedSection,
  wrongOption,
} from '../support/assessments.ts';
import { expect, test } from '../support/fixtures.ts';
import { countRequests, goOffline, goOnline, mutationFields } from '../support/network.ts';

const SECTION = cognitiveV1.sections[0]!;
const ITEMS = itemsOf(SECTION);

/** The option each planned answer picks: right for even positions, wrong for odd. */
const plannedOption = (index: number) =>
  (index % 2 === 0 ? correctOption(ITEMS[index]!) : wrongOption(ITEMS[index]!)).id;

/** The shown countdown agrees with the server's deadline: within 1 s plus the display's rounding. */
async function expectShownTimeToMatchServer(page: Page, userId: string) {
  const before = await serverSecondsLeft(userId, COGNITIVE_ASSESSMENT_ID, SECTION.id);
  const shown = await shownSeconds(page);
  const after = await serverSecondsLeft(userId, COGNITIVE_ASSESSMENT_ID, SECTION.id);
  // mm:ss is rounded up: the true time left lies in (shown - 1, shown].
  expect(
    shown,
    `shown ${shown} s, the server ${after.toFixed(1)}..${before.toFixed(1)} s`,
  ).toBeGreaterThanOrEqual(Math.floor(after) - 1);
  expect(shown).toBeLessThanOrEqual(Math.ceil(before) + 1);
}

test('five answers given offline are recorded once each after reconnecting', async ({
  page,
  context,
  api,
}) => {
  const candidate = await firstSectionQuestions(page, api);
  const { userId } = candidate.session;

  await goOffline(context);
  for (let i = 0; i < 5; i += 1) await pick(page, ITEMS[i]!, plannedOption(i));
  // Shown at once, and kept on this device only.
  for (let i = 0; i < 5; i += 1) {
    await expect(question(page, ITEMS[i]!).getByRole('radio', { checked: true })).toHaveCount(1);
  }
  await page.waitForTimeout(1_000);
  expect((await storedResponses(userId)).size, 'nothing reached the server offline').toBe(0);

  await goOnline(context);
  await expect
    .poll(async () => (await storedResponses(userId)).size, { message: 'the five are stored' })
    .toBe(5);
  const stored = await storedResponses(userId);
  for (let i = 0; i < 5; i += 1) {
    expect(stored.get(ITEMS[i]!.id), ITEMS[i]!.id).toEqual([{ id: plannedOption(i) }]);
  }
  // One request each, however often the outbox tried: one idempotency key per response.
  await page.waitForTimeout(1_000);
  expect(await idempotencyKeyCount(userId, 'submitItemResponse')).toBe(5);
  expect((await storedResponses(userId)).size).toBe(5);
});

test('thirty answers given offline arrive once each after reconnecting, ten per request', async ({
  page,
  context,
  api,
}) => {
  const candidate = await firstSectionQuestions(page, api);
  const { userId } = candidate.session;
  const answerFields = (request: Request) =>
    mutationFields(request).filter((f) => f.field === 'submitItemResponse');
  const answerRequests = await countRequests(context, '**/api/graphql', {
    when: (request) => answerFields(request).length > 0,
  });

  await goOffline(context);
  // Round the questions, changing each answer every round: 30 answers, each one kept.
  const last = new Map<string, string>();
  for (let i = 0; i < 30; i += 1) {
    const item = ITEMS[i % ITEMS.length]!;
    const option = Math.floor(i / ITEMS.length) % 2 === 0 ? correctOption(item) : wrongOption(item);
    await pick(page, item, option.id);
    last.set(item.id, option.id);
  }
  await expect(page.getByText('30 unsent changes')).toBeVisible();

  await goOnline(context);
  await expect
    .poll(() => idempotencyKeyCount(userId, 'submitItemResponse'), {
      message: 'the thirty are stored',
    })
    .toBe(30);
  await expect(page.getByText(/unsent change/)).toHaveCount(0);
  const stored = await storedResponses(userId);
  for (const [itemId, optionId] of last)
    expect(stored.get(itemId), itemId).toEqual([{ id: optionId }]);
  // Each answer went out in one request, in order, up to ten per request.
  const sent = answerRequests.requests.flatMap(answerFields);
  expect(sent).toHaveLength(30);
  expect(answerRequests.requests.length).toBeLessThanOrEqual(3);
  await page.waitForTimeout(1_000);
  expect(await idempotencyKeyCount(userId, 'submitItemResponse')).toBe(30);
  await answerRequests.remove();
});

test("a reload mid-section resumes with the server's time and the answers still selected", async ({
  page,
  api,
}) => {
  const candidate = await firstSectionQuestions(page, api);
  const { userId } = candidate.session;
  for (let i = 0; i < 3; i += 1) await pick(page, ITEMS[i]!, plannedOption(i));
  await expect.poll(async () => (await storedResponses(userId)).size).toBe(3);

  // The server's clock says 2.5 minutes are left (as if the section began long ago): only the
  // server can tell the page so.
  await moveDeadline(userId, COGNITIVE_ASSESSMENT_ID, SECTION.id, new Date(Date.now() + 150_000));
  await page.reload();
  await expectQuestionsOf(page, SECTION);
  await expect.poll(() => shownSeconds(page)).toBeLessThanOrEqual(151);
  await expectShownTimeToMatchServer(page, userId);
  for (let i = 0; i < 3; i += 1) {
    const option = ITEMS[i]!.options.find((o) => o.id === plannedOption(i))!;
    await expect(
      question(page, ITEMS[i]!).getByRole('radio', { name: option.label, exact: true }),
    ).toBeChecked();
  }
  await expect(question(page, ITEMS[3]!).getByRole('radio', { checked: true })).toHaveCount(0);
});

test("after an offline period the shown time stays within a second of the server's", async ({
  page,
  context,
  api,
}) => {
  const candidate = await firstSectionQuestions(page, api);
  const { userId } = candidate.session;
  await expectShownTimeToMatchServer(page, userId);

  await goOffline(context);
  await page.waitForTimeout(10_000);
  await expectShownTimeToMatchServer(page, userId);
  // Meanwhile the server's deadline moves 30 s earlier: the page learns it on reconnecting.
  const { deadlineAt } = await storedSection(userId, COGNITIVE_ASSESSMENT_ID, SECTION.id);
  await moveDeadline(
    userId,
    COGNITIVE_ASSESSMENT_ID,
    SECTION.id,
    new Date(deadlineAt!.getTime() - 30_000),
  );
  await page.waitForTimeout(10_000);

  await goOnline(context);
  await expect
    .poll(async () => {
      const shown = await shownSeconds(page);
      return shown - (await serverSecondsLeft(userId, COGNITIVE_ASSESSMENT_ID, SECTION.id));
    })
    .toBeLessThan(2);
  await expectShownTimeToMatchServer(page, userId);
});

test('an answer arriving after the deadline and its grace is refused with its reason, and nothing is stored', async ({
  page,
  context,
  api,
}) => {
  const candidate = await firstSectionQuestions(page, api);
  const { userId } = candidate.session;
  await pick(page, ITEMS[0]!, plannedOption(0));
  await expect.poll(async () => (await storedResponses(userId)).size).toBe(1);

  // Offline, the page still counts down from about 6 minutes; on the server the deadline and
  // its grace are over.
  await goOffline(context);
  await moveDeadline(
    userId,
    COGNITIVE_ASSESSMENT_ID,
    SECTION.id,
    new Date(Date.now() - ANSWER_GRACE_MS - 10_000),
  );
  expect(await shownSeconds(page)).toBeGreaterThan(200);
  await pick(page, ITEMS[1]!, plannedOption(1));

  await goOnline(context);
  // Said once, in plain words, with no Retry (docs/decisions/053).
  const refusal = page
    .getByRole('main')
    .getByRole('group', { name: 'An answer arrived too late to count' });
  await expect(refusal).toContainText('Sending again cannot change that.');
  await expect(page.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  // The section is over: the next one's information, its clock not started by any of this.
  const next = cognitiveV1.sections[1]!;
  await expect(page.getByRole('heading', { level: 2, name: next.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
  expect((await storedSection(userId, COGNITIVE_ASSESSMENT_ID, next.id)).status).toBe(
    'NOT_STARTED',
  );
  const stored = await storedResponses(userId);
  expect(stored.has(ITEMS[1]!.id), 'the late answer is not stored').toBe(false);
  expect(stored.get(ITEMS[0]!.id)).toEqual([{ id: plannedOption(0) }]);
  expect(await storedSection(userId, COGNITIVE_ASSESSMENT_ID, SECTION.id)).toMatchObject({
    status: 'COMPLETE',
    closeType: 'TIMER',
  });
});

test('answers given offline in a tab closed before reconnecting reach the server once from the next tab', async ({
  page,
  context,
  api,
}) => {
  const candidate = await firstSectionQuestions(page, api);
  const { userId } = candidate.session;

  await goOffline(context);
  for (let i = 0; i < 4; i += 1) await pick(page, ITEMS[i]!, plannedOption(i));
  // The candidate closes the tab once each answer says it is on this device: until then it is
  // being written to IndexedDB ("Saving…"), which a busy machine can stretch past the next click.
  for (let i = 0; i < 4; i += 1) {
    await expect(questionBlock(page, ITEMS[i]!)).toHaveAccessibleDescription(
      'Saved on this device',
    );
  }
  await page.close();

  await goOnline(context);
  const later = await context.newPage();
  await later.goto(COGNITIVE_APP_PATH);
  await expectQuestionsOf(later, SECTION);
  await expect
    .poll(async () => (await storedResponses(userId)).size, { message: 'the four are stored' })
    .toBe(4);
  const stored = await storedResponses(userId);
  for (let i = 0; i < 4; i += 1) {
    expect(stored.get(ITEMS[i]!.id)).toEqual([{ id: plannedOption(i) }]);
    const option = ITEMS[i]!.options.find((o) => o.id === plannedOption(i))!;
    await expect(
      question(later, ITEMS[i]!).getByRole('radio', { name: option.label, exact: true }),
    ).toBeChecked();
  }
  await later.waitForTimeout(1_000);
  expect(await idempotencyKeyCount(userId, 'submitItemResponse')).toBe(4);
});
