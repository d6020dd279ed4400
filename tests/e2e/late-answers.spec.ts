/**
 * Fair late answers (docs/decisions/047): an answer given offline before a timed section's deadline
 * and delivered after it, within the grace window, is recorded and flagged with how late it
 * arrived, because nothing from the attempt reached the server between the answer and the deadline.
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
import { goOffline, goOnline } from '../support/network.ts';
import { operatorJson } from '../support/operator.ts';

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
  const candidate = await firstSectionQuestions(page, api);
  const { userId } = candidate.session;

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

  // The deadline passes offline (the page's time is up), then the connection comes back.
  await expect(page.getByRole('timer')).toHaveCount(0, { timeout: 15_000 });
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
  expect(listed?.flags[0]?.detail).toMatch(/^1 answer late, the latest by \d+(\.\d+)? s$/);
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
});
