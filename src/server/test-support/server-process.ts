/**
 * The real server as a process of its own, for what must see it whole (the recovery test, the
 * benchmarks in tests/bench): started from source through tsx or from the build, its output read
 * until it says it serves, stopped with SIGTERM. `startThrowawayServer` adds the usual setting: a
 * fresh embedded PostgreSQL data directory in a temporary folder and free ports, removed on stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** `source`: src/server/main.ts through tsx. `built`: the build (`npm run build:server` first). */
export const SERVER_ENTRY = {
  source: path.join(ROOT, 'src/server/main.ts'),
  built: path.join(ROOT, 'dist/server/server/main.js'),
} as const;

/** The line the server prints once it serves (after its migrations), with its URL. */
const APP_LINE = /App: +(http:\/\/\S+)/;
const START_TIMEOUT_MS = 120_000;

export interface NodeProcess {
  child: ChildProcess;
  /** Everything it has printed so far (its standard error too, unless passed through). */
  output: () => string;
  /** Resolves once it has exited, with its exit code or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** The match of `ready` in its output; rejects if it exits before, or after `timeoutMs`. */
  ready: Promise<RegExpExecArray>;
  /** SIGTERM (unless it has exited already), then its exit. */
  stop: () => Promise<void>;
}

export interface NodeProcessOptions {
  /** Node's arguments: flags, then the script and its arguments. */
  args: string[];
  /** On top of this process's environment. */
  env?: NodeJS.ProcessEnv;
  /** What its output shows once it is ready. */
  ready: RegExp;
  /** `inherit`: its standard error goes to ours instead of into output(). Default `capture`. */
  stderr?: 'capture' | 'inherit';
  /** Called with each piece of output as it comes, and all of it so far. */
  onOutput?: (chunk: string, output: string) => void;
  /** Default 120 s. */
  timeoutMs?: number;
}

/** Starts `node <args>` in the repository's root; see `ready` for when it is up. */
export function startNodeProcess(options: NodeProcessOptions): NodeProcess {
  const child = spawn(process.execPath, options.args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', options.stderr === 'inherit' ? 'inherit' : 'pipe'],
  });
  const what = options.args.filter((a) => !a.startsWith('-')).join(' ');
  const timeoutMs = options.timeoutMs ?? START_TIMEOUT_MS;
  let output = '';
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const ready = new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} did not start in ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    timer.unref();
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      options.onOutput?.(text, output);
      const match = options.ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((end) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${end}) before it started:\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { child, output: () => output, exited, ready, stop };
}

export interface ServerOptions extends Omit<NodeProcessOptions, 'args' | 'ready'> {
  entry: keyof typeof SERVER_ENTRY;
  /** Node flags before the entry (say, --cpu-prof). */
  nodeArgs?: string[];
  /** When it counts as started: once it prints its `App:` line unless given. */
  ready?: RegExp;
}

/**
 * Launches the server with NODE_ENV=test, LOG_LEVEL=warn and HOST=127.0.0.1 under `env`; does not
 * wait (see `ready`): for a caller that must hold the process before it serves.
 */
export function launchServer(options: ServerOptions): NodeProcess {
  const { entry, nodeArgs = [], ready = APP_LINE, env, ...rest } = options;
  return startNodeProcess({
    ...rest,
    args: [...nodeArgs, ...(entry === 'source' ? ['--import', 'tsx'] : []), SERVER_ENTRY[entry]],
    env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    ready,
  });
}

export interface RunningServer extends NodeProcess {
  /** The URL of its `App:` line. */
  url: string;
}

/** Launches the server and waits until it serves; stops it if it does not come up. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const server = launchServer(options);
  try {
    await server.ready;
  } catch (error) {
    await server.stop();
    throw error;
  }
  const url = APP_LINE.exec(server.output())?.[1];
  if (!url) throw new Error(`no App: line in the server's output:\n${server.output()}`);
  return { ...server, url };
}

/** A new temporary directory that the `postgres` user can reach (the cluster runs as it as root). */
export function throwawayDataDir(prefix = 'candidate-portal-bench-'): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dataDir, 0o755);
  return dataDir;
}

export interface ThrowawayServer extends RunningServer {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  port: number;
  /** The embedded cluster's port. */
  pgPort: number;
  dataDir: string;
  /** The app's database on the embedded cluster, as its superuser, over TCP. */
  databaseUrl: string;
  /** Stops the server (its cluster with it) and removes the data directory. */
  stop: () => Promise<void>;
}

/**
 * The server on its own embedded PostgreSQL in a new temporary DATA_DIR, on free ports, with
 * PUBLIC_URL its loopback address and no built app (STATIC_DIR, unless `env` says otherwise).
 */
export async function startThrowawayServer(
  options: ServerOptions & { dataDirPrefix?: string },
): Promise<ThrowawayServer> {
  const { dataDirPrefix, env, ...rest } = options;
  const dataDir = throwawayDataDir(dataDirPrefix);
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const [port, pgPort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer({
      ...rest,
      env: {
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        STATIC_DIR: path.join(dataDir, 'no-app'),
        ...env,
      },
    });
    let databaseUrl: string;
    try {
      databaseUrl = embeddedDatabaseUrl(dataDir, pgPort);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return {
      ...server,
      base,
      port,
      pgPort,
      dataDir,
      databaseUrl,
      stop: async () => {
        await server.stop();
        removeDataDir();
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}

/**
 * The app's database on the embedded cluster the server runs on DATA_DIR `dataDir` and port
 * `pgPort`, as its superuser (the password the server wrote), over TCP.
 */
export function embeddedDatabaseUrl(dataDir: string, pgPort: number): string {
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/candidate_portal`;
}

/** Whether a process runs (one of another user, say the cluster's `postgres`, counts). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The PID of the embedded cluster running on DATA_DIR `dataDir` (its pg/postmaster.pid). */
export function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}
