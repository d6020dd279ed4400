import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/api-messages.ts';
import { messages } from '../../domain/messages.ts';
import { passwordSuggestions } from '../../domain/password-rules.ts';
import { passwordResets, sessions } from '../db/schema.ts';
import {
  graphql,
  latestLink,
  mailbox,
  OTHER_STRONG_PASSWORD,
  post,
  signedInCandidate,
  uniqueEmail,
} from '../test-support/flows.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/resetPassword/requestUserPasswordReset',
    query: { email },
  });
const getReset = (id: string) =>
  t.app.inject({ method: 'GET', url: '/resetPassword/getPasswordReset', query: { id } });
const resetPassword = (resetId: string | null, password: string) =>
  post(t.app, '/resetPassword/resetUserPassword', { resetId, password });
const login = (email: string, password: string) => post(t.app, '/auth/login', { email, password });

async function resetIdFor(email: string): Promise<string> {
  expect((await requestReset(email)).statusCode).toBe(200);
  const link = await latestLink(t.app, email);
  expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/user-reset-password`);
  return link.searchParams.get('passwordResetId')!;
}

describe('password reset', () => {
  it('clears the locked sign-in: the new password works at once (docs/decisions/017)', async () => {
    const { email, password } = await signedInCandidate(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await login(email, 'Wr0ng!Password')).statusCode).toBe(401);
    }
    expect((await login(email, password)).statusCode).toBe(429);
    const id = await resetIdFor(email);
    expect((await resetPassword(id, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('mails a link; the new password works, the old one does not, and every session ends', async () => {
    const { email, password, token } = await signedInCandidate(t.app);
    const id = await resetIdFor(email);
    expect((await getReset(id)).json()).toEqual({ status: 'ACTIVE', role: 'CANDIDATE' });
    const [mail] = await mailbox(t.app, email);
    expect(mail!.subject).toBe('Reset your password');
    expect(mail!.text).toContain(mail!.links[0]);

    const response = await resetPassword(id, OTHER_STRONG_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.resetDone });

    expect((await getReset(id)).json()).toEqual({ status: 'USED', role: 'CANDIDATE' });
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
    const old = await graphql(t.app, 'query GetUser { user { id } }', {}, token);
    expect(old.statusCode).toBe(401);
  });

  it('sends at most ACCOUNT_MAILS_PER_HOUR reset mails an hour, and answers alike past that', async () => {
    const { email } = await signedInCandidate(t.app);
    for (let i = 0; i < 7; i++) expect((await requestReset(email)).statusCode).toBe(200);
    const resets = (await mailbox(t.app, email)).filter((m) =>
      m.links.some((l) => l.includes('passwordResetId')),
    );
    expect(resets).toHaveLength(5);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await requestReset(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(await mailbox(t.app, email)).toHaveLength(0);
  });

  it('refuses an invalid address with 400', async () => {
    const response = await requestReset('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.emailInvalidReset });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/resetPassword/requestUserPasswordReset',
    });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a weak password with the failing rules as suggestions, and keeps the link ACTIVE', async () => {
    const { email } = await signedInCandidate(t.app);
    const id = await resetIdFor(email);
    const response = await resetPassword(id, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: messages.passwordInvalid,
      feedback: { suggestions: passwordSuggestions('short') },
    });
    expect((await getReset(id)).json().status).toBe('ACTIVE');
  });

  it('refuses a used link, saying it was used, and keeps the password', async () => {
    const { email } = await signedInCandidate(t.app);
    const id = await resetIdFor(email);
    expect((await resetPassword(id, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await getReset(id)).json()).toEqual({ status: 'USED', role: 'CANDIDATE' });
    const again = await resetPassword(id, 'Yet4n0ther!Pw');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: apiMessages.passwordResetUsed,
      feedback: { suggestions: [] },
    });
    expect((await login(email, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('mails the account that its password was changed, with the time and what to do if it was not them', async () => {
    const { email } = await signedInCandidate(t.app);
    const id = await resetIdFor(email);
    expect((await resetPassword(id, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
    const [notice] = await mailbox(t.app, email);
    expect(notice!.subject).toBe('Your password was changed');
    expect(notice!.text).toMatch(/happened on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC/);
    expect(notice!.links).toEqual([
      expect.stringContaining(`${TEST_PUBLIC_URL}/secure-account?token=`),
      `${TEST_PUBLIC_URL}/user-request-password-reset`,
    ]);
    expect(notice!.text).toContain(t.config.supportEmail);
  });

  it('reads EXPIRED after 60 minutes and refuses the new password', async () => {
    const { email, password } = await signedInCandidate(t.app);
    const id = await resetIdFor(email);
    const [reset] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.id, id));
    expect((reset!.expiresAt.getTime() - reset!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 1);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.id, id));
    expect((await getReset(id)).json()).toEqual({ status: 'EXPIRED', role: 'CANDIDATE' });
    const response = await resetPassword(id, OTHER_STRONG_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: apiMessages.passwordResetExpired,
      feedback: { suggestions: [] },
    });
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('a newer link makes the older one expire', async () => {
    const { email } = await signedInCandidate(t.app);
    const first = await resetIdFor(email);
    const second = await resetIdFor(email);
    expect((await getReset(first)).json().status).toBe('EXPIRED');
    expect((await getReset(second)).json().status).toBe('ACTIVE');
  });

  it('uses a link once when two new passwords arrive at the same time', async () => {
    const { email, userId } = await signedInCandidate(t.app);
    const id = await resetIdFor(email);
    const responses = await Promise.all([
      resetPassword(id, OTHER_STRONG_PASSWORD),
      resetPassword(id, 'Yet4n0ther!Pw'),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    // The one that lost the race is told the link was used.
    const refused = responses.find((r) => r.statusCode === 400)!;
    expect(refused.json().message).toBe(apiMessages.passwordResetUsed);
    const active = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(active.every((s) => s.revokedAt !== null)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    const unknown = await getReset('no-such-reset');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: apiMessages.passwordResetNotFound });
    expect(
      (await t.app.inject({ method: 'GET', url: '/resetPassword/getPasswordReset' })).statusCode,
    ).toBe(400);
  });

  it('refuses a malformed body with the contract shape', async () => {
    const noId = await post(t.app, '/resetPassword/resetUserPassword', {
      password: OTHER_STRONG_PASSWORD,
    });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toEqual({ message: messages.resetInvalid, feedback: { suggestions: [] } });
    const unknown = await resetPassword('no-such-reset', OTHER_STRONG_PASSWORD);
    expect(unknown.json()).toEqual({
      message: messages.resetInvalid,
      feedback: { suggestions: [] },
    });
  });
});
