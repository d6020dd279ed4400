/**
 * Issue 13, "No side traffic": delivering a timed answer causes no other request. Every request
 * that reaches the network while a candidate answers (the page's and the service worker's) is
 * counted, and only the answers themselves may be there. Before the write registry, each delivered
 * answer refetched the five user queries.
 */
import type { Request } from '@playwright/test';
import {
  COGNITIVE_APP_PATH,
  cognitiveV1,
  correctOption,
  expectQuestionsOf,
  itemsOf,
  pick,
  signedInWithCognitiveStarted,
  storedResponses,
} from '../support/assessments.ts';
import { expect, test } from '../support/fixtures.ts';
import { countRequests, graphqlOperationName } from '../support/network.ts';

const SECTION = cognitiveV1.sections[0]!;
const ITEMS = itemsOf(SECTION);

/** What a request is, for a readable failure: the GraphQL operation, else method and path. */
const describeRequest = (request: Request) =>
  graphqlOperationName(request) ?? `${request.method()} ${new URL(request.url()).pathname}`;

test('answering timed questions sends the answers and nothing else', async ({ page, api }) => {
  const candidate = await signedInWithCognitiveStarted(api, page);
  await page.goto(COGNITIVE_APP_PATH);
  await expect(page.getByRole('heading', { level: 2, name: SECTION.title })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectQuestionsOf(page, SECTION);
  await expect(page.getByRole('timer')).toBeVisible();
  // The section's own loading, and the service worker's first download of the app (its precache,
  // done once it is active), are over before counting starts.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForLoadState('networkidle');

  const traffic = await countRequests(page.context(), '**/*');
  const answered = ITEMS.slice(0, 3);
  for (const [i, item] of answered.entries()) {
    await pick(page, item, correctOption(item).id);
    // Delivered: the server holds it. A refetch a delivery caused would be sent by now, before
    // the next answer's own request.
    await expect
      .poll(async () => (await storedResponses(candidate.session.userId)).size, { timeout: 15_000 })
      .toBe(i + 1);
  }
  await expect(page.getByText(`Answered ${answered.length} of ${ITEMS.length}`)).toBeVisible();

  // The heartbeat (docs/decisions/047) keeps its own time: it goes after 12 s without an answer
  // (a slow machine may take that long here), never because an answer was delivered.
  const sent = traffic.requests.map(describeRequest).filter((r) => r !== 'AssessmentHeartbeat');
  expect(sent).toEqual(answered.map(() => 'SubmitItemResponse'));
  await traffic.remove();
});

test('the answers go straight to the network, not through the service worker', async ({
  page,
  api,
}) => {
  await signedInWithCognitiveStarted(api, page);
  await page.goto(COGNITIVE_APP_PATH);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The routes are the worker's from its install: a page it controls from its start uses them.
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectQuestionsOf(page, SECTION);
  await pick(page, ITEMS[0]!, correctOption(ITEMS[0]!).id);
  await expect(page.getByText(`Answered 1 of ${ITEMS.length}`)).toBeVisible();

  // Resource Timing says which source answered each request by the worker's static routes.
  const routes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/api/graphql')
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming & { workerFinalSourceType?: string };
        return timing.workerFinalSourceType ?? 'the fetch handler';
      }),
  );
  expect(routes.length).toBeGreaterThan(0);
  expect(new Set(routes)).toEqual(new Set(['network']));
});
