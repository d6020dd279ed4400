/**
 * Fair late answers (docs/decisions/047, 053): an answer given offline before a timed section's
 * deadline and delivered after it, within the grace window and the attempt's late-time budget, is
 * recorded and flagged with how late it arrived, because nothing from the attempt reached the
 * server between the answer and the deadline (dated on the server's clock, even after a lopsided
 * round trip: docs/decisions/067). While offline past the deadline the page says how
 * long the unsent answers can still count; one that counted says so; one refused after that time
 * is said once, plainly, without Retry; and no internal operation name ever reaches the screen.
 *
 * The section is made short by moving its deadline in the database (tests/support/assessments.ts);
 * the page learns it from the next answer's result, as it would from the server's clock.
 */
import {
  COGNITIVE_ASSESSMENT_ID,
  cognitiveV1,
  correctOption,
  firstSectionQuestions,
  itemsOf,
  moveDeadline,
  pick,
  shownSeconds,
  storedResponses,
  storedSection,
} from '../support/assessments.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { delayResponses, goOffline, goOnline, isOperation } from '../support/network.ts';
import { operatorJson } from '../support/operator.ts';
import { expectNoOperationNames } from '../support/operation-names.ts';

const SECTION = cognitiveV1.sections[0]!;
const ITEMS = itemsOf(SECTION);

/** How late each stored response of the candidate arrived (null: in time), by item id. */
async function storedLateness(userId: string): Promise<Map<string, number | null>> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ item_id: string; late_by_ms: number | null }>(
      'SELECT item_id, late_by_ms FROM item_responses WHERE user_id = $1',
      [userId],
    );
    return new Map(rows.map((r) => [r.item_id, r.late_by_ms]));
  });
}

test('an answer given offline before the deadline and delivered after it is recorded and flagged late', async ({
  page,
  context,
  api,
}) => {
  // The section's first heartbeat reaches the server at once, but its answer is held 4 s on the
  // way back: halving that round trip would put the page's estimate of the server's clock 2 s
  // early, and date the offline answer below before the first answer's contact (decision 067).
  await delayResponses(context, '**/api/graphql', {
    delayMs: 4_000,
    times: 1,
    when: isOperation('AssessmentHeartbeat'),
  });
  const heartbeatAnswered = page.waitForResponse((response) =>
    isOperation('AssessmentHeartbeat')(response.request()),
  );
  const candidate = await firstSectionQuestions(page, api);
  const { userId } = candidate.session;
  await heartbeatAnswered;

  // The section ends in 8 s on the server; the first answer's result tells the page.
  await moveDeadline(userId, COGNITIVE_ASSESSMENT_ID, SECTION.id, new Date(Date.now() + 8_000));
  await pick(page, ITEMS[0]!, correctOption(ITEMS[0]!).id);
  await expect.poll(async () => (await storedResponses(userId)).has(ITEMS[0]!.id)).toBe(true);
  await expect.poll(() => shownSeconds(page)).toBeLessThanOrEqual(8);

  // The connection drops; the candidate answers in time, on this device only.
  await goOffline(context);
  await pick(page, ITEMS[1]!, correctOption(ITEMS[1]!).id);
  const { deadlineAt } = await storedSection(userId, COGNITIVE_ASSESSMENT_ID, SECTION.id);
  expect(Date.now(), 'answered before the deadline').toBeLessThan(deadlineAt!.getTime());

  // The deadline passes offline (the page's time is up): the page says how long the answer can
  // still be sent (the grace window, less a margin for reconnecting), counting down.
  await expect(page.getByRole('timer')).toHaveCount(0, { timeout: 15_000 });
  const countdown = page.getByText(/^Reconnect within \d:\d\d for this answer to count\.$/);
  await expect(countdown).toBeVisible();
  const first = await countdown.textContent();
  expect(first).toMatch(/within 1:[45]\d /);
  await expect(countdown).not.toHaveText(first!);
  await expect(page.getByText(/After that it can no longer be recorded/)).toBeVisible();
  await expectNoOperationNames(page);
  await page.waitForTimeout(Math.max(0, deadlineAt!.getTime() + 3_000 - Date.now()));
  await goOnline(context);

  await expect
    .poll(async () => (await storedResponses(userId)).get(ITEMS[1]!.id), { timeout: 15_000 })
    .toEqual([{ id: correctOption(ITEMS[1]!).id }]);
  const lateness = await storedLateness(userId);
  expect(lateness.get(ITEMS[0]!.id), 'the answer in time is not flagged').toBeNull();
  const lateBy = lateness.get(ITEMS[1]!.id);
  expect(lateBy, 'flagged with how late it arrived').toBeGreaterThanOrEqual(3_000);
  expect(lateBy).toBeLessThan(60_000);
  // The operator sees the attempt flagged for it (docs/decisions/045), and for nothing else.
  const listed = operatorJson<{ email: string; flags: { rule: string; detail: string }[] }>([
    'integrity:list',
    '--assessment',
    'cognitive',
    '--limit=10000',
  ]).find((attempt) => attempt.email === candidate.email);
  expect(listed?.flags.map((flag) => flag.rule)).toEqual(['LATE_ANSWER']);
  expect(listed?.flags[0]?.detail).toMatch(
    /^1 answer late, the latest by \d+(\.\d+)? s, \d+(\.\d+)? s gained in all$/,
  );
  // Each answer carried its place in this browser's outbox: the server keeps the highest.
  const sequences = await withDatabase(async (db) => {
    const { rows } = await db.query<{ outbox_id: string; highest_sequence: number | null }>(
      "SELECT outbox_id, highest_sequence FROM section_contacts WHERE user_id = $1 AND outbox_id <> ''",
      [userId],
    );
    return rows;
  });
  expect(sequences).toHaveLength(1);
  expect(sequences[0]!.highest_sequence).toBeGreaterThanOrEqual(2);
  // The page's own TIMER close follows it: the section is closed.
  await expect
    .poll(async () => (await storedSection(userId, COGNITIVE_ASSESSMENT_ID, SECTION.id)).status)
    .toBe('COMPLETE');
  // The candidate is told that it counted, once; the countdown is gone.
  await expect(page.getByText('An answer sent after the deadline was recorded')).toBeVisible();
  await expect(countdown).toHaveCount(0);
  await expectNoOperationNames(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('recorded-late-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('recorded-late-390.png') });
});

test('answers that reach the server after the time allowed are said once, plainly, with no Retry', async ({
  page,
  context,
  api,
}) => {
  const candidate = await firstSectionQuestions(page, api);
  const { userId } = candidate.session;
  await moveDeadline(userId, COGNITIVE_ASSESSMENT_ID, SECTION.id, new Date(Date.now() + 8_000));
  await pick(page, ITEMS[0]!, correctOption(ITEMS[0]!).id);
  await expect.poll(async () => (await storedResponses(userId)).has(ITEMS[0]!.id)).toBe(true);
  await expect.poll(() => shownSeconds(page)).toBeLessThanOrEqual(8);

  // Two answers in time, offline; the deadline passes offline.
  await goOffline(context);
  await pick(page, ITEMS[1]!, correctOption(ITEMS[1]!).id);
  await pick(page, ITEMS[2]!, correctOption(ITEMS[2]!).id);
  await expect(page.getByRole('timer')).toHaveCount(0, { timeout: 15_000 });
  await expect(
    page.getByText(/^Reconnect within \d:\d\d for these 2 answers to count\.$/),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('countdown-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('countdown-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // On the server, the time allowed after the deadline has passed before they arrive.
  await moveDeadline(
    userId,
    COGNITIVE_ASSESSMENT_ID,
    SECTION.id,
    new Date(Date.now() - 3 * 60_000),
  );
  await goOnline(context);

  const refused = page.getByText('2 answers arrived too late to count');
  await expect(refused).toBeVisible({ timeout: 15_000 });
  await expect(refused).toHaveCount(1);
  await expect(
    page.getByText(/The section's receipt lists only the answers the server recorded\./),
  ).toBeVisible();
  // Nothing else about them: no Retry, no second bar, no "not recorded" count, no operation.
  await expect(page.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await expect(page.getByText(/Not saved/)).toHaveCount(0);
  await expect(page.getByText(/^(An answer was|\d+ answers were) not recorded$/)).toHaveCount(0);
  await expectNoOperationNames(page);
  await page.screenshot({ path: test.info().outputPath('refused-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('refused-390.png') });

  const stored = await storedResponses(userId);
  expect(stored.has(ITEMS[1]!.id)).toBe(false);
  expect(stored.has(ITEMS[2]!.id)).toBe(false);
});
