/**
 * A fresh database per test file (created on the shared test cluster, migrated, seeded) and the app
 * built on it, driven with `app.inject`.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDatabase, type DatabaseHandle } from '../db/client.ts';
import { ensureDatabase, withDatabase } from '../db/connect.ts';
import { runMigrations } from '../db/migrate.ts';
import { users } from '../db/schema.ts';
import { seed } from '../seed.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { BotCheck } from '../modules/bot-check/bot-check.ts';

export const TEST_PUBLIC_URL = 'http://app.test';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = inject('databaseUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await ensureDatabase(adminUrl, name);
  const handle = createDatabase(withDatabase(adminUrl, name), 5);
  await runMigrations(handle.db);
  await seed(handle.db);
  return handle;
}

/**
 * A user row written straight into `database` (no registration, no usable password), for tests of
 * a module's own queries; its id.
 */
export async function insertTestUser(database: DatabaseHandle, email: string): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({
      email,
      passwordHash: 'not-used',
      firstName: 'Ada',
      lastName: 'Lovelace',
      termsAgreedAt: new Date(),
    })
    .returning({ id: users.id });
  return user!.id;
}

/** The abuse limits on public calls, far above what any test sends from one address. */
export const UNLIMITED_PER_ADDRESS = {
  CLIENT_ERRORS_PER_ADDRESS: '1000000',
  REGISTRATIONS_PER_ADDRESS: '1000000',
  CONFIRMATION_RESENDS_PER_ADDRESS: '1000000',
  ACCOUNT_RECOVERIES_PER_ADDRESS: '1000000',
};

/** One receipt-signing key per test run, so no test writes a key file into ./data. */
const TEST_RECEIPT_SIGNING_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    STATIC_DIR: '/nonexistent/candidate-portal-app',
    // Every test calls from 127.0.0.1: the per-address abuse limits (docs/decisions/024) would stop
    // a file's registrations; their own tests set them low.
    ...UNLIMITED_PER_ADDRESS,
    RECEIPT_SIGNING_KEY: TEST_RECEIPT_SIGNING_KEY,
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Closes the app, and the database pool when this helper created it. */
  close: () => Promise<void>;
}

interface TestAppOptions {
  env?: Record<string, string>;
  /** Another app over the same database (a second config); its pool stays open on close. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  botCheck?: BotCheck;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    db: database.db,
    mailer: options.mailer,
    botCheck: options.botCheck,
  });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (!options.database) await database.pool.end();
    },
  };
}
