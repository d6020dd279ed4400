/**
 * Crash test: candidates keep answering while Node, PostgreSQL, or both are killed
 * (docs/decisions/023). Expected: 0 lost, 0 duplicated, every recovery within 10 s.
 *
 * Starts the built server (`dist/server/server/main.js`) on a throwaway embedded PostgreSQL in a
 * temporary directory, makes CANDIDATES confirmed CAMPUS candidates through the real HTTP API (the
 * dev mailbox gives the confirmation links), each with the cognitive assessment started and a timed
 * section open. Then every candidate sends writes one after another, as the app's outbox does:
 * item responses of the timed section, questionnaire answers, and now and then a feedback message,
 * each with its own clientMutationId, and each sent again with the SAME key until it is
 * acknowledged (200 without errors). Meanwhile, ROUNDS times each:
 *
 * - Node killed (SIGKILL): restarted at once, as systemd's Restart=always would;
 * - PostgreSQL killed (SIGKILL of the postmaster): the server must start it again itself;
 * - both killed together: Node restarted at once.
 *
 * Each recovery is measured from the kill to /readyz answering 200 and to the first acknowledged
 * write sent after the kill (and, for a killed PostgreSQL, from the database accepting connections
 * again). At the end the database must hold every acknowledged write once: its idempotency key,
 * the last acknowledged response of each item and answer of each question, each feedback message
 * once. Prints the figures and the machine's load; exits 1 when a check fails.
 *
 *   npm run bench:crash              (builds the server first)
 *   CRASH_ROUNDS=3 npm run bench:crash
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  surveyScreens,
  takesAnswer,
  type SurveyDefinition,
  type SurveyField,
} from '../../src/domain/survey.ts';
import { signUpCandidate } from '../../src/server/test-support/candidate-signup.ts';
import { freePort } from '../../src/server/test-support/free-port.ts';
import {
  embeddedDatabaseUrl,
  isAlive,
  launchServer,
  postmasterPid,
  SERVER_ENTRY,
  throwawayDataDir,
} from '../../src/server/test-support/server-process.ts';
import {
  itemValues,
  surveyAnswer,
  type ItemToAnswer,
  type ItemValues,
  type SurveyValue,
} from '../support/fitting-answers.ts';
import { makeCampusWithLongClock, openFirstTimedSection } from '../support/cognitive-section.ts';

const CANDIDATES = 6;
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 2);
const RECOVERY_LIMIT_MS = 10_000;
/** Writes acknowledged normally before the first kill and after each recovery. */
const STEADY_MS = 3_000;
/** A kill whose service is not back by then is a failure (and the run goes on). */
const EVENT_GIVE_UP_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** Pause before sending an unacknowledged write again (the outbox backs off from 1 s; shorter here to measure). */
const RETRY_PAUSE_MS = 100;
/** Every FEEDBACK_EVERY-th write of a candidate is a feedback message (one row per message). */
const FEEDBACK_EVERY = 10;
/** Codes a 200 may carry and still be retried (the outbox's classify.ts). */
const TRANSIENT_CODES = new Set(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE', 'TRY_AGAIN']);

const SUBMIT = `mutation SubmitItemResponse($id: ID!, $values: [ItemResponseValue!]!, $timestamp: String!, $clientMutationId: ID!) {
  submitItemResponse(id: $id, values: $values, timestamp: $timestamp, clientMutationId: $clientMutationId) { status }
}`;
const SET_ANSWER = `mutation SetUserSurveyAnswer($questionId: ID!, $value: String!, $clientMutationId: ID!) {
  setUserSurveyAnswer(questionId: $questionId, value: $value, clientMutationId: $clientMutationId) { questionId }
}`;
const SET_MULTI = `mutation SetUserSurveyAnswerMultiValue($questionId: ID!, $multiValue: [String!]!, $clientMutationId: ID!) {
  setUserSurveyAnswerMultiValue(questionId: $questionId, multiValue: $multiValue, clientMutationId: $clientMutationId) { questionId }
}`;
const FEEDBACK = `mutation SubmitFeedback($message: String!, $clientMutationId: ID!) {
  submitFeedback(message: $message, page: "crash-bench", clientMutationId: $clientMutationId)
}`;
const GET_DEFINITION = `query GetSurveyDefinition {
  surveyDefinition { fields {
    id type
    properties { choices { id } allow_multiple_selection min max questions { id } total_points }
    fields { id type properties { choices { id } allow_multiple_selection min max questions { id } total_points } }
  } }
}`;

interface Candidate {
  userId: string;
  token: string;
  items: ItemToAnswer[];
  /** The last acknowledged response per item, and answer per question: what the database must hold. */
  lastItem: Map<string, { values: ItemValues; answeredAt: string }>;
  lastAnswer: Map<string, SurveyValue>;
  feedback: string[];
  /** Keys of the setup's writes and of every acknowledged write: the stored keys, exactly. */
  setupKeys: Set<string>;
  acknowledgedKeys: Set<string>;
}

interface Write {
  query: string;
  variables: Record<string, unknown>;
  key: string;
  /** Called once the write is acknowledged. */
  acknowledged: () => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function killIfAlive(pid: number, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

// ---- The server, as a service manager runs it.

class Service {
  child: ChildProcess | undefined;
  exited: Promise<void> = Promise.resolve();
  readonly log: string[] = [];
  /** Exits of the server that this script did not cause (a crash). */
  crashes = 0;
  private expectExit = false;

  constructor(
    private readonly env: Record<string, string>,
    private readonly dataDir: string,
  ) {}

  /** Starts the server; resolves once it prints its URL (or at once with `wait` false). */
  start(wait = true): Promise<void> {
    this.expectExit = false;
    const server = launchServer({
      entry: 'built',
      env: this.env,
      onOutput: (text) => {
        for (const line of text.split('\n')) if (line.trim()) this.log.push(line);
        if (this.log.length > 300) this.log.splice(0, this.log.length - 300);
      },
    });
    this.child = server.child;
    this.exited = server.exited.then((end) => {
      if (!this.expectExit) {
        this.crashes++;
        this.log.push(`[crash bench] the server exited by itself (${end})`);
      }
    });
    if (!wait) {
      server.ready.catch(() => undefined);
      return Promise.resolve();
    }
    return server.ready.then(() => undefined);
  }

  killNode(): void {
    this.expectExit = true;
    this.child?.kill('SIGKILL');
  }

  /** The running postmaster's PID (DATA_DIR/pg/postmaster.pid). */
  postmasterPid(): number {
    return postmasterPid(this.dataDir);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.expectExit = true;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([this.exited, sleep(20_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    // A postmaster left behind (the server killed at the wrong moment) would hold its port.
    const pidFile = path.join(this.dataDir, 'pg', 'postmaster.pid');
    if (existsSync(pidFile)) {
      const pid = this.postmasterPid();
      if (pid > 0 && isAlive(pid)) {
        killIfAlive(pid, 'SIGINT');
        for (let i = 0; i < 200 && isAlive(pid); i++) await sleep(50);
      }
    }
  }
}

// ---- Sending writes as the outbox does: the same request, the same key, until acknowledged.

interface Counts {
  acknowledged: number;
  attempts: number;
  unavailable: number; // 503
  noAnswer: number; // connection refused or reset, timeout
  otherErrors: number; // any other failure: a 500, a 200 with INTERNAL_SERVER_ERROR, ...
  refused: string[];
  otherExamples: string[];
}

const counts: Counts = {
  acknowledged: 0,
  attempts: 0,
  unavailable: 0,
  noAnswer: 0,
  otherErrors: 0,
  refused: [],
  otherExamples: [],
};

/** Waiters for the first write sent after a moment and acknowledged. */
const ackWaiters: { after: number; resolve: (at: number) => void }[] = [];

async function deliver(base: string, token: string, write: Write): Promise<void> {
  for (;;) {
    const sentAt = performance.now();
    counts.attempts++;
    let verdict: 'ack' | 'retry' | 'refused' = 'retry';
    let detail = '';
    try {
      const response = await fetch(`${base}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: write.query,
          variables: { ...write.variables, clientMutationId: write.key },
        }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      detail = `${response.status} ${text.slice(0, 200)}`;
      if (response.status === 503) {
        counts.unavailable++;
      } else if (response.status === 200) {
        const body = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
        if (!body.errors) verdict = 'ack';
        else if (body.errors.every((e) => TRANSIENT_CODES.has(e.extensions?.code ?? ''))) {
          counts.otherErrors++;
          if (counts.otherExamples.length < 5) counts.otherExamples.push(detail);
        } else verdict = 'refused';
      } else if (response.status >= 500 || [408, 409, 425, 429].includes(response.status)) {
        counts.otherErrors++;
        if (counts.otherExamples.length < 5) counts.otherExamples.push(detail);
      } else verdict = 'refused';
    } catch (error) {
      counts.noAnswer++;
      detail = String(error);
    }
    if (verdict === 'ack') {
      const at = performance.now();
      counts.acknowledged++;
      write.acknowledged();
      for (const waiter of ackWaiters.splice(0)) {
        if (sentAt >= waiter.after) waiter.resolve(at);
        else ackWaiters.push(waiter);
      }
      return;
    }
    if (verdict === 'refused') {
      counts.refused.push(detail);
      return;
    }
    await sleep(RETRY_PAUSE_MS);
  }
}

/** The first acknowledgement of a write sent at or after `after` (performance.now()). */
function firstAckAfter(after: number): Promise<number> {
  return new Promise((resolve) => ackWaiters.push({ after, resolve }));
}

/** The candidate's n-th write. */
function nthWrite(c: Candidate, n: number, questions: SurveyField[]): Write {
  const key = randomUUID();
  const write = (
    query: string,
    variables: Record<string, unknown>,
    acknowledged: () => void,
  ): Write => ({
    query,
    variables,
    key,
    acknowledged: () => {
      c.acknowledgedKeys.add(key);
      acknowledged();
    },
  });
  if (n % FEEDBACK_EVERY === FEEDBACK_EVERY - 1) {
    const message = `crash bench ${c.userId} ${n}`;
    return write(FEEDBACK, { message }, () => c.feedback.push(message));
  }
  if (n % 3 === 1) {
    const field = questions[Math.floor(n / 3) % questions.length]!;
    const answer = surveyAnswer(field, n);
    return write(
      answer.multiValue ? SET_MULTI : SET_ANSWER,
      { questionId: field.id, ...answer },
      () => c.lastAnswer.set(field.id, answer),
    );
  }
  const item = c.items[n % c.items.length]!;
  const values = itemValues(item, n);
  const timestamp = new Date().toISOString();
  return write(SUBMIT, { id: item.id, values, timestamp }, () =>
    c.lastItem.set(item.id, { values, answeredAt: timestamp }),
  );
}

// ---- Setup through the real API.

async function post(base: string, url: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

async function graphql(base: string, token: string, query: string, variables: object = {}) {
  const body = (await post(base, '/api/graphql', { query, variables }, token)) as {
    data?: Record<string, unknown>;
    errors?: unknown[];
  };
  if (body.errors) throw new Error(`${query.slice(0, 50)}: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

async function makeCandidate(base: string, db: pg.Client, i: number): Promise<Candidate> {
  const { token, userId } = await signUpCandidate(base, {
    email: `crash.${Date.now()}.${i}@example.com`,
    password: 'Str0ng!Pass-crash',
    firstName: 'Crash',
    lastName: `Test ${i}`,
  });
  await makeCampusWithLongClock(db, userId);

  const setupKeys = new Set<string>();
  const setupKey = () => {
    const key = randomUUID();
    setupKeys.add(key);
    return key;
  };
  const items = await openFirstTimedSection(
    (query, variables) => graphql(base, token, query, variables),
    {
      newKey: setupKey,
      initials: 'CT',
    },
  );
  return {
    userId,
    token,
    items,
    lastItem: new Map(),
    lastAnswer: new Map(),
    feedback: [],
    setupKeys,
    acknowledgedKeys: new Set(),
  };
}

// ---- Measuring one kill.

interface EventResult {
  name: string;
  readyMs: number | null;
  firstAckMs: number | null;
  databaseBackMs: number | null;
  databaseBackToAckMs: number | null;
  load: number;
}

async function pollUntil(
  check: () => Promise<boolean>,
  intervalMs: number,
  giveUpAt: number,
): Promise<number | null> {
  while (performance.now() < giveUpAt) {
    if (await check().catch(() => false)) return performance.now();
    await sleep(intervalMs);
  }
  return null;
}

async function databaseAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main(): Promise<number> {
  if (!existsSync(SERVER_ENTRY.built)) {
    console.error(
      `${SERVER_ENTRY.built} is missing: run \`npm run build:server\` (npm run bench:crash does).`,
    );
    return 1;
  }
  const dataDir = throwawayDataDir('candidate-portal-crash-');
  const [port, pgPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const service = new Service(
    {
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      STATIC_DIR: path.join(dataDir, 'no-app'),
    },
    dataDir,
  );
  let stopWriting = false;

  try {
    const startAt = performance.now();
    await service.start();
    console.log(
      `server up in ${((performance.now() - startAt) / 1000).toFixed(1)} s (port ${port})`,
    );
    const databaseUrl = embeddedDatabaseUrl(dataDir, pgPort);

    const setupDb = new pg.Client({ connectionString: databaseUrl });
    await setupDb.connect();
    const candidates: Candidate[] = [];
    try {
      for (let i = 0; i < CANDIDATES; i++) candidates.push(await makeCandidate(base, setupDb, i));
    } finally {
      await setupDb.end();
    }
    const definition = (await graphql(base, candidates[0]!.token, GET_DEFINITION))
      .surveyDefinition as SurveyDefinition;
    const questions = surveyScreens(definition.fields).filter(takesAnswer);
    console.log(
      `${CANDIDATES} candidates with a timed section open (${candidates[0]!.items.length} items) ` +
        `and ${questions.length} questionnaire questions; ${ROUNDS} round(s) of kills`,
    );

    // The candidates' outboxes: one write at a time each, retried until acknowledged.
    const workers = candidates.map(async (c) => {
      for (let n = 0; !stopWriting; n++) await deliver(base, c.token, nthWrite(c, n, questions));
    });

    await sleep(STEADY_MS);
    const events: EventResult[] = [];
    const kinds = ['Node killed', 'PostgreSQL killed', 'both killed'] as const;
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of kinds) {
        const postmaster = service.postmasterPid();
        const killedAt = performance.now();
        const giveUpAt = killedAt + EVENT_GIVE_UP_MS;
        const firstAck = firstAckAfter(killedAt);
        if (kind !== 'Node killed') killIfAlive(postmaster);
        if (kind !== 'PostgreSQL killed') {
          service.killNode();
          await service.exited;
          await service.start(false); // at once, as a service manager would
        }
        const [readyAt, ackAt, databaseBackAt] = await Promise.all([
          pollUntil(async () => (await fetch(`${base}/readyz`)).status === 200, 100, giveUpAt),
          Promise.race([firstAck, sleep(EVENT_GIVE_UP_MS).then(() => null)]),
          kind === 'Node killed'
            ? Promise.resolve(null)
            : pollUntil(
                async () => !isAlive(postmaster) && (await databaseAnswers(databaseUrl)),
                50,
                giveUpAt,
              ),
        ]);
        const since = (at: number | null, from: number | null = killedAt) =>
          at === null || from === null ? null : at - from;
        events.push({
          name: `${kind} (round ${round + 1})`,
          readyMs: since(readyAt),
          firstAckMs: since(ackAt),
          databaseBackMs: since(databaseBackAt),
          databaseBackToAckMs: since(ackAt, databaseBackAt),
          load: loadavg()[0]!,
        });
        await sleep(STEADY_MS);
      }
    }
    stopWriting = true;
    await Promise.race([Promise.all(workers), sleep(EVENT_GIVE_UP_MS)]);

    // What the database holds.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let lostKeys = 0;
    let extraKeys = 0;
    let lostTargets = 0;
    let feedbackLost = 0;
    let feedbackDuplicated = 0;
    let acknowledgedKeys = 0;
    try {
      const userIds = candidates.map((c) => c.userId);
      const keyRows = (
        await client.query<{ user_id: string; key: string }>(
          'SELECT user_id, key FROM idempotency_keys WHERE user_id = ANY($1)',
          [userIds],
        )
      ).rows;
      const items = (
        await client.query<{
          user_id: string;
          item_id: string;
          values: ItemValues;
          answered_at: Date;
        }>(
          `SELECT ca.user_id, r.item_id, r.values, r.answered_at FROM item_responses r
           JOIN candidate_assessments ca ON ca.id = r.candidate_assessment_id WHERE ca.user_id = ANY($1)`,
          [userIds],
        )
      ).rows;
      const answers = (
        await client.query<{
          user_id: string;
          question_id: string;
          value: string | null;
          multi_value: string[] | null;
        }>(
          'SELECT user_id, question_id, value, multi_value FROM survey_answers WHERE user_id = ANY($1)',
          [userIds],
        )
      ).rows;
      const feedback = (
        await client.query<{ message: string; n: number }>(
          "SELECT message, count(*)::int AS n FROM feedback WHERE page = 'crash-bench' GROUP BY message",
        )
      ).rows;
      const feedbackCount = new Map(feedback.map((f) => [f.message, f.n]));

      for (const c of candidates) {
        // One key per acknowledged write (and per setup write), none other, none twice.
        acknowledgedKeys += c.acknowledgedKeys.size;
        const stored = keyRows.filter((r) => r.user_id === c.userId).map((r) => r.key);
        const storedSet = new Set(stored);
        for (const key of c.acknowledgedKeys) if (!storedSet.has(key)) lostKeys++;
        extraKeys += stored.length - storedSet.size; // the same key twice
        for (const key of storedSet)
          if (!c.acknowledgedKeys.has(key) && !c.setupKeys.has(key)) extraKeys++;

        for (const [itemId, expected] of c.lastItem) {
          const row = items.find((r) => r.user_id === c.userId && r.item_id === itemId);
          if (
            !row ||
            JSON.stringify(row.values) !== JSON.stringify(expected.values) ||
            row.answered_at.toISOString() !== expected.answeredAt
          )
            lostTargets++;
        }
        for (const [questionId, expected] of c.lastAnswer) {
          const row = answers.find((r) => r.user_id === c.userId && r.question_id === questionId);
          if (
            !row ||
            (expected.value ?? null) !== row.value ||
            JSON.stringify(expected.multiValue ?? null) !== JSON.stringify(row.multi_value)
          )
            lostTargets++;
        }
        for (const message of c.feedback) {
          const n = feedbackCount.get(message) ?? 0;
          if (n === 0) feedbackLost++;
          if (n > 1) feedbackDuplicated += n - 1;
        }
      }
    } finally {
      await client.end();
    }

    // The figures.
    const seconds = (ms: number | null) =>
      ms === null ? '   n/a' : `${(ms / 1000).toFixed(2)} s`.padStart(7);
    console.log('');
    console.log(
      `${'event'.padEnd(30)} ${'kill→readyz'.padStart(12)} ${'kill→answer'.padStart(12)} ${'kill→db back'.padStart(13)} ${'db back→answer'.padStart(15)}  load`,
    );
    for (const e of events) {
      console.log(
        `${e.name.padEnd(30)} ${seconds(e.readyMs).padStart(12)} ${seconds(e.firstAckMs).padStart(12)} ` +
          `${seconds(e.databaseBackMs).padStart(13)} ${seconds(e.databaseBackToAckMs).padStart(15)}  ${e.load.toFixed(2)}`,
      );
    }
    console.log('');
    console.log(
      `writes acknowledged: ${counts.acknowledged} (${acknowledgedKeys} checked), attempts ${counts.attempts}: ` +
        `${counts.unavailable} answered 503, ${counts.noAnswer} without an answer (connection refused/reset), ` +
        `${counts.otherErrors} other errors`,
    );
    for (const e of counts.otherExamples) console.log(`  other error: ${e}`);
    for (const e of counts.refused.slice(0, 5)) console.log(`  refused: ${e}`);
    const [one, five, fifteen] = loadavg();
    console.log(
      `load average: ${one!.toFixed(2)} ${five!.toFixed(2)} ${fifteen!.toFixed(2)} (2 cores shared)`,
    );

    const slowest = Math.max(
      ...events.map((e) => Math.max(e.readyMs ?? Infinity, e.firstAckMs ?? Infinity)),
    );
    const checks: [string, boolean][] = [
      [
        `lost: ${lostKeys + lostTargets + feedbackLost} (keys ${lostKeys}, latest values ${lostTargets}, feedback ${feedbackLost})`,
        lostKeys + lostTargets + feedbackLost === 0,
      ],
      [
        `duplicated: ${extraKeys + feedbackDuplicated} (keys ${extraKeys}, feedback rows ${feedbackDuplicated})`,
        extraKeys + feedbackDuplicated === 0,
      ],
      [`refused writes: ${counts.refused.length}`, counts.refused.length === 0],
      [`server exits not caused by a kill: ${service.crashes}`, service.crashes === 0],
      [`answers other than 200, 503 or no answer: ${counts.otherErrors}`, counts.otherErrors === 0],
      [
        `every recovery within ${RECOVERY_LIMIT_MS / 1000} s (slowest ${seconds(slowest).trim()})`,
        slowest <= RECOVERY_LIMIT_MS,
      ],
    ];
    for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
    const passed = checks.every(([, ok]) => ok);
    if (!passed) console.log(`\nlast server output:\n${service.log.slice(-40).join('\n')}`);
    return passed ? 0 : 1;
  } catch (error) {
    console.log(`\nlast server output:\n${service.log.slice(-40).join('\n')}`);
    throw error;
  } finally {
    stopWriting = true;
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
