/**
 * Issue 25, section 1 (docs/decisions/049) through the real API: a borrowed session cannot take the
 * account (the secondary address's replacement and the swap need the password re-entered), every
 * address or password change mails the addresses the account had before it, the "this wasn't me"
 * link (POST /auth/secure-account) puts them back, and the candidate's sessions can be listed and
 * ended, their own only.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/api-messages.ts';
import { accountChangeNotices, emailChanges, sessions, users } from '../db/schema.ts';
import { sha256Hex } from '../lib/crypto.ts';
import type { OutboxMail } from '../mail/outbox.ts';
import {
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

// Each sign-in from its own address: the per-address sign-in throttle is not what is tested here.
let addressCounter = 0;
const nextAddress = () =>
  `10.49.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

interface Candidate {
  email: string;
  password: string;
  userId: string;
  token: string;
}

const login = (email: string, password: string, userAgent?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    headers: userAgent ? { 'user-agent': userAgent } : {},
    remoteAddress: nextAddress(),
  });

async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    payload: { query, variables: { clientMutationId: randomUUID(), ...variables } },
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

const USER = 'email secondaryEmail secondaryEmailVerified pendingSecondaryEmail';
const GET_USER = `query { user { ${USER} } }`;
const VERIFY = `mutation ($password: String!, $clientMutationId: ID!) {
  verifyUserPassword(password: $password, clientMutationId: $clientMutationId) { verified } }`;
const SET_SECONDARY = `mutation ($email: String!, $clientMutationId: ID!) {
  initiateChangeSecondaryEmail(email: $email, clientMutationId: $clientMutationId) { ${USER} } }`;
const SET_CONTACT_INFO = `mutation ($email: String!, $clientMutationId: ID!) {
  setSecondaryContactInfo(secondaryEmail: $email, clientMutationId: $clientMutationId) { ${USER} } }`;
const SWAP = `mutation ($clientMutationId: ID!) {
  swapPrimaryAndSecondaryEmails(clientMutationId: $clientMutationId) { ${USER} } }`;
const CHANGE_PASSWORD = `mutation ($password: String!, $signOut: Boolean, $clientMutationId: ID!) {
  updateUserPassword(password: $password, signOutOtherSessions: $signOut, clientMutationId: $clientMutationId) }`;
const INITIATE_EMAIL_CHANGE = `mutation ($email: String!, $clientMutationId: ID!) {
  initiateChangeEmail(email: $email, clientMutationId: $clientMutationId) { email } }`;
const SESSION_FIELDS = 'id device signedInAt lastUsedAt current';
const LIST_SESSIONS = `query { userSessions { ${SESSION_FIELDS} } }`;
const SIGN_OUT_SESSION = `mutation ($sessionId: ID!, $clientMutationId: ID!) {
  signOutSession(sessionId: $sessionId, clientMutationId: $clientMutationId) { ${SESSION_FIELDS} } }`;
const SIGN_OUT_OTHERS = `mutation ($clientMutationId: ID!) {
  signOutOtherSessions(clientMutationId: $clientMutationId) { ${SESSION_FIELDS} } }`;

async function reenterPassword(candidate: Candidate, token = candidate.token) {
  const result = await gql(token, VERIFY, { password: candidate.password });
  expect(result.body.data.verifyUserPassword.verified).toBe(true);
}

async function stored(userId: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return user!;
}

const signedIn = async (token: string) => (await gql(token, GET_USER)).status === 200;

/** Follows the newest verification link mailed to `address`. */
async function followSecondaryLink(address: string) {
  const [mail] = await mailbox(t.app, address);
  const link = new URL(mail!.links[0]!);
  const response = await post(t.app, '/auth/confirm-change-secondary-email-auth', {
    email: link.searchParams.get('email'),
    id: link.searchParams.get('id'),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A candidate with a verified secondary address. */
async function withVerifiedSecondary(): Promise<Candidate & { secondary: string }> {
  const candidate = await signedInCandidate(t.app);
  const secondary = uniqueEmail('personal');
  await gql(candidate.token, SET_SECONDARY, { email: secondary });
  await followSecondaryLink(secondary);
  return { ...candidate, secondary };
}

const notices = async (to: string, subject: string) =>
  (await mailbox(t.app, to)).filter((m) => m.subject === subject);

/** The "this wasn't me" link's token in a notice. */
function undoToken(mail: OutboxMail): string {
  const link = new URL(mail.links[0]!);
  expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/secure-account`);
  return link.searchParams.get('token')!;
}

const secureAccount = (token: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/secure-account',
    payload: { token },
    remoteAddress: nextAddress(),
  });

function expectRefusedWith(
  result: { status: number; body: { data: unknown; errors?: unknown[] } },
  code: string,
  message: string,
) {
  expect(result.status).toBe(200);
  expect(result.body.data).toBeNull();
  expect(result.body.errors?.[0]).toMatchObject({ message, extensions: { code } });
}

describe('a borrowed session cannot take the account', () => {
  it('the swap without the password re-entered is refused: nothing changes, nothing is mailed', async () => {
    const candidate = await withVerifiedSecondary();
    const mailsBefore = (await mailbox(t.app)).length;
    expectRefusedWith(
      await gql(candidate.token, SWAP),
      'PASSWORD_VERIFICATION_REQUIRED',
      apiMessages.passwordVerificationRequired,
    );
    expect(await stored(candidate.userId)).toMatchObject({
      email: candidate.email,
      secondaryEmail: candidate.secondary,
    });
    expect((await mailbox(t.app)).length).toBe(mailsBefore);
    expect((await login(candidate.email, candidate.password)).statusCode).toBe(200);
  });

  it('replacing a verified secondary address needs the password re-entered, through either mutation', async () => {
    const candidate = await withVerifiedSecondary();
    const attacker = uniqueEmail('attacker');
    for (const mutation of [SET_SECONDARY, SET_CONTACT_INFO]) {
      expectRefusedWith(
        await gql(candidate.token, mutation, { email: attacker }),
        'PASSWORD_VERIFICATION_REQUIRED',
        apiMessages.passwordVerificationRequired,
      );
    }
    expect(await mailbox(t.app, attacker)).toEqual([]);
    expect((await gql(candidate.token, GET_USER)).body.data.user).toMatchObject({
      secondaryEmail: candidate.secondary,
      secondaryEmailVerified: true,
      pendingSecondaryEmail: null,
    });
    // Another session's re-entry does not count for this one.
    const other = (await login(candidate.email, candidate.password)).json().token as string;
    await reenterPassword(candidate, other);
    expectRefusedWith(
      await gql(candidate.token, SET_SECONDARY, { email: attacker }),
      'PASSWORD_VERIFICATION_REQUIRED',
      apiMessages.passwordVerificationRequired,
    );
    // With it, the replacement is sent.
    await reenterPassword(candidate);
    const sent = await gql(candidate.token, SET_SECONDARY, { email: attacker });
    expect(sent.body.data.initiateChangeSecondaryEmail.pendingSecondaryEmail).toBe(attacker);
  });

  it('a first, unverified secondary address is still set without the password', async () => {
    const candidate = await signedInCandidate(t.app);
    const first = uniqueEmail('first');
    const result = await gql(candidate.token, SET_SECONDARY, { email: first });
    expect(result.body.data.initiateChangeSecondaryEmail).toMatchObject({
      secondaryEmail: first,
      secondaryEmailVerified: false,
    });
    // Replacing an unverified one (a typo) too.
    const second = uniqueEmail('second');
    const again = await gql(candidate.token, SET_SECONDARY, { email: second });
    expect(again.body.data.initiateChangeSecondaryEmail.secondaryEmail).toBe(second);
  });
});

describe('notices and the "this wasn\'t me" link', () => {
  it('the takeover (secondary replaced, then swapped) mails the old addresses; their link puts everything back', async () => {
    const candidate = await withVerifiedSecondary();
    const attacker = uniqueEmail('attacker');
    const otherSession = (await login(candidate.email, candidate.password)).json().token as string;

    // Suppose the password was known too: the secondary address is replaced...
    await reenterPassword(candidate);
    await gql(candidate.token, SET_SECONDARY, { email: attacker });
    await followSecondaryLink(attacker);
    const [toPrimary] = await notices(candidate.email, 'Your secondary email address has changed');
    const [toSecondary] = await notices(
      candidate.secondary,
      'Your secondary email address has changed',
    );
    expect(toPrimary!.text).toContain(`from ${candidate.secondary} to ${attacker}`);
    expect(toPrimary!.text).toMatch(/ UTC\./);
    expect(toPrimary!.text).toMatch(/works once and for 7 days/);
    expect(undoToken(toSecondary!)).toBe(undoToken(toPrimary!));
    expect(await notices(attacker, 'Your secondary email address has changed')).toEqual([]);

    // ...then made the sign-in address.
    const swapped = await gql(candidate.token, SWAP);
    expect(swapped.body.data.swapPrimaryAndSecondaryEmails.email).toBe(attacker);
    const [swapNotice] = await notices(candidate.email, 'Your sign-in email address has changed');
    expect(swapNotice!.text).toContain(`${candidate.email} no longer signs in`);
    expect((await notices(attacker, 'Your sign-in email address has changed')).length).toBe(1);

    // The owner follows the first notice's link, signed out.
    const response = await secureAccount(undoToken(toPrimary!));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      email: candidate.email,
      secondaryEmail: candidate.secondary,
      previousEmailTaken: null,
      previousSecondaryEmailTaken: null,
      passwordResetSent: true,
    });
    expect(await stored(candidate.userId)).toMatchObject({
      email: candidate.email,
      secondaryEmail: candidate.secondary,
      secondaryEmailVerifiedAt: expect.any(Date),
    });
    // Every session ended, the attacker's address signs in no more.
    expect(await signedIn(candidate.token)).toBe(false);
    expect(await signedIn(otherSession)).toBe(false);
    expect((await login(attacker, candidate.password)).statusCode).toBe(401);
    // A reset link went to the restored sign-in address, and sets a password that signs in.
    const [reset] = await notices(candidate.email, 'Reset your password');
    const resetId = new URL(reset!.links[0]!).searchParams.get('passwordResetId');
    const done = await post(t.app, '/resetPassword/resetUserPassword', {
      resetId,
      password: OTHER_STRONG_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(candidate.email, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
    // The later notice (which reached the attacker's address) no longer works.
    const late = await secureAccount(
      undoToken((await notices(attacker, 'Your sign-in email address has changed'))[0]!),
    );
    expect(late.statusCode).toBe(400);
    expect(await stored(candidate.userId)).toMatchObject({ secondaryEmail: candidate.secondary });
  });

  it('a confirmed e-mail change mails the old address; its link puts the old address back and cancels nothing twice', async () => {
    const candidate = await signedInCandidate(t.app);
    await reenterPassword(candidate);
    const target = uniqueEmail('new');
    await gql(candidate.token, INITIATE_EMAIL_CHANGE, { email: target });
    const [change] = await t.database.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, candidate.userId));
    const confirmed = await post(t.app, '/auth/confirm-change-email-auth', {
      email: target,
      id: change!.id,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [notice] = await notices(candidate.email, 'Your sign-in email address has changed');
    expect(notice!.text).toContain(`changed from ${candidate.email} to ${target}`);
    expect(await notices(target, 'Your sign-in email address has changed')).toEqual([]);
    const newSession = confirmed.json().token as string;

    const token = undoToken(notice!);
    expect((await secureAccount(token)).statusCode).toBe(200);
    expect((await stored(candidate.userId)).email).toBe(candidate.email);
    expect(await signedIn(newSession)).toBe(false);

    // Once only.
    const again = await secureAccount(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(apiMessages.secureAccountLinkUsed);
  });

  it('an expired, unknown or empty link is refused and changes nothing', async () => {
    const candidate = await withVerifiedSecondary();
    await reenterPassword(candidate);
    await gql(candidate.token, SWAP);
    const [notice] = await notices(candidate.email, 'Your sign-in email address has changed');
    const token = undoToken(notice!);
    await t.database.db
      .update(accountChangeNotices)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountChangeNotices.tokenHash, sha256Hex(token)));

    const expired = await secureAccount(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(apiMessages.secureAccountLinkExpired);
    const unknown = await secureAccount('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(apiMessages.secureAccountLinkIncorrect);
    for (const bad of ['', null, 42, 'y'.repeat(201)]) {
      expect((await secureAccount(bad)).statusCode).toBe(400);
    }
    expect(await stored(candidate.userId)).toMatchObject({
      email: candidate.secondary,
      secondaryEmail: candidate.email,
    });
    expect(await signedIn(candidate.token)).toBe(true);
  });

  it('an old address another account holds now is not put back, says so, and the sessions end all the same', async () => {
    const candidate = await signedInCandidate(t.app);
    await reenterPassword(candidate);
    const target = uniqueEmail('new');
    await gql(candidate.token, INITIATE_EMAIL_CHANGE, { email: target });
    const [change] = await t.database.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, candidate.userId));
    await post(t.app, '/auth/confirm-change-email-auth', { email: target, id: change!.id });
    const [notice] = await notices(candidate.email, 'Your sign-in email address has changed');
    // Someone registers the freed address meanwhile.
    const taker = await signedInCandidate(t.app, { email: candidate.email });

    const response = await secureAccount(undoToken(notice!));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: target,
      previousEmailTaken: candidate.email,
      passwordResetSent: false,
    });
    expect((await stored(candidate.userId)).email).toBe(target);
    expect(await signedIn(candidate.token)).toBe(false);
    expect(await signedIn(taker.token)).toBe(true);
    expect(await notices(target, 'Reset your password')).toEqual([]);
  });

  it('a password change mails the sign-in and the verified secondary address; a reset does too', async () => {
    const candidate = await withVerifiedSecondary();
    await reenterPassword(candidate);
    await gql(candidate.token, CHANGE_PASSWORD, { password: OTHER_STRONG_PASSWORD });
    expect((await notices(candidate.email, 'Your password was changed')).length).toBe(1);
    expect((await notices(candidate.secondary, 'Your password was changed')).length).toBe(1);

    await post(
      t.app,
      `/resetPassword/requestUserPasswordReset?email=${encodeURIComponent(candidate.email)}`,
    );
    const [reset] = await notices(candidate.email, 'Reset your password');
    await post(t.app, '/resetPassword/resetUserPassword', {
      resetId: new URL(reset!.links[0]!).searchParams.get('passwordResetId'),
      password: 'Th1rd!Passw0rd',
    });
    expect((await notices(candidate.email, 'Your password was changed')).length).toBe(2);
    expect((await notices(candidate.secondary, 'Your password was changed')).length).toBe(2);
  });

  it('is limited per network address', async () => {
    const limited = await createTestApp({
      database: t.database,
      env: { ACCOUNT_RECOVERIES_PER_ADDRESS: '2' },
    });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/auth/secure-account',
          payload: { token: randomUUID() },
          remoteAddress: '10.49.250.1',
        });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('sessions a candidate can see', () => {
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

  it('lists the active sessions with their device, this one marked; signs one out; the others', async () => {
    const candidate = await signedInCandidate(t.app);
    const laptop = (await login(candidate.email, candidate.password, FIREFOX)).json()
      .token as string;
    const phone = (await login(candidate.email, candidate.password, 'x'.repeat(500))).json()
      .token as string;
    const [stored500] = await t.database.db
      .select({ userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(phone)));
    expect(stored500!.userAgent).toHaveLength(200);

    const list = (await gql(laptop, LIST_SESSIONS)).body.data.userSessions;
    expect(list).toHaveLength(3);
    const mine = list.filter((s: { current: boolean }) => s.current);
    expect(mine).toEqual([
      {
        id: expect.any(String),
        device: 'Firefox on Linux',
        signedInAt: expect.any(String),
        lastUsedAt: expect.any(String),
        current: true,
      },
    ]);
    const [phoneRow] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(phone)));
    // A User-Agent the reader does not know names no device.
    expect(list.find((s: { id: string }) => s.id === phoneRow!.id)).toMatchObject({
      device: 'Unknown device',
      current: false,
    });

    const afterOne = await gql(laptop, SIGN_OUT_SESSION, { sessionId: phoneRow!.id });
    expect(afterOne.body.data.signOutSession).toHaveLength(2);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(candidate.token)).toBe(true);

    // This session is ended with Sign Out, not here.
    expectRefusedWith(
      await gql(laptop, SIGN_OUT_SESSION, { sessionId: mine[0].id }),
      'BAD_USER_INPUT',
      apiMessages.sessionIsThisDevice,
    );
    // An ended one is not found.
    expectRefusedWith(
      await gql(laptop, SIGN_OUT_SESSION, { sessionId: phoneRow!.id }),
      'NOT_FOUND',
      apiMessages.sessionNotFound,
    );

    const leftAlone = await gql(laptop, SIGN_OUT_OTHERS);
    expect(leftAlone.body.data.signOutOtherSessions).toEqual([
      { ...mine[0], lastUsedAt: expect.any(String) },
    ]);
    expect(await signedIn(candidate.token)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
  });

  it("refuses another candidate's session id, and that session goes on", async () => {
    const candidate = await signedInCandidate(t.app);
    const other = await signedInCandidate(t.app);
    const [othersSession] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(other.token)));
    expectRefusedWith(
      await gql(candidate.token, SIGN_OUT_SESSION, { sessionId: othersSession!.id }),
      'NOT_FOUND',
      apiMessages.sessionNotFound,
    );
    expectRefusedWith(
      await gql(candidate.token, SIGN_OUT_SESSION, { sessionId: 'not-a-session' }),
      'NOT_FOUND',
      apiMessages.sessionNotFound,
    );
    expect(await signedIn(other.token)).toBe(true);
    const list = (await gql(candidate.token, LIST_SESSIONS)).body.data.userSessions;
    expect(list.map((s: { id: string }) => s.id)).not.toContain(othersSession!.id);
    expect(list).toHaveLength(1);
  });

  it('leaves out a session that has ended idle (decision 050)', async () => {
    const candidate = await signedInCandidate(t.app);
    const laptop = (await login(candidate.email, candidate.password, FIREFOX)).json()
      .token as string;
    // The first session unused for three hours: refused, not revoked, so only the date ends it.
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where(eq(sessions.tokenHash, sha256Hex(candidate.token)));
    const list = (await gql(laptop, LIST_SESSIONS)).body.data.userSessions;
    expect(list).toEqual([expect.objectContaining({ device: 'Firefox on Linux', current: true })]);
    // Nor can it be signed out: it is over already.
    const [idle] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(candidate.token)));
    expectRefusedWith(
      await gql(laptop, SIGN_OUT_SESSION, { sessionId: idle!.id }),
      'NOT_FOUND',
      apiMessages.sessionNotFound,
    );
  });

  it('a password change may keep the other sessions signed in', async () => {
    const candidate = await signedInCandidate(t.app);
    const other = (await login(candidate.email, candidate.password)).json().token as string;
    await reenterPassword(candidate);
    const kept = await gql(candidate.token, CHANGE_PASSWORD, {
      password: OTHER_STRONG_PASSWORD,
      signOut: false,
    });
    expect(kept.body).toEqual({ data: { updateUserPassword: true } });
    expect(await signedIn(other)).toBe(true);

    await gql(candidate.token, VERIFY, { password: OTHER_STRONG_PASSWORD });
    await gql(candidate.token, CHANGE_PASSWORD, { password: 'Th1rd!Passw0rd' });
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(candidate.token)).toBe(true);
  });
});
