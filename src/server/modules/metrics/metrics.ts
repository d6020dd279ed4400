/**
 * What the process counts for GET /metrics (docs/decisions/065): request durations per route and
 * per GraphQL operation, idempotent replays, refusals by kind, and Node's own figures (event-loop
 * lag, memory, CPU, garbage collection). One registry per process, as the process is what
 * Prometheus scrapes; what belongs to one app (its pool, its outbox) is collected by
 * plugins/metrics.ts at scrape time.
 *
 * Every label value comes from a closed set (route patterns, operation names the app uses, the
 * code's own names), so no caller can grow the number of series. Counting costs a few hundred
 * nanoseconds and never touches the database.
 */
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Where plugins/metrics.ts serves them. */
export const METRICS_PATH = '/metrics';

const PREFIX = 'candidate_portal_';

export const processRegistry = new Registry();
// Node's standard names (process_*, nodejs_*), which ready-made dashboards read; event-loop lag
// percentiles come from perf_hooks' monitorEventLoopDelay, sampled every 10 ms.
collectDefaultMetrics({ register: processRegistry });

/**
 * Seconds, with boundaries at the issue 27 goals (answers p99 300 ms, start 1 s, sign-in 2 s), so
 * that "how many were within the goal" is read off a bucket, not estimated.
 */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5, 10];

export const requestDuration = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'Time from receiving a request to sending its answer, by route pattern.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: DURATION_BUCKETS,
  registers: [processRegistry],
});

export const graphqlDuration = new Histogram({
  name: `${PREFIX}graphql_operation_duration_seconds`,
  help: 'Time from receiving a GraphQL request to sending its answer, by operation name ("other" for names the app does not use).',
  labelNames: ['operation', 'status_code'] as const,
  buckets: DURATION_BUCKETS,
  registers: [processRegistry],
});

const replays = new Counter({
  name: `${PREFIX}idempotent_replays_total`,
  help: 'Writes sent again under a key already used, answered with the stored first response.',
  labelNames: ['operation'] as const,
  registers: [processRegistry],
});

const refusals = new Counter({
  name: `${PREFIX}refusals_total`,
  help: 'Requests refused by a rule: throttle (sign-in lock or a rate limit, named by rule), late_answer, out_of_order.',
  labelNames: ['kind', 'rule'] as const,
  registers: [processRegistry],
});

const mailDeliveryFailures = new Counter({
  name: `${PREFIX}mail_delivery_failures_total`,
  help: 'Mails the SMTP server did not take (the change that caused each was rolled back).',
  registers: [processRegistry],
});

export function countMailDeliveryFailure(): void {
  mailDeliveryFailures.inc();
}

/** A write answered from its idempotency record (`operation`: the code's name of the write). */
export function countReplay(operation: string): void {
  replays.inc({ operation });
}

/**
 * The refusals an operator watches on exam day. `rule`: the throttle's scope ('sign-in', or a
 * rate limit's scope), or why a late answer was refused.
 */
export type Refusal =
  | { kind: 'throttle'; rule: string }
  | { kind: 'late_answer'; rule: 'past_deadline' | 'past_grace' }
  | { kind: 'out_of_order'; rule: 'sequence' };

export function countRefusal(refusal: Refusal): void {
  refusals.inc(refusal);
}

const poolAcquire = new Histogram({
  name: `${PREFIX}db_pool_acquire_seconds`,
  help: 'Time a query or transaction waited for a connection of the pool (a free one, or a new one).',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [processRegistry],
});

const poolErrors = new Counter({
  name: `${PREFIX}db_pool_errors_total`,
  help: 'Database connection errors: acquire (no connection within DATABASE_CONNECT_TIMEOUT_MS, or none could be opened), connection (an open connection broke).',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});

const instrumented = new WeakSet<pg.Pool>();

type ConnectCallback = (
  error: Error | undefined,
  client?: pg.PoolClient,
  done?: () => void,
) => void;

/**
 * Times every checkout of `pool` (pool.query and transactions both check out through connect) and
 * counts its connection errors. Once per pool, whatever the number of apps built on it (tests).
 */
export function instrumentPool(pool: pg.Pool): void {
  if (instrumented.has(pool)) return;
  instrumented.add(pool);
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => unknown;
  const settle = (started: number, error: unknown) => {
    poolAcquire.observe((performance.now() - started) / 1000);
    if (error) poolErrors.inc({ kind: 'acquire' });
  };
  (pool as unknown as { connect: typeof connect }).connect = (callback) => {
    const started = performance.now();
    if (callback)
      return connect((error, client, done) => {
        settle(started, error);
        callback(error, client, done);
      });
    return (connect() as Promise<pg.PoolClient>).then(
      (client) => {
        settle(started, undefined);
        return client;
      },
      (error: unknown) => {
        settle(started, error);
        throw error;
      },
    );
  };
  // Each client's own error event: the pool's fires too, but only for idle clients.
  pool.on('connect', (client) => {
    client.on('error', () => poolErrors.inc({ kind: 'connection' }));
  });
}
