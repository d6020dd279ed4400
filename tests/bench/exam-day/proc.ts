/**
 * CPU seconds per process of the deployment, from Linux's /proc/<pid>/stat: each named root (a
 * replica, PostgreSQL's postmaster, PgBouncer, nginx, the generator) with all its live descendants,
 * and for PostgreSQL what its ended children left in its cutime/cstime (backends come and go).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: clock ticks per second in /proc (100 on Linux). */
export const TICKS_PER_SECOND = 100;

export interface ProcStat {
  pid: number;
  ppid: number;
  pgrp: number;
  /** utime + stime of the process itself. */
  ownTicks: number;
  /** cutime + cstime: its children that ended and were waited for. */
  childTicks: number;
}

/** One /proc/<pid>/stat line; the command (field 2) may hold spaces and parentheses. */
export function parseStat(text: string): ProcStat {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error(`not a /proc stat line: ${text.slice(0, 80)}`);
  // After ") ": state(3) ppid(4) pgrp(5) session tty tpgid flags minflt cminflt majflt cmajflt
  // utime(14) stime(15) cutime(16) cstime(17)
  const fields = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const at = (field: number) => Number(fields[field - 3]);
  return {
    pid: Number(text.slice(0, open).trim()),
    ppid: at(4),
    pgrp: at(5),
    ownTicks: at(14) + at(15),
    childTicks: at(16) + at(17),
  };
}

export function readAllStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      stats.push(parseStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // ended meanwhile
    }
  }
  return stats;
}

export interface Root {
  name: string;
  pid: number;
  /**
   * Count what its ended children used (PostgreSQL's backends come and go). Not for the generator:
   * the processes it started (a killed replica) would be counted twice.
   */
  endedChildren?: boolean;
}

/**
 * Ticks per named root: its own, its live descendants', and with `endedChildren` its ended
 * children's. A process belongs to the first root it descends from.
 */
export function ticksByRoot(
  stats: readonly ProcStat[],
  roots: readonly Root[],
): Record<string, number> {
  const byPid = new Map(stats.map((s) => [s.pid, s]));
  const rootOf = (pid: number): string | undefined => {
    for (let at: number | undefined = pid, hops = 0; at && at > 1 && hops < 64; hops++) {
      const root = roots.find((r) => r.pid === at);
      if (root) return root.name;
      at = byPid.get(at)?.ppid;
    }
    return undefined;
  };
  const ticks: Record<string, number> = Object.fromEntries(roots.map((r) => [r.name, 0]));
  for (const s of stats) {
    const name = rootOf(s.pid);
    if (name === undefined) continue;
    ticks[name]! += s.ownTicks;
    if (roots.some((r) => r.pid === s.pid && r.endedChildren)) ticks[name]! += s.childTicks;
  }
  return ticks;
}

/**
 * CPU used per name since the sampler started, over processes that come and go (a replica killed
 * and started again is two pids under one name): the sum, per pid, of its last reading minus its
 * first one (0 for a pid born meanwhile).
 */
export class CpuSampler {
  private readonly first = new Map<string, number>();
  private readonly last = new Map<string, number>();
  private readonly nameOfKey = new Map<string, string>();
  /** Per sample: when (ms), and CPU seconds per name since the sampler started. */
  readonly series: { at: number; seconds: Record<string, number> }[] = [];

  constructor(
    private readonly roots: () => Root[],
    private readonly now: () => number,
  ) {
    this.sample(true);
  }

  sample(initial = false): Record<string, number> {
    const roots = this.roots();
    const ticks = ticksByRoot(readAllStats(), roots);
    for (const root of roots) {
      const key = `${root.name}/${root.pid}`;
      this.nameOfKey.set(key, root.name);
      if (!this.first.has(key)) this.first.set(key, initial ? ticks[root.name]! : 0);
      this.last.set(key, ticks[root.name]!);
    }
    const seconds = this.totals();
    this.series.push({ at: this.now(), seconds });
    return seconds;
  }

  totals(): Record<string, number> {
    const seconds: Record<string, number> = {};
    for (const [key, last] of this.last) {
      const name = this.nameOfKey.get(key)!;
      seconds[name] = (seconds[name] ?? 0) + (last - this.first.get(key)!) / TICKS_PER_SECOND;
    }
    return seconds;
  }
}
