import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/api-messages.ts';
import { messages } from '../../domain/messages.ts';
import { emailConfirmations, users } from '../db/schema.ts';
import {
  graphql,
  latestLink,
  mailbox,
  post,
  register,
  uniqueEmail,
} from '../test-support/flows.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirm = (email: string, confirmationId: string | null) =>
  post(t.app, '/auth/confirm-email-auth', { email, confirmationId });

describe('POST /auth/confirm-email-auth', () => {
  it('confirms the address, signs the candidate in, and the link works once', async () => {
    const { email } = await register(t.app);
    const id = (await latestLink(t.app, email)).searchParams.get('id');
    const response = await confirm(email, id);
    expect(response.statusCode).toBe(200);
    const { userId, token } = response.json<{ userId: string; token: string }>();
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.emailConfirmedAt).not.toBeNull();
    const me = await graphql(t.app, 'query GetUser { user { email } }', {}, token);
    expect(me.json()).toEqual({ data: { user: { email } } });

    // The same (now used) link again: the address is already confirmed.
    const again = await confirm(email, id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: apiMessages.emailAlreadyConfirmed });
  });

  it('accepts the address in another case', async () => {
    const { email } = await register(t.app);
    const id = (await latestLink(t.app, email)).searchParams.get('id');
    expect((await confirm(email.toUpperCase(), id)).statusCode).toBe(200);
  });

  it('refuses an unknown id, or an id with another address', async () => {
    const { email } = await register(t.app);
    const id = (await latestLink(t.app, email)).searchParams.get('id');
    for (const [address, confirmationId] of [
      [email, 'unknown-id'],
      [uniqueEmail('other'), id],
    ] as const) {
      const response = await confirm(address, confirmationId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.confirmFailed });
    }
  });

  it('refuses an expired link', async () => {
    const { email } = await register(t.app);
    const id = (await latestLink(t.app, email)).searchParams.get('id')!;
    await t.database.db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmations.id, id));
    const response = await confirm(email, id);
    expect(response.json()).toEqual({ message: messages.confirmFailed });
  });

  it('refuses missing parameters with 400', async () => {
    const response = await post(t.app, '/auth/confirm-email-auth', { email: 'a@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.missingParameters });
  });

  it('confirms once when the link is used twice at the same time', async () => {
    const { email } = await register(t.app);
    const id = (await latestLink(t.app, email)).searchParams.get('id');
    const responses = await Promise.all([confirm(email, id), confirm(email, id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('POST /request-new-confirmation-email', () => {
  it('mails a new link that supersedes the older one', async () => {
    const { email } = await register(t.app, { invitationCode: 'FIRM-7' });
    const oldId = (await latestLink(t.app, email)).searchParams.get('id');

    const response = await post(t.app, '/request-new-confirmation-email', {
      email,
      requestId: 'whatever',
    });
    expect(response.statusCode).toBe(200);
    const { requestId } = response.json<{ requestId: string }>();
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const mails = await mailbox(t.app, email);
    expect(mails).toHaveLength(2);
    const newLink = new URL(mails[0]!.links[0]!);
    expect(newLink.searchParams.get('id')).not.toBe(oldId);
    expect(newLink.searchParams.get('code')).toBe('FIRM-7'); // the invitation travels on

    const [latest] = await t.database.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.id, newLink.searchParams.get('id')!));
    expect(latest!.requestId).toBe(requestId);

    const old = await confirm(email, oldId);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ message: messages.confirmFailed });
    expect((await confirm(email, newLink.searchParams.get('id'))).statusCode).toBe(200);
  });

  it('leaves exactly one open link after concurrent resends', async () => {
    const { email } = await register(t.app);
    await Promise.all(
      [1, 2, 3].map(() => post(t.app, '/request-new-confirmation-email', { email })),
    );
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const open = await t.database.db
      .select()
      .from(emailConfirmations)
      .where(and(eq(emailConfirmations.userId, user!.id), isNull(emailConfirmations.supersededAt)));
    expect(open).toHaveLength(1);
  });

  it('sends at most ACCOUNT_MAILS_PER_HOUR confirmation mails an hour, and answers alike past that', async () => {
    const { email } = await register(t.app); // the registration's mail counts: 1 of 5
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const response = await post(t.app, '/request-new-confirmation-email', { email });
      expect(response.statusCode).toBe(200);
      answers.push(response.json<{ requestId: string }>().requestId);
    }
    expect(await mailbox(t.app, email)).toHaveLength(5);
    // Past the cap, the newest link still works and the answer names its request.
    expect(answers.at(-1)).toBe(answers[3]);
    const id = (await latestLink(t.app, email)).searchParams.get('id');
    expect((await confirm(email, id)).statusCode).toBe(200);
  });

  it('answers EMAIL_ALREADY_CONFIRMED for a confirmed address', async () => {
    const { email } = await register(t.app);
    const id = (await latestLink(t.app, email)).searchParams.get('id');
    await confirm(email, id);
    const response = await post(t.app, '/request-new-confirmation-email', { email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: apiMessages.emailAlreadyConfirmed });
  });

  it('answers an unknown address like a known one, and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await post(t.app, '/request-new-confirmation-email', { email });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['requestId']);
    expect(await mailbox(t.app, email)).toHaveLength(0);
  });

  it('refuses an invalid address with 400', async () => {
    const response = await post(t.app, '/request-new-confirmation-email', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.emailInvalidGeneric });
  });
});
