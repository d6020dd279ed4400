/**
 * The signed-in shell starts with one GetUserBootstrap (spec section 7; docs/decisions/021): the
 * user, the survey status and the assessments in one request, never GetUser, GetUserSurveyAnswers
 * and GetCandidateAssessments one by one, whether the device has a copy of the account or not.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { COGNITIVE_ASSESSMENT_ID } from '../support/assessments.ts';
import { withDatabase } from '../support/database.ts';
import { expect, test } from '../support/fixtures.ts';
import { countRequests, isOperation, type RuleHandle } from '../support/network.ts';
import { waitForPersistedQuery } from '../support/pwa.ts';

const graphqlUrl = '**/api/graphql';
const SINGLE_QUERIES = ['GetUser', 'GetUserSurveyAnswers', 'GetCandidateAssessments'] as const;

/** Counts the shell's starting requests: the bootstrap, and each single query it replaces. */
async function countShellQueries(context: BrowserContext) {
  const bootstrap = await countRequests(context, graphqlUrl, {
    when: isOperation('GetUserBootstrap'),
  });
  const singles: Record<string, RuleHandle> = {};
  for (const name of SINGLE_QUERIES) {
    singles[name] = await countRequests(context, graphqlUrl, { when: isOperation(name) });
  }
  return {
    bootstrap,
    singles: () => Object.fromEntries(SINGLE_QUERIES.map((name) => [name, singles[name]!.count])),
  };
}

/**
 * The welcome page with what each part of the bootstrap brought: the user (name, account type),
 * the survey's status and the assessment's (the navigation's check marks).
 */
async function expectWelcomeWithCandidateData(page: Page, firstName: string) {
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}!` }),
  ).toBeVisible();
  await expect(page.getByLabel('Account type: Campus')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Behavioral Assessment, completed' })).toBeVisible();
  await expect(
    nav.getByRole('link', { name: 'Cognitive Skills Assessment, completed' }),
  ).toBeVisible();
}

/**
 * What the pages mount once the shell shows may ask in the next moments; within the 30 s stale
 * time none of them may read the three again.
 */
const settle = (page: Page) => page.waitForTimeout(2_000);

test('the signed-in welcome page loads cold with one GetUserBootstrap, and again from the device copy after a reload', async ({
  page,
  context,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const { userId } = candidate.session;
  // The survey submitted and the cognitive assessment done, so that the navigation can only show
  // both checked from the bootstrap's survey status and assessments.
  await withDatabase(async (db) => {
    await db.query(
      `INSERT INTO user_surveys (user_id, survey_id, status, completed_at)
       SELECT $1, id, 'complete', now() FROM survey_definitions ORDER BY version DESC LIMIT 1`,
      [userId],
    );
    await db.query(
      `INSERT INTO candidate_assessments (user_id, assessment_id, status, started_at, completed_at)
       VALUES ($1, $2, 'COMPLETE', now(), now())`,
      [userId, COGNITIVE_ASSESSMENT_ID],
    );
  });
  const shell = await countShellQueries(context);
  await signIn(page, candidate.session);

  // Cold: nothing of this account on the device.
  await page.goto('/');
  await expectWelcomeWithCandidateData(page, candidate.firstName);
  await settle(page);
  expect(shell.bootstrap.count).toBe(1);
  expect(shell.singles()).toEqual({
    GetUser: 0,
    GetUserSurveyAnswers: 0,
    GetCandidateAssessments: 0,
  });

  // A reload: the copy kept on the device shows at once, and one GetUserBootstrap refreshes it.
  await waitForPersistedQuery(page, userId, candidate.email);
  await page.reload();
  await expectWelcomeWithCandidateData(page, candidate.firstName);
  await expect.poll(() => shell.bootstrap.count).toBe(2);
  await settle(page);
  expect(shell.bootstrap.count).toBe(2);
  expect(shell.singles()).toEqual({
    GetUser: 0,
    GetUserSurveyAnswers: 0,
    GetCandidateAssessments: 0,
  });
});
