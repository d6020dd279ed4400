/**
 * Benchmark: the floods of issue 11 against a running server with the default limits
 * (docs/decisions/024), over real HTTP. Prints what got through, what was refused and how fast.
 *
 * Starts the real server as operators run it (the build) on a throwaway embedded PostgreSQL, listening on every
 * interface (HOST=0.0.0.0, the default), then:
 * - 300 error reports of 30 kB, then 300 of 4 kB, from one address, 20 at a time;
 * - 30 registrations of different addresses from one client, all at once, and 30 resends;
 * - /dev/mailbox.json from loopback and from this machine's other interface.
 * Counts are read back from the database. Exits 1 when a figure differs from the limits.
 *
 *   npx tsx tests/bench/abuse.ts
 */
import { networkInterfaces } from 'node:os';
import pg from 'pg';
import { startThrowawayServer } from '../../src/server/test-support/server-process.ts';

const REPORTS = 300;
const REGISTRATIONS = 30;
const BATCH = 20;
/** The defaults of src/server/config.ts. */
const LIMITS = { reports: 30, registrations: 10, resends: 10 };

/** Runs `send` `total` times, `batch` at a time; the statuses by count, and the time taken. */
async function flood(total: number, batch: number, send: (i: number) => Promise<Response>) {
  const statuses: Record<number, number> = {};
  const startAt = performance.now();
  for (let i = 0; i < total; i += batch) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(batch, total - i) }, (_, j) => send(i + j)),
    );
    for (const answer of answers) {
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      await answer.arrayBuffer();
    }
  }
  return { statuses, ms: Math.round(performance.now() - startAt) };
}

async function main(): Promise<number> {
  // Listening on every interface (the default), with the mailbox on: it must answer loopback only.
  const server = await startThrowawayServer({
    entry: 'built',
    env: { HOST: '0.0.0.0', MAILBOX: 'on', TRUST_PROXY: 'false' },
    ready: /Mailbox: .*/,
    stderr: 'inherit',
  });
  const { base, port } = server;

  const failures: string[] = [];
  const expectFigure = (what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      failures.push(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  };

  try {
    const mailboxLine = /Mailbox: .*/.exec(server.output())?.[0] ?? '(no mailbox line)';
    console.log(`server up on 0.0.0.0:${port}; it says "${mailboxLine}"`);
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    const countOf = async (query: string) =>
      Number((await db.query<{ n: string }>(query)).rows[0]!.n);
    const post = (url: string, body: string) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });

    try {
      // Error reports: 30 kB (the flood), then 4 kB, which fit the size cap.
      for (const kB of [30, 4]) {
        const body = JSON.stringify({
          errorMsg: `flood ${kB} kB`,
          info: { stack: 'x'.repeat(kB * 1000) },
        });
        const { statuses, ms } = await flood(REPORTS, BATCH, () => post('/client/error', body));
        const stored = await countOf(
          `select count(*) as n from client_errors where error_message = 'flood ${kB} kB'`,
        );
        console.log(
          `POST /client/error, ${REPORTS} reports of ${kB} kB from one address: ${JSON.stringify(statuses)} in ${ms} ms; stored ${stored}`,
        );
        expectFigure(`${kB} kB reports stored`, stored, kB === 30 ? 0 : LIMITS.reports);
      }

      // Registrations of different addresses from one client, all at once.
      const run = Date.now();
      const registrations = await flood(REGISTRATIONS, REGISTRATIONS, (i) =>
        post(
          '/auth/register',
          JSON.stringify({
            email: `flood.${run}.${i}@example.com`,
            password: 'Str0ng!Pass-bench',
            firstName: 'Flood',
            lastName: 'Test',
            industryContext: 'none',
            termsAndPrivacyAgreed: true,
          }),
        ),
      );
      const accounts = await countOf(
        `select count(*) as n from users where email like 'flood.${run}.%'`,
      );
      const mailed = await countOf(
        `select count(*) as n from mail_outbox where "to" like 'flood.${run}.%'`,
      );
      console.log(
        `POST /auth/register, ${REGISTRATIONS} addresses at once from one client: ${JSON.stringify(registrations.statuses)} in ${registrations.ms} ms; accounts ${accounts}, mails ${mailed}`,
      );
      expectFigure('accounts created', accounts, LIMITS.registrations);
      expectFigure('registration mails', mailed, LIMITS.registrations);

      const resends = await flood(REGISTRATIONS, REGISTRATIONS, (i) =>
        post(
          '/request-new-confirmation-email',
          JSON.stringify({ email: `flood.${run}.${i}@example.com` }),
        ),
      );
      const mailedAfter = await countOf(
        `select count(*) as n from mail_outbox where "to" like 'flood.${run}.%'`,
      );
      console.log(
        `POST /request-new-confirmation-email, ${REGISTRATIONS} at once from one client: ${JSON.stringify(resends.statuses)} in ${resends.ms} ms; mails sent ${mailedAfter - mailed} (only the addresses with an account get one)`,
      );
      expectFigure('resend 200s', resends.statuses[200] ?? 0, LIMITS.resends);

      const refused = await post('/auth/register', '{}');
      const tooMany = await fetch(`${base}/request-new-confirmation-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `flood.${run}.0@example.com` }),
      });
      console.log(
        `a limited answer: ${tooMany.status}, Retry-After ${tooMany.headers.get('retry-after')}, ${await tooMany.text()} (a refused form is still ${refused.status})`,
      );

      // The mailbox, from loopback and from another interface of this machine.
      const external = Object.values(networkInterfaces())
        .flat()
        .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
      const local = await fetch(`${base}/dev/mailbox.json`);
      console.log(`GET /dev/mailbox.json from 127.0.0.1: ${local.status}`);
      expectFigure('mailbox from loopback', local.status, 200);
      if (external) {
        const remote = await fetch(`http://${external}:${port}/dev/mailbox.json`);
        console.log(
          `GET /dev/mailbox.json from ${external}: ${remote.status} ${await remote.text()}`,
        );
        expectFigure('mailbox from another interface', remote.status, 404);
      } else console.log('no non-loopback interface: the mailbox was tried from loopback only');
    } finally {
      await db.end();
    }
  } finally {
    await server.stop();
  }

  for (const failure of failures) console.error(`FAILED: ${failure}`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
