import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/api-messages.ts';
import { messages } from '../../domain/messages.ts';
import { passwordSuggestions } from '../../domain/password-rules.ts';
import { emailConfirmations, mailOutbox, users } from '../db/schema.ts';
import type { BotCheck } from '../modules/bot-check/bot-check.ts';
import {
  mailbox,
  post,
  register,
  registrationBody,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../test-support/flows.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowCounts() {
  const { db } = t.database;
  const [u] = await db.select({ n: count() }).from(users);
  const [c] = await db.select({ n: count() }).from(emailConfirmations);
  const [m] = await db.select({ n: count() }).from(mailOutbox);
  return { users: u!.n, confirmations: c!.n, mails: m!.n };
}

describe('POST /auth/register', () => {
  it('creates the user, mails a confirmation link and redirects to the thank-you page', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await post(
      t.app,
      '/auth/register',
      registrationBody({ email: `  ${email}  ` }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: null; redirectUrl: string }>();
    expect(body.token).toBeNull();
    const redirect = new URL(body.redirectUrl, TEST_PUBLIC_URL);
    expect(redirect.pathname).toBe('/registration-thank-you');
    expect(redirect.searchParams.get('email')).toBe(email.toLowerCase());
    const requestId = redirect.searchParams.get('requestId');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    expect(user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      industryContextId: 'law',
      accountType: null,
    });
    expect(user!.emailConfirmedAt).toBeNull();
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.accommodationMultiplier).toBe(1);

    const [confirmation] = await t.database.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, user!.id));
    expect(confirmation!.requestId).toBe(requestId);
    const hours =
      (confirmation!.expiresAt.getTime() - confirmation!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(72, 1);

    const mails = await mailbox(t.app, email.toLowerCase());
    expect(mails).toHaveLength(1);
    const link = new URL(mails[0]!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/email-confirmed`);
    expect(link.searchParams.get('email')).toBe(email.toLowerCase());
    expect(link.searchParams.get('id')).toBe(confirmation!.id);
    expect(link.searchParams.has('code')).toBe(false);
  });

  it('stores the invitation code, utm and autopilot session, and carries the code in the link', async () => {
    const { email, response } = await register(t.app, {
      invitationCode: 'INV-42',
      autopilotSessionId: 'auto-1',
      utm: { source: 'newsletter', campaign: 'spring' },
    });
    expect(new URL(response.json().redirectUrl, TEST_PUBLIC_URL).searchParams.get('code')).toBe(
      'INV-42',
    );
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      invitationCode: 'INV-42',
      autopilotSessionId: 'auto-1',
      utm: { source: 'newsletter', campaign: 'spring' },
    });
    const [mail] = await mailbox(t.app, email);
    expect(new URL(mail!.links[0]!).searchParams.get('code')).toBe('INV-42');
  });

  it('refuses a weak password with the failing rules as feedback, and writes nothing', async () => {
    const before = await rowCounts();
    const response = await post(
      t.app,
      '/auth/register',
      registrationBody({ password: 'weakpass' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: messages.passwordInvalid,
      feedback: passwordSuggestions('weakpass'),
    });
    expect(response.json().feedback.length).toBeGreaterThan(0);
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, messages.emailInvalidRegister],
    ['a blank first name', { firstName: '   ' }, messages.firstNameRequired],
    ['a missing last name', { lastName: undefined }, messages.lastNameRequired],
    ['terms not accepted', { termsAndPrivacyAgreed: false }, messages.termsRequired],
    ['an unknown industry context', { industryContext: 'astrology' }, messages.industryInvalid],
  ])('refuses %s with its message, and writes nothing', async (_case, overrides, message) => {
    const before = await rowCounts();
    const response = await post(t.app, '/auth/register', registrationBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, feedback: [] });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a body that is not an object or not JSON', async () => {
    for (const payload of [[], 'text', null]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTypeOf('string');
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: apiMessages.invalidJson });
  });

  it('refuses an address that already has an account, whatever its case, and writes nothing', async () => {
    const { email } = await register(t.app);
    const before = await rowCounts();
    const response = await post(
      t.app,
      '/auth/register',
      registrationBody({ email: email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: apiMessages.emailTaken, feedback: [] });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an address used as another account’s secondary email', async () => {
    const { email } = await register(t.app);
    const secondary = uniqueEmail('secondary');
    await t.database.db
      .update(users)
      .set({ secondaryEmail: secondary })
      .where(eq(users.email, email));
    const response = await post(t.app, '/auth/register', registrationBody({ email: secondary }));
    expect(response.json()).toEqual({ message: apiMessages.emailTaken, feedback: [] });
  });

  it('registers one account when the same address is sent twice at once', async () => {
    const body = registrationBody();
    const responses = await Promise.all([
      post(t.app, '/auth/register', body),
      post(t.app, '/auth/register', body),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, String(body.email)));
    expect(row!.n).toBe(1);
  });
});

describe('bot check', () => {
  it('is off without keys: the key is null and registrations pass without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/recaptcha-key' });
    expect(response.json()).toEqual({ recaptchaKey: null });
  });

  it('when configured, gives its key and refuses a registration whose token fails, writing nothing', async () => {
    const seen: (string | null | undefined)[] = [];
    const botCheck: BotCheck = {
      siteKey: 'site-key',
      verify: async (token) => {
        seen.push(token);
        return token === 'human';
      },
    };
    const guarded = await createTestApp({ database: t.database, botCheck });
    try {
      expect(
        (await guarded.app.inject({ method: 'GET', url: '/auth/recaptcha-key' })).json(),
      ).toEqual({
        recaptchaKey: 'site-key',
      });
      const before = await rowCounts();
      const refused = await post(
        guarded.app,
        '/auth/register',
        registrationBody({ token: 'robot' }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: messages.botCheckUnavailable, feedback: [] });
      expect(await rowCounts()).toEqual(before);
      const accepted = await post(
        guarded.app,
        '/auth/register',
        registrationBody({ token: 'human' }),
      );
      expect(accepted.statusCode).toBe(200);
      expect(seen).toEqual(['robot', 'human']);
    } finally {
      await guarded.close();
    }
  });
});

it('accepts the password the rules accept', () => {
  expect(passwordSuggestions(STRONG_PASSWORD)).toEqual([]);
});
