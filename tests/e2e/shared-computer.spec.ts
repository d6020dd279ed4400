/**
 * Shared computers (issue 25, docs/decisions/050 and 051):
 * - a session not used for SESSION_IDLE_TIMEOUT_MS ends on the server; the candidate is sent to
 *   sign-in with a plain message, and the answer they gave meanwhile waits on the device for their
 *   next sign-in, never sent under someone else's account;
 * - "This is a shared computer" at sign-in: session cookies, nothing personal persisted; a sign-out
 *   with unsent answers says how many and sends them first; after it no IndexedDB database, Cache
 *   Storage entry, localStorage or sessionStorage key or cookie holds the candidate's name, e-mail
 *   or answers;
 * - a sign-out with unsent answers offline: save them to a file first, then sign out anyway; they
 *   stay queued for that candidate only.
 *
 * The idle timeout is the default 2 hours: the test moves the session's last use back in the
 * database (sessionsLastUsed) rather than waiting, which would slow every other spec.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ItemContent } from '../../src/domain/assessments.ts';
import {
  closeAllButLastThroughApi,
  itemsOf,
  LATERAL_APP_PATH,
  LATERAL_ASSESSMENT_ID,
  lateralV1,
  startThroughApi,
  storedResponses,
} from '../support/assessments.ts';
import type { Api } from '../support/api.ts';
import { sessionsLastUsed } from '../support/database.ts';
import { deviceStorage, personalDataFound } from '../support/device-storage.ts';
import { expect, test, type Candidate, type Session } from '../support/fixtures.ts';
import { dropRequests, goOffline, goOnline } from '../support/network.ts';
import { sessionOf } from '../support/ui.ts';

const REFLECTION = lateralV1.sections.at(-1)!;
const TEXT_ITEMS = itemsOf(REFLECTION);
const IDLE_MESSAGE =
  'You were signed out after 2 hours without activity. Sign in again to continue.';

/** A lateral candidate with the last section (text answers) of the assessment next. */
async function lateralAtReflection(api: Api): Promise<Candidate & { session: Session }> {
  const candidate = await api.createCandidate({ accountType: 'LATERAL' });
  await startThroughApi(api, candidate.session.token, LATERAL_ASSESSMENT_ID);
  await closeAllButLastThroughApi(api, candidate.session.token, LATERAL_ASSESSMENT_ID);
  return candidate;
}

/** Signs in through the form, "This is a shared computer" checked or not. */
async function signInThroughForm(
  page: Page,
  candidate: { email: string; password: string },
  { shared }: { shared: boolean },
) {
  if (!/\/login/.test(page.url())) await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(candidate.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(candidate.password);
  const box = page.getByRole('checkbox', { name: 'This is a shared computer' });
  await expect(box, 'unchecked by default').not.toBeChecked();
  if (shared) await box.check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(() => sessionOf(page)).not.toBeNull();
}

/** The Reflection section's questions on screen. */
async function openReflection(page: Page) {
  await page.goto(LATERAL_APP_PATH);
  await expect(page.getByRole('heading', { level: 2, name: REFLECTION.title })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('timer')).toBeVisible();
}

async function answerText(page: Page, item: ItemContent, text: string) {
  await page.getByRole('textbox', { name: item.label, exact: true }).fill(text);
}

/** Screenshots for a look at the screens (SHARED_SHOTS=1), desktop and phone. */
async function shoot(page: Page, name: string) {
  if (!process.env.SHARED_SHOTS) return;
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/shared-computer-shots/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The outbox's entries on this device (IndexedDB), with their user and what they send. */
async function outboxEntries(page: Page) {
  const storage = await deviceStorage(page);
  const records = Object.values(storage.indexedDB['candidate-portal'] ?? {}).flat() as {
    value: { userId?: string; operation?: string; variables?: { values?: unknown } };
  }[];
  return records.map((r) => r.value).filter((v) => typeof v?.userId === 'string');
}

test('an idle session ends: sign-in says why, and the answer given meanwhile is sent after signing in again, never under another account', async ({
  page,
  context,
  api,
}) => {
  const candidate = await lateralAtReflection(api);
  const other = await api.createCandidate({ accountType: 'LATERAL' });
  const { userId } = candidate.session;
  await signInThroughForm(page, candidate, { shared: false });
  await openReflection(page);

  const text = `Idle answer ${Date.now()}: kept for its author.`;
  await goOffline(context);
  await answerText(page, TEXT_ITEMS[0]!, text);
  await expect(page.getByText(/1 unsent change/)).toBeVisible();

  // Two hours and more without use, as far as the server knows.
  await sessionsLastUsed(userId, 3);
  await goOnline(context);

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(IDLE_MESSAGE)).toBeVisible();
  await shoot(page, 'idle-sign-in');
  expect(await sessionOf(page)).toBeNull();
  expect((await storedResponses(userId)).size, 'refused with the session').toBe(0);
  await expect
    .poll(async () => (await outboxEntries(page)).filter((e) => e.userId === userId).length)
    .toBe(1);

  // Someone else signs in at this computer: the answer is neither sent for them nor shown to them.
  await signInThroughForm(page, other, { shared: false });
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByText(/unsent change/)).toHaveCount(0);
  await page.waitForTimeout(1500); // an outbox pass, had it picked the entry
  expect((await storedResponses(other.session.userId)).size).toBe(0);
  expect((await outboxEntries(page)).filter((e) => e.userId === userId)).toHaveLength(1);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(IDLE_MESSAGE), 'said once').toHaveCount(0);

  // The author signs in again: their answer is sent and stored.
  await signInThroughForm(page, candidate, { shared: false });
  await expect
    .poll(async () => (await storedResponses(userId)).get(TEXT_ITEMS[0]!.id))
    .toEqual([{ value: text }]);
  await expect.poll(async () => (await outboxEntries(page)).length).toBe(0);
});

test('a shared computer: nothing persisted, unsent answers counted and sent at sign-out, and nothing of the candidate left on the device after it', async ({
  page,
  context,
  api,
}) => {
  const candidate = await lateralAtReflection(api);
  const { userId } = candidate.session;
  await signInThroughForm(page, candidate, { shared: true });

  const cookies = await context.cookies();
  for (const name of ['id_token', 'id_c']) {
    expect(cookies.find((c) => c.name === name)?.expires, `${name} ends with the browser`).toBe(-1);
  }

  // The profile, as the candidate sees it: name and e-mail on User Settings.
  await page.goto('/user-settings');
  await expect(page.getByText(candidate.email).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue(candidate.lastName);

  // Two answers that cannot reach the server yet.
  const answers = TEXT_ITEMS.slice(0, 2).map((item, i) => ({
    item,
    text: `Shared answer ${i + 1} ${Date.now()}: the merger, start to finish.`,
  }));
  const blocked = await dropRequests(context, '**/api/graphql', {
    when: (request) => /submitItemResponse/.test(request.postData() ?? ''),
  });
  await openReflection(page);
  for (const { item, text } of answers) await answerText(page, item, text);
  await expect.poll(() => blocked.count).toBeGreaterThan(0);

  // Nothing personal persisted while signed in (beyond the outbox's two entries).
  const during = await deviceStorage(page);
  expect(Object.keys(during.localStorage).filter((k) => k.startsWith('cp.query-cache'))).toEqual(
    [],
  );

  // Sign out from User Settings: the count, and "send now".
  await page.goto('/user-settings');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Before you sign out' });
  await expect(dialog.getByText('2 answers have not been sent yet.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save to a file' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign out anyway' })).toHaveCount(0);
  await shoot(page, 'shared-sign-out');
  await blocked.remove();
  await dialog.getByRole('button', { name: 'Send, then sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  const stored = await storedResponses(userId);
  for (const { item, text } of answers) expect(stored.get(item.id)).toEqual([{ value: text }]);

  // Once the clearing is done (its marker goes last), nothing of the candidate's is left.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cp.personal-data'))).toBeNull();
  const after = await deviceStorage(page);
  const needles = [candidate.email, candidate.lastName, ...answers.map((a) => a.text)];
  expect(personalDataFound(after, needles)).toEqual([]);
  expect(after.cookies.map((c) => c.name)).not.toContain('id_token');
  // The test can fail: the same search finds the candidate while they were signed in.
  expect(personalDataFound(during, needles).length).toBeGreaterThan(0);
});

test("the candidate's own computer: signed in, the device keeps their profile for offline use; signed out, none of it", async ({
  page,
  api,
}) => {
  const candidate = await lateralAtReflection(api);
  await signInThroughForm(page, candidate, { shared: false });
  await page.goto('/user-settings');
  await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveValue(candidate.lastName);
  const needles = [candidate.email, candidate.lastName];
  // The persisted copy of the account (the throttled write lands within a moment).
  await expect
    .poll(async () => personalDataFound(await deviceStorage(page), needles).length)
    .toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cp.personal-data'))).toBeNull();
  expect(personalDataFound(await deviceStorage(page), needles)).toEqual([]);
});

test('a shared computer, offline: the sign-out saves the unsent answers to a file first, then signs out anyway; they stay for this candidate only', async ({
  page,
  context,
  api,
}) => {
  const candidate = await lateralAtReflection(api);
  const { userId } = candidate.session;
  await signInThroughForm(page, candidate, { shared: true });
  await page.goto('/user-settings');
  await expect(page.getByText(candidate.email).first()).toBeVisible();
  const text = `Offline shared answer ${Date.now()}.`;
  // The answer cannot reach the server; then the connection goes altogether.
  const blocked = await dropRequests(context, '**/api/graphql', {
    when: (request) => /submitItemResponse/.test(request.postData() ?? ''),
  });
  await openReflection(page);
  await answerText(page, TEXT_ITEMS[0]!, text);
  await expect.poll(() => blocked.count).toBeGreaterThan(0);

  // The running section's page has no sign-out: the candidate goes to User Settings (in the app).
  await page.evaluate(() => {
    history.pushState(null, '', '/user-settings');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  await goOffline(context);
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Before you sign out' });
  await expect(dialog.getByText('1 answer has not been sent yet.')).toBeVisible();
  await expect(dialog.getByText(/You're offline: save them to a file/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send, then sign out' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Sign out anyway' })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Save to a file' }).click();
  const file = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as {
    userId: string;
    entries: { variables: { values: unknown } }[];
  };
  expect(file.userId).toBe(userId);
  expect(file.entries.map((e) => e.variables.values)).toEqual([[{ value: text }]]);
  await expect(dialog.getByText(/Take the file with you/)).toBeVisible();
  await shoot(page, 'shared-sign-out-saved');
  await dialog.getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(/\/login/);

  await expect.poll(() => page.evaluate(() => localStorage.getItem('cp.personal-data'))).toBeNull();
  // Only the outbox's entry is left, for this candidate's next sign-in here.
  const after = await deviceStorage(page);
  const found = personalDataFound(after, [candidate.email, candidate.lastName, text]);
  expect(found).toEqual([{ needle: text, where: 'IndexedDB candidate-portal' }]);
  expect((await outboxEntries(page)).map((e) => e.userId)).toEqual([userId]);
});
