/**
 * One ladder of `npm run bench:exam-day` against a running Deployment (tests/scale/deployment.ts):
 * per rung, fresh candidates created beforehand, then all of them signing in and pressing Start
 * within the start window, answering, closing the section, answering a few behavioral questions;
 * at the peak of the top rung a replica killed (SIGKILL) and started again. Afterwards the database
 * is checked against what the candidates were told. main.ts runs it on its own deployment;
 * tests/scale/scale.ts runs a small rung on its own.
 */
import { loadavg } from 'node:os';
import type pg from 'pg';
import { hashPassword } from '../../../src/server/modules/auth/passwords.ts';
import { databaseClient, type Deployment } from '../../scale/deployment.ts';
import { checkWritesInDatabase } from '../../scale/writes-in-database.ts';
import { Candidate, START_STEP, SIGN_IN, ANSWER, type Plan } from './candidate.ts';
import {
  countedRequests,
  difference,
  NOTHING_COUNTED,
  parseMetrics,
  sum,
  type CountedRequests,
} from './metrics-text.ts';
import { CpuSampler } from './proc.ts';
import { Recorder, sleep } from './recorder.ts';
import {
  figuresByOperation,
  findKnee,
  formatLastLine,
  GENERATOR,
  latencyOf,
  percentile,
  startWindowCpu,
  type Knee,
  type OperationFigures,
  type StartWindowCpu,
} from './stats.ts';

export interface Options {
  ladder: number[];
  windowS: number;
  thinkMs: number;
  answersPerCandidate: number;
  surveyAnswers: number;
  /** Kill a replica at the peak of the top rung. */
  kill: boolean;
  /** Printed as it goes (console.log by default). */
  log?: (line: string) => void;
}

/** Press Start this long after signing in (reading the landing page). */
const START_AFTER_SIGN_IN_MS = 3000;
/** A killed replica is started again this long after the kill. */
const RESTART_AFTER_MS = 5000;
/** Lead time before the first sign-in of a rung. */
const LEAD_MS = 1000;
const PASSWORD = 'Str0ng!Pass-exam-day';
const BENCH_MULTIPLIER = 50;

export interface ReplicaCount {
  name: string;
  /** What the replica counted in /metrics over the rung (a killed one: up to its last scrape). */
  counted: number;
  /** What the generator saw answered by it (nginx's X-Upstream). */
  generator: number;
  /** Of those, answered after the replica's last scrape before it was killed (it never told). */
  unscraped: number;
}

export interface RungResult {
  candidates: number;
  seconds: number;
  operations: OperationFigures[];
  requests: number;
  failed: number;
  aborted: number;
  errorsOutsideKill: number;
  answersDelivered: number;
  answersPerSecond: number;
  receipts: number;
  cpuSeconds: Record<string, number>;
  load: { before: number; maxDuring: number; after: number };
  replicas: ReplicaCount[];
  /**
   * Attempts that got no answer (timed out or cut off): a replica may have served and counted
   * them, but the generator cannot tell which one.
   */
  unanswered: number;
  replicasByOperation: Record<string, number>;
  generatorByOperation: Record<string, number>;
  killAt: number | null;
  restartedAt: number | null;
  /** The deployment's CPU while the candidates signed in (null: no sample in the window). */
  startWindow: StartWindowCpu | null;
  /** Charts: seconds since the rung's start. */
  series: {
    latency: Record<string, { t: number; p50: number; p99: number }[]>;
    answersPerSecond: { t: number; n: number }[];
    cpu: { t: number; cores: Record<string, number> }[];
  };
  problems: string[];
}

export interface LadderResult {
  rungs: RungResult[];
  knee: Knee | null;
  lost: string[];
  duplicated: string[];
  /** Writes given up on after their retries, and how many of them the server had stored. */
  givenUp: { count: number; stored: number };
  lastLine: string;
  ok: boolean;
}

// ---- Candidates, made beforehand: users straight in the database, passwords hashed with argon2id.

interface Account {
  email: string;
  password: string;
  address: string;
  userId: string;
}

/**
 * `count` confirmed CAMPUS candidates with their contact details done (no first-run modals) and a
 * section clock no rung outlasts. Passwords hashed by the server's own hashPassword (argon2id with
 * its parameters, so each sign-in costs what a real one does); a few hashes are shared between
 * candidates to keep the preparation short.
 */
async function createCandidates(db: pg.Client, count: number, rung: number): Promise<Account[]> {
  const hashes = await Promise.all(Array.from({ length: 4 }, () => hashPassword(PASSWORD)));
  const tag = `${Date.now()}.${rung}`;
  const emails = Array.from({ length: count }, (_, n) => `exam.${tag}.${n}@example.com`);
  const { rows } = await db.query<{ id: string; email: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, terms_agreed_at, email_confirmed_at,
       account_type, accommodation_multiplier, secondary_email, secondary_email_verified_at)
     SELECT e, h, 'Exam', 'Day ' || n, now(), now(), 'CAMPUS', $3, 'personal.' || e, now()
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(e, h, n)
     RETURNING id, email`,
    [emails, emails.map((_, n) => hashes[n % hashes.length]!), BENCH_MULTIPLIER],
  );
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  return emails.map((email, n) => ({
    email,
    password: PASSWORD,
    // One address per candidate (sign-in throttling is per address): 10.<rung>.<n / 256>.<n % 256>.
    address: `10.${rung + 1}.${Math.floor(n / 256)}.${n % 256}`,
    userId: idOf.get(email)!,
  }));
}

// ---- The replicas' own counts.

async function scrape(port: number): Promise<CountedRequests | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
      signal: AbortSignal.timeout(5000),
    });
    if (response.status !== 200) return null;
    return countedRequests(parseMetrics(await response.text()));
  } catch {
    return null;
  }
}

// ---- One rung.

async function runRung(
  deployment: Deployment,
  db: pg.Client,
  options: Options,
  count: number,
  index: number,
  top: boolean,
): Promise<{ result: RungResult; accounts: Account[]; recorder: Recorder }> {
  const log = options.log ?? console.log;
  const accounts = await createCandidates(db, count, index);
  const replicaNameOf = (upstream: string | undefined) =>
    deployment.replicaOf(upstream ?? null)?.name ?? null;

  const before = new Map<string, CountedRequests>();
  for (const r of deployment.replicas)
    before.set(r.name, (await scrape(r.port)) ?? NOTHING_COUNTED);
  const lastScrape = new Map<string, { at: number; counted: CountedRequests }>();

  const origin = performance.now() + LEAD_MS;
  const recorder = new Recorder(origin);
  const generatorRoot = { name: GENERATOR, pid: process.pid };
  const sampler = new CpuSampler(
    () => [...deployment.runningProcesses(), generatorRoot],
    () => performance.now(),
  );
  const loadBefore = loadavg()[0]!;
  let maxLoad = loadBefore;
  let running = true;
  const ticker = (async () => {
    for (let tick = 0; running; tick++) {
      await sleep(1000);
      sampler.sample();
      maxLoad = Math.max(maxLoad, loadavg()[0]!);
      if (tick % 5 === 4)
        for (const r of deployment.replicas) {
          if (!r.process) continue;
          // Its time is when it was asked: what the replica answered after that may be missing.
          const at = performance.now();
          const counted = await scrape(r.port);
          if (counted) lastScrape.set(r.name, { at, counted });
        }
    }
  })();

  // The kill: at the peak (everyone has started, halfway through the answers).
  const victim = deployment.replicas.at(-1)!;
  let killAt: number | null = null;
  let restartedAt: number | null = null;
  let victimBefore: { counted: CountedRequests; at: number } | null = null;
  let restart: Promise<void> = Promise.resolve();
  const killTimer =
    top && options.kill && deployment.replicas.length > 1
      ? setTimeout(
          () => {
            victimBefore = lastScrape.get(victim.name) ?? {
              counted: before.get(victim.name)!,
              at: origin,
            };
            killAt = performance.now();
            deployment.kill(victim);
            victim.process = undefined;
            log(
              `  replica ${victim.name} killed (SIGKILL) at ${((killAt - origin) / 1000).toFixed(1)} s`,
            );
            restart = sleep(RESTART_AFTER_MS)
              .then(() => deployment.startReplica(victim))
              .then(() => {
                restartedAt = performance.now();
                log(
                  `  replica ${victim.name} serves again at ${((restartedAt - origin) / 1000).toFixed(1)} s`,
                );
              });
          },
          LEAD_MS + options.windowS * 1000 + (options.answersPerCandidate * options.thinkMs) / 2,
        )
      : undefined;

  const signInSpan = Math.max(0, options.windowS * 1000 - START_AFTER_SIGN_IN_MS);
  let aborted = 0;
  await Promise.all(
    accounts.map(async (account, n) => {
      const signInAt = origin + (signInSpan * (n + Math.random())) / count;
      const plan: Plan = {
        signInAt,
        startAt: signInAt + START_AFTER_SIGN_IN_MS,
        thinkMs: options.thinkMs,
        answers: options.answersPerCandidate,
        surveyAnswers: options.surveyAnswers,
      };
      const candidate = new Candidate(
        { balancerPort: deployment.balancerPort, recorder, replicaOf: replicaNameOf },
        account,
      );
      try {
        await candidate.run(plan);
      } catch (error) {
        aborted++;
        recorder.problem(String(error));
      }
    }),
  );
  clearTimeout(killTimer);
  await restart;
  running = false;
  await ticker;
  const end = performance.now();
  sampler.sample();

  // What the replicas counted, beside what the generator saw answered by each.
  const replicas: ReplicaCount[] = [];
  let replicasByOperation: CountedRequests = NOTHING_COUNTED;
  for (const r of deployment.replicas) {
    const after = (await scrape(r.port)) ?? NOTHING_COUNTED;
    let counted: CountedRequests;
    let unscraped = 0;
    const answeredBy = recorder.attempts.filter((a) => a.replica === r.name);
    const killedBefore = victimBefore as { counted: CountedRequests; at: number } | null;
    if (r === victim && killAt !== null && killedBefore) {
      // Up to its last scrape, then the new process from 0.
      counted = sum(difference(killedBefore.counted, before.get(r.name)!), after);
      // Answers read after the kill may have left it just before: up to its restart, not the kill.
      const until = restartedAt ?? end;
      unscraped = answeredBy.filter((a) => a.at > killedBefore.at && a.at <= until).length;
    } else counted = difference(after, before.get(r.name)!);
    replicasByOperation = sum(replicasByOperation, counted);
    replicas.push({
      name: r.name,
      counted: counted.total,
      generator: answeredBy.length,
      unscraped,
    });
  }
  const generatorByOperation: Record<string, number> = {};
  for (const a of recorder.attempts)
    if (a.replica !== null && a.operation !== SIGN_IN)
      generatorByOperation[a.operation] = (generatorByOperation[a.operation] ?? 0) + 1;

  const killWindow =
    killAt === null ? undefined : { from: killAt, to: (restartedAt ?? end) + 10_000 };
  const answers = recorder.samples.filter((s) => s.operation === ANSWER && s.ok);
  const firstAnswer = Math.min(...answers.map((s) => s.scheduledAt));
  const lastAnswer = Math.max(...answers.map((s) => s.doneAt));
  const rungSeries = series(recorder, sampler, origin);
  const result: RungResult = {
    candidates: count,
    seconds: (end - origin) / 1000,
    operations: figuresByOperation(recorder.samples, recorder.errorsByOperation()),
    requests: recorder.attempts.length,
    failed: recorder.samples.filter((s) => !s.ok).length + aborted,
    aborted,
    errorsOutsideKill: [...recorder.errorsByOperation(killWindow).values()].reduce(
      (a, b) => a + b,
      0,
    ),
    answersDelivered: answers.length,
    answersPerSecond: answers.length / Math.max(1, (lastAnswer - firstAnswer) / 1000),
    receipts: recorder.receipts,
    cpuSeconds: sampler.totals(),
    load: { before: loadBefore, maxDuring: maxLoad, after: loadavg()[0]! },
    replicas,
    unanswered: recorder.attempts.filter((a) => a.status === 0).length,
    replicasByOperation: replicasByOperation.byOperation,
    generatorByOperation,
    killAt: killAt === null ? null : (killAt - origin) / 1000,
    restartedAt: restartedAt === null ? null : (restartedAt - origin) / 1000,
    series: rungSeries,
    startWindow: startWindowCpu(rungSeries.cpu, options.windowS, count),
    problems: recorder.problems,
  };
  return { result, accounts, recorder };
}

/** Per second since the rung's start: latency p50/p99 per operation, answers, CPU cores used. */
function series(recorder: Recorder, sampler: CpuSampler, origin: number): RungResult['series'] {
  const bySecond = new Map<string, Map<number, number[]>>();
  const answers = new Map<number, number>();
  for (const s of recorder.samples) {
    const t = Math.max(0, Math.floor((s.doneAt - origin) / 1000));
    const perOp = bySecond.get(s.operation) ?? new Map<number, number[]>();
    const list = perOp.get(t) ?? [];
    list.push(latencyOf(s));
    perOp.set(t, list);
    bySecond.set(s.operation, perOp);
    if (s.operation === ANSWER && s.ok) answers.set(t, (answers.get(t) ?? 0) + 1);
  }
  const latency: RungResult['series']['latency'] = {};
  for (const [operation, perOp] of bySecond)
    latency[operation] = [...perOp.entries()]
      .sort(([a], [b]) => a - b)
      .map(([t, list]) => {
        list.sort((a, b) => a - b);
        return { t, p50: percentile(list, 50), p99: percentile(list, 99) };
      });
  const last = Math.max(0, ...answers.keys());
  const cpu: RungResult['series']['cpu'] = [];
  for (let i = 1; i < sampler.series.length; i++) {
    const a = sampler.series[i - 1]!;
    const b = sampler.series[i]!;
    const span = (b.at - a.at) / 1000;
    if (span < 0.5) continue; // the last, short interval would magnify a few ticks
    const cores: Record<string, number> = {};
    for (const name of Object.keys(b.seconds))
      cores[name] = Math.max(0, (b.seconds[name]! - (a.seconds[name] ?? 0)) / span);
    cpu.push({ t: (b.at - origin) / 1000, cores });
  }
  return {
    latency,
    answersPerSecond: Array.from({ length: last + 1 }, (_, t) => ({ t, n: answers.get(t) ?? 0 })),
    cpu,
  };
}

// ---- The ladder.

export async function runLadder(
  deployment: Deployment,
  options: Options,
  onRung: (result: RungResult) => void,
): Promise<LadderResult> {
  const log = options.log ?? console.log;
  const db = databaseClient(deployment.directUrl());
  await db.connect();
  try {
    const rungs: RungResult[] = [];
    const recorders: Recorder[] = [];
    const accounts: Account[] = [];
    for (const [index, count] of options.ladder.entries()) {
      const top = index === options.ladder.length - 1;
      log(
        `rung ${index + 1}/${options.ladder.length}: ${count} candidates${top && options.kill ? ' (a replica killed at the peak)' : ''}`,
      );
      const rung = await runRung(deployment, db, options, count, index, top);
      rungs.push(rung.result);
      recorders.push(rung.recorder);
      accounts.push(...rung.accounts);
      onRung(rung.result);
    }
    const { lost, duplicated, givenUpStored } = await checkWritesInDatabase(
      db,
      accounts.map((a) => a.userId),
      recorders.flatMap((r) => r.acknowledged),
      recorders.flatMap((r) => r.givenUp),
    );
    const givenUp = recorders.reduce((n, r) => n + r.givenUp.length, 0);
    const knee = findKnee(
      rungs.map((r) => ({
        candidates: r.candidates,
        operations: r.operations,
        errorsOutsideKill: r.errorsOutsideKill,
        cpuSeconds: r.cpuSeconds,
      })),
    );
    const top = rungs.at(-1)!;
    const p99Of = (operation: string) =>
      top.operations.find((o) => o.operation === operation)?.p99 ?? NaN;
    const lastLine = formatLastLine({
      candidates: top.candidates,
      requests: top.requests,
      failed: top.failed,
      answersP99: p99Of(ANSWER),
      startP99: p99Of(START_STEP),
      signInP99: p99Of(SIGN_IN),
      lost: lost.length,
      duplicated: duplicated.length,
    });
    return {
      rungs,
      knee,
      lost,
      duplicated,
      givenUp: { count: givenUp, stored: givenUpStored },
      lastLine,
      ok: rungs.every((r) => r.failed === 0) && lost.length === 0 && duplicated.length === 0,
    };
  } finally {
    await db.end();
  }
}
