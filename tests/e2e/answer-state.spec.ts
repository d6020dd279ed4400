/**
 * What a candidate is told about where their answers are (issue 14; docs/decisions/041): each
 * answered question says "Saved on this device" while its answer waits in the outbox and "Received"
 * once the server has it, as the question's description (a group named by its number); and a
 * refused request for persistent storage is told once, calmly, in the runner.
 *
 * The browser's answer to `navigator.storage.persist()` is stubbed with an init script (the
 * browser's API, not our server): Chromium grants it by its own heuristics, which a test cannot set.
 */
import type { Page } from '@playwright/test';
import { persistentStorageMessages } from '../../src/app/features/assessments/lib/persistent-storage.ts';
import {
  COGNITIVE_APP_PATH,
  cognitiveV1,
  correctOption,
  expectQuestionsOf,
  itemsOf,
  pick,
  questionBlock,
  signedInWithCognitiveStarted,
  storedResponses,
} from '../support/assessments.ts';
import type { Api } from '../support/api.ts';
import { violationsOf } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { goOffline, goOnline } from '../support/network.ts';

const SECTION = cognitiveV1.sections[0]!;
const ITEMS = itemsOf(SECTION);

/** Stubs the browser's answer to a persistent-storage request; `window.persistAsked` counts them. */
async function browserGrantsPersistentStorage(page: Page, granted: boolean) {
  await page.addInitScript((grant) => {
    const w = window as unknown as { persistAsked: number };
    w.persistAsked = 0;
    const storage = navigator.storage;
    storage.persisted = () => Promise.resolve(false);
    storage.persist = () => {
      w.persistAsked += 1;
      return Promise.resolve(grant);
    };
  }, granted);
}

async function firstSectionQuestions(page: Page, api: Api) {
  const candidate = await signedInWithCognitiveStarted(api, page);
  await page.goto(COGNITIVE_APP_PATH);
  await expect(page.getByRole('heading', { level: 2, name: SECTION.title })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectQuestionsOf(page, SECTION);
  return candidate;
}

const refusal = (page: Page) =>
  page.getByRole('group', { name: persistentStorageMessages.refusedTitle });

test('an answer given offline says "Saved on this device", then "Received" once the server has it', async ({
  page,
  context,
  api,
}) => {
  await browserGrantsPersistentStorage(page, true);
  const { userId } = (await firstSectionQuestions(page, api)).session;
  const [first, second] = [ITEMS[0]!, ITEMS[1]!];
  // Unanswered: nothing said.
  await expect(questionBlock(page, first)).toHaveAccessibleDescription('');

  await goOffline(context);
  await pick(page, first, correctOption(first).id);
  await expect(questionBlock(page, first)).toHaveAccessibleDescription('Saved on this device');
  await expect(questionBlock(page, first).getByText('Saved on this device')).toBeVisible();
  await expect(questionBlock(page, second)).toHaveAccessibleDescription('');
  expect((await storedResponses(userId)).has(first.id), 'not on the server yet').toBe(false);

  await goOnline(context);
  await expect(questionBlock(page, first)).toHaveAccessibleDescription('Received');
  await expect(questionBlock(page, first).getByText('Received')).toBeVisible();
  expect((await storedResponses(userId)).get(first.id)).toEqual([{ id: correctOption(first).id }]);

  // Online, an answer goes straight through.
  await pick(page, second, correctOption(second).id);
  await expect(questionBlock(page, second)).toHaveAccessibleDescription('Received');
  expect((await storedResponses(userId)).has(second.id)).toBe(true);
  // No live region speaks the states.
  await expect(page.locator('[aria-live]').filter({ hasText: 'Received' })).toHaveCount(0);
  expect(await violationsOf(page)).toEqual([]);
});

test('a refused persistent-storage request is told to the candidate, once, and can be dismissed', async ({
  page,
  api,
}) => {
  await browserGrantsPersistentStorage(page, false);
  await firstSectionQuestions(page, api);
  await expect(refusal(page)).toBeVisible();
  await expect(refusal(page)).toContainText('this browser may clear them');
  expect(await violationsOf(page)).toEqual([]);

  await refusal(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(refusal(page)).toHaveCount(0);
  // The assessment goes on: a question is answered as before.
  await pick(page, ITEMS[0]!, correctOption(ITEMS[0]!).id);
  await expect(questionBlock(page, ITEMS[0]!)).toHaveAccessibleDescription(
    /Saved on this device|Received/,
  );
  await expect(refusal(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { persistAsked: number }).persistAsked),
  ).toBe(1);
});

test('a granted persistent-storage request says nothing', async ({ page, api }) => {
  await browserGrantsPersistentStorage(page, true);
  await firstSectionQuestions(page, api);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { persistAsked: number }).persistAsked))
    .toBe(1);
  await expect(refusal(page)).toHaveCount(0);
});
