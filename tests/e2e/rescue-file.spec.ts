/**
 * The rescue file (docs/decisions/043-rescue-file.md): a candidate whose device cannot reach the
 * server saves their unsent answers to a file ("Save unsent answers to a file" in the connection
 * banner), signs in on another device and loads it there (/rescue, "Load saved answers"). The
 * answers then reach the server through the same idempotent path as any replay: each stored once,
 * with the time it was given. A changed file and another candidate's file are refused with their
 * message, and nothing from them is queued.
 *
 * Every timed item type is answered offline in the lateral assessment: "Working Style" has the
 * matrix rows, multiple choice, select-all and point allocation; "Reflection" the text answers.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Download, Page } from '@playwright/test';
import type { ItemGroupContent, SectionContent } from '../../src/domain/assessments.ts';
import {
  closeAllButLastThroughApi,
  closeThroughApi,
  idempotencyKeyCount,
  itemsOf,
  LATERAL_APP_PATH,
  LATERAL_ASSESSMENT_ID,
  lateralV1,
  startThroughApi,
  storedResponses,
  type StoredValues,
} from '../support/assessments.ts';
import type { Api, Session } from '../support/api.ts';
import { violationsOf } from '../support/axe.ts';
import { expect, test, type Candidate as AnyCandidate } from '../support/fixtures.ts';
import { goOffline, goOnline, isOperation } from '../support/network.ts';

const [INTRO, STYLE] = lateralV1.sections;
const REFLECTION = lateralV1.sections.at(-1)!;
/** A candidate created through the API: signed up, with a session. */
type Candidate = AnyCandidate & { session: Session };

const POINTS = ['40', '30', '20', '10', '0'];

const messages = {
  loaded: (n: number) => `${n} answers loaded; they are sent when you are online.`,
  otherAccount: 'This file belongs to another account. Sign in as that candidate to load it.',
  changed: 'This file was changed after it was saved and cannot be used.',
};

interface SavedFile {
  path: string;
  text: string;
  json: {
    userId: string;
    entries: { id: string; operation: string; variables: Record<string, unknown> }[];
  };
}

/** Answers one group as a candidate does; what the server should then hold per item. */
async function answerGroup(
  page: Page,
  group: ItemGroupContent,
): Promise<Map<string, StoredValues>> {
  const expected = new Map<string, StoredValues>();
  for (const [row, item] of group.items.entries()) {
    switch (group.itemType) {
      case 'MATRIXTABLE': {
        const column = group.headers![row % group.headers!.length]!;
        await page
          .getByRole('radiogroup', { name: item.label, exact: true })
          .getByRole('radio', { name: column.label, exact: true })
          .check();
        expected.set(item.id, [{ id: `${item.id}-${column.value}` }]);
        break;
      }
      case 'MULTIPLE_CHOICE': {
        const option = item.options[1]!;
        await page
          .getByRole('radiogroup', { name: item.label, exact: true })
          .getByRole('radio', { name: option.label, exact: true })
          .check();
        expected.set(item.id, [{ id: option.id }]);
        break;
      }
      case 'MULTISELECT': {
        const box = page.getByRole('group', { name: item.label, exact: true });
        const [a, , c] = item.options;
        await box.getByRole('checkbox', { name: a!.label }).check();
        await box.getByRole('checkbox', { name: c!.label }).check();
        expected.set(item.id, [{ id: a!.id }, { id: c!.id }]);
        break;
      }
      case 'POINTALLOCATION': {
        const box = page.getByRole('group', { name: item.label, exact: true });
        for (const [i, option] of item.options.entries()) {
          await box.getByRole('textbox', { name: option.label, exact: true }).fill(POINTS[i]!);
        }
        await expect(box.getByText('Points Remaining: 0')).toBeVisible();
        expected.set(
          item.id,
          item.options.map((o, i) => ({ id: o.id, value: POINTS[i]! })),
        );
        break;
      }
      case 'TEXTINPUT': {
        const text = `Answer ${row + 1}: a cross-border merger, start to finish.`;
        await page.getByRole('textbox', { name: item.label, exact: true }).fill(text);
        expected.set(item.id, [{ value: text }]);
        break;
      }
    }
  }
  return expected;
}

/** Every group of the section answered (offline); what the server should then hold. */
async function answerSection(page: Page, section: SectionContent) {
  const expected = new Map<string, StoredValues>();
  for (const group of section.itemGroups) {
    for (const [id, values] of await answerGroup(page, group)) expected.set(id, values);
  }
  const total = itemsOf(section).length;
  // Text and points are stored 500 ms after the typing stops; then they count as answered.
  await expect(page.getByText(`Answered ${total} of ${total}`)).toBeVisible();
  return expected;
}

/** Each item's last answer in the file: what the server holds once the file's answers are in. */
function lastAnswers(file: SavedFile): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  for (const { operation, variables } of file.json.entries) {
    if (operation === 'SubmitItemResponse') answers.set(variables.id as string, variables.values);
  }
  return answers;
}

async function saveFile(page: Page): Promise<SavedFile> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save unsent answers to a file' }).click();
  const download: Download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^unsent-answers-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  return { path, text, json: JSON.parse(text) as SavedFile['json'] };
}

/**
 * A lateral candidate on `page` with `section`'s questions answered offline and saved to a file
 * (its last answer per item what the candidate gave: the save waits for every answer to be on the
 * device).
 */
async function answeredOfflineAndSaved(
  page: Page,
  context: BrowserContext,
  api: Api,
  candidate: Candidate,
  section: SectionContent,
) {
  const { token } = candidate.session;
  await startThroughApi(api, token, LATERAL_ASSESSMENT_ID);
  if (section === REFLECTION) await closeAllButLastThroughApi(api, token, LATERAL_ASSESSMENT_ID);
  else await closeThroughApi(api, token, INTRO!.id);

  // The rescue key is kept on the device while online: the file can then be saved offline.
  const keyKept = page.waitForResponse((r) => isOperation('GetRescueKey')(r.request()) && r.ok());
  await page.goto(LATERAL_APP_PATH);
  await keyKept;
  await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('timer')).toBeVisible();

  await goOffline(context);
  const expected = await answerSection(page, section);
  await expect(page.getByText(/\d+ unsent changes/)).toBeVisible();

  let file: SavedFile | undefined;
  await expect
    .poll(async () => {
      file = await saveFile(page);
      return lastAnswers(file);
    })
    .toEqual(expected);
  if (process.env.RESCUE_SHOTS) await shoot(page, 'saved');
  // What the candidate is told: the file's name, and where to load it.
  await expect(page.getByText(/unsent answers saved to unsent-answers-/)).toBeVisible();
  await expect(page.getByText(/open [^ ]+\/rescue \(Load saved answers\)/)).toBeVisible();
  expect((await storedResponses(candidate.session.userId)).size, 'nothing sent offline').toBe(0);
  return { expected, file: file! };
}

/**
 * Another browser (the candidate's other device), signed in as `candidate`, on /rescue: reached
 * as a candidate would, from the assessment's landing page (in progress there); or by its address
 * (`byAddress`), for a candidate who never started it.
 */
async function otherDevice(
  browser: Browser,
  guardContext: (context: BrowserContext) => Promise<void>,
  signIn: (page: Page, session: Session) => Promise<void>,
  candidate: Candidate,
  { byAddress = false } = {},
) {
  const context = await browser.newContext();
  await guardContext(context);
  const page = await context.newPage();
  await signIn(page, candidate.session);
  const keyKept = page.waitForResponse((r) => isOperation('GetRescueKey')(r.request()) && r.ok());
  if (byAddress) {
    await page.goto('/rescue');
  } else {
    await page.goto('/assessments/Lateral');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Assessment In Progress' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Load saved answers' }).click();
    await expect(page).toHaveURL(/\/rescue$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Load saved answers' })).toBeVisible();
  await keyKept;
  return { context, page };
}

/** Screenshots for a look at the screens (RESCUE_SHOTS=1), desktop and phone. */
async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/rescue-file-shots/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function loadFile(page: Page, path: string) {
  await page.getByLabel('File of unsent answers').setInputFiles(path);
  await page.getByRole('button', { name: 'Load answers' }).click();
}

for (const section of [STYLE!, REFLECTION]) {
  const types = [...new Set(section.itemGroups.map((g) => g.itemType))].join(', ');
  test(`answers saved offline to a file reach the server once from another device (${types})`, async ({
    page,
    context,
    browser,
    api,
    signIn,
    guardContext,
  }) => {
    test.setTimeout(90_000);
    const candidate = await api.createCandidate({ accountType: 'LATERAL' });
    const { userId } = candidate.session;
    await signIn(page, candidate.session);
    const { expected, file } = await answeredOfflineAndSaved(
      page,
      context,
      api,
      candidate,
      section,
    );
    const count = file.json.entries.length;

    // The other device loads it offline: the answers wait there, as the candidate is told.
    const other = await otherDevice(browser, guardContext, signIn, candidate);
    await goOffline(other.context);
    await loadFile(other.page, file.path);
    await expect(other.page.getByText(messages.loaded(count))).toBeVisible();
    await expect(other.page.getByText(`${count} unsent changes`)).toBeVisible();
    // The same file again: nothing new to queue.
    await loadFile(other.page, file.path);
    await expect(
      other.page.getByText('The answers in this file are already on this device.'),
    ).toBeVisible();
    await expect(other.page.getByText(`${count} unsent changes`)).toBeVisible();
    if (process.env.RESCUE_SHOTS) await shoot(other.page, 'loaded');

    await goOnline(other.context);
    await expect
      .poll(() => storedResponses(userId), { message: 'every answer of the file is stored' })
      .toEqual(expected);
    await expect.poll(() => idempotencyKeyCount(userId, 'submitItemResponse')).toBe(count);
    await expect(other.page.getByText(/unsent change/)).toHaveCount(0);

    // The first device reconnects and sends the same answers: the server answers them with their
    // first results, and stores each once.
    await goOnline(context);
    await expect(page.getByText(/unsent change/)).toHaveCount(0);
    expect(await storedResponses(userId)).toEqual(expected);
    expect(await idempotencyKeyCount(userId, 'submitItemResponse')).toBe(count);
    await other.context.close();
  });
}

test('a changed file and another candidate’s file are refused, and nothing from them is queued', async ({
  page,
  context,
  browser,
  api,
  signIn,
  guardContext,
}) => {
  test.setTimeout(90_000);
  const ada = await api.createCandidate({ accountType: 'LATERAL' });
  await signIn(page, ada.session);
  const { file } = await answeredOfflineAndSaved(page, context, api, ada, STYLE!);

  // One value changed: the first multiple-choice answer names another option.
  const choice = STYLE!.itemGroups.find((g) => g.itemType === 'MULTIPLE_CHOICE')!.items[0]!;
  const json = JSON.parse(file.text) as SavedFile['json'];
  const entry = json.entries.find((e) => e.variables.id === choice.id)!;
  expect(entry.variables.values).toEqual([{ id: choice.options[1]!.id }]);
  entry.variables.values = [{ id: choice.options[0]!.id }];
  const tampered = test.info().outputPath('changed.json');
  await writeFile(tampered, JSON.stringify(json, null, 2));

  // Ada's other device, offline once there: anything queued would show as unsent changes.
  const adaOther = await otherDevice(browser, guardContext, signIn, ada);
  await goOffline(adaOther.context);
  await loadFile(adaOther.page, tampered);
  await expect(adaOther.page.getByText(messages.changed)).toBeVisible();
  await expect(adaOther.page.getByText("You're offline.")).toBeVisible();
  await expect(adaOther.page.getByText(/unsent change/)).toHaveCount(0);
  expect(await violationsOf(adaOther.page)).toEqual([]);
  await adaOther.context.close();

  // Grace, signed in on her own device, loads Ada's file.
  const grace = await api.createCandidate({ accountType: 'LATERAL' });
  const graceDevice = await otherDevice(browser, guardContext, signIn, grace, { byAddress: true });
  await goOffline(graceDevice.context);
  await loadFile(graceDevice.page, file.path);
  await expect(graceDevice.page.getByText(messages.otherAccount)).toBeVisible();
  await expect(graceDevice.page.getByText(/unsent change/)).toHaveCount(0);
  await graceDevice.context.close();

  expect((await storedResponses(ada.session.userId)).size).toBe(0);
  expect((await storedResponses(grace.session.userId)).size).toBe(0);
});
