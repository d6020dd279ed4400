/**
 * Whether the API can use the database (docs/decisions/023). A query that fails because the
 * database cannot be reached is a 503, and marks the database down once a probe of our own
 * confirms it: from then on every API call is answered 503 with Retry-After
 * (plugins/database-availability.ts) without touching the pool, while the probe asks the database
 * every PROBE_INTERVAL_MS and marks it up again as soon as it answers.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { MailDeliveryError } from '../errors.ts';
import { pendingMigrations } from './migrate.ts';

/** What a 503 asks the client to wait, in seconds. */
export const RETRY_AFTER_SECONDS = 2;
const PROBE_INTERVAL_MS = 500;
const PROBE_TIMEOUT_MS = 2_000;

/** Node's socket errors that mean "no connection to the database server". */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ENOENT', // the Unix socket is gone: the server is not running
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's codes for the same: class 08 (connection exception), 57P01-57P03 (the server shuts
 * down, crashed, or is starting up) and 53300 (no connection slot free).
 */
const isUnavailableSqlState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);

/**
 * pg-pool's words when every connection of the pool stayed busy past the wait limit (a new
 * connection that does not open says "Connection terminated due to connection timeout").
 */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/** node-postgres and pg-pool say it in words only. */
const UNAVAILABLE_MESSAGES = new RegExp(
  `Connection terminated|${POOL_WAIT_TIMEOUT}|is not queryable|Query read timeout`,
);

/**
 * Whether `error` (or what it wraps) is a wait for a busy pool that ran out: the server is busy,
 * not the database away. Still a 503 with Retry-After (the client sends it again), but it does not
 * mark the database down: on exam day that would turn every candidate away at the busiest minute
 * (docs/decisions/064).
 */
export function isPoolWaitTimeout(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { message, cause } = error as { message?: unknown; cause?: unknown };
  if (message === POOL_WAIT_TIMEOUT) return true;
  return isPoolWaitTimeout(cause, depth + 1);
}

/**
 * Whether `error` (or what it wraps: Drizzle's `cause`, an AggregateError's `errors`) means the
 * database could not be reached, as opposed to a query it refused.
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  // The SMTP server out of reach is not the database's doing (its own 503, plugins/errors.ts).
  if (error instanceof MailDeliveryError) return false;
  const { code, syscall, message, cause, errors } = error as {
    code?: unknown;
    syscall?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && isUnavailableSqlState(code)) return true;
  // ENOENT only from connecting (a missing Unix socket), not from a missing file.
  if (
    typeof code === 'string' &&
    SOCKET_ERRORS.has(code) &&
    (code !== 'ENOENT' || syscall === 'connect')
  )
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isConnectionError(e, depth + 1))) return true;
  return isConnectionError(cause, depth + 1);
}

/**
 * The innermost error's words (say, "connect ECONNREFUSED 127.0.0.1:5432"), for the log: Drizzle's
 * wrapper would add the SQL and its parameters, which may hold personal data.
 */
export function describeConnectionError(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  if (!(inner instanceof Error)) return String(inner);
  const code = (inner as { code?: unknown }).code;
  return inner.message || (typeof code === 'string' ? code : inner.name);
}

export interface Readiness {
  ready: boolean;
  database: 'reachable' | 'unreachable';
  migrations: 'applied' | 'pending' | 'unknown';
}

export interface DatabaseAvailability {
  /** The API may use the database: reachable, and the migrations were applied. */
  readonly available: boolean;
  /** A query failed for want of a connection: answer 503 until the probe reaches the database. */
  markDown: (cause?: unknown) => void;
  /** The database is reachable and migrated (the start has finished its migrations). */
  markReady: () => void;
  /** For GET /readyz: asks the database unless it is known to be down. */
  readiness: () => Promise<Readiness>;
  close: () => void;
}

interface Options {
  url: string;
  log: { warn: (message: string) => void; info: (message: string) => void };
  /** Already migrated and reachable (an app built over a prepared database: tests). */
  ready?: boolean;
}

/** Runs `work` on a connection of its own, so a full or broken pool does not decide the answer. */
async function withOwnConnection<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  client.on('error', () => undefined); // the server going away while we wait: the query rejects
  try {
    await client.connect();
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const queryOnce = (url: string, sql: string) =>
  withOwnConnection(url, (client) => client.query(sql));

/** Whether every migration of this build is applied (the same count `npm run migrate` uses). */
const migrationsApplied = (url: string) =>
  withOwnConnection(url, async (client) => (await pendingMigrations(drizzle(client))) === 0);

export function createDatabaseAvailability({
  url,
  log,
  ready = false,
}: Options): DatabaseAvailability {
  let migrated = ready;
  let down = false;
  let downSince = 0;
  let probeTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const probe = async () => {
    probeTimer = undefined;
    try {
      await queryOnce(url, 'select 1');
      down = false;
      log.info(
        `database reachable again after ${((Date.now() - downSince) / 1000).toFixed(1)} s: serving`,
      );
    } catch {
      if (!closed) probeTimer = setTimeout(() => void probe(), PROBE_INTERVAL_MS);
    }
  };

  let checking = false;
  /**
   * Confirmed by a probe first: a connection error of one request (or another service's error
   * that looks like one) must not turn the whole API away while the database answers.
   */
  const markDown = (cause?: unknown) => {
    if (down || checking || closed || isPoolWaitTimeout(cause)) return;
    checking = true;
    queryOnce(url, 'select 1').then(
      () => {
        checking = false;
      },
      () => {
        checking = false;
        if (down || closed) return;
        down = true;
        downSince = Date.now();
        const reason = cause ? `: ${describeConnectionError(cause)}` : '';
        log.warn(`database unreachable${reason}; answering 503 until it is back`);
        probeTimer = setTimeout(() => void probe(), PROBE_INTERVAL_MS);
      },
    );
  };

  return {
    get available() {
      return migrated && !down;
    },
    markDown,
    markReady: () => {
      migrated = true;
      down = false;
    },
    readiness: async () => {
      if (down) return { ready: false, database: 'unreachable', migrations: 'unknown' };
      try {
        if (migrated) await queryOnce(url, 'select 1');
        const applied = migrated || (await migrationsApplied(url));
        return {
          ready: applied,
          database: 'reachable',
          migrations: applied ? 'applied' : 'pending',
        };
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        if (migrated) markDown(error); // while starting, the start's own retries decide
        return { ready: false, database: 'unreachable', migrations: 'unknown' };
      }
    },
    close: () => {
      closed = true;
      clearTimeout(probeTimer);
    },
  };
}
