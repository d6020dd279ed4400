/**
 * Recovery of the real server process on its own embedded PostgreSQL (docs/decisions/023): the
 * postmaster killed while the server runs (503 with Retry-After while it is down, the server starts
 * it again, nothing acknowledged is lost), and the server killed alone (the next start on the same
 * DATA_DIR stops the cluster left behind and serves).
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app.ts';
import { createDatabaseAvailability, isConnectionError } from './db/availability.ts';
import { createDatabase } from './db/client.ts';
import { ensureDatabase, withDatabase } from './db/connect.ts';
import { runMigrations } from './db/migrate.ts';
import { postgresIds } from './db/embedded.ts';
import { MailDeliveryError } from './errors.ts';
import { postgresBinary, startPostmaster, tiedToServer } from './db/embedded-process.ts';
import { signUpCandidate } from './test-support/candidate-signup.ts';
import { freePort } from './test-support/free-port.ts';
import {
  isAlive,
  postmasterPid,
  startServer as startServerProcess,
  throwawayDataDir,
  type RunningServer,
} from './test-support/server-process.ts';
import { createTestDatabase, testConfig } from './test-support/test-app.ts';

/** Generous: the machine running the suite is busy. */
const WAIT_MS = 60_000;

/** Starts main.ts on the embedded cluster under `dataDir`; resolves once it prints the app's URL. */
function startServer(dataDir: string, pgPort: number): Promise<RunningServer> {
  return spawnServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
}

function spawnServer(env: Record<string, string>, onOutput?: (output: string) => void) {
  return startServerProcess({
    entry: 'source',
    env: { PORT: '0', STATIC_DIR: '/nonexistent', ...env },
    onOutput: (_chunk, output) => onOutput?.(output),
  });
}

/** Polls `check` until it returns a value other than undefined, or fails after WAIT_MS. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A confirmed candidate through the real registration and the dev mailbox. */
const confirmedCandidate = (base: string) =>
  signUpCandidate(base, {
    email: `recovery.${randomUUID()}@example.com`,
    password: 'Str0ng!Pass-recovery',
    firstName: 'Re',
    lastName: 'Covery',
  });

function graphql(base: string, token: string, query: string, variables: object = {}) {
  return fetch(new URL('/api/graphql', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
}

const SET_ACCOUNT_TYPE = `mutation SetAccountType($clientMutationId: ID!) {
  setAccountType(accountType: CAMPUS, clientMutationId: $clientMutationId) { id accountType }
}`;
const GET_USER = '{ user { id accountType } }';

/** Holds a TCP port (so that PostgreSQL cannot start on it) until released. */
function holdPort(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(): string {
  const dataDir = throwawayDataDir('candidate-portal-recovery-');
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

function track(server: RunningServer): RunningServer {
  cleanups.push(server.stop);
  return server;
}

describe('isConnectionError', () => {
  it('tells an unreachable database from a refused query, through wrappers', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isConnectionError(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isConnectionError(new AggregateError([refused]))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('shutdown'), { code: '57P01' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(new Error('Something else'))).toBe(false);
    expect(isConnectionError(new MailDeliveryError(refused))).toBe(false);
    const missingSocket = { code: 'ENOENT', syscall: 'connect' };
    expect(isConnectionError(Object.assign(new Error('no socket'), missingSocket))).toBe(true);
    const missingFile = { code: 'ENOENT', syscall: 'open' };
    expect(isConnectionError(Object.assign(new Error('no file'), missingFile))).toBe(false);
  });
});

describe('readiness', () => {
  it('is not ready until every migration is applied', async () => {
    const name = `readiness_${randomUUID().replaceAll('-', '')}`;
    await ensureDatabase(inject('databaseUrl'), name);
    const url = withDatabase(inject('databaseUrl'), name);
    const availability = createDatabaseAvailability({
      url,
      log: { warn: () => undefined, info: () => undefined },
    });
    cleanups.push(() => availability.close());

    expect(await availability.readiness()).toEqual({
      ready: false,
      database: 'reachable',
      migrations: 'pending',
    });
    expect(availability.available).toBe(false);
    const database = createDatabase(url);
    cleanups.push(() => database.pool.end());
    await runMigrations(database.db);
    expect(await availability.readiness()).toEqual({
      ready: true,
      database: 'reachable',
      migrations: 'applied',
    });
  });
});

describe('a query that cannot reach the database', () => {
  it('is a 503 with Retry-After, in GraphQL and REST, and closes the API once confirmed', async () => {
    // A pool on a port nobody listens on; the app believes the database ready until a query fails.
    const database = createDatabase(`postgres://postgres:x@127.0.0.1:${await freePort()}/none`);
    const app = await buildApp({ config: testConfig(), db: database.db });
    cleanups.push(async () => {
      await app.close();
      await database.pool.end();
    });

    // The bearer token makes the auth hook look the session up: the first query of the request.
    const answer = await app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: 'Bearer some-token' },
      payload: { query: '{ user { id } }' },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(answer.json()).toMatchObject({
      data: null,
      errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
    expect(answer.body).not.toMatch(/ECONNREFUSED|select/i);

    const rest = await app.inject({ method: 'GET', url: '/auth/industry-contexts' });
    expect(rest.statusCode).toBe(503);
    expect(rest.headers['retry-after']).toBe('2');
    expect(rest.json()).toEqual({ message: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
    // Once the server's probe has confirmed it, even a call that needs no query is turned away
    // (an empty GraphQL request would be a 400).
    const gated = await eventually('the API to be closed', async () => {
      const later = await app.inject({ method: 'POST', url: '/api/graphql' });
      return later.statusCode === 503 ? later : undefined;
    });
    expect(gated.headers['retry-after']).toBe('2');
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const readiness = await app.inject({ method: 'GET', url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toEqual({
      ready: false,
      database: 'unreachable',
      migrations: 'unknown',
    });
  });
});

describe('a pool whose every connection stays busy past the wait limit', () => {
  it('is a 503 with Retry-After for that call, and does not close the API: busy, not down', async () => {
    // One connection, held: the next query waits DATABASE_CONNECT_TIMEOUT_MS for it in vain.
    const database = createDatabase(inject('databaseUrl'), 1, { connectTimeoutMs: 200 });
    const held = await database.pool.connect();
    // A probe that cannot get through either (as under exam-day load): were the wait taken for
    // the database away, this probe would confirm it and close the API.
    const availability = createDatabaseAvailability({
      url: `postgres://postgres:x@127.0.0.1:${await freePort()}/none`,
      log: { warn: () => undefined, info: () => undefined },
      ready: true,
    });
    const app = await buildApp({ config: testConfig(), db: database.db, availability });
    cleanups.push(async () => {
      await app.close();
      availability.close();
      await database.pool.end();
    });

    const call = () =>
      app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { authorization: 'Bearer some-token' },
        payload: { query: '{ user { id } }' },
      });
    const busy = await call();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toMatchObject({
      data: null,
      errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
    const rest = await app.inject({ method: 'GET', url: '/auth/industry-contexts' });
    expect(rest.statusCode).toBe(503);

    // Time for a probe to fail, had one been started: the API stays open (an empty GraphQL request
    // is the 400 it always is, not the gate's 503), and serves once a connection is free.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(availability.available).toBe(true);
    expect((await app.inject({ method: 'POST', url: '/api/graphql' })).statusCode).toBe(400);
    held.release();
    expect((await call()).statusCode).toBe(200); // no such session: no user, and no 503
  });
});

describe('a pooled connection that breaks while checked out', () => {
  it('fails its queries instead of crashing the process, and the pool goes on with new ones', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.pool.end());
    // Checked out, as during a transaction between two statements.
    const client = await database.pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    await database.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);

    const failure = await eventually('the broken connection to fail a query', async () =>
      client.query('select 1').then(
        () => undefined,
        (error: unknown) => error,
      ),
    );
    expect(isConnectionError(failure)).toBe(true);
    // Released with its error, as the transactions do when their rollback fails: the pool drops it.
    client.release(failure as Error);
    const again = await database.pool.query<{ one: number }>('select 1 as one');
    expect(again.rows).toEqual([{ one: 1 }]);
  });
});

describe('the server when PostgreSQL dies', () => {
  it('answers 503 with Retry-After while it is down, starts it again, and keeps what it acknowledged', async () => {
    const dataDir = tempDataDir();
    const pgPort = await freePort();
    const server = track(await startServer(dataDir, pgPort));
    const { token, userId } = await confirmedCandidate(server.url);

    const written = await graphql(server.url, token, SET_ACCOUNT_TYPE, {
      clientMutationId: randomUUID(),
    });
    expect(written.status).toBe(200);
    expect(await written.json()).toEqual({
      data: { setAccountType: { id: userId, accountType: 'CAMPUS' } },
    });

    // Kill the postmaster, and keep its port taken so that it cannot come back until released.
    const killed = postmasterPid(dataDir);
    process.kill(killed, 'SIGKILL');
    const heldPort = await eventually('the port to be free', async () => {
      if (isAlive(killed)) return undefined;
      return holdPort(pgPort);
    });
    cleanups.push(() => new Promise<void>((resolve) => heldPort.close(() => resolve())));

    const down = await graphql(server.url, token, GET_USER);
    expect(down.status).toBe(503);
    expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await down.json()).toMatchObject({
      errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
    const rest = await fetch(new URL('/auth/industry-contexts', server.url));
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBeTruthy();
    expect(((await rest.json()) as { message: string }).message).toMatch(/unavailable/);
    expect((await fetch(new URL('/healthz', server.url))).status).toBe(200);
    const notReady = await fetch(new URL('/readyz', server.url));
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ ready: false, database: 'unreachable' });
    // It keeps trying, and says so.
    await eventually(
      'a failed restart attempt in the log',
      async () =>
        /Attempt \d+ to start the embedded PostgreSQL failed/.test(server.output()) || undefined,
    );

    await new Promise<void>((resolve) => heldPort.close(() => resolve()));
    const back = await eventually('the API to answer again', async () => {
      const answer = await graphql(server.url, token, GET_USER);
      return answer.status === 200 ? answer : undefined;
    });
    expect(await back.json()).toEqual({ data: { user: { id: userId, accountType: 'CAMPUS' } } });
    expect((await fetch(new URL('/readyz', server.url))).status).toBe(200);
    expect(postmasterPid(dataDir)).not.toBe(killed);
  }, 180_000);
});

/**
 * Forwards TCP connections on `port` to `target`: a database that "comes back" once started, and
 * goes away, connections and all, when closed.
 */
async function forward(port: number, target: number): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const proxy = createServer((socket) => {
    const upstream = connect(target, '127.0.0.1');
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    socket.pipe(upstream).pipe(socket);
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

describe('the server with DATABASE_URL when the database is not there yet', () => {
  it('listens, answers /healthz, 503 elsewhere, says it waits, serves once the database answers, and again after it goes away', async () => {
    const name = `recovery_${randomUUID().replaceAll('-', '')}`;
    await ensureDatabase(inject('databaseUrl'), name);
    // The test cluster's database, reached over TCP through a port where nothing listens yet.
    const direct = new URL(withDatabase(inject('databaseUrl'), name));
    direct.searchParams.delete('host');
    const clusterPort = Number(direct.port);
    const databasePort = await freePort();
    const url = new URL(direct);
    url.port = String(databasePort);

    let waitingAt: string | undefined;
    const started = spawnServer({ DATABASE_URL: url.toString() }, (output) => {
      waitingAt ??= /Waiting for the database at (\S+)\.\.\..*?(http:\/\/\S+)\/healthz/.exec(
        output,
      )?.[2];
    });
    started.catch(() => undefined);
    const base = await eventually('the waiting notice', async () => waitingAt);
    expect(waitingAt).toBeTruthy();

    expect((await fetch(new URL('/healthz', base))).status).toBe(200);
    const readiness = await fetch(new URL('/readyz', base));
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ ready: false, database: 'unreachable' });
    const api = await fetch(new URL('/auth/industry-contexts', base));
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBeTruthy();

    let proxy = await forward(databasePort, clusterPort);
    cleanups.push(() => proxy.close());
    const server = track(await started);
    expect(server.url.replace(/\/$/, '')).toBe(base.replace(/\/$/, ''));
    expect(server.output()).toContain(`Waiting for the database at 127.0.0.1:${databasePort}`);
    expect((await fetch(new URL('/auth/industry-contexts', base))).status).toBe(200);
    expect((await fetch(new URL('/readyz', base))).status).toBe(200);

    // Later the database goes away: 503 until it is back, then served again.
    await proxy.close();
    const gone = await fetch(new URL('/auth/industry-contexts', base));
    expect(gone.status).toBe(503);
    expect(gone.headers.get('retry-after')).toBeTruthy();
    expect((await fetch(new URL('/readyz', base))).status).toBe(503);
    expect((await fetch(new URL('/healthz', base))).status).toBe(200);
    proxy = await forward(databasePort, clusterPort);
    await eventually('the API to answer again', async () =>
      (await fetch(new URL('/auth/industry-contexts', base))).status === 200 ? true : undefined,
    );
    expect((await fetch(new URL('/readyz', base))).status).toBe(200);
  }, 180_000);
});

describe('the server killed alone', () => {
  it('takes its cluster down with it, and a new start stops one left behind', async () => {
    const dataDir = tempDataDir();
    const pgPort = await freePort();
    const first = track(await startServer(dataDir, pgPort));
    const { token, userId } = await confirmedCandidate(first.url);
    expect(
      (await graphql(first.url, token, SET_ACCOUNT_TYPE, { clientMutationId: randomUUID() }))
        .status,
    ).toBe(200);

    const postmaster = postmasterPid(dataDir);
    first.child.kill('SIGKILL');
    await first.exited;
    if (tiedToServer) {
      // The kernel asked it for a fast shutdown when the server died.
      await eventually('the cluster to stop', async () => (isAlive(postmaster) ? undefined : true));
    }

    // A postmaster whose server is gone (as on a platform without setpriv): the next start stops it.
    const ids = postgresIds();
    const orphan = await startPostmaster({
      binary: await postgresBinary(),
      clusterDir: path.join(dataDir, 'pg'),
      port: pgPort,
      ids,
      flags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => undefined,
    });
    cleanups.push(() => orphan.stop());

    const second = track(await startServer(dataDir, pgPort));
    expect(second.output()).toContain(`Found the embedded PostgreSQL (PID ${orphan.pid})`);
    expect(isAlive(orphan.pid)).toBe(false);
    const user = await graphql(second.url, token, GET_USER);
    expect(user.status).toBe(200);
    expect(await user.json()).toEqual({ data: { user: { id: userId, accountType: 'CAMPUS' } } });
  }, 180_000);
});
