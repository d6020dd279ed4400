/**
 * Signed receipts (issue 15, docs/decisions/048): the end page shows the receipt of the section
 * just finished ("Receipt 7F3A-19C2: 5 answers received", Verified, checked in the browser with
 * WebCrypto); the downloaded file checks out with `npm run operator -- receipts:verify` against the
 * server's database, and the same file with one byte changed does not; a section the server closed
 * on its timer gets its receipt on the landing page; the receipts stay on the device and verify
 * offline.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  ANSWER_GRACE_MS,
  closeAllButLastThroughApi,
  COGNITIVE_APP_PATH,
  COGNITIVE_ASSESSMENT_ID,
  COGNITIVE_PATH,
  cognitiveV1,
  correctOption,
  expectQuestionsOf,
  itemsOf,
  moveDeadline,
  pick,
  signedInWithCognitiveStarted,
  startThroughApi,
} from '../support/assessments.ts';
import { expect, test } from '../support/fixtures.ts';
import { goOffline } from '../support/network.ts';
import { operator } from '../support/operator.ts';
import { waitForServiceWorker } from '../support/pwa.ts';

const SHOTS = '/tmp/receipts-shots';
const RECEIPT_LINE = /^Receipt [0-9A-F]{4}-[0-9A-F]{4}: \d+ answers? received$/;

const receiptsRegion = (page: Page): Locator => page.getByRole('region', { name: 'Your receipts' });

/** The receipt of the section titled `title` in the list. */
const receiptOf = (page: Page, title: string): Locator =>
  receiptsRegion(page).getByRole('listitem').filter({ hasText: title });

interface ReceiptsFile {
  format: string;
  receipts: { payload: { sectionId: string | null; answersDigest: string; answerCount: number } }[];
}

test('the end page shows a verified receipt whose downloaded file the operator finds matching, and not once a byte changed', async ({
  page,
  api,
  signIn,
}) => {
  test.setTimeout(120_000);
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const { token } = candidate.session;
  await startThroughApi(api, token, COGNITIVE_ASSESSMENT_ID);
  await closeAllButLastThroughApi(api, token, COGNITIVE_ASSESSMENT_ID);
  await signIn(page, candidate.session);

  // The last (shortest) timed section, every question answered, then left.
  const section = cognitiveV1.sections.at(-1)!;
  const items = itemsOf(section);
  await page.goto(COGNITIVE_APP_PATH);
  await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectQuestionsOf(page, section);
  for (const item of items) await pick(page, item, correctOption(item).id);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Before You Move On' })
    .getByRole('button', { name: 'Next Section' })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: "You've completed the assessment." }),
  ).toBeVisible();

  // Its receipt: the short id, every answer counted, and the signature checked in the browser.
  const receipt = receiptOf(page, section.title);
  const line = receipt.getByText(RECEIPT_LINE);
  await expect(line).toHaveText(
    new RegExp(`^Receipt [0-9A-F]{4}-[0-9A-F]{4}: ${items.length} answers received$`),
  );
  await expect(receipt.getByText('Verified', { exact: true })).toBeVisible();
  // The sections closed earlier, unanswered, have theirs too; nothing says it could not verify.
  await expect(receiptsRegion(page).getByRole('listitem')).toHaveCount(cognitiveV1.sections.length);
  await expect(receiptsRegion(page).getByText('Could not verify')).toHaveCount(0);
  // Plain text: no live region announces the list.
  await expect(page.locator('[aria-live]', { has: line })).toHaveCount(0);

  for (const size of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/end-${size.name}.png`, fullPage: true });
  }

  // Downloaded: the file holds the receipts shown, the one on screen by its short id.
  const downloading = page.waitForEvent('download');
  await receiptsRegion(page).getByRole('button', { name: 'Download receipts' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^receipts-\d{4}-\d{2}-\d{2}\.json$/);
  const file = path.join(tmpdir(), `receipts-${candidate.session.userId}.json`);
  await download.saveAs(file);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as ReceiptsFile;
  expect(saved.receipts).toHaveLength(cognitiveV1.sections.length);
  const last = saved.receipts.find((r) => r.payload.sectionId === section.id)!;
  expect(last.payload.answerCount).toBe(items.length);
  const shortId = last.payload.answersDigest.slice(0, 8).toUpperCase();
  await expect(line).toContainText(`${shortId.slice(0, 4)}-${shortId.slice(4)}`);

  // The operator's check against the database: every receipt matches.
  const genuine = operator(['receipts:verify', file, '--json']);
  expect(genuine.status, genuine.stderr).toBe(0);
  const rows = JSON.parse(genuine.stdout) as { result: string; section: string }[];
  expect(rows.map((r) => r.result)).toEqual(saved.receipts.map(() => 'matches'));

  // One byte of the file changed (a digit of the digest): the check fails, and says why.
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(last.payload.answersDigest);
  const tampered = path.join(tmpdir(), `receipts-${candidate.session.userId}-tampered.json`);
  writeFileSync(
    tampered,
    `${text.slice(0, at)}${text[at] === '0' ? '1' : '0'}${text.slice(at + 1)}`,
  );
  const refused = operator(['receipts:verify', tampered]);
  expect(refused.status).not.toBe(0);
  expect(refused.stdout).toContain('does not match');
  expect(refused.stdout).toContain('signature');

  // Kept on the device and checked there: the landing page shows them offline, still verified.
  await waitForServiceWorker(page);
  await page.goto(COGNITIVE_PATH);
  await expect(receiptOf(page, section.title).getByText('Verified')).toBeVisible();
  await goOffline(page.context());
  await page.reload();
  await expect(receiptOf(page, section.title).getByText(RECEIPT_LINE)).toHaveText(
    (await line.textContent())!,
  );
  await expect(receiptOf(page, section.title).getByText('Verified')).toBeVisible();
});

test('a section the server closed on its timer gets its receipt on the landing page', async ({
  page,
  api,
}) => {
  const candidate = await signedInWithCognitiveStarted(api, page);
  const section = cognitiveV1.sections[0]!;
  await page.goto(COGNITIVE_APP_PATH);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectQuestionsOf(page, section);
  const first = itemsOf(section)[0]!;
  await pick(page, first, correctOption(first).id);
  await expect(page.getByText('Received', { exact: true })).toBeVisible();

  // The time ran out long ago on the server (past the grace window): the next read closes it.
  await moveDeadline(
    candidate.session.userId,
    COGNITIVE_ASSESSMENT_ID,
    section.id,
    new Date(Date.now() - ANSWER_GRACE_MS - 60_000),
  );
  await page.goto(COGNITIVE_PATH);
  const receipt = receiptOf(page, section.title);
  await expect(receipt.getByText(RECEIPT_LINE)).toHaveText(/: 1 answer received$/);
  await expect(receipt.getByText('Verified', { exact: true })).toBeVisible();
});
