/**
 * A database that is there but does not answer (docs/decisions/055): every PostgreSQL process of
 * the real server's embedded cluster stopped with SIGSTOP, as a frozen VM or a stalled disk would
 * leave it. Connections still open and queries are still sent; nothing comes back. The API must
 * answer 503 with Retry-After within its database timeouts, as it does for a database that is
 * gone (recovery.test.ts), and serve again once the processes go on (SIGCONT).
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpCandidate } from './test-support/candidate-signup.ts';
import {
  postmasterPid,
  startThrowawayServer,
  type ThrowawayServer,
} from './test-support/server-process.ts';

/** Short, so the test is quick: the server's own settings (DATABASE_*_TIMEOUT_MS). */
const TIMEOUT_MS = 1_500;
/** What "within a few seconds" allows: the timeouts, the availability probe, a busy machine. */
const ANSWER_WITHIN_MS = 8_000;

/** The postmaster and every process it started (backends, checkpointer, WAL writer…). */
function clusterPids(postmaster: number): number[] {
  const parentOf = (pid: number) => {
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ...": the command may hold spaces, not ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return -1; // ended meanwhile
    }
  };
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === postmaster);
  return [postmaster, ...children];
}

function signalAll(pids: number[], signal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // ended meanwhile
    }
  }
}

let server: ThrowawayServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const GET_USER = '{ user { id accountType } }';

/** A call that must answer: aborted (the test fails) if it hangs past ANSWER_WITHIN_MS. */
async function timed(url: URL, init: RequestInit = {}) {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
  return { response, ms: Date.now() - started };
}

const graphql = (base: string, token: string) =>
  timed(new URL('/api/graphql', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: GET_USER }),
  });

describe('the server when PostgreSQL is frozen (SIGSTOP)', () => {
  it('answers GraphQL and REST with 503 and Retry-After within seconds, and serves again after SIGCONT', async () => {
    server = await startThrowawayServer({
      entry: 'source',
      dataDirPrefix: 'candidate-portal-frozen-',
      env: {
        DATABASE_CONNECT_TIMEOUT_MS: String(TIMEOUT_MS),
        DATABASE_QUERY_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    const { base } = server;
    const { token, userId } = await signUpCandidate(base, {
      email: `frozen.${randomUUID()}@example.com`,
      password: 'Str0ng!Pass-frozen',
      firstName: 'Fro',
      lastName: 'Zen',
    });
    // A few calls at once: the pool holds open connections, as a running server's does.
    const warm = await Promise.all([1, 2, 3].map(() => graphql(base, token)));
    for (const { response } of warm) expect(response.status).toBe(200);

    const pids = clusterPids(postmasterPid(server.dataDir));
    expect(pids.length).toBeGreaterThan(2);
    signalAll(pids, 'SIGSTOP');
    try {
      // The first calls meet the frozen database themselves (a pooled connection, a new one).
      const [first, rest] = await Promise.all([
        graphql(base, token),
        timed(new URL('/auth/industry-contexts', base)),
      ]);
      for (const { response, ms } of [first, rest]) {
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      }
      expect(await first.response.json()).toMatchObject({
        data: null,
        errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      });
      expect(await rest.response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

      // Later calls too, and the readiness check says why.
      const again = await graphql(base, token);
      expect(again.response.status).toBe(503);
      expect(again.response.headers.get('retry-after')).toBeTruthy();
      const ready = await timed(new URL('/readyz', base));
      expect(ready.response.status).toBe(503);
    } finally {
      signalAll(pids, 'SIGCONT');
    }

    // Going on: the API answers again, with what it held.
    const deadline = Date.now() + 30_000;
    let back = await graphql(base, token);
    while (back.response.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      back = await graphql(base, token);
    }
    expect(back.response.status).toBe(200);
    expect(await back.response.json()).toEqual({
      data: { user: { id: userId, accountType: null } },
    });
    expect((await timed(new URL('/auth/industry-contexts', base))).response.status).toBe(200);
  }, 180_000);
});
