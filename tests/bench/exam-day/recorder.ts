/**
 * What a rung records: every HTTP attempt (which replica answered, its status) and every request's
 * latency from its scheduled send (stats.ts Sample). One clock: performance.now().
 */
import type { SentWrite } from '../../scale/writes-in-database.ts';
import type { Sample } from './stats.ts';

export interface Attempt {
  /** The request's GraphQL operation name (OutboxBatch for several entries), or its REST name. */
  operation: string;
  at: number;
  /** HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  /** The replica that answered (nginx's X-Upstream), or null. */
  replica: string | null;
  /** Failed: no answer, 5xx, 429, or a GraphQL error. */
  error: boolean;
}

export class Recorder {
  readonly samples: Sample[] = [];
  readonly attempts: Attempt[] = [];
  readonly acknowledged: SentWrite[] = [];
  /** Writes given up on after their retries: the server may have stored them (writes-in-database.ts). */
  readonly givenUp: SentWrite[] = [];
  readonly problems: string[] = [];
  receipts = 0;

  constructor(readonly origin = performance.now()) {}

  attempt(a: Attempt): void {
    this.attempts.push(a);
  }

  sample(s: Sample): void {
    this.samples.push(s);
  }

  problem(text: string): void {
    if (this.problems.length < 20) this.problems.push(text.replace(/\s+/g, ' ').slice(0, 300));
  }

  /** Failed attempts per operation, optionally only those outside [from, to). */
  errorsByOperation(outside?: { from: number; to: number }): Map<string, number> {
    const errors = new Map<string, number>();
    for (const a of this.attempts)
      if (a.error && !(outside && a.at >= outside.from && a.at < outside.to))
        errors.set(a.operation, (errors.get(a.operation) ?? 0) + 1);
    return errors;
  }
}

/** Think time: exponential with the given mean (a candidate reading, then answering). */
export function exponential(meanMs: number, random: () => number = Math.random): number {
  return -meanMs * Math.log(1 - random());
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Until performance.now() reaches `at` (at once when it has already). */
export const sleepUntil = (at: number) => sleep(Math.max(0, at - performance.now()));
