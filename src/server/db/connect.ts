/**
 * Finds the PostgreSQL server to use: DATABASE_URL when set, otherwise the embedded cluster under
 * DATA_DIR (started here, or, for the operator CLI, the one a running server already started),
 * and makes sure the app's database exists on it.
 */
import pg from 'pg';
import type { Config } from '../config.ts';
import { existingEmbeddedUrl, startEmbeddedPostgres } from './embedded.ts';

export const APP_DATABASE_NAME = 'candidate_portal';

export interface DatabaseServer {
  /** Connection URL of the app's database. */
  url: string;
  /** Stops the embedded cluster this process started; null when it did not start one. */
  stop: (() => Promise<void>) | null;
}

interface Options {
  /** Connect to an embedded cluster that is already running before trying to start one. */
  reuseRunning?: boolean;
  log?: (line: string) => void;
  /** The embedded cluster died while the server runs; it is being started again. */
  onUnexpectedExit?: () => void;
}

export async function openDatabaseServer(
  config: Config,
  options: Options = {},
): Promise<DatabaseServer> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: null };

  const location = { dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT };
  const running = options.reuseRunning ? existingEmbeddedUrl(location) : null;
  if (running && (await canConnect(running))) {
    await ensureDatabase(running, APP_DATABASE_NAME);
    return { url: withDatabase(running, APP_DATABASE_NAME), stop: null };
  }

  const embedded = await startEmbeddedPostgres({
    ...location,
    log: options.log,
    onUnexpectedExit: options.onUnexpectedExit,
  });
  try {
    await ensureDatabase(embedded.url(), APP_DATABASE_NAME);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { url: embedded.url(APP_DATABASE_NAME), stop: embedded.stop };
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates `database` on the server of `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client
        .query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
        .catch((error: unknown) => {
          // Another process created it in the meantime.
          if ((error as { code?: string }).code !== '42P04') throw error;
        });
    }
  } finally {
    await client.end();
  }
}
