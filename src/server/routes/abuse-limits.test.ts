/**
 * The limits on public calls (docs/decisions/024), through the routes: each answers 429 with a
 * message and Retry-After past its limit, per network address, shared by replicas over one
 * database; /client/error is capped in size and purged; /dev/mailbox is this machine's only.
 */
import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/api-messages.ts';
import { CLIENT_ERROR_MAX_BODY_BYTES } from '../../domain/constants.ts';
import { clientErrors, mailOutbox, users } from '../db/schema.ts';
import { purgeExpiredRecords } from '../modules/maintenance/purge.ts';
import { registrationBody, register } from '../test-support/flows.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const LIMITS = {
  CLIENT_ERRORS_PER_ADDRESS: '3',
  REGISTRATIONS_PER_ADDRESS: '2',
  CONFIRMATION_RESENDS_PER_ADDRESS: '2',
};

let t: TestApp;
/** A second replica: another app over the same database. */
let replica: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: LIMITS });
  replica = await createTestApp({ database: t.database, env: LIMITS });
});
afterAll(async () => {
  await replica.close();
  await t.close();
});

let addressCounter = 0;
const nextAddress = () => `10.24.0.${++addressCounter}`;

const postFrom = (app: TestApp, url: string, payload: unknown, remoteAddress: string) =>
  app.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

async function clientErrorCount(message: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(clientErrors)
    .where(eq(clientErrors.errorMessage, message));
  return row!.n;
}

function expectTooMany(
  response: Awaited<ReturnType<typeof postFrom>>,
  message: (minutes: number) => string,
  windowMinutes: number,
) {
  expect(response.statusCode).toBe(429);
  const body = response.json<{ message: string; retryAfterSeconds: number }>();
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBe(body.retryAfterSeconds);
  expect(retryAfter).toBeGreaterThan(windowMinutes * 60 - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
  expect(body.message).toBe(message(Math.ceil(retryAfter / 60)));
}

describe('POST /client/error', () => {
  it('takes CLIENT_ERRORS_PER_ADDRESS reports per address, counted across replicas, then 429', async () => {
    const address = nextAddress();
    const message = `report from ${address}`;
    const sent = [];
    for (const app of [t, replica, t, replica, t])
      sent.push(await postFrom(app, '/client/error', { errorMsg: message }, address));
    expect(sent.map((r) => r.statusCode)).toEqual([204, 204, 204, 429, 429]);
    expectTooMany(sent[3]!, apiMessages.tooManyErrorReports, 10);
    expect(await clientErrorCount(message)).toBe(3);
    // Another address is not affected.
    const other = await postFrom(t, '/client/error', { errorMsg: message }, nextAddress());
    expect(other.statusCode).toBe(204);
  });

  it('refuses a report over CLIENT_ERROR_MAX_BODY_BYTES with 413 and a message, storing nothing', async () => {
    const message = 'too big';
    const payload = { errorMsg: message, info: { stack: 'x'.repeat(CLIENT_ERROR_MAX_BODY_BYTES) } };
    const response = await postFrom(t, '/client/error', payload, nextAddress());
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: apiMessages.requestTooLarge });
    expect(await clientErrorCount(message)).toBe(0);
    // Just under the cap is stored.
    const fits = {
      errorMsg: message,
      info: { stack: 'x'.repeat(CLIENT_ERROR_MAX_BODY_BYTES - 100) },
    };
    expect((await postFrom(t, '/client/error', fits, nextAddress())).statusCode).toBe(204);
    expect(await clientErrorCount(message)).toBe(1);
  });

  it('does not count a malformed report', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++)
      expect((await postFrom(t, '/client/error', { info: 1 }, address)).statusCode).toBe(400);
    expect((await postFrom(t, '/client/error', { errorMsg: 'ok' }, address)).statusCode).toBe(204);
  });

  it('keeps reports CLIENT_ERROR_RETENTION_DAYS days', async () => {
    const at = (days: number) => sql`now() - make_interval(days => ${days})`;
    await t.database.db.insert(clientErrors).values([
      { errorMessage: 'retention 29 days', createdAt: at(29) as never },
      { errorMessage: 'retention 31 days', createdAt: at(31) as never },
      { errorMessage: 'retention 61 days', createdAt: at(61) as never },
    ]);
    // A longer retention keeps what the default would purge.
    const longer = await createTestApp({
      database: t.database,
      env: { CLIENT_ERROR_RETENTION_DAYS: '60' },
    });
    try {
      await purgeExpiredRecords(t.database.db, longer.config);
    } finally {
      await longer.close();
    }
    expect(await clientErrorCount('retention 61 days')).toBe(0);
    expect(await clientErrorCount('retention 31 days')).toBe(1);
    expect(t.config.CLIENT_ERROR_RETENTION_DAYS).toBe(30);
    await purgeExpiredRecords(t.database.db, t.config);
    expect(await clientErrorCount('retention 31 days')).toBe(0);
    expect(await clientErrorCount('retention 29 days')).toBe(1);
  });
});

describe('POST /auth/register', () => {
  it('takes REGISTRATIONS_PER_ADDRESS per address, then 429: no account, no mail', async () => {
    const address = nextAddress();
    // A refused form is not counted.
    const weak = await postFrom(t, '/auth/register', registrationBody({ password: 'x' }), address);
    expect(weak.statusCode).toBe(400);
    const bodies = [registrationBody(), registrationBody(), registrationBody()];
    const answers = [
      await postFrom(t, '/auth/register', bodies[0], address),
      await postFrom(replica, '/auth/register', bodies[1], address),
      await postFrom(t, '/auth/register', bodies[2], address),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expectTooMany(answers[2]!, apiMessages.tooManyRegistrations, 60);
    const refusedEmail = String(bodies[2]!.email).toLowerCase();
    expect(await t.database.db.select().from(users).where(eq(users.email, refusedEmail))).toEqual(
      [],
    );
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, refusedEmail)),
    ).toEqual([]);
    // Another address registers.
    const elsewhere = await postFrom(t, '/auth/register', bodies[2], nextAddress());
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('POST /request-new-confirmation-email', () => {
  it('takes CONFIRMATION_RESENDS_PER_ADDRESS per address, unknown addresses too, then 429', async () => {
    const { email } = await register(t.app);
    const address = nextAddress();
    const mailsTo = async () =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
    const before = await mailsTo();
    const answers = [
      await postFrom(t, '/request-new-confirmation-email', { email }, address),
      await postFrom(
        replica,
        '/request-new-confirmation-email',
        { email: 'nobody@example.com' },
        address,
      ),
      await postFrom(t, '/request-new-confirmation-email', { email }, address),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expectTooMany(answers[2]!, apiMessages.tooManyConfirmationEmails, 60);
    expect(await mailsTo()).toBe(before + 1);
  });
});

describe('/dev/mailbox', () => {
  const urls = ['/dev/mailbox', '/dev/mailbox.json'];
  const notFound = { message: apiMessages.notFound };

  it('answers another network address as if it did not exist', async () => {
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: '192.168.1.20' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('answers a request forwarded by a proxy on this machine as if it did not exist', async () => {
    const trusting = await createTestApp({ database: t.database, env: { TRUST_PROXY: 'true' } });
    try {
      for (const app of [t.app, trusting.app])
        for (const headers of [
          { 'x-forwarded-for': '127.0.0.1' },
          { forwarded: 'for=127.0.0.1' },
          { 'x-real-ip': '127.0.0.1' },
        ]) {
          const response = await app.inject({ method: 'GET', url: urls[1]!, headers });
          expect(response.statusCode).toBe(404);
        }
    } finally {
      await trusting.close();
    }
  });

  it('is served over HTTP on loopback only, even when listening on every interface', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
    const server = await createTestApp({ database: t.database });
    try {
      await server.app.listen({ host: '0.0.0.0', port: 0 });
      const { port } = server.app.server.address() as AddressInfo;
      const local = await fetch(`http://127.0.0.1:${port}/dev/mailbox.json`);
      expect(local.status).toBe(200);
      expect(Array.isArray(await local.json())).toBe(true);
      // A machine with no other interface has nothing more to show.
      if (external) {
        const remote = await fetch(`http://${external}:${port}/dev/mailbox.json`);
        expect(remote.status).toBe(404);
        expect(await remote.json()).toEqual(notFound);
      }
    } finally {
      await server.close();
    }
  });
});
