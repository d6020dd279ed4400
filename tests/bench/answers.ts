/**
 * Benchmark: SubmitItemResponse under load (the timed assessments' hot path), against a floor.
 *
 * Starts the real server as operators run it (the build, `dist/server/server/main.js`: source run
 * through tsx pays for its transform's helpers on every call) on a throwaway embedded PostgreSQL in
 * a temporary directory, makes CANDIDATES confirmed CAMPUS candidates, each
 * with the cognitive assessment started and its first section with questions open (its clock
 * running), then sends SubmitItemResponse mutations open-loop (sends are scheduled on a timer at a
 * fixed rate and never wait for earlier answers) at each rate of RATES for SECONDS_PER_RATE.
 *
 * The floor: a second, bare Fastify process (this file with `--floor-server`, not the product's
 * routes) whose one route inserts one row into the same PostgreSQL, driven the same way at the same
 * rates, the two taking turns in 1 s slices (so the machine's other work weighs on both alike).
 * Latency is measured from each request's scheduled send time to its answer, so a client or
 * server falling behind shows up in the figures (no coordinated omission).
 *
 * Then checks in the database: one item_responses row per answered (candidate, item), as many
 * idempotency keys as accepted requests, and 50 replays answered with their first result, writing
 * nothing. Prints the figures per rate and where each curve bends; exits 1 when a check fails.
 *
 *   npm run bench:answers
 *   BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' BENCH_RATES=500 BENCH_SECONDS=20 \
 *     npm run bench:answers
 *   BENCH_SERVER_NODE_ARGS=--trace-gc BENCH_SERVER_OUTPUT=/tmp/server.log npm run bench:answers
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { signUpCandidate } from '../../src/server/test-support/candidate-signup.ts';
import { freePort } from '../../src/server/test-support/free-port.ts';
import {
  postmasterPid,
  startNodeProcess,
  startThrowawayServer,
  type NodeProcess,
} from '../../src/server/test-support/server-process.ts';
import { makeCampusWithLongClock, openFirstTimedSection } from '../support/cognitive-section.ts';
import { itemValues, type ItemToAnswer } from '../support/fitting-answers.ts';

const CANDIDATES = 20;
/** BENCH_RATES and BENCH_SECONDS narrow a run (say, one rate for a CPU profile). */
const RATES = (process.env.BENCH_RATES ?? '200,500,1000').split(',').map(Number);
const SECONDS_PER_RATE = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * The answers and the floor take turns in slices this long, so that whatever else the machine
 * does in those seconds falls on both alike (a p99 is set by a handful of requests).
 */
const SLICE_SECONDS = 1;
const WARMUP_SECONDS = 1;
/** Concurrent requests per warm-up burst: well above either server's pool of 10 connections. */
const WARMUP_BURST_SIZE = 40;
const WARMUP_BURSTS = 3;
const REPLAYS = 50;
const REQUEST_TIMEOUT_MS = 30_000;

const SUBMIT = `mutation SubmitItemResponse($id: ID!, $values: [ItemResponseValue!]!, $timestamp: String!, $clientMutationId: ID!) {
  submitItemResponse(id: $id, values: $values, timestamp: $timestamp, clientMutationId: $clientMutationId) { status timeRemaining }
}`;
interface Candidate {
  userId: string;
  token: string;
  items: ItemToAnswer[];
}

interface Answer {
  status: number;
  body: string;
}

// ---- HTTP: one keep-alive agent, no cap low enough to queue requests on the client side.

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

function postJson(
  port: number,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(payload);
  });
}

// ---- The floor: a bare route inserting one row (run as its own process).

async function floorServer(): Promise<void> {
  const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
  await pool.query(
    'CREATE TABLE IF NOT EXISTS bench_floor (id bigserial PRIMARY KEY, payload jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
  );
  const app = Fastify({ logger: false });
  app.post('/floor', async (request) => {
    await pool.query('INSERT INTO bench_floor (payload) VALUES ($1)', [
      JSON.stringify(request.body ?? {}),
    ]);
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.FLOOR_PORT) });
  console.log('FLOOR READY');
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      void app.close().then(() => pool.end().then(() => process.exit(0)));
    });
  }
}

// ---- Open-loop load.

interface RunResult {
  offered: number;
  sent: number;
  ok: number;
  errors: number;
  firstErrors: string[];
  seconds: number;
  latencies: number[];
  /** The machine's 1-minute load average when the run ended (other work competes for the CPUs). */
  load: number;
  /**
   * CPU time (user + system) the server and PostgreSQL spent per request sent: what a request
   * costs whatever else runs on the machine, where latencies depend on it.
   */
  cpuMsPerRequest: number;
  /** The part of it spent by PostgreSQL. */
  postgresCpuMsPerRequest: number;
}

// ---- CPU time of process trees (Linux /proc), in ms.

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on Linux

/** CPU time of `pid` and, with `withChildren`, all of its descendants. */
function cpuMsOf(pid: number, withChildren = false): number {
  const parentOf = new Map<number, number>();
  const ticksOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command's closing parenthesis: state, ppid, ..., utime (12th), stime (13th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(entry), Number(fields[1]));
      ticksOf.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      // Ended meanwhile.
    }
  }
  const inTree = (candidate: number) => {
    if (!withChildren) return candidate === pid;
    for (let at: number | undefined = candidate; at && at > 1; at = parentOf.get(at))
      if (at === pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [candidate, t] of ticksOf) if (inTree(candidate)) ticks += t;
  return (ticks * 1000) / TICKS_PER_SECOND;
}

async function openLoop(
  rate: number,
  seconds: number,
  send: (n: number) => Promise<Answer>,
  accepted: (answer: Answer) => boolean,
  cpuMs: () => { process: number; postgres: number } = () => ({ process: 0, postgres: 0 }),
): Promise<RunResult> {
  const cpuBefore = cpuMs();
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const firstErrors: string[] = [];
  let ok = 0;
  let errors = 0;
  let lastDone = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const fire = (n: number) => {
    const scheduled = start + (n * 1000) / rate;
    pending.push(
      send(n).then(
        (answer) => {
          const done = performance.now();
          lastDone = Math.max(lastDone, done);
          latencies.push(done - scheduled);
          if (accepted(answer)) ok++;
          else {
            errors++;
            if (firstErrors.length < 3)
              firstErrors.push(`${answer.status} ${answer.body.slice(0, 200)}`);
          }
        },
        (error: unknown) => {
          lastDone = Math.max(lastDone, performance.now());
          errors++;
          if (firstErrors.length < 3) firstErrors.push(String(error));
        },
      ),
    );
  };
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) fire(sent++);
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(pending);
  const cpuAfter = cpuMs();
  return {
    offered: rate,
    sent,
    ok,
    errors,
    firstErrors,
    seconds: (lastDone - start) / 1000,
    latencies: latencies.sort((a, b) => a - b),
    load: loadavg()[0]!,
    cpuMsPerRequest:
      (cpuAfter.process + cpuAfter.postgres - cpuBefore.process - cpuBefore.postgres) / sent,
    postgresCpuMsPerRequest: (cpuAfter.postgres - cpuBefore.postgres) / sent,
  };
}

/** The slices of one rate as one run: latencies pooled, CPU per request over all of them. */
function merged(slices: RunResult[]): RunResult {
  const sum = (of: (r: RunResult) => number) => slices.reduce((total, r) => total + of(r), 0);
  const sent = sum((r) => r.sent);
  return {
    offered: slices[0]!.offered,
    sent,
    ok: sum((r) => r.ok),
    errors: sum((r) => r.errors),
    firstErrors: slices.flatMap((r) => r.firstErrors).slice(0, 3),
    seconds: sum((r) => r.seconds),
    latencies: slices.flatMap((r) => r.latencies).sort((a, b) => a - b),
    load: slices.at(-1)!.load,
    cpuMsPerRequest: sum((r) => r.cpuMsPerRequest * r.sent) / sent,
    postgresCpuMsPerRequest: sum((r) => r.postgresCpuMsPerRequest * r.sent) / sent,
  };
}

const percentile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)]!;

function describeRun(label: string, r: RunResult): string {
  const throughput = r.ok / r.seconds;
  return (
    `${label.padEnd(7)} ${String(r.offered).padStart(5)}/s offered: ${String(r.sent).padStart(5)} sent, ` +
    `${throughput.toFixed(0).padStart(5)}/s done, p50 ${percentile(r.latencies, 50).toFixed(1).padStart(7)} ms, ` +
    `p99 ${percentile(r.latencies, 99).toFixed(1).padStart(7)} ms, max ${(r.latencies.at(-1) ?? NaN).toFixed(1).padStart(7)} ms, ` +
    `errors ${r.errors}, cpu ${r.cpuMsPerRequest.toFixed(2)} ms/request (PostgreSQL ${r.postgresCpuMsPerRequest.toFixed(2)}), load ${r.load.toFixed(1)}`
  );
}

/**
 * The answers against the floor at one rate, with issue 13's targets: a p99 at most 1.5 times the
 * floor's up to 500/s, and at least 0.8 times the floor's completed rate at 1,000/s.
 */
function compareToFloor(app: RunResult, floor: RunResult): string {
  const p99Ratio = percentile(app.latencies, 99) / percentile(floor.latencies, 99);
  const doneRatio = app.ok / app.seconds / (floor.ok / floor.seconds);
  const cpuRatio = app.cpuMsPerRequest / floor.cpuMsPerRequest;
  const target =
    app.offered <= 500
      ? ` (target <= 1.5: ${p99Ratio <= 1.5 ? 'met' : 'missed'})`
      : app.offered >= 1000
        ? ` (target >= 0.8 done: ${doneRatio >= 0.8 ? 'met' : 'missed'})`
        : '';
  return (
    `${String(app.offered).padStart(5)}/s: p99 ${p99Ratio.toFixed(2)} x the floor's, ` +
    `done ${doneRatio.toFixed(2)} x the floor's${target}, cpu ${cpuRatio.toFixed(1)} x the floor's, ` +
    `load ${app.load.toFixed(1)}/${floor.load.toFixed(1)}`
  );
}

/**
 * Where a curve bends: the first rate that is not kept up with (under 95% of the offered rate
 * done), fails requests, or whose p99 is over 4 times the lowest rate's (and above 50 ms).
 */
function bend(runs: RunResult[]): string {
  const base = percentile(runs[0]!.latencies, 99);
  for (const r of runs) {
    const p99 = percentile(r.latencies, 99);
    const reasons: string[] = [];
    if (r.ok / r.seconds < 0.95 * r.offered)
      reasons.push(`only ${(r.ok / r.seconds).toFixed(0)}/s done`);
    if (r.errors > 0) reasons.push(`${r.errors} errors`);
    if (p99 > 4 * base && p99 > 50)
      reasons.push(`p99 ${p99.toFixed(0)} ms vs ${base.toFixed(0)} ms`);
    if (reasons.length > 0) return `bends at ${r.offered}/s (${reasons.join(', ')})`;
  }
  return `no bend up to ${runs.at(-1)!.offered}/s`;
}

// ---- Fixture content, only when no cognitive definition is stored (content not written yet).

async function ensureCognitiveContent(client: pg.Client): Promise<void> {
  const { rows } = await client.query(
    "SELECT count(*)::int AS n FROM assessments WHERE kind = 'COGNITIVE'",
  );
  if (rows[0].n > 0) return;
  console.log('no cognitive content stored: seeding a bench fixture');
  await client.query('BEGIN');
  await client.query(
    "INSERT INTO assessments (id, kind, version, title) VALUES ('bench-cognitive', 'COGNITIVE', 1, 'Bench')",
  );
  await client.query(
    `INSERT INTO assessment_sections (id, assessment_id, position, title, instructions, time_limit_seconds)
     VALUES ('bench-s1', 'bench-cognitive', 0, 'Bench section', '["Answer"]', 900)`,
  );
  await client.query(
    `INSERT INTO item_groups (id, section_id, position, item_type, leading_text, headers)
     VALUES ('bench-g1', 'bench-s1', 0, 'MULTIPLE_CHOICE', 'Pick one', '[]')`,
  );
  for (let i = 0; i < 10; i++) {
    await client.query(
      "INSERT INTO items (id, item_group_id, position, label) VALUES ($1, 'bench-g1', $2, $3)",
      [`bench-i${i}`, i, `Question ${i}`],
    );
    for (let j = 0; j < 4; j++) {
      await client.query(
        'INSERT INTO item_options (id, item_id, position, label, is_correct) VALUES ($1, $2, $3, $4, $5)',
        [`bench-i${i}-o${j}`, `bench-i${i}`, j, `Option ${j}`, j === 0],
      );
    }
  }
  await client.query('COMMIT');
}

async function main(): Promise<number> {
  const floorPort = await freePort();
  const processes: NodeProcess[] = [];

  try {
    const startAt = performance.now();
    const server = await startThrowawayServer({
      entry: 'built',
      // BENCH_SERVER_NODE_ARGS: extra node flags for the server (say, --cpu-prof).
      nodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      // CANDIDATES registrations from one address: over the per-address limit (decision 024).
      env: { REGISTRATIONS_PER_ADDRESS: String(CANDIDATES) },
      stderr: 'inherit',
    });
    processes.push(server);
    const { base, port, pgPort, dataDir, databaseUrl } = server;
    console.log(
      `server up in ${((performance.now() - startAt) / 1000).toFixed(1)} s (port ${port})`,
    );

    // The floor connects the way the server does: over the cluster's Unix socket when it has one.
    const socketDir = path.join(dataDir, 'pg-socket');
    const floorDatabaseUrl = existsSync(path.join(socketDir, `.s.PGSQL.${pgPort}`))
      ? `${databaseUrl}?host=${encodeURIComponent(socketDir)}`
      : databaseUrl;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();

    try {
      await ensureCognitiveContent(client);

      // Candidates: registered and confirmed through the real flow, CAMPUS, section open.
      const candidates: Candidate[] = [];
      for (let i = 0; i < CANDIDATES; i++) {
        const { token, userId } = await signUpCandidate(base, {
          email: `bench.${Date.now()}.${i}@example.com`,
          lastName: `Mark ${i}`,
        });
        await makeCampusWithLongClock(client, userId);

        const graphql = async (query: string, variables: Record<string, unknown>) => {
          const answer = await postJson(
            port,
            '/api/graphql',
            { query, variables },
            { authorization: `Bearer ${token}` },
          );
          const body = JSON.parse(answer.body) as {
            data?: Record<string, unknown>;
            errors?: unknown[];
          };
          if (body.errors) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(body.errors)}`);
          return body.data!;
        };
        const items = await openFirstTimedSection(graphql);
        candidates.push({ userId, token, items });
      }
      console.log(
        `floor and server connect to PostgreSQL over ${floorDatabaseUrl === databaseUrl ? 'TCP (127.0.0.1)' : 'its Unix socket'}`,
      );
      console.log(
        'floor: a bare Fastify route (no auth, no GraphQL, no idempotency) inserting one row, ' +
          'over the same kind of connection; load: the 1-minute load average at the end of a run; ' +
          'cpu: the server (or the floor) and PostgreSQL, per request',
      );
      console.log(
        `${CANDIDATES} candidates with a section open (${candidates[0]!.items.length} items each), ` +
          `${RATES.join(', ')}/s for ${SECONDS_PER_RATE} s each`,
      );

      // The floor server on the same database.
      const floorProcess = startNodeProcess({
        args: ['--import', 'tsx', fileURLToPath(import.meta.url), '--floor-server'],
        env: { FLOOR_DATABASE_URL: floorDatabaseUrl, FLOOR_PORT: String(floorPort) },
        ready: /FLOOR READY/,
        stderr: 'inherit',
      });
      processes.push(floorProcess);
      await floorProcess.ready;

      const sentRequests: { token: string; variables: Record<string, unknown>; answer: string }[] =
        [];
      const answered = new Set<string>();
      let serial = 0;
      let accepted = 0;
      const submit = (n: number) => {
        const c = candidates[n % CANDIDATES]!;
        const k = serial++;
        const item = c.items[Math.floor(k / CANDIDATES) % c.items.length]!;
        const variables = {
          id: item.id,
          values: itemValues(item, k),
          timestamp: new Date().toISOString(),
          clientMutationId: randomUUID(),
        };
        return postJson(
          port,
          '/api/graphql',
          { query: SUBMIT, variables },
          { authorization: `Bearer ${c.token}` },
        ).then((answer) => {
          if (answer.status === 200 && !answer.body.includes('"errors"')) {
            accepted++;
            answered.add(`${c.userId}/${item.id}`);
            if (sentRequests.length < REPLAYS * 10)
              sentRequests.push({ token: c.token, variables, answer: answer.body });
          }
          return answer;
        });
      };
      const submitOk = (a: Answer) => a.status === 200 && !a.body.includes('"errors"');
      const floor = (n: number) =>
        postJson(floorPort, '/floor', { n, at: new Date().toISOString() });
      const floorOk = (a: Answer) => a.status === 200;

      // Warm-up (JIT, query caches, content cache, connections), not counted. The bursts open every
      // connection of both pools: otherwise the first rate that needs more of them pays for new
      // PostgreSQL backends (a fork, the password exchange, cold catalog caches) inside its figures.
      await openLoop(100, WARMUP_SECONDS, submit, submitOk);
      await openLoop(100, WARMUP_SECONDS, floor, floorOk);
      for (let round = 0; round < WARMUP_BURSTS; round++) {
        await Promise.all(Array.from({ length: WARMUP_BURST_SIZE }, (_, n) => submit(n)));
        await Promise.all(Array.from({ length: WARMUP_BURST_SIZE }, (_, n) => floor(n)));
      }

      // CPU: each server process with PostgreSQL (every backend, the floor's too, is the
      // postmaster's child; the runs take turns, so a run's PostgreSQL time is its own).
      const postgres = postmasterPid(dataDir);
      const cpuWith = (pid: number) => () => ({
        process: cpuMsOf(pid),
        postgres: cpuMsOf(postgres, true),
      });
      const appCpu = cpuWith(server.child.pid!);
      const floorCpu = cpuWith(floorProcess.child.pid!);
      const appRuns: RunResult[] = [];
      const floorRuns: RunResult[] = [];
      const pause = () => new Promise((resolve) => setTimeout(resolve, 200));
      for (const rate of RATES) {
        const appSlices: RunResult[] = [];
        const floorSlices: RunResult[] = [];
        for (let slice = 0; slice < SECONDS_PER_RATE / SLICE_SECONDS; slice++) {
          appSlices.push(await openLoop(rate, SLICE_SECONDS, submit, submitOk, appCpu));
          await pause();
          floorSlices.push(await openLoop(rate, SLICE_SECONDS, floor, floorOk, floorCpu));
          await pause();
        }
        const appRun = merged(appSlices);
        const floorRun = merged(floorSlices);
        appRuns.push(appRun);
        floorRuns.push(floorRun);
        console.log(describeRun('answers', appRun));
        for (const e of appRun.firstErrors) console.log(`        ${e}`);
        console.log(describeRun('floor', floorRun));
        for (const e of floorRun.firstErrors) console.log(`        ${e}`);
      }
      console.log(`answers: ${bend(appRuns)}`);
      console.log(`floor:   ${bend(floorRuns)}`);
      for (const [i, app] of appRuns.entries()) console.log(compareToFloor(app, floorRuns[i]!));

      // What the database holds.
      const userIds = candidates.map((c) => c.userId);
      const keysOf = async () =>
        Number(
          (
            await client.query(
              "SELECT count(*) FROM idempotency_keys WHERE user_id = ANY($1) AND operation = 'submitItemResponse'",
              [userIds],
            )
          ).rows[0].count,
        );
      const keys = await keysOf();
      const rows = (
        await client.query(
          `SELECT count(*)::int AS rows, count(DISTINCT (r.candidate_assessment_id, r.item_id))::int AS pairs
           FROM item_responses r JOIN candidate_assessments ca ON ca.id = r.candidate_assessment_id
           WHERE ca.user_id = ANY($1)`,
          [userIds],
        )
      ).rows[0] as { rows: number; pairs: number };

      // Replays: the same requests again, with their keys: the first answer, nothing written.
      let replayMismatches = 0;
      for (let i = 0; i < REPLAYS && i < sentRequests.length; i++) {
        const entry = sentRequests[i * Math.floor(sentRequests.length / REPLAYS)]!;
        const again = await postJson(
          port,
          '/api/graphql',
          { query: SUBMIT, variables: entry.variables },
          {
            authorization: `Bearer ${entry.token}`,
          },
        );
        if (again.body !== entry.answer) replayMismatches++;
      }
      const keysAfterReplays = await keysOf();

      const checks: [string, boolean][] = [
        [
          `every answer request accepted (${accepted} of ${serial}, warm-up included)`,
          accepted === serial,
        ],
        [
          `idempotency keys: ${keys} (expected ${accepted}, one per accepted request)`,
          keys === accepted,
        ],
        [
          `item_responses rows: ${rows.rows} (expected ${answered.size}, one per answered candidate item; ${rows.pairs} distinct)`,
          rows.rows === answered.size && rows.pairs === rows.rows,
        ],
        [
          `replays answered with the first result: ${REPLAYS - replayMismatches} of ${REPLAYS}, keys unchanged (${keysAfterReplays})`,
          replayMismatches === 0 && keysAfterReplays === keys,
        ],
      ];
      for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
      return checks.every(([, ok]) => ok) ? 0 : 1;
    } finally {
      await client.end();
    }
  } finally {
    // The floor first, then the server (which removes its data directory).
    for (const p of processes.reverse()) await p.stop();
    // BENCH_SERVER_OUTPUT: where to keep what the server printed (with --trace-gc, say).
    const keepOutput = process.env.BENCH_SERVER_OUTPUT;
    if (keepOutput && processes.length > 0) writeFileSync(keepOutput, processes.at(-1)!.output());
    agent.destroy();
  }
}

if (process.argv.includes('--floor-server')) {
  floorServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
