/**
 * POST /auth/confirm-change-email-auth through the real API: the change is started with GraphQL
 * (verifyUserPassword, initiateChangeEmail), its link read from the mail outbox, and the result
 * checked by signing in (POST /auth/login) and in the database.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/api-messages.ts';
import { messages } from '../../domain/messages.ts';
import { emailChanges, users } from '../db/schema.ts';
import {
  graphql,
  mailbox,
  post,
  register,
  signedInCandidate,
  uniqueEmail,
} from '../test-support/flows.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    remoteAddress: `10.30.0.${++addressCounter}`,
  });

const VERIFY = `mutation VerifyUserPassword($password: String!, $clientMutationId: ID!) {
  verifyUserPassword(password: $password, clientMutationId: $clientMutationId) { verified }
}`;
const INITIATE = `mutation InitiateChangeEmail($email: String!, $clientMutationId: ID!) {
  initiateChangeEmail(email: $email, clientMutationId: $clientMutationId) { id }
}`;
const CANCEL = `mutation CancelChangeEmail($clientMutationId: ID!) {
  cancelChangeEmail(clientMutationId: $clientMutationId) { id }
}`;
const GET_USER = `query GetUser { user { id email settings { changeEmail { newEmail } } } }`;

const confirm = (body: unknown) => post(t.app, '/auth/confirm-change-email-auth', body);

/** A signed-in candidate who started a change to a new address; the mailed link's parameters. */
async function startedChange() {
  const candidate = await signedInCandidate(t.app);
  const verify = await graphql(
    t.app,
    VERIFY,
    { password: candidate.password, clientMutationId: randomUUID() },
    candidate.token,
  );
  expect(verify.json().data.verifyUserPassword.verified).toBe(true);
  const newEmail = uniqueEmail('new');
  const link = await initiate(candidate.token, newEmail);
  return { candidate, newEmail, link };
}

async function initiate(token: string, newEmail: string) {
  const started = await graphql(
    t.app,
    INITIATE,
    { email: newEmail, clientMutationId: randomUUID() },
    token,
  );
  expect(started.json().data, started.body).not.toBeNull();
  const [mail] = await mailbox(t.app, newEmail);
  const url = new URL(mail!.links[0]!);
  return { email: url.searchParams.get('email')!, id: url.searchParams.get('id')! };
}

async function emailOf(userId: string) {
  const [user] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user!.email;
}

function expect400(response: { statusCode: number; json: () => unknown }, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message });
}

describe('POST /auth/confirm-change-email-auth', () => {
  it('makes the new address the sign-in address and signs the candidate in', async () => {
    const { candidate, newEmail, link } = await startedChange();
    const response = await confirm(link);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ userId: string; token: string }>();
    expect(body.userId).toBe(candidate.userId);

    const me = await graphql(t.app, GET_USER, {}, body.token);
    expect(me.json().data.user).toEqual({
      id: candidate.userId,
      email: newEmail,
      settings: { changeEmail: null },
    });
    const [row] = await t.database.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.id, link.id));
    expect(row!.status).toBe('CONFIRMED');

    expect((await login(newEmail, candidate.password)).statusCode).toBe(200);
    expect((await login(candidate.email, candidate.password)).statusCode).toBe(401);
  });

  it('a used link is not valid any more', async () => {
    const { link } = await startedChange();
    expect((await confirm(link)).statusCode).toBe(200);
    expect400(await confirm(link), apiMessages.emailChangeLinkIncorrect);
  });

  it('a forged id, or the id with another address, is not valid', async () => {
    const { candidate, link } = await startedChange();
    expect400(await confirm({ ...link, id: 'forged-id' }), apiMessages.emailChangeLinkIncorrect);
    expect400(
      await confirm({ ...link, email: uniqueEmail('someone-else') }),
      apiMessages.emailChangeLinkIncorrect,
    );
    expect(await emailOf(candidate.userId)).toBe(candidate.email);
  });

  it('a cancelled change answers cancelled, and so does a link replaced by a newer change', async () => {
    const { candidate, link } = await startedChange();
    const cancelled = await graphql(
      t.app,
      CANCEL,
      { clientMutationId: randomUUID() },
      candidate.token,
    );
    expect(cancelled.json().data.cancelChangeEmail.id).toBe(candidate.userId);
    expect400(await confirm(link), apiMessages.emailChangeLinkCancelled);

    const first = await initiate(candidate.token, uniqueEmail('first'));
    const second = await initiate(candidate.token, uniqueEmail('second'));
    expect400(await confirm(first), apiMessages.emailChangeLinkCancelled);
    expect(await emailOf(candidate.userId)).toBe(candidate.email);
    expect((await confirm(second)).statusCode).toBe(200);
    expect(await emailOf(candidate.userId)).toBe(second.email);
  });

  it('a link past the change window has expired', async () => {
    const { candidate, link } = await startedChange();
    await t.database.db
      .update(emailChanges)
      .set({ windowClosesAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.id, link.id));
    expect400(await confirm(link), apiMessages.emailChangeLinkExpired);
    expect(await emailOf(candidate.userId)).toBe(candidate.email);
  });

  it('an address taken by another account meanwhile is refused, changing nothing', async () => {
    const { candidate, newEmail, link } = await startedChange();
    await register(t.app, { email: newEmail });
    expect400(await confirm(link), apiMessages.emailTaken);
    expect(await emailOf(candidate.userId)).toBe(candidate.email);
    const [row] = await t.database.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.id, link.id));
    expect(row!.status).toBe('SENT');
  });

  it('missing or malformed parameters are a 400 with a message, never a 500', async () => {
    for (const body of [
      undefined,
      {},
      { email: 'a@example.com' },
      { id: 'x' },
      { email: 5, id: [] },
    ]) {
      const response = await confirm(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect400(await confirm({ email: 'not-an-address', id: 'x' }), messages.missingParameters);
  });
});
