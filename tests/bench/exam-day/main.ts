/**
 * `npm run bench:exam-day` (issue 27): candidates taking an assessment at once, through the real
 * deployment `npm run test:scale` builds (tests/scale/deployment.ts: PostgreSQL, PgBouncer in
 * transaction mode, two replicas, nginx), on a ladder of loads. What each candidate does and how
 * latency is measured: candidate.ts; a rung, the kill and the database check: run.ts; the figures:
 * stats.ts; the report: report.ts. README.md, "Deploying", says how to read it.
 *
 *   npm run bench:exam-day                                  # 250, 500, 1000, 2000
 *   npm run bench:exam-day -- --candidates 500 --out /tmp/exam-day
 *   npx tsx tests/bench/exam-day/main.ts --candidates 20 --window-s 10 --think-ms 500 \
 *     --answers-per-candidate 8                             # a quick check (build the server first)
 *
 * Prints a table per rung; its last line is the top rung's, in the form stats.ts formatLastLine
 * fixes. Exits 1 when a request failed or a write was lost or duplicated.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { throwawayDataDir } from '../../../src/server/test-support/server-process.ts';
import { Deployment } from '../../scale/deployment.ts';
import { passwordCheckCpuMs } from './machine-speed.ts';
import { countsAgree, rungTable, writeHtmlReport } from './report.ts';
import { runLadder, type Options } from './run.ts';

export interface Arguments extends Options {
  out: string | null;
}

export function parseArguments(args: readonly string[]): Arguments {
  const value = (name: string): string | undefined => {
    const i = args.indexOf(`--${name}`);
    if (i >= 0) return args[i + 1];
    return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  };
  const number = (name: string, fallback: number) => {
    const v = value(name);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} takes a number, not ${v}`);
    return n;
  };
  const candidates = value('candidates');
  const ladder = candidates
    ? [number('candidates', 0)]
    : (value('ladder') ?? '250,500,1000,2000').split(',').map(Number);
  if (ladder.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error('--candidates / --ladder take whole numbers of candidates');
  return {
    ladder,
    windowS: number('window-s', 60),
    thinkMs: number('think-ms', 5000),
    answersPerCandidate: number('answers-per-candidate', 24),
    surveyAnswers: number('survey-answers', 3),
    kill: !args.includes('--no-kill'),
    out: value('out') ?? null,
  };
}

async function main(): Promise<number> {
  const options = parseArguments(process.argv.slice(2));
  const out = options.out ?? mkdtempSync(path.join(tmpdir(), 'exam-day-'));
  mkdirSync(out, { recursive: true });
  const dir = throwawayDataDir('candidate-portal-exam-day-');
  // Thousands of candidates' connections through nginx (PgBouncer's clients stay the replicas' pools).
  const deployment = new Deployment(dir, 2, { nginx: 8192, pgbouncer: 200 });
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= deployment.stop().finally(() => rmSync(dir, { recursive: true, force: true })));
  const takeSignals = () => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.removeAllListeners(signal);
      process.on(signal, () => {
        console.error(`${signal}: stopping the deployment`);
        void cleanUp().finally(() => process.exit(130));
      });
    }
  };
  try {
    // Measured before the deployment starts, on a machine otherwise idle.
    const machine = `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), one argon2id password check ${(await passwordCheckCpuMs()).toFixed(1)} ms of CPU`;
    console.log(`machine: ${machine}`);
    const t0 = performance.now();
    await deployment.up(takeSignals);
    console.log(
      `deployment up in ${((performance.now() - t0) / 1000).toFixed(1)} s: nginx :${deployment.balancerPort} → replicas ` +
        `${deployment.replicas.map((r) => `${r.name} :${r.port}`).join(', ')} → PgBouncer :${deployment.pgbouncerPort} (transaction mode) → PostgreSQL :${deployment.postgresPort}`,
    );
    const ladder = await runLadder(deployment, options, (rung) => console.log(rungTable(rung)));
    const context =
      `${machine}, ladder ${options.ladder.join(', ')}, start window ${options.windowS} s, ` +
      `think time mean ${options.thinkMs} ms, per candidate every item of a timed section answered (at least ${options.answersPerCandidate} answers) and ${options.surveyAnswers} behavioral answers, ` +
      `${options.kill ? 'a replica killed at the peak of the top rung' : 'no replica killed'}; ${new Date().toISOString()}`;
    const file = writeHtmlReport(out, ladder, context);
    console.log(
      ladder.knee
        ? `knee: ${ladder.knee.candidates} candidates (${ladder.knee.reasons.join('; ')}); busiest process there: ${ladder.knee.busiest?.name ?? '?'} (${ladder.knee.busiest?.seconds.toFixed(1) ?? '?'} CPU s)`
        : ladder.rungs.length < 2
          ? 'knee: one rung alone shows only errors (none here); run the ladder to compare p99s'
          : 'knee: none on this ladder (no p99 doubled, no error)',
    );
    for (const r of ladder.rungs)
      if (!countsAgree(r))
        console.log(`replicas' counts disagree with the generator's at ${r.candidates} candidates`);
    if (ladder.givenUp.count > 0)
      console.log(
        `given up after their retries: ${ladder.givenUp.count} writes, ${ladder.givenUp.stored} of them stored by the server (neither lost nor duplicated: the app's outbox keeps trying)`,
      );
    for (const line of [...ladder.lost, ...ladder.duplicated].slice(0, 10))
      console.log(`  ${line}`);
    console.log(`report: ${file}`);
    await cleanUp();
    console.log(ladder.lastLine);
    return ladder.ok ? 0 : 1;
  } catch (error) {
    console.error('exam-day failed:', error);
    for (const name of deployment.processNames) {
      const tail = deployment.logTail(name, 10);
      if (tail.trim()) console.error(`--- ${name}\n${tail}`);
    }
    await cleanUp();
    return 1;
  }
}

if (
  import.meta.url === `file://${process.argv[1]}` ||
  process.argv[1]?.endsWith('exam-day/main.ts')
)
  process.exit(await main());
