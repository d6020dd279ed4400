/**
 * Benchmark: 120 answers queued offline through the app's own outbox flush within 10 s of the
 * connection returning on a slow link (issue 14, "Flush on a slow link"; docs/decisions/042, 044).
 *
 * Each run (real Chromium, the production build, a throwaway embedded PostgreSQL):
 * - a CAMPUS candidate with a long accommodation (no clock runs out) opens the cognitive
 *   assessment's first section, which starts its clock;
 * - the page goes offline (Chromium's network emulation over CDP) and the candidate answers on
 *   screen 120 times, going round the questions and changing each answer every round: every change
 *   is a SubmitItemResponse the outbox keeps (never coalesced, docs/decisions/014);
 * - the page goes back online on a throttled link, in the same CDP call: 150 ms round trip,
 *   1.6 Mbps down, 750 kbps up (Network.emulateNetworkConditions); the clock runs until the
 *   database holds the idempotency keys of all 120 (polled every 10 ms). The outbox sends up to
 *   10 consecutive answers per request (docs/decisions/044). Checked: each answer in exactly one
 *   request, each key stored once, each question's last answer stored.
 * Floors, in the same page on the same throttled link right after:
 * - sequential: the same 120 requests (new clientMutationIds) by plain fetch, one after the other,
 *   as the outbox must send them to keep their order (docs/decisions/035);
 * - batched: the same 120 as 12 requests of 10 aliased mutations (the server's alias limit), one
 *   after the other: what the outbox's batches cost at best, the floor its flush is compared with.
 *
 * Prints per run the flush time, the requests, the floors; then the median of the runs, its ratio
 * to the batched floor, and the load average. Exits 1 when the median flush is over TARGET_MS.
 *
 *   npm run bench:slow-link-flush           (builds first)
 *   FLUSH_RUNS=1 npm run bench:slow-link-flush
 */
import { cpus, loadavg } from 'node:os';
import {
  chromium,
  expect,
  request,
  type Browser,
  type CDPSession,
  type Page,
} from '@playwright/test';
import pg from 'pg';
import { OUTBOX_DB_NAME, OUTBOX_STORE_NAME } from '../../src/app/config/storage-keys.ts';
import { MAX_ALIASES_PER_REQUEST } from '../../src/domain/graphql-limits.ts';
import { type ThrowawayServer } from '../../src/server/test-support/server-process.ts';
import { Api } from '../support/api.ts';
import {
  COGNITIVE_APP_PATH,
  COGNITIVE_ASSESSMENT_ID,
  cognitiveV1,
  itemsOf,
  question,
  startThroughApi,
} from '../support/assessments.ts';
import { chromiumArgs, chromiumExecutablePath } from '../support/chromium.ts';
import { makeCampusWithLongClock } from '../support/cognitive-section.ts';
import { sessionCookies } from '../support/fixtures.ts';
import { Mailbox } from '../support/mailbox.ts';
import { startBuiltAppServer } from './built-app-server.ts';

const RUNS = Number(process.env.FLUSH_RUNS ?? 3);
const ANSWERS = 120;
const TARGET_MS = 10_000;
const FLUSH_TIMEOUT_MS = 180_000;
const OPERATION = 'SubmitItemResponse';
/** The answer's field, once per answer in a request's document (alone or batched). */
const ANSWER_FIELD = /submitItemResponse\(/g;
const GRAPHQL_PATH = '/api/graphql';
/** The server's limit of aliases per request, and the outbox's batch (docs/decisions/044). */
const BATCH = MAX_ALIASES_PER_REQUEST;
/** The slow link: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const SLOW_LINK = {
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

interface StoredEntry {
  id: string;
  operation: string;
  document: string;
  variables: Record<string, unknown>;
}

interface RunFigures {
  flushMs: number;
  /** From online to the first answer's request. */
  firstMs: number;
  /** The outbox's requests carrying answers. */
  requests: number;
  /** One request, sent → response (median). */
  requestMs: number;
  sequentialFloorMs: number;
  batchedFloorMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const loadLine = () =>
  `${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')} (${cpus().length} cores)`;

function emulate(cdp: CDPSession, offline: boolean): Promise<unknown> {
  return cdp.send('Network.emulateNetworkConditions', { offline, ...SLOW_LINK });
}

/** The outbox's entries as stored in the page's IndexedDB (read-only: the keys to look for). */
function readOutbox(page: Page): Promise<StoredEntry[]> {
  return page.evaluate(
    ({ dbName, storeName }) =>
      new Promise<StoredEntry[]>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const all = open.result
            .transaction(storeName, 'readonly')
            .objectStore(storeName)
            .getAll();
          all.onerror = () => reject(new Error(String(all.error)));
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result as StoredEntry[]);
          };
        };
      }),
    { dbName: OUTBOX_DB_NAME, storeName: OUTBOX_STORE_NAME },
  );
}

async function storedKeyCount(db: pg.Client, userId: string, keys: string[]): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM idempotency_keys WHERE user_id = $1 AND key = ANY($2::text[])',
    [userId, keys],
  );
  return Number(rows[0]!.n);
}

/**
 * The floors, by plain fetch from the page: the entries one per request, then BATCH per request
 * (aliased fields of one mutation). New keys and times: each replaces the stored answer.
 */
async function floors(page: Page, entries: StoredEntry[], bearer: string) {
  // tsx names the functions below with a helper the page lacks.
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate(
    async ({ entries, path, bearer, batch }) => {
      const post = async (query: string, variables: Record<string, unknown>) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
          body: JSON.stringify({ query, variables, extensions: { floor: true } }),
        });
        const body = (await response.json()) as { errors?: Array<{ message: string }> };
        if (!response.ok || body.errors) {
          throw new Error(`floor request: ${response.status} ${JSON.stringify(body.errors)}`);
        }
      };
      const fresh = (entry: (typeof entries)[number]): Record<string, unknown> => ({
        ...entry.variables,
        clientMutationId: crypto.randomUUID(),
        timestamp: new Date().toISOString(),
      });

      let started = performance.now();
      for (const entry of entries) await post(entry.document, fresh(entry));
      const sequential = performance.now() - started;

      started = performance.now();
      for (let i = 0; i < entries.length; i += batch) {
        const group = entries.slice(i, i + batch);
        const declarations: string[] = [];
        const fields: string[] = [];
        const variables: Record<string, unknown> = {};
        group.forEach((entry, n) => {
          const v = fresh(entry);
          declarations.push(
            `$id${n}: ID!, $values${n}: [ItemResponseValue!]!, $timestamp${n}: String!, $key${n}: ID!`,
          );
          fields.push(
            `a${n}: submitItemResponse(id: $id${n}, values: $values${n}, timestamp: $timestamp${n}, ` +
              `clientMutationId: $key${n}) { status timeRemaining }`,
          );
          Object.assign(variables, {
            [`id${n}`]: v.id,
            [`values${n}`]: v.values,
            [`timestamp${n}`]: v.timestamp,
            [`key${n}`]: v.clientMutationId,
          });
        });
        await post(`mutation Batch(${declarations.join(', ')}) { ${fields.join(' ')} }`, variables);
      }
      return { sequential, batched: performance.now() - started };
    },
    { entries, path: GRAPHQL_PATH, bearer, batch: BATCH },
  );
}

async function flushRun(
  browser: Browser,
  server: ThrowawayServer,
  api: Api,
  db: pg.Client,
): Promise<RunFigures> {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  const { userId, token } = candidate.session;
  await makeCampusWithLongClock(db, userId);
  await startThroughApi(api, token, COGNITIVE_ASSESSMENT_ID);

  const context = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // CDP's network emulation does not reach a service worker (tests/support/network.ts).
    serviceWorkers: 'block',
  });
  try {
    await context.addCookies(sessionCookies(server.base, candidate.session));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const answers: Array<{ sentAt: number; doneAt: number | null; answers: number }> = [];
    const byRequest = new Map<object, (typeof answers)[number]>();
    page.on('request', (r) => {
      const body = r.postData() ?? '';
      if (!r.url().endsWith(GRAPHQL_PATH) || body.includes('"floor":true')) return;
      const count = body.match(ANSWER_FIELD)?.length ?? 0;
      if (count === 0) return;
      const record = { sentAt: Date.now(), doneAt: null, answers: count };
      answers.push(record);
      byRequest.set(r, record);
    });
    page.on('requestfinished', (r) => {
      const record = byRequest.get(r);
      if (record) record.doneAt = Date.now();
    });

    await page.goto(COGNITIVE_APP_PATH);
    const section = cognitiveV1.sections[0]!;
    const items = itemsOf(section);
    await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(question(page, items[0]!)).toBeVisible();

    await emulate(cdp, true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    const lastPicked = new Map<string, string>();
    for (let i = 0; i < ANSWERS; i++) {
      const item = items[i % items.length]!;
      const option = item.options[Math.floor(i / items.length) % 2]!;
      await question(page, item).getByRole('radio', { name: option.label, exact: true }).check();
      lastPicked.set(item.id, option.id);
    }
    await expect(page.getByText(`${ANSWERS} unsent changes`)).toBeVisible();
    const queued = (await readOutbox(page)).filter((e) => e.operation === OPERATION);
    if (queued.length !== ANSWERS) throw new Error(`${queued.length} answers queued`);
    const keys = queued.map((e) => e.id);

    const onlineAt = Date.now();
    await emulate(cdp, false);
    let stored = 0;
    while ((stored = await storedKeyCount(db, userId, keys)) < ANSWERS) {
      if (Date.now() - onlineAt > FLUSH_TIMEOUT_MS) {
        throw new Error(`only ${stored} of ${ANSWERS} answers on the server`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const flushMs = Date.now() - onlineAt;

    await expect(page.getByText(/unsent change/)).toHaveCount(0);
    const sent = answers.reduce((n, r) => n + r.answers, 0);
    if (sent !== ANSWERS) throw new Error(`${sent} answers sent in ${answers.length} requests`);
    if ((await storedKeyCount(db, userId, keys)) !== ANSWERS) throw new Error('a key twice');
    const { rows } = await db.query<{ item_id: string; values: Array<{ id?: string }> }>(
      'SELECT item_id, values FROM item_responses WHERE user_id = $1',
      [userId],
    );
    for (const [itemId, optionId] of lastPicked) {
      const row = rows.find((r) => r.item_id === itemId);
      if (row?.values[0]?.id !== optionId) {
        throw new Error(`${itemId}: stored ${JSON.stringify(row?.values)}, last ${optionId}`);
      }
    }
    const durations = answers.flatMap((r) => (r.doneAt === null ? [] : [r.doneAt - r.sentAt]));

    const floor = await floors(page, queued, token);
    return {
      flushMs,
      firstMs: answers[0]!.sentAt - onlineAt,
      requests: answers.length,
      requestMs: median(durations),
      sequentialFloorMs: floor.sequential,
      batchedFloorMs: floor.batched,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  let server: ThrowawayServer | undefined;
  let browser: Browser | undefined;
  let db: pg.Client | undefined;
  try {
    console.log(`load average at the start: ${loadLine()}`);
    console.log(
      `link: ${SLOW_LINK.latency} ms round trip, ${(SLOW_LINK.downloadThroughput * 8) / 1e6} Mbps ` +
        `down, ${(SLOW_LINK.uploadThroughput * 8) / 1e3} kbps up (Chromium's network emulation)`,
    );
    server = await startBuiltAppServer('slow-link-flush');
    db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    const requests = await request.newContext({ baseURL: server.base });
    const api = new Api(requests, new Mailbox(requests));
    browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });

    const runs: RunFigures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const f = await flushRun(browser, server, api, db);
      runs.push(f);
      console.log(
        `run ${run}: ${ANSWERS} answers flushed in ${f.flushMs.toFixed(0)} ms, ${f.requests} ` +
          `requests (first after ${f.firstMs.toFixed(0)} ms, ${f.requestMs.toFixed(0)} ms per ` +
          `request, median); floors: ${BATCH} answers per request ${f.batchedFloorMs.toFixed(0)} ms ` +
          `(ratio ${(f.flushMs / f.batchedFloorMs).toFixed(2)}), one request per answer ` +
          `${f.sequentialFloorMs.toFixed(0)} ms (load ${loadLine()})`,
      );
    }
    await requests.dispose();

    const flush = median(runs.map((r) => r.flushMs));
    const sequential = median(runs.map((r) => r.sequentialFloorMs));
    const batched = median(runs.map((r) => r.batchedFloorMs));
    console.log(
      `\nmedian of ${RUNS} runs: flush ${flush.toFixed(0)} ms; floor ${BATCH} answers per request ` +
        `${batched.toFixed(0)} ms (ratio ${(flush / batched).toFixed(2)}), one request per answer ` +
        `${sequential.toFixed(0)} ms; target ${TARGET_MS} ms: ${flush <= TARGET_MS ? 'met' : 'MISSED'}`,
    );
    console.log(`load average at the end: ${loadLine()}`);
    if (flush > TARGET_MS) process.exitCode = 1;
  } finally {
    await browser?.close();
    await db?.end();
    await server?.stop();
  }
}

await main();
