/**
 * The figures of `npm run bench:exam-day` (pure: no I/O): latency percentiles measured from each
 * request's scheduled send, per operation; the knee of the ladder; the last line a script reads.
 */

/** One request (or one outbox entry) as the generator saw it; times in ms on one clock. */
export interface Sample {
  operation: string;
  /** When the candidate meant to send it (their own timeline; never moved by a slow answer). */
  scheduledAt: number;
  /** When its answer arrived (after any retries). */
  doneAt: number;
  /** Delivered in the end; false: given up on, or refused. */
  ok: boolean;
}

export interface OperationFigures {
  operation: string;
  count: number;
  /** Failed attempts (no answer, 5xx, 429, a GraphQL error), retried or not. */
  errors: number;
  /** Requests never delivered (given up on, or refused). */
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The q-th percentile (nearest rank) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((q / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** Latency from the scheduled send: a request sent late (the candidate behind) counts its wait. */
export const latencyOf = (s: Sample) => s.doneAt - s.scheduledAt;

/** Figures per operation, sorted by name; `errors` are the failed attempts per operation. */
export function figuresByOperation(
  samples: readonly Sample[],
  errors: ReadonlyMap<string, number> = new Map(),
): OperationFigures[] {
  const byOperation = new Map<string, Sample[]>();
  for (const s of samples) {
    const list = byOperation.get(s.operation) ?? [];
    list.push(s);
    byOperation.set(s.operation, list);
  }
  for (const operation of errors.keys())
    if (!byOperation.has(operation)) byOperation.set(operation, []);
  return [...byOperation.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([operation, list]) => {
      const latencies = list.map(latencyOf).sort((a, b) => a - b);
      return {
        operation,
        count: list.length,
        errors: errors.get(operation) ?? 0,
        failed: list.filter((s) => !s.ok).length,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? NaN,
      };
    });
}

export interface RungForKnee {
  candidates: number;
  operations: readonly Pick<OperationFigures, 'operation' | 'p99' | 'failed'>[];
  /** Failed attempts not caused by the replica killed on purpose. */
  errorsOutsideKill: number;
  /** CPU seconds per process in this rung. */
  cpuSeconds: Readonly<Record<string, number>>;
}

export interface Knee {
  candidates: number;
  reasons: string[];
  /** The process that used the most CPU in that rung, and its seconds. */
  busiest: { name: string; seconds: number } | null;
}

/**
 * The first rung where an operation's p99 at least doubled against the previous rung, or an error
 * appeared (a failed request, or a failed attempt outside the kill); null when none.
 */
export function findKnee(rungs: readonly RungForKnee[]): Knee | null {
  for (const [i, rung] of rungs.entries()) {
    const reasons: string[] = [];
    const failed = rung.operations.reduce((sum, o) => sum + o.failed, 0);
    if (failed > 0) reasons.push(`${failed} failed requests`);
    if (rung.errorsOutsideKill > 0) reasons.push(`${rung.errorsOutsideKill} failed attempts`);
    const previous = rungs[i - 1];
    if (previous)
      for (const o of rung.operations) {
        const before = previous.operations.find((p) => p.operation === o.operation);
        if (before && before.p99 > 0 && o.p99 >= 2 * before.p99)
          reasons.push(
            `${o.operation} p99 ${Math.round(o.p99)} ms vs ${Math.round(before.p99)} ms at ${previous.candidates}`,
          );
      }
    if (reasons.length > 0) {
      const [name, seconds] =
        Object.entries(rung.cpuSeconds).sort(([, a], [, b]) => b - a)[0] ?? [];
      return {
        candidates: rung.candidates,
        reasons,
        busiest: name === undefined ? null : { name, seconds: seconds! },
      };
    }
  }
  return null;
}

export interface LastLine {
  candidates: number;
  requests: number;
  failed: number;
  answersP99: number;
  startP99: number;
  signInP99: number;
  lost: number;
  duplicated: number;
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'NaN');

/** The run's last line, in the form the issue fixes (a script reads it). */
export function formatLastLine(f: LastLine): string {
  return (
    `exam-day: ${f.candidates} candidates, ${f.requests} requests, ${f.failed} failed, ` +
    `answers p99 ${ms(f.answersP99)} ms, start p99 ${ms(f.startP99)} ms, sign-in p99 ${ms(f.signInP99)} ms, ` +
    `lost ${f.lost}, duplicated ${f.duplicated}`
  );
}

const LAST_LINE =
  /^exam-day: (\d+) candidates, (\d+) requests, (\d+) failed, answers p99 (\d+|NaN) ms, start p99 (\d+|NaN) ms, sign-in p99 (\d+|NaN) ms, lost (\d+), duplicated (\d+)$/;

/** The figures of a last line, or null when it is not in that form. */
export function parseLastLine(line: string): LastLine | null {
  const m = LAST_LINE.exec(line.trim());
  if (!m) return null;
  const n = (i: number) => Number(m[i]);
  return {
    candidates: n(1),
    requests: n(2),
    failed: n(3),
    answersP99: n(4),
    startP99: n(5),
    signInP99: n(6),
    lost: n(7),
    duplicated: n(8),
  };
}

/** The load generator's name among the processes whose CPU a rung samples (run.ts). */
export const GENERATOR = 'generator';

/** What the sign-in window cost: the machine's work while the candidates signed in and started. */
export interface StartWindowCpu {
  /** Mean cores used by the deployment (every process but the generator) over the window. */
  serverCores: number;
  generatorCores: number;
  /** The deployment's CPU per candidate over the window (ms): sign-in, shell, Start, first answers. */
  serverMsPerCandidate: number;
}

/**
 * The mean CPU of each side over the sign-in window (samples ending in (0, windowS] s). Below the
 * knee this is what starting one candidate costs, so `serverMsPerCandidate` says how many
 * candidates a machine's cores can start in one window; past the knee the cores are full and it
 * reads low.
 */
export function startWindowCpu(
  cpu: readonly { t: number; cores: Record<string, number> }[],
  windowS: number,
  candidates: number,
): StartWindowCpu | null {
  const inWindow = cpu.filter((c) => c.t > 0 && c.t <= windowS);
  if (inWindow.length === 0 || candidates <= 0) return null;
  const mean = (of: (cores: Record<string, number>) => number) =>
    inWindow.reduce((sum, c) => sum + of(c.cores), 0) / inWindow.length;
  const serverCores = mean((cores) =>
    Object.entries(cores).reduce((sum, [name, n]) => (name === GENERATOR ? sum : sum + n), 0),
  );
  return {
    serverCores,
    generatorCores: mean((cores) => cores[GENERATOR] ?? 0),
    serverMsPerCandidate: (serverCores * windowS * 1000) / candidates,
  };
}
