/**
 * Notices an operator sets for every candidate at once (GetCandidateConfig). They change what
 * every signed-in page shows, so this file runs alone, after the rest of the suite (the
 * `server-wide` project of playwright.config.ts), never beside a test it would cover up.
 *
 * The maintenance modal is held back while an assessment runs in the tab, so it never covers a
 * running timer, and opens once the candidate has left the assessment.
 */
import {
  cognitiveV1,
  COGNITIVE_APP_PATH,
  expectQuestionsOf,
  signedInWithCognitiveStarted,
} from '../support/assessments.ts';
import { expect, test } from '../support/fixtures.ts';
import { isOperation } from '../support/network.ts';
import { operatorOk } from '../support/operator.ts';

test('the maintenance notice waits while a timed section runs, and opens once the candidate leaves it', async ({
  page,
  api,
}) => {
  await signedInWithCognitiveStarted(api, page);
  const content = `Scheduled maintenance tonight at 11 PM UTC ${Date.now()}`;
  const notice = page.getByRole('dialog', { name: 'Maintenance notice' });
  try {
    operatorOk(['config:maintenance', content]);

    const configRead = page.waitForResponse((response) =>
      isOperation('GetCandidateConfig')(response.request()),
    );
    await page.goto(COGNITIVE_APP_PATH);
    const section = cognitiveV1.sections[0]!;
    await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectQuestionsOf(page, section);
    await expect(page.getByRole('timer')).toBeVisible();
    await configRead;
    // The page has the notice's content, and still shows the questions, not the notice.
    await expect(notice).toBeHidden();

    // Out of the assessment: the notice opens, with the operator's words, and can be closed.
    await page.goto('/');
    await expect(notice).toBeVisible();
    await expect(notice.getByText(content)).toBeVisible();
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();
  } finally {
    operatorOk(['config:maintenance', '--clear']);
  }
});

test('a brand-new candidate sees "Before You Move On" alone first, and the maintenance notice once it is done', async ({
  page,
  api,
  signIn,
}) => {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS', contactInfo: false });
  await signIn(page, candidate.session);
  const content = `Scheduled maintenance on Sunday ${Date.now()}`;
  const notice = page.getByRole('dialog', { name: 'Maintenance notice' });
  const gate = page.getByRole('alertdialog', { name: 'Before You Move On' });
  try {
    operatorOk(['config:maintenance', content]);
    const configRead = page.waitForResponse((response) =>
      isOperation('GetCandidateConfig')(response.request()),
    );
    await page.goto('/');
    await expect(gate).toBeVisible();
    await configRead;
    // The notice's content has arrived; only the first-run gate shows.
    await page.waitForTimeout(500);
    await expect(notice).toBeHidden();

    // The contact details given and verified (contact-info.spec.ts goes through the form): the
    // gate is done and the notice opens.
    await api.completeContactInfo(candidate.session);
    await page.reload();
    await expect(notice).toBeVisible();
    await expect(notice.getByText(content)).toBeVisible();
    await expect(gate).toBeHidden();
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();
  } finally {
    operatorOk(['config:maintenance', '--clear']);
  }
});
