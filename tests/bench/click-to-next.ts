/**
 * Benchmark: from a click to the next screen being on screen, for the moves a candidate makes under
 * time pressure, against floors measured in the same run (docs/decisions/031).
 *
 * Each figure is taken in the page, so it is what the candidate sees: the click's own input event
 * (`event.timeStamp` of its pointerdown or keydown) to the first animation frame in which the next
 * screen's heading (or first question, or dialog) is in the document and rendered (a
 * MutationObserver and a requestAnimationFrame loop look for it). Playwright's own work before the
 * click (finding the button, scrolling) is not counted.
 *
 * Scenarios (real Chromium, the production build, a throwaway embedded PostgreSQL):
 * - the cognitive assessment: a section's information Next → its first question (serving the
 *   questions starts the clock); the questions' Next → "Before You Move On" (no network); that
 *   dialog's Next Section, answered right after the section's last question → the next section's
 *   information, and on the last section → the end page;
 * - the account chooser: Continue → the confirm dialog; "Yes, I am Campus" → the welcome page,
 *   minus the spec's waits on that path (2000 ms before the choice is sent, 500 ms of the spinner
 *   button's success state: spec section 9), printed separately;
 * - the behavioral questionnaire: the Next arrow on an answered question → the next question; an
 *   answer that moves on by itself → the next question, minus the spec's auto-advance delay
 *   (AUTO_ADVANCE_DELAY_MS). The slide transition that follows (TRANSITION_MS) is not counted:
 *   the next question is on screen when it starts.
 *
 * Floors: the questionnaire's Previous arrow (the app's own client-side screen change, no network),
 * and a bare page whose button adds a heading (what the browser and this harness cost).
 *
 * Prints n, median, p95 and max per scenario, the median as a multiple of the app's floor, the
 * machine's load average at the start and the end, and where the network time of Next Section
 * went (the requests between the click and the next screen). Exits 1 when a checked scenario's p95
 * (after its spec waits) is over BUDGET_MS. Not part of `npm test`: it measures, it does not judge
 * the code's behaviour.
 *
 *   npm run bench:click-to-next              (builds first)
 *   CLICK_TO_NEXT_ROUNDS=3 npm run bench:click-to-next
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import {
  chromium,
  expect,
  request,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import {
  ACCOUNT_CHOOSER_SUBMIT_DELAY_MS,
  SPINNER_SUCCESS_MS,
  TRANSITION_MS,
} from '../../src/domain/constants.ts';
import { AUTO_ADVANCE_DELAY_MS } from '../../src/domain/survey.ts';
import { type ThrowawayServer } from '../../src/server/test-support/server-process.ts';
import { Api, type Session } from '../support/api.ts';
import { startBuiltAppServer } from './built-app-server.ts';
import {
  COGNITIVE_APP_PATH,
  COGNITIVE_ASSESSMENT_ID,
  cognitiveV1,
  correctOption,
  itemsOf,
  pick,
  startThroughApi,
} from '../support/assessments.ts';
import { chromiumArgs, chromiumExecutablePath } from '../support/chromium.ts';
import { sessionCookies } from '../support/fixtures.ts';
import { Mailbox } from '../support/mailbox.ts';
import {
  BEHAVIORAL_PATH,
  expectScreen,
  plannedAnswer,
  questionnaire,
  SCREENS,
} from '../support/survey.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the issue asks of every move: p95 under this, spec waits apart. */
const BUDGET_MS = 500;
/** Candidates per flow: each takes the cognitive assessment, the chooser or the questionnaire. */
const ROUNDS = Number(process.env.CLICK_TO_NEXT_ROUNDS ?? 8);
const BEHAVIORAL_ROUNDS = Math.max(1, Math.ceil(ROUNDS / 4));
const BARE_FLOOR_CLICKS = 20;
const SHOWN_TIMEOUT_MS = 30_000;

// ---- Measuring in the page.

/** What counts as "the next screen": an element matching `selector` (and `text`), rendered. */
interface Target {
  selector: string;
  /** The element's text, whitespace collapsed, exactly. */
  text?: string;
}

/**
 * Armed before the click (plain JavaScript: it runs in the page as written). Refuses a target
 * already on screen (the figure would mean nothing). Records the first pointerdown or keydown's
 * timeStamp, then the performance.now() of the first animation frame in which the target shows,
 * and the first in which a spinner shows (`progressAt`: the first sign of progress, if any).
 */
const ARM_PROBE = `(({ target, progress }) => {
  const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const visible = (el) => el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true });
  const shown = (t) => [...document.querySelectorAll(t.selector)].some(
    (el) => visible(el) && (t.text === undefined || norm(el.textContent) === t.text));
  if (shown(target)) throw new Error('already on screen before the click: ' + JSON.stringify(target));
  const probe = { clickAt: null, shownAt: null, progressAt: null, longTasks: [] };
  window.__clickToNext = probe;
  // The main thread's long tasks (over 50 ms) meanwhile: time the page could not react.
  const tasks = new PerformanceObserver((list) => {
    for (const t of list.getEntries()) probe.longTasks.push([t.startTime, t.duration]);
  });
  tasks.observe({ type: 'longtask' });
  setTimeout(() => tasks.disconnect(), ${SHOWN_TIMEOUT_MS});
  const onInput = (event) => { if (probe.clickAt === null) probe.clickAt = event.timeStamp; };
  window.addEventListener('pointerdown', onInput, { capture: true, once: true });
  window.addEventListener('keydown', onInput, { capture: true, once: true });
  const progressBefore = progress ? shown(progress) : true;
  let found = false;
  const check = () => {
    if (probe.clickAt === null) return;
    if (!progressBefore && probe.progressAt === null && shown(progress)) {
      probe.progressAt = -1;
      requestAnimationFrame(() => { probe.progressAt = performance.now(); });
    }
    if (found || !shown(target)) return;
    found = true;
    observer.disconnect();
    requestAnimationFrame(() => { probe.shownAt = performance.now(); });
  };
  const observer = new MutationObserver(check);
  observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true });
  const everyFrame = () => { check(); if (!found) requestAnimationFrame(everyFrame); };
  requestAnimationFrame(everyFrame);
})`;

interface Probe {
  clickAt: number;
  shownAt: number;
  progressAt: number | null;
  /** [start, duration] of the page's long tasks from the arming on. */
  longTasks: [number, number][];
  timeOrigin: number;
}

/** A spinner anywhere (Fluent's Spinner): the first sign that the click is being worked on. */
const SPINNER: Target = { selector: '.fui-Spinner' };

/** One click (or key) timed to `target`; the probe's raw times (page clock) and its time origin. */
async function timeClick(
  page: Page,
  target: Target,
  act: () => Promise<void>,
  progress?: Target,
): Promise<Probe> {
  await page.evaluate(`${ARM_PROBE}(${JSON.stringify({ target, progress: progress ?? null })})`);
  await act();
  // A string evaluated through the debugger protocol: the app's CSP forbids eval
  // (waitForFunction's way with a string).
  return page.evaluate<Probe>(`new Promise((resolve, reject) => {
    const since = performance.now();
    const poll = () => {
      const probe = window.__clickToNext;
      if (probe.shownAt !== null) resolve({ ...probe, timeOrigin: performance.timeOrigin });
      else if (performance.now() - since > ${SHOWN_TIMEOUT_MS})
        reject(new Error('not on screen within ${SHOWN_TIMEOUT_MS} ms: ' + ${JSON.stringify(JSON.stringify(target))}));
      else setTimeout(poll, 20);
    };
    poll();
  })`);
}

// ---- The figures.

interface Scenario {
  label: string;
  /** Waits the spec sets on this path (ms), subtracted before the budget is applied. */
  specWaitMs: number;
  /** Held to BUDGET_MS (floors are not). */
  checked: boolean;
  samples: number[];
  progress: number[];
}

const scenarios = new Map<string, Scenario>();

function scenario(label: string, options: { specWaitMs?: number; checked?: boolean } = {}) {
  let found = scenarios.get(label);
  if (!found) {
    found = {
      label,
      specWaitMs: options.specWaitMs ?? 0,
      checked: options.checked ?? true,
      samples: [],
      progress: [],
    };
    scenarios.set(label, found);
  }
  return found;
}

function record(into: Scenario, probe: Probe): number {
  const ms = probe.shownAt - probe.clickAt;
  into.samples.push(ms);
  if (probe.progressAt !== null && probe.progressAt > 0)
    into.progress.push(probe.progressAt - probe.clickAt);
  return ms;
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] ?? NaN;
};

// ---- Where Next Section's time goes: the requests between its click and the next screen.

interface Exchange {
  name: string;
  start: number;
  end: number;
  /** Timed answers it carried: 1 alone, up to 10 in one of the outbox's batches (decision 044). */
  answers: number;
}

/** The timed answers sent so far, alone or batched. */
const answersSent = (exchanges: readonly Exchange[]) =>
  exchanges.reduce((n, e) => n + e.answers, 0);

/** Every API request of the context, by its GraphQL operation or path, with wall-clock times. */
function recordExchanges(context: BrowserContext, into: Exchange[]): void {
  let open = 0;
  context.on('request', () => (open += 1));
  const onDone = (req: Request, aborted: boolean) => {
    open -= 1;
    const url = new URL(req.url());
    if (!url.pathname.startsWith('/api') && !url.pathname.startsWith('/auth')) return;
    let name = url.pathname;
    let answers = 0;
    try {
      const body = req.postDataJSON() as { operationName?: string; query?: string } | null;
      name =
        body?.operationName ??
        /(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1] ??
        url.pathname;
      answers = body?.query?.match(/submitItemResponse\(/g)?.length ?? 0;
    } catch {
      // not JSON: the path names it
    }
    const timing = req.timing();
    const end = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now();
    into.push({
      name: aborted ? `${name} (cancelled)` : name,
      start: timing.startTime,
      end,
      answers: aborted ? 0 : answers,
    });
  };
  context.on('requestfinished', (req) => onDone(req, false));
  context.on('requestfailed', (req) => onDone(req, true));
  requestsOpen.set(into, () => open);
}

const requestsOpen = new WeakMap<Exchange[], () => number>();

/** Until the context recording into `exchanges` has no request open. */
async function networkQuiet(exchanges: Exchange[]): Promise<void> {
  await expect.poll(() => requestsOpen.get(exchanges)!(), { timeout: SHOWN_TIMEOUT_MS }).toBe(0);
}

interface Breakdown {
  label: string;
  ms: number;
  lines: string[];
}

function breakdown(label: string, probe: Probe, exchanges: Exchange[]): Breakdown {
  const click = probe.timeOrigin + probe.clickAt;
  const shown = probe.timeOrigin + probe.shownAt;
  const lines = exchanges
    .filter((e) => e.end >= click - 5 && e.start <= shown)
    .sort((a, b) => a.start - b.start)
    .map(
      (e) =>
        `    +${(e.start - click).toFixed(0).padStart(5)} ms → +${(e.end - click)
          .toFixed(0)
          .padStart(5)} ms  ${e.name}`,
    );
  const busy = probe.longTasks
    .filter(([start, duration]) => start + duration > probe.clickAt && start < probe.shownAt)
    .map(([start, duration]) => `+${(start - probe.clickAt).toFixed(0)}: ${duration.toFixed(0)}`);
  lines.push(`    main thread's long tasks (from the click: ms): ${busy.join(', ') || 'none'}`);
  return { label, ms: shown - click, lines };
}

// ---- The flows.

interface Setup {
  browser: Browser;
  baseURL: string;
  api: Api;
}

async function signedInPage(setup: Setup, session: Session, exchanges?: Exchange[]) {
  const context = await setup.browser.newContext({
    baseURL: setup.baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // The service worker's first precache would compete with the clicks; the API never goes
    // through it.
    serviceWorkers: 'block',
  });
  await context.addCookies(sessionCookies(setup.baseURL, session));
  if (exchanges) recordExchanges(context, exchanges);
  return { context, page: await context.newPage() };
}

const nextSectionBreakdowns: Breakdown[] = [];

/** One candidate through the whole cognitive assessment, answering each section's last question. */
async function cognitiveRound(setup: Setup, hurried: boolean): Promise<void> {
  const candidate = await setup.api.createCandidate({ accountType: 'CAMPUS' });
  await startThroughApi(setup.api, candidate.session.token, COGNITIVE_ASSESSMENT_ID);
  const exchanges: Exchange[] = [];
  const { context, page } = await signedInPage(setup, candidate.session, exchanges);
  try {
    await page.goto(COGNITIVE_APP_PATH);
    const sections = cognitiveV1.sections;
    await expect(page.getByRole('heading', { level: 2, name: sections[0]!.title })).toBeVisible();
    for (const [index, section] of sections.entries()) {
      const items = itemsOf(section);
      record(
        scenario('cognitive: section information Next → first question'),
        await timeClick(page, { selector: 'label', text: items[0]!.label }, () =>
          page.getByRole('button', { name: 'Next', exact: true }).click(),
        ),
      );
      // The candidate answers every question (Next waits for that), the last one just before
      // moving on: its answer is still being sent when Next Section is clicked.
      const sent = answersSent(exchanges);
      for (const item of items.slice(0, -1)) await pick(page, item, correctOption(item).id);
      if (!hurried) {
        await expect
          .poll(() => answersSent(exchanges))
          .toBeGreaterThanOrEqual(sent + items.length - 1);
      }
      const lastItem = items.at(-1)!;
      await pick(page, lastItem, correctOption(lastItem).id);
      record(
        scenario('cognitive: Next → "Before You Move On"'),
        await timeClick(page, { selector: '[role="alertdialog"]' }, () =>
          page.getByRole('button', { name: 'Next', exact: true }).click(),
        ),
      );
      const last = index === sections.length - 1;
      const next: Target = last
        ? { selector: 'h2', text: "You've completed the assessment." }
        : { selector: 'h2', text: sections[index + 1]!.title };
      const probe = await timeClick(
        page,
        next,
        () =>
          page
            .getByRole('alertdialog', { name: 'Before You Move On' })
            .getByRole('button', { name: 'Next Section' })
            .click(),
        SPINNER,
      );
      const label =
        (last
          ? 'cognitive: last Next Section → end page'
          : 'cognitive: Next Section → next section') + (hurried ? ' (answers still queued)' : '');
      record(scenario(label), probe);
      if (!last) {
        // Requests still finishing are reported once they are done.
        await networkQuiet(exchanges);
        nextSectionBreakdowns.push(breakdown(label, probe, exchanges));
      }
    }
  } finally {
    await context.close();
  }
}

/** A new candidate chooses Campus: Continue, then the confirmation, to the welcome page. */
async function chooserRound(setup: Setup): Promise<void> {
  const candidate = await setup.api.createCandidate({});
  const { context, page } = await signedInPage(setup, candidate.session);
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Which describes you best?' })).toBeVisible();
    await page.getByRole('radio', { name: /^Campus/ }).check();
    record(
      scenario('account chooser: Continue → confirm dialog'),
      await timeClick(page, { selector: '[role="alertdialog"]' }, () =>
        page.getByRole('button', { name: 'Continue' }).click(),
      ),
    );
    record(
      scenario('account chooser: Yes, I am Campus → welcome', {
        specWaitMs: ACCOUNT_CHOOSER_SUBMIT_DELAY_MS + SPINNER_SUCCESS_MS,
      }),
      await timeClick(
        page,
        { selector: 'h1', text: `Welcome, ${candidate.firstName}!` },
        () =>
          page
            .getByRole('alertdialog', { name: 'Continue as Campus?' })
            .getByRole('button', { name: 'Yes, I am Campus' })
            .click(),
        SPINNER,
      ),
    );
  } finally {
    await context.close();
  }
}

const SET_ANSWER = `mutation SetUserSurveyAnswer($questionId: ID!, $value: String!, $clientMutationId: ID!) {
  setUserSurveyAnswer(questionId: $questionId, value: $value, clientMutationId: $clientMutationId) { questionId }
}`;
const SET_MULTI = `mutation SetUserSurveyAnswerMultiValue($questionId: ID!, $multiValue: [String!]!, $clientMutationId: ID!) {
  setUserSurveyAnswerMultiValue(questionId: $questionId, multiValue: $multiValue, clientMutationId: $clientMutationId) { questionId }
}`;

const isSingleChoice = (field: (typeof SCREENS)[number]) =>
  field.type === 'multiple_choice' && !field.properties?.allow_multiple_selection;

/**
 * A candidate whose answers are all on the server opens the questionnaire (it opens on the last
 * screen), goes back to the first with Previous, then forward: a single-choice question by
 * changing its answer (it moves on by itself), every other one with the Next arrow. Each move
 * waits for the screen to settle (the post-answer lock over) before the next click.
 */
async function behavioralRound(setup: Setup): Promise<void> {
  const candidate = await setup.api.createCandidate({ accountType: 'CAMPUS' });
  for (const [position, field] of SCREENS.entries()) {
    const planned = plannedAnswer(field, position);
    if (!planned) continue;
    const { status, body } = await setup.api.graphql(
      candidate.session.token,
      planned.multiValue ? SET_MULTI : SET_ANSWER,
      {
        questionId: field.id,
        ...(planned.multiValue ? { multiValue: planned.multiValue } : { value: planned.value }),
        clientMutationId: randomUUID(),
      },
    );
    if (status !== 200 || body.errors) throw new Error(JSON.stringify(body));
  }
  const { context, page } = await signedInPage(setup, candidate.session);
  try {
    await page.goto(BEHAVIORAL_PATH);
    await page.getByRole('button', { name: /^(Begin|Continue)/ }).click();
    const layer = questionnaire(page);
    const last = SCREENS.length - 1;
    await expectScreen(page, SCREENS[last]!);
    for (let i = last; i > 0; i -= 1) {
      record(
        scenario('floor: questionnaire Previous (no network)', { checked: false }),
        await timeClick(page, { selector: 'h2', text: SCREENS[i - 1]!.label }, () =>
          layer.getByRole('button', { name: 'Previous question' }).click(),
        ),
      );
      await expectScreen(page, SCREENS[i - 1]!);
    }
    for (let i = 0; i < last; i += 1) {
      const field = SCREENS[i]!;
      const to: Target = { selector: 'h2', text: SCREENS[i + 1]!.label };
      if (isSingleChoice(field)) {
        record(
          scenario('questionnaire: answer → next question (auto-advance)', {
            specWaitMs: AUTO_ADVANCE_DELAY_MS,
          }),
          await timeClick(page, to, () =>
            layer.getByRole('radio', { checked: false }).first().click(),
          ),
        );
      } else {
        record(
          scenario('questionnaire: Next arrow → next question'),
          await timeClick(page, to, () =>
            layer.getByRole('button', { name: 'Next question' }).click(),
          ),
        );
      }
      await expectScreen(page, SCREENS[i + 1]!);
    }
  } finally {
    await context.close();
  }
}

/** The harness's own floor: a bare page whose button adds a heading. */
async function bareFloor(browser: Browser): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.setContent(
      `<button id="go">Go</button><main id="main"></main>
       <script>
         let n = 0;
         document.getElementById('go').addEventListener('click', () => {
           n += 1;
           const h = document.createElement('h2');
           h.textContent = 'Screen ' + n;
           document.getElementById('main').replaceChildren(h);
         });
       </script>`,
    );
    for (let n = 1; n <= BARE_FLOOR_CLICKS; n += 1) {
      record(
        scenario('floor: bare page, a click adds a heading', { checked: false }),
        await timeClick(page, { selector: 'h2', text: `Screen ${n}` }, () =>
          page.locator('#go').click(),
        ),
      );
    }
  } finally {
    await context.close();
  }
}

// ---- Printing.

const APP_FLOOR = 'floor: questionnaire Previous (no network)';

function printTable(): boolean {
  const appFloor = percentile(scenarios.get(APP_FLOOR)?.samples ?? [], 50);
  const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(0)).padStart(6);
  console.log(
    `\n${'scenario'.padEnd(64)} ${'n'.padStart(3)} ${'median'.padStart(6)} ${'p95'.padStart(6)} ` +
      `${'max'.padStart(6)} ${'x floor'.padStart(7)} ${'spec'.padStart(5)} ${'p95-spec'.padStart(8)} ` +
      `${'spinner'.padStart(7)}  (ms)`,
  );
  let within = true;
  for (const s of scenarios.values()) {
    const median = percentile(s.samples, 50);
    const p95 = percentile(s.samples, 95);
    const over = s.checked && p95 - s.specWaitMs > BUDGET_MS;
    if (over) within = false;
    console.log(
      `${s.label.padEnd(64)} ${String(s.samples.length).padStart(3)} ${ms(median)} ${ms(p95)} ` +
        `${ms(Math.max(...s.samples))} ${(Number.isNaN(appFloor) ? '-' : (median / appFloor).toFixed(1)).padStart(7)} ` +
        `${String(s.specWaitMs).padStart(5)} ${s.checked ? ms(p95 - s.specWaitMs).padStart(8) : '       -'} ` +
        `${s.progress.length > 0 ? ms(percentile(s.progress, 50)).padStart(7) : '      -'}` +
        `${over ? '  OVER' : ''}`,
    );
  }
  console.log(
    `\nx floor: the median over the app's floor's median (${appFloor.toFixed(0)} ms). spec: the ` +
      `waits the spec sets on that path, subtracted before the budget (p95-spec <= ${BUDGET_MS} ms): ` +
      `the chooser's ${ACCOUNT_CHOOSER_SUBMIT_DELAY_MS} ms before sending + ${SPINNER_SUCCESS_MS} ms ` +
      `of "Saved"; the questionnaire's ${AUTO_ADVANCE_DELAY_MS} ms auto-advance delay. The ` +
      `${TRANSITION_MS} ms slide after a question shows is not counted. spinner: median time to ` +
      `the first spinner, where one showed.`,
  );
  return within;
}

function printBreakdowns(): void {
  if (nextSectionBreakdowns.length === 0) return;
  const sorted = [...nextSectionBreakdowns].sort((a, b) => a.ms - b.ms);
  const show = (title: string, b: Breakdown) => {
    console.log(`\n${title} (${b.label}): ${b.ms.toFixed(0)} ms; requests, from the click:`);
    for (const line of b.lines) console.log(line);
  };
  show('Next Section, the median sample', sorted[Math.floor(sorted.length / 2)]!);
  show('Next Section, the slowest sample', sorted.at(-1)!);
}

const loadLine = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'dist/app/index.html'))) {
    throw new Error(
      'No production build: run `npm run build` first (npm run bench:click-to-next does)',
    );
  }
  console.log(`machine: ${cpus().length} cores, load average ${loadLine()} (1, 5, 15 min)`);
  let server: ThrowawayServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startBuiltAppServer('click-to-next');
    const requests = await request.newContext({ baseURL: server.base });
    const api = new Api(requests, new Mailbox(requests));
    browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
    const setup: Setup = { browser, baseURL: server.base, api };

    const flows = (process.env.CLICK_TO_NEXT_FLOWS ?? 'cognitive,chooser,questionnaire').split(',');
    process.stdout.write('floor ');
    await bareFloor(browser);
    process.stdout.write(`\ncognitive assessment (${ROUNDS} candidates) `);
    for (let r = 0; r < ROUNDS && flows.includes('cognitive'); r += 1) {
      await cognitiveRound(setup, r % 2 === 1);
      process.stdout.write('.');
    }
    process.stdout.write(`\naccount chooser (${ROUNDS} candidates) `);
    for (let r = 0; r < ROUNDS && flows.includes('chooser'); r += 1) {
      await chooserRound(setup);
      process.stdout.write('.');
    }
    process.stdout.write(`\nquestionnaire (${BEHAVIORAL_ROUNDS} candidates) `);
    for (let r = 0; r < BEHAVIORAL_ROUNDS && flows.includes('questionnaire'); r += 1) {
      await behavioralRound(setup);
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    await requests.dispose();

    const within = printTable();
    printBreakdowns();
    console.log(`\nload average at the end: ${loadLine()}`);
    console.log(
      within
        ? `every checked p95 (spec waits apart) within ${BUDGET_MS} ms`
        : `a checked p95 (spec waits apart) is OVER ${BUDGET_MS} ms`,
    );
    if (!within) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

await main();
