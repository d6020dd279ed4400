import { eq } from 'drizzle-orm';
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

  it('throttles an account after 5 failures: 429 with the failure message, even with the right password', async () => {
    const { email, password } = await signedInCandidate(t.app);
    for (let i = 0; i < 5; i++)
      expect((await login(email, 'Wr0ng!Password', `10.1.0.${i}`)).statusCode).toBe(401);
    const throttled = await login(email, password, '10.1.1.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: messages.signInFailed });

    // Once the failures are older than the window, the right password works again.
    await t.database.db
      .update(loginAttempts)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(loginAttempts.email, email));
    expect((await login(email, password, '10.1.1.1')).statusCode).toBe(200);
  });

  it('lets parallel wrong guesses through no more than the limit', async () => {
    const { email } = await signedInCandidate(t.app);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(email, 'Wr0ng!Password', `10.2.0.${i}`)),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
  });

  it('a success ends the run of failures', async () => {
    const { email, password } = await signedInCandidate(t.app);
    for (let i = 0; i < 4; i++) await login(email, 'Wr0ng!Password', '10.3.0.1');
    expect((await login(email, password, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(email, 'Wr0ng!Password', '10.3.0.1')).statusCode).toBe(401);
    expect((await login(email, password, '10.3.0.1')).statusCode).toBe(200);
  });

  it('throttles one client address after LOGIN_MAX_ATTEMPTS_PER_ADDRESS attempts', async () => {
    const strict = await createTestApp({
      database: t.database,
      env: { LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '3' },
    });
    try {
      for (let i = 0; i < 3; i++) {
        expect(
          (await login(uniqueEmail('spray'), 'Wr0ng!Password', '10.9.9.9', strict.app)).statusCode,
        ).toBe(401);
      }
      const throttled = await login(uniqueEmail('spray'), 'Wr0ng!Password', '10.9.9.9', strict.app);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toEqual({ message: messages.signInFailed });
      expect(
        (await login(uniqueEmail('spray'), 'Wr0ng!Password', '10.9.9.10', strict.app)).statusCode,
      ).toBe(401);
    } finally {
      await strict.close();
    }
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
