import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/api-messages.ts';
import { messages } from '../../domain/messages.ts';
import { emailConfirmations, loginAttempts, sessions, users } from '../db/schema.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { graphql, post, register, signedInCandidate, uniqueEmail } from '../test-support/flows.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '10.0.0.1', app = t.app) =>
  app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });

describe('POST /auth/login', () => {
  it('signs a confirmed candidate in with a new session', async () => {
    const { email, password, userId } = await signedInCandidate(t.app);
    const response = await login(email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ userId: string; token: string; requestId: string }>();
    expect(body.userId).toBe(userId);
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    expect(body.requestId).toBeTypeOf('string');
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(body.token)));
    expect(session!.userId).toBe(userId);
    const days = (session!.expiresAt.getTime() - session!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    // Only the hash is stored.
    const stored = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, body.token));
    expect(stored).toHaveLength(0);
  });

  it('answers 401 with the same message for a wrong password and an unknown address', async () => {
    const { email } = await signedInCandidate(t.app);
    for (const [address, password] of [
      [email, 'Wr0ng!Password'],
      [uniqueEmail('nobody'), 'Wr0ng!Password'],
    ] as const) {
      const response = await login(address, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.signInFailed });
    }
  });

  it('answers 403 "not confirmed" with the address and the latest request id, only with the right password', async () => {
    const { email, password, response } = await register(t.app);
    const requestId = new URL(response.json().redirectUrl, 'http://x').searchParams.get(
      'requestId',
    );
    const notConfirmed = await login(email, password);
    expect(notConfirmed.statusCode).toBe(403);
    expect(notConfirmed.json()).toEqual({ message: apiMessages.notConfirmed, email, requestId });

    const resent = await post(t.app, '/request-new-confirmation-email', { email });
    const again = await login(email, password);
    expect(again.json().requestId).toBe(resent.json().requestId);

    expect((await login(email, 'Wr0ng!Password')).statusCode).toBe(401);
  });

  it('validates the body: empty fields are 400 with the sign-in message', async () => {
    const response = await post(t.app, '/auth/login', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.signInEmpty });
    expect((await post(t.app, '/auth/login', { email: 'a@b.co' })).statusCode).toBe(400);
    const notAnObject = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '"nonsense"',
    });
    expect(notAnObject.statusCode).toBe(400);
    const notJson = await t.app.inject({ method: 'POST', url: '/auth/login', payload: 'nonsense' });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json().message).toBeTypeOf('string');
  });
});

describe('login throttling (docs/decisions/017)', () => {
  const WRONG = 'Wr0ng!Password';
  const MINUTE_MS = 60 * 1000;
  const lockedBody = (minutes: number) => ({
    message: apiMessages.signInLocked(minutes),
    retryAfterSeconds: expect.any(Number),
  });
  const failuresOf = (email: string) =>
    t.database.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.outcome, 'FAILURE')));
  /** Failures as if they had happened `minutesAgo` (one per entry), from `address`. */
  const pastFailures = (email: string, address: string, minutesAgo: number[]) =>
    t.database.db.insert(loginAttempts).values(
      minutesAgo.map((m) => ({
        email,
        ipAddress: address,
        outcome: 'FAILURE' as const,
        createdAt: new Date(Date.now() - m * MINUTE_MS),
      })),
    );

  it('5 failures lock that account from that address for 15 minutes: wait or reset, with Retry-After', async () => {
    const { email, password } = await signedInCandidate(t.app);
    for (let i = 0; i < 5; i++)
      expect((await login(email, WRONG, '10.1.0.1')).statusCode).toBe(401);
    const locked = await login(email, password, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(lockedBody(15));
    const seconds = Number(locked.headers['retry-after']);
    expect(seconds).toBe(locked.json().retryAfterSeconds);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    // The refused attempt is not a failure: the password was never checked.
    expect(await failuresOf(email)).toHaveLength(5);

    // After the lockout the right password works again.
    await t.database.db
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - 16 * MINUTE_MS) })
      .where(eq(loginAttempts.email, email));
    expect((await login(email, password, '10.1.0.1')).statusCode).toBe(200);
  });

  it('the lock lasts 15 minutes from the failure that reached the limit; failures spread wider do not lock', async () => {
    const { email, password } = await signedInCandidate(t.app);
    await pastFailures(email, '10.1.2.1', [14, 13, 12, 11, 10]);
    const locked = await login(email, password, '10.1.2.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(lockedBody(5));
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);

    const other = await signedInCandidate(t.app);
    // Five failures, but never five within 15 minutes.
    await pastFailures(other.email, '10.1.2.2', [29, 20, 12, 8, 1]);
    expect((await login(other.email, other.password, '10.1.2.2')).statusCode).toBe(200);
  });

  it("a lock from one address does not keep the owner out from another; the owner's success clears it", async () => {
    const { email, password } = await signedInCandidate(t.app);
    for (let i = 0; i < 5; i++) await login(email, WRONG, '10.1.1.1');
    expect((await login(email, password, '10.1.1.1')).statusCode).toBe(429);
    expect((await login(email, password, '10.1.1.2')).statusCode).toBe(200);
    expect(await failuresOf(email)).toHaveLength(0);
    expect((await login(email, password, '10.1.1.1')).statusCode).toBe(200);
  });

  it('the account as a whole locks at 50 failures across addresses', async () => {
    const { email, password } = await signedInCandidate(t.app);
    // 48 failures a minute ago, each from its own address (no pair is locked)...
    await t.database.db.insert(loginAttempts).values(
      Array.from({ length: 48 }, (_, i) => ({
        email,
        ipAddress: `10.5.1.${i}`,
        outcome: 'FAILURE' as const,
        createdAt: new Date(Date.now() - MINUTE_MS),
      })),
    );
    // ...the 49th and the 50th are still checked...
    expect((await login(email, WRONG, '10.5.2.1')).statusCode).toBe(401);
    expect((await login(email, WRONG, '10.5.2.2')).statusCode).toBe(401);
    // ...and then the account is locked from every address, even with the right password.
    for (const address of ['10.5.2.3', '10.5.3.3']) {
      const locked = await login(email, password, address);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual(lockedBody(15));
    }
  });

  it('the locked answer for an address without an account equals the one for an account', async () => {
    const { email } = await signedInCandidate(t.app);
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) {
      expect((await login(email, WRONG, '10.6.0.1')).statusCode).toBe(401);
      expect((await login(nobody, WRONG, '10.6.0.1')).statusCode).toBe(401);
    }
    const known = await login(email, WRONG, '10.6.0.1');
    const unknown = await login(nobody, WRONG, '10.6.0.1');
    expect(known.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
    expect(
      Math.abs(Number(unknown.headers['retry-after']) - Number(known.headers['retry-after'])),
    ).toBeLessThanOrEqual(5);
  });

  it('lets parallel wrong guesses through no more than the limit, from one address or many', async () => {
    const { email } = await signedInCandidate(t.app);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => login(email, WRONG, '10.2.0.1')),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);

    const strict = await createTestApp({
      database: t.database,
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '5' },
    });
    try {
      const target = await signedInCandidate(t.app);
      const spread = await Promise.all(
        Array.from({ length: 8 }, (_, i) => login(target.email, WRONG, `10.2.1.${i}`, strict.app)),
      );
      const spreadCodes = spread.map((r) => r.statusCode);
      expect(spreadCodes.filter((c) => c === 401)).toHaveLength(5);
      expect(spreadCodes.filter((c) => c === 429)).toHaveLength(3);
    } finally {
      await strict.close();
    }
  });

  it('a success ends the run of failures', async () => {
    const { email, password } = await signedInCandidate(t.app);
    for (let i = 0; i < 4; i++) await login(email, WRONG, '10.3.0.1');
    expect((await login(email, password, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(email, WRONG, '10.3.0.1')).statusCode).toBe(401);
    expect((await login(email, password, '10.3.0.1')).statusCode).toBe(200);
  });

  it('many sign-ins of one account at once all succeed (no deadlock between their clean-ups)', async () => {
    const { email, password } = await signedInCandidate(t.app);
    // Failures first, so each success has earlier rows to clear while the others clear theirs.
    for (let i = 0; i < 3; i++) await login(email, WRONG, '10.4.0.1');
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(email, password, `10.4.${round}.${i + 2}`)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    }
    expect(await failuresOf(email)).toEqual([]);
  });

  it('one address: failures across accounts lock it, successes never count', async () => {
    const strict = await createTestApp({
      database: t.database,
      env: { LOGIN_MAX_FAILURES_PER_ADDRESS: '3' },
    });
    try {
      // A campus behind one address: many successful sign-ins never lock it.
      const { email, password } = await signedInCandidate(t.app);
      for (let i = 0; i < 8; i++) {
        expect((await login(email, password, '10.9.9.9', strict.app)).statusCode).toBe(200);
      }
      for (let i = 0; i < 3; i++) {
        expect((await login(uniqueEmail('spray'), WRONG, '10.9.9.9', strict.app)).statusCode).toBe(
          401,
        );
      }
      const locked = await login(uniqueEmail('spray'), WRONG, '10.9.9.9', strict.app);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual(lockedBody(15));
      expect((await login(email, password, '10.9.9.9', strict.app)).statusCode).toBe(429);
      expect((await login(email, password, '10.9.9.10', strict.app)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('a malformed address is "Invalid email address or password." and is not counted', async () => {
    for (const email of ['ada', 'ada@example', `${'a'.repeat(250)}@b.co`]) {
      const response = await login(email, WRONG, '10.7.0.1');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.loginInvalid });
      expect(await failuresOf(email)).toHaveLength(0);
    }
    const { email, password } = await signedInCandidate(t.app);
    expect((await login(email, 'x'.repeat(201), '10.7.0.1')).json()).toEqual({
      message: messages.loginInvalid,
    });
    expect((await login(email, password, '10.7.0.1')).statusCode).toBe(200);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session: the token no longer works', async () => {
    const { token } = await signedInCandidate(t.app);
    const query = 'query GetUser { user { id } }';
    expect((await graphql(t.app, query, {}, token)).statusCode).toBe(200);
    const logout = await post(t.app, '/auth/logout', undefined, token);
    expect(logout.statusCode).toBe(204);
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    expect(session!.revokedAt).not.toBeNull();
    const after = await graphql(t.app, query, {}, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('answers 204 without a session too', async () => {
    expect((await post(t.app, '/auth/logout')).statusCode).toBe(204);
    expect((await post(t.app, '/auth/logout', undefined, 'not-a-token')).statusCode).toBe(204);
  });

  it('an expired session is no session', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    const response = await graphql(t.app, 'query GetUser { user { id } }', {}, token);
    expect(response.statusCode).toBe(401);
  });
});

it('a user without a confirmation row still signs in (requestId is always a string)', async () => {
  const { email, password, userId } = await signedInCandidate(t.app);
  await t.database.db.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
  const response = await login(email, password, '10.4.0.1');
  expect(response.statusCode).toBe(200);
  expect(response.json().requestId).toBeTypeOf('string');
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  expect(user!.emailConfirmedAt).not.toBeNull();
});
