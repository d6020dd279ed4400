/**
 * What a timed section records (docs/decisions/045-integrity-events-and-flags.md): a candidate who
 * switches to another tab during the section is recorded, with how long, and flagged in the
 * operator's `integrity:list`; reports made offline reach the server once after reconnecting; and
 * the candidate's screen says nothing of it.
 *
 * The switch is a real one: a second page of the same browser brought to the front takes the focus
 * from the assessment's page, then the assessment is brought back. Headless Chromium keeps every
 * page "visible" (each is its own window, none occluded) and Playwright emulates focus for every
 * page; turning that emulation off (CDP) lets the browser's real focus change reach the page, so
 * the departure is the window left (WINDOW_LEFT). The hidden tab (TAB_HIDDEN) is the same watch
 * (lib/section-activity.test.ts).
 */
import type { BrowserContext, Page } from '@playwright/test';
import {
  cognitiveV1,
  correctOption,
  itemsOf,
  pick,
  signedInAtFirstSectionQuestions,
} from '../support/assessments.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { goOffline, goOnline } from '../support/network.ts';
import { operatorJson } from '../support/operator.ts';

const SECTION = cognitiveV1.sections[0]!;
const ITEMS = itemsOf(SECTION);

interface ListedAttempt {
  email: string;
  assessment: string;
  flags: { rule: string; detail: string }[];
  events: { type: string; sectionId: string; durationMs: number | null }[];
}

/** The page gets the browser's real focus changes (Playwright emulates focus for every page). */
async function withRealFocus(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
  await page.bringToFront();
  await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(true);
}

/** Another page of the same browser comes to the front for `awayMs`, then the assessment again. */
async function switchAway(context: BrowserContext, page: Page, awayMs: number) {
  const other = await context.newPage();
  await other.bringToFront();
  await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(false);
  await other.waitForTimeout(awayMs);
  await page.bringToFront();
  await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(true);
  await other.close();
}

/** The candidate's recorded reports, from the database. */
async function storedActivity(userId: string) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ type: string; duration_ms: number | null }>(
      'SELECT type, duration_ms FROM integrity_events WHERE user_id = $1 ORDER BY occurred_at',
      [userId],
    );
    return rows;
  });
}

/** Nothing on the candidate's screen speaks of what was recorded. */
async function expectNothingAccusatory(page: Page) {
  await expect(
    page.getByText(
      /integrity|cheat|violation|flagged|suspicious|switched tabs|left the (tab|page)/i,
    ),
  ).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('a candidate who leaves the section for other tabs is recorded, with how long, and flagged', async ({
  page,
  context,
  api,
}) => {
  const candidate = await signedInAtFirstSectionQuestions(page, api);
  await pick(page, ITEMS[0]!, correctOption(ITEMS[0]!).id);
  await withRealFocus(context, page);

  // Four departures: more than three is flagged, however short.
  await switchAway(context, page, 1_500);
  for (let i = 0; i < 3; i += 1) await switchAway(context, page, 200);

  await expect
    .poll(async () => (await storedActivity(candidate.session.userId)).length, { timeout: 15_000 })
    .toBe(4);
  const stored = await storedActivity(candidate.session.userId);
  expect(stored.map((r) => r.type)).toEqual([
    'WINDOW_LEFT',
    'WINDOW_LEFT',
    'WINDOW_LEFT',
    'WINDOW_LEFT',
  ]);
  // The first absence lasted at least the 1.5 s the other tab was in front.
  expect(stored[0]!.duration_ms).toBeGreaterThanOrEqual(1_500);
  expect(stored[0]!.duration_ms).toBeLessThan(60_000);

  const listed = operatorJson<ListedAttempt>([
    'integrity:list',
    '--assessment',
    'cognitive',
    '--limit=10000',
  ]).find((a) => a.email === candidate.email);
  expect(listed?.assessment).toBe(cognitiveV1.title);
  expect(listed?.flags.map((f) => f.rule)).toEqual(['LEFT_TOO_OFTEN']);
  expect(listed?.flags[0]?.detail).toBe('left 4 times');
  expect(listed?.events.map((e) => [e.type, e.sectionId])).toEqual(
    Array.from({ length: 4 }, () => ['WINDOW_LEFT', SECTION.id]),
  );

  // The candidate goes on as before: the question and its answer, nothing else said.
  await expect(page.getByRole('heading', { level: 2, name: SECTION.title })).toBeVisible();
  await expect(
    page.getByRole('radio', { name: correctOption(ITEMS[0]!).label, checked: true }),
  ).toBeVisible();
  await expectNothingAccusatory(page);
});

test('a tab switch made offline reaches the server once after reconnecting', async ({
  page,
  context,
  api,
}) => {
  const candidate = await signedInAtFirstSectionQuestions(page, api);
  const { userId } = candidate.session;
  await withRealFocus(context, page);

  await goOffline(context);
  await switchAway(context, page, 1_000);
  // Kept on this device: nothing has reached the server.
  await page.waitForTimeout(1_000);
  expect(await storedActivity(userId)).toEqual([]);
  await expectNothingAccusatory(page);

  await goOnline(context);
  await expect.poll(async () => (await storedActivity(userId)).length, { timeout: 20_000 }).toBe(1);
  // Once: however the outbox retried while offline, one report is held, with its duration.
  await page.waitForTimeout(2_000);
  const stored = await storedActivity(userId);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.type).toBe('WINDOW_LEFT');
  expect(stored[0]!.duration_ms).toBeGreaterThanOrEqual(1_000);
  await expectNothingAccusatory(page);
});
