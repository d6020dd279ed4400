/**
 * The assessment policy (/assessment-policy): "Read the assessment policy" on the cognitive landing
 * page and the link in Before You Begin lead to a real page with the rules a candidate agrees to,
 * and the "Don't guess" card says what the scoring does (docs/decisions/020).
 */
import { violationsOf } from '../support/axe.ts';
import { beforeYouBegin, COGNITIVE_PATH } from '../support/assessments.ts';
import { expect, test } from '../support/fixtures.ts';

const POLICY_SECTIONS = [
  'One attempt',
  'Time limits',
  'Reasonable accommodations',
  'Scoring',
  'Your conduct',
  'What we record',
  'What firms see',
];

test('a campus candidate reads the assessment policy from the landing page and from Before You Begin', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await signIn(page, candidate.session);
  await page.goto(COGNITIVE_PATH);

  // The card tells the truth about blanks and wrong answers.
  await expect(page.getByText("Don't guess", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'A wrong answer lowers your score; a question still unanswered when time runs out does not.',
      { exact: false },
    ),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Read the assessment policy' }).click();
  await expect(page).toHaveURL(/\/assessment-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment Policy' })).toBeVisible();
  for (const heading of POLICY_SECTIONS) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(
    page.getByText('You can take each assessment only once.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('has 15 minutes in all', { exact: false })).toBeVisible();
  // What a timed section records, said plainly (docs/decisions/045).
  await expect(
    page.getByText(
      'During a timed section we also record: each time the assessment tab is hidden or its window loses focus, and for how long;',
      { exact: false },
    ),
  ).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  // Signed in: the way back, not "Sign in".
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Before You Begin, step 2: the policy opens in a new tab; the dialog stays as it was.
  await page.goto(COGNITIVE_PATH);
  await page.getByRole('button', { name: 'Begin' }).click();
  const modal = beforeYouBegin(page);
  await modal.getByRole('button', { name: 'Next' }).click();
  const [policyTab] = await Promise.all([
    page.context().waitForEvent('page'),
    modal.getByRole('link', { name: /The assessment policy explains each rule/ }).click(),
  ]);
  await expect(
    policyTab.getByRole('heading', { level: 1, name: 'Assessment Policy' }),
  ).toBeVisible();
  await policyTab.close();
  await expect(
    modal.getByRole('heading', { name: 'Assessment Policy Acknowledgements' }),
  ).toBeVisible();
});

test('the policy is public: a visitor who is not signed in reads it and is offered Sign in', async ({
  page,
}) => {
  await page.goto('/assessment-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessment Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What firms see' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/assessment-policy$/);
});
