/**
 * An operator voids a candidate's cognitive assessment (`assessments:void`, docs/decisions/046):
 * the candidate's landing page then says it was voided, with the support address, and offers no
 * way in, on a computer and on a phone; the side navigation marks it voided; the in-assessment
 * address leads back to that page; the candidate and the connected firm have their notices in the
 * mailbox. The operator command runs as a child process on the e2e server's database.
 */
import { violationsOf } from '../support/axe.ts';
import {
  COGNITIVE_APP_PATH,
  COGNITIVE_ASSESSMENT_ID,
  COGNITIVE_PATH,
  startThroughApi,
  storedAssessment,
} from '../support/assessments.ts';
import { connectThroughApi, createFirm } from '../support/connections.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorJson } from '../support/operator.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const SUPPORT_EMAIL = 'support@127.0.0.1';

for (const viewport of VIEWPORTS) {
  test(`after the operator voids it, the landing page says the assessment was voided, with the support address (${viewport.name})`, async ({
    page,
    api,
    signIn,
    mailbox,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
    await startThroughApi(api, candidate.session.token, COGNITIVE_ASSESSMENT_ID);
    const contact = `hr+${Date.now().toString(36)}@firm.example.test`;
    const firm = createFirm('Voiding Notice Firm', { contact });
    await connectThroughApi(api, candidate, firm);

    const rows = operatorJson<{ notice: string; to: string; result: string }>([
      'assessments:void',
      candidate.email,
      'cognitive',
      '--reason',
      'Answers copied from a shared document',
      '--by',
      'e2e-operator',
    ]);
    expect(rows.map(({ notice, to, result }) => [notice, to, result])).toEqual([
      ['candidate', candidate.email, 'mailed'],
      [`firm ${firm}`, contact, 'mailed'],
    ]);
    expect(
      (await storedAssessment(candidate.session.userId, COGNITIVE_ASSESSMENT_ID))?.status,
    ).toBe('VOIDED');
    const notice = await mailbox.waitFor(candidate.email, { subject: 'was voided' });
    expect(notice.text).toContain(SUPPORT_EMAIL);
    await mailbox.waitFor(contact, { subject: 'was voided' });

    await signIn(page, candidate.session);
    await page.goto(COGNITIVE_PATH);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This assessment was voided' }),
    ).toBeVisible();
    await expect(page.getByText(/voided for a violation of the assessment policy/)).toBeVisible();
    await expect(page.getByText(/not shared with any firm/)).toBeVisible();
    const support = page.getByRole('link', { name: SUPPORT_EMAIL });
    await expect(support).toBeVisible();
    await expect(support).toHaveAttribute('href', /^mailto:support@127\.0\.0\.1/);
    await expect(page.getByRole('button', { name: /^(Begin|Continue Assessment)$/ })).toHaveCount(
      0,
    );
    expect(await violationsOf(page)).toEqual([]);

    // By keyboard: the support address is reachable and shows its focus.
    await support.focus();
    await expect(support).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`voided-${viewport.name}.png`) });

    // The side navigation says it too (on a phone it is behind the menu button).
    if (viewport.name === 'phone')
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(
      page.getByRole('link', { name: 'Cognitive Skills Assessment, voided' }),
    ).toBeVisible();

    // The in-assessment view has nothing to run: it opens the landing page instead.
    await page.goto(COGNITIVE_APP_PATH);
    await expect(page).toHaveURL(COGNITIVE_PATH);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This assessment was voided' }),
    ).toBeVisible();
  });
}
