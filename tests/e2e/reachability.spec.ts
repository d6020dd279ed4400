/**
 * Reachability (docs/decisions/042): after a send gets no answer, the app asks the server
 * (GET /api/ping) rather than trusting navigator.onLine, says "offline" while it cannot reach it,
 * and resends within 1 s of the connection returning, even though the browser said "online" all
 * along (here the API is cut at the network layer, not with setOffline, so navigator.onLine stays
 * true, as when the server is unreachable or the OS reconnects before the browser notices).
 */
import type { Request } from '@playwright/test';
import {
  COGNITIVE_APP_PATH,
  cognitiveV1,
  correctOption,
  expectQuestionsOf,
  idempotencyKeyCount,
  itemsOf,
  pick,
  question,
  signedInWithCognitiveStarted,
  storedResponses,
} from '../support/assessments.ts';
import { expect, test } from '../support/fixtures.ts';
import { dropRequests, isOperation } from '../support/network.ts';

const SECTION = cognitiveV1.sections[0]!;
const ITEM = itemsOf(SECTION)[0]!;
const isAnswer = isOperation('SubmitItemResponse');

test('with navigator.onLine lying, the first resend goes out within 1 s of the server returning', async ({
  page,
  context,
  api,
}) => {
  const candidate = await signedInWithCognitiveStarted(api, page);
  const { userId } = candidate.session;
  await page.goto(COGNITIVE_APP_PATH);
  await expect(page.getByRole('heading', { level: 2, name: SECTION.title })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectQuestionsOf(page, SECTION);

  // When each answer that reached the server left the page (Playwright's wall clock, ms).
  const answersSent: number[] = [];
  page.on('requestfinished', (request: Request) => {
    if (isAnswer(request)) answersSent.push(request.timing().startTime);
  });

  const cut = await dropRequests(context, '**/api/**');
  await pick(page, ITEM, correctOption(ITEM).id);
  await expect(question(page, ITEM).getByRole('radio', { checked: true })).toHaveCount(1);

  // The browser still says online; the app, having failed to reach the server, says offline.
  await expect(page.getByText("You're offline.")).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  // A few attempts met the cut connection (answers or probes): the outage has lasted a while, so an
  // outbox that only backs off would now wait several seconds before its next try.
  await expect.poll(() => cut.count, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
  expect(answersSent, 'nothing reached the server while cut').toEqual([]);

  const restoredAt = Date.now();
  await cut.remove();
  await expect.poll(() => answersSent.length, { message: 'the answer is resent' }).toBe(1);
  const delayMs = answersSent[0]! - restoredAt;
  test.info().annotations.push({ type: 'first resend after', description: `${delayMs} ms` });
  expect(delayMs, `first resend ${delayMs} ms after the connection returned`).toBeLessThanOrEqual(
    1_000,
  );

  await expect(page.getByText("You're offline.")).toBeHidden();
  expect((await storedResponses(userId)).get(ITEM.id)).toEqual([{ id: correctOption(ITEM).id }]);
  expect(await idempotencyKeyCount(userId, 'submitItemResponse')).toBe(1);
});
