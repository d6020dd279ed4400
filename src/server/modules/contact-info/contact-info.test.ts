/**
 * setSecondaryContactInfo and the verification of the secondary address, through the real API:
 * GraphQL for the save, POST /auth/confirm-change-secondary-email-auth for the link, POST
 * /auth/login to show that the secondary address never signs in.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../domain/api-messages.ts';
import { messages } from '../../../domain/messages.ts';
import { secondaryEmailVerifications, users } from '../../db/schema.ts';
import {
  graphql,
  mailbox,
  post,
  signedInCandidate,
  uniqueEmail,
} from '../../test-support/flows.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SET = `mutation SetSecondaryContactInfo($secondaryEmail: String!, $linkedInUrl: String, $phoneNumber: String, $phoneNumberLocale: String, $clientMutationId: ID!) {
  setSecondaryContactInfo(secondaryEmail: $secondaryEmail, linkedInUrl: $linkedInUrl, phoneNumber: $phoneNumber, phoneNumberLocale: $phoneNumberLocale, clientMutationId: $clientMutationId) {
    id secondaryEmail secondaryEmailVerified hasSecondaryContactInfo linkedInUrl phoneNumber phoneNumberLocale
  }
}`;
const GET_USER = `query GetUser { user { secondaryEmail secondaryEmailVerified hasSecondaryContactInfo linkedInUrl phoneNumber phoneNumberLocale } }`;

interface Candidate {
  email: string;
  password: string;
  userId: string;
  token: string;
}

async function setContactInfo(
  candidate: Candidate,
  variables: Record<string, unknown>,
  clientMutationId: string = randomUUID(),
) {
  const response = await graphql(t.app, SET, { clientMutationId, ...variables }, candidate.token);
  return { status: response.statusCode, body: response.json() };
}

async function storedUser(userId: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return user!;
}

async function verificationLink(to: string): Promise<URL> {
  const [mail] = await mailbox(t.app, to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  return new URL(mail!.links[0]!);
}

const confirm = (email: string, id: string | null) =>
  post(t.app, '/auth/confirm-change-secondary-email-auth', { email, id });

describe('setSecondaryContactInfo', () => {
  it('stores the details, the address unverified, and mails a verification link', async () => {
    const candidate = await signedInCandidate(t.app);
    const personal = uniqueEmail('personal');
    const before = await graphql(t.app, GET_USER, {}, candidate.token);
    expect(before.json().data.user).toMatchObject({
      hasSecondaryContactInfo: false,
      secondaryEmail: null,
      secondaryEmailVerified: false,
    });

    const { status, body } = await setContactInfo(candidate, {
      secondaryEmail: `  ${personal.toUpperCase()} `,
      linkedInUrl: ' https://www.linkedin.com/in/ada-lovelace ',
      phoneNumber: '07400 123456',
      phoneNumberLocale: 'GB',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        setSecondaryContactInfo: {
          id: candidate.userId,
          secondaryEmail: personal,
          secondaryEmailVerified: false,
          hasSecondaryContactInfo: true,
          linkedInUrl: 'https://www.linkedin.com/in/ada-lovelace',
          phoneNumber: '+447400123456',
          phoneNumberLocale: 'GB',
        },
      },
    });

    const [mail] = await mailbox(t.app, personal);
    expect(mail!.subject).toMatch(/verify/i);
    expect(mail!.text).toContain(candidate.email);
    const link = new URL(mail!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(
      `${TEST_PUBLIC_URL}/add-secondary-email-confirmed`,
    );
    expect(link.searchParams.get('email')).toBe(personal);
    const [verification] = await t.database.db
      .select()
      .from(secondaryEmailVerifications)
      .where(eq(secondaryEmailVerifications.id, link.searchParams.get('id')!));
    const validFor = verification!.expiresAt.getTime() - verification!.createdAt.getTime();
    expect(Math.round(validFor / 3_600_000)).toBe(72);
  });

  it('stores the phone as E.164 with the locale; none without a phone', async () => {
    const candidate = await signedInCandidate(t.app);
    await setContactInfo(candidate, {
      secondaryEmail: uniqueEmail('personal'),
      phoneNumber: '(201) 555-0123',
      phoneNumberLocale: 'US',
    });
    expect(await storedUser(candidate.userId)).toMatchObject({
      phoneNumber: '+12015550123',
      phoneNumberLocale: 'US',
      linkedinUrl: null,
    });

    await setContactInfo(candidate, {
      secondaryEmail: uniqueEmail('personal'),
      phoneNumber: '',
      phoneNumberLocale: 'US',
    });
    expect(await storedUser(candidate.userId)).toMatchObject({
      phoneNumber: null,
      phoneNumberLocale: null,
    });
  });

  it.each([
    [{ secondaryEmail: '' }, messages.secondaryEmailRequired],
    [{ secondaryEmail: 'not-an-address' }, messages.secondaryEmailInvalid],
    [{ linkedInUrl: 'https://example.com/in/ada' }, messages.linkedInUrlInvalid],
    [{ phoneNumber: '555', phoneNumberLocale: 'US' }, messages.phoneNumberInvalid],
    [{ phoneNumber: '(415) 555-0132', phoneNumberLocale: 'GB' }, messages.phoneNumberInvalid],
    [{ phoneNumber: '(201) 555-0123', phoneNumberLocale: 'Mars' }, messages.phoneNumberInvalid],
  ])('refuses %j with its message and writes nothing', async (bad, message) => {
    const candidate = await signedInCandidate(t.app);
    const personal = uniqueEmail('personal');
    const { status, body } = await setContactInfo(candidate, { secondaryEmail: personal, ...bad });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    expect(await storedUser(candidate.userId)).toMatchObject({
      secondaryEmail: null,
      linkedinUrl: null,
      phoneNumber: null,
    });
    expect(await mailbox(t.app, personal)).toHaveLength(0);
  });

  it("refuses the candidate's own sign-in address, in any case, and writes nothing", async () => {
    const candidate = await signedInCandidate(t.app);
    const { body } = await setContactInfo(candidate, {
      secondaryEmail: candidate.email.toUpperCase(),
      linkedInUrl: 'https://www.linkedin.com/in/ada',
    });
    expect(body.errors[0]).toMatchObject({
      message: apiMessages.secondaryEmailSameAsPrimary,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await storedUser(candidate.userId)).toMatchObject({
      secondaryEmail: null,
      linkedinUrl: null,
    });
  });

  it("refuses another account's primary address and writes nothing", async () => {
    const other = await signedInCandidate(t.app);
    const candidate = await signedInCandidate(t.app);
    const { body } = await setContactInfo(candidate, {
      secondaryEmail: other.email,
      phoneNumber: '2015550123',
    });
    expect(body.errors[0]).toMatchObject({ message: apiMessages.secondaryEmailTaken });
    expect(await storedUser(candidate.userId)).toMatchObject({
      secondaryEmail: null,
      phoneNumber: null,
    });
    expect(await mailbox(t.app, other.email)).toHaveLength(1); // only its registration mail
  });

  it("refuses another account's secondary address, verified or not, and writes nothing", async () => {
    const other = await signedInCandidate(t.app);
    const shared = uniqueEmail('shared');
    expect((await setContactInfo(other, { secondaryEmail: shared })).body.errors).toBeUndefined();

    const candidate = await signedInCandidate(t.app);
    const { body } = await setContactInfo(candidate, { secondaryEmail: shared.toUpperCase() });
    expect(body.errors[0]).toMatchObject({ message: apiMessages.secondaryEmailTaken });
    expect((await storedUser(candidate.userId)).secondaryEmail).toBeNull();
    expect(await mailbox(t.app, shared)).toHaveLength(1);

    // Once an address is someone's secondary one, nobody can register with it either.
    const register = await post(t.app, '/auth/register', {
      email: shared,
      password: candidate.password,
      firstName: 'Eve',
      lastName: 'Else',
      industryContext: 'none',
      termsAndPrivacyAgreed: true,
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().message).toBe(apiMessages.emailTaken);
  });

  it('answers a replay with the first result and sends no second mail', async () => {
    const candidate = await signedInCandidate(t.app);
    const personal = uniqueEmail('personal');
    const key = randomUUID();
    const variables = { secondaryEmail: personal, linkedInUrl: 'https://linkedin.com/in/ada' };
    const first = await setContactInfo(candidate, variables, key);
    const replay = await setContactInfo(candidate, variables, key);
    expect(replay).toEqual(first);
    expect(await mailbox(t.app, personal)).toHaveLength(1);

    const conflict = await setContactInfo(candidate, { secondaryEmail: uniqueEmail() }, key);
    expect(conflict.body.errors[0].extensions.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('needs a session', async () => {
    const response = await graphql(t.app, SET, {
      secondaryEmail: uniqueEmail(),
      clientMutationId: randomUUID(),
    });
    expect(response.statusCode).toBe(401);
  });

  it(`mails at most ACCOUNT_MAILS_PER_HOUR links an hour, then refuses and writes nothing`, async () => {
    const candidate = await signedInCandidate(t.app);
    const personal = uniqueEmail('personal');
    for (let i = 0; i < t.config.ACCOUNT_MAILS_PER_HOUR; i++) {
      const { body } = await setContactInfo(candidate, { secondaryEmail: personal });
      expect(body.errors).toBeUndefined();
    }
    const { body } = await setContactInfo(candidate, {
      secondaryEmail: personal,
      phoneNumber: '2015550123',
    });
    expect(body.errors[0]).toMatchObject({
      message: apiMessages.verificationMailLimit,
      extensions: { code: 'MAIL_LIMIT_REACHED' },
    });
    expect(await mailbox(t.app, personal)).toHaveLength(t.config.ACCOUNT_MAILS_PER_HOUR);
    expect((await storedUser(candidate.userId)).phoneNumber).toBeNull();
  });
});

describe('POST /auth/confirm-change-secondary-email-auth', () => {
  async function candidateWithLink() {
    const candidate = await signedInCandidate(t.app);
    const personal = uniqueEmail('personal');
    await setContactInfo(candidate, { secondaryEmail: personal });
    const id = (await verificationLink(personal)).searchParams.get('id')!;
    return { candidate, personal, id };
  }

  it('verifies the address, signs the candidate in, and the link works once', async () => {
    const { candidate, personal, id } = await candidateWithLink();
    const response = await confirm(personal.toUpperCase(), id);
    expect(response.statusCode).toBe(200);
    const session = response.json<{ userId: string; token: string }>();
    expect(session.userId).toBe(candidate.userId);
    const me = await graphql(t.app, GET_USER, {}, session.token);
    expect(me.json().data.user).toMatchObject({
      secondaryEmail: personal,
      secondaryEmailVerified: true,
      hasSecondaryContactInfo: true,
    });

    const again = await confirm(personal, id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: apiMessages.secondaryEmailLinkIncorrect });
  });

  it('keeps the address verified when the details are saved again with it', async () => {
    const { candidate, personal, id } = await candidateWithLink();
    await confirm(personal, id);
    const { body } = await setContactInfo(candidate, {
      secondaryEmail: personal,
      phoneNumber: '2015550123',
    });
    expect(body.data.setSecondaryContactInfo).toMatchObject({
      secondaryEmailVerified: true,
      phoneNumber: '+12015550123',
    });
    expect(await mailbox(t.app, personal)).toHaveLength(1);
  });

  it('refuses an expired link as expired', async () => {
    const { personal, id } = await candidateWithLink();
    await t.database.db
      .update(secondaryEmailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(secondaryEmailVerifications.id, id));
    const response = await confirm(personal, id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: apiMessages.secondaryEmailLinkExpired });
  });

  it('refuses an unknown id, or the id with another address, as not valid', async () => {
    const { personal, id } = await candidateWithLink();
    for (const [email, linkId] of [
      [personal, 'unknown-id'],
      [uniqueEmail('other'), id],
    ] as const) {
      const response = await confirm(email, linkId);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: apiMessages.secondaryEmailLinkIncorrect });
    }
  });

  it('refuses a link superseded by a newer one (resend, or another address)', async () => {
    const { candidate, personal, id: oldId } = await candidateWithLink();
    await setContactInfo(candidate, { secondaryEmail: personal }); // resend
    const newId = (await verificationLink(personal)).searchParams.get('id')!;
    expect(newId).not.toBe(oldId);
    expect((await confirm(personal, oldId)).json()).toEqual({
      message: apiMessages.secondaryEmailLinkIncorrect,
    });

    const corrected = uniqueEmail('corrected');
    await setContactInfo(candidate, { secondaryEmail: corrected });
    expect((await confirm(personal, newId)).json()).toEqual({
      message: apiMessages.secondaryEmailLinkIncorrect,
    });
    const correctedId = (await verificationLink(corrected)).searchParams.get('id')!;
    expect((await confirm(corrected, correctedId)).statusCode).toBe(200);
    expect(await storedUser(candidate.userId)).toMatchObject({ secondaryEmail: corrected });
  });

  it('keeps the verified address when another one is saved, until the new one is verified', async () => {
    const { candidate, personal, id } = await candidateWithLink();
    await confirm(personal, id);
    // Replacing a verified address needs the password re-entered (docs/decisions/049).
    const verify = await graphql(
      t.app,
      `
        mutation V($password: String!, $clientMutationId: ID!) {
          verifyUserPassword(password: $password, clientMutationId: $clientMutationId) {
            verified
          }
        }
      `,
      { password: candidate.password, clientMutationId: randomUUID() },
      candidate.token,
    );
    expect(verify.json().data.verifyUserPassword.verified).toBe(true);
    const corrected = uniqueEmail('corrected');
    const { body } = await setContactInfo(candidate, { secondaryEmail: corrected });
    expect(body.data.setSecondaryContactInfo).toMatchObject({
      secondaryEmail: personal,
      secondaryEmailVerified: true,
    });
  });

  it('verifies once when the link is used twice at the same time', async () => {
    const { personal, id } = await candidateWithLink();
    const responses = await Promise.all([confirm(personal, id), confirm(personal, id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it("refuses missing parameters with 400 'Missing required parameters'", async () => {
    for (const body of [{ email: 'a@example.com' }, { id: 'x' }, {}]) {
      const response = await post(t.app, '/auth/confirm-change-secondary-email-auth', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.missingParameters });
    }
  });
});

describe('the secondary address', () => {
  it('never signs in: POST /auth/login answers the usual failure, verified or not', async () => {
    const { candidate, personal, id } = await (async () => {
      const c = await signedInCandidate(t.app);
      const p = uniqueEmail('personal');
      await setContactInfo(c, { secondaryEmail: p });
      return { candidate: c, personal: p, id: (await verificationLink(p)).searchParams.get('id') };
    })();
    const attempt = () =>
      post(t.app, '/auth/login', { email: personal, password: candidate.password });

    const unverified = await attempt();
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json()).toEqual({ message: messages.signInFailed });

    await confirm(personal, id);
    const verified = await attempt();
    expect(verified.statusCode).toBe(401);
    expect(verified.json()).toEqual({ message: messages.signInFailed });

    // The primary address still does.
    const primary = await post(t.app, '/auth/login', {
      email: candidate.email,
      password: candidate.password,
    });
    expect(primary.statusCode).toBe(200);
  });
});
