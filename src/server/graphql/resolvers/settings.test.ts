/**
 * User Settings through the real API: GraphQL for the settings mutations, POST /auth/login to show
 * who can sign in afterwards, the mail outbox for the links. The e-mail change links themselves are
 * tested in routes/change-email.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../domain/api-messages.ts';
import { messages } from '../../../domain/messages.ts';
import { passwordRules } from '../../../domain/password-rules.ts';
import { settingsMessages } from '../../../domain/settings.ts';
import {
  emailChanges,
  loginAttempts,
  passwordResets,
  personalInformation,
  sessions,
  users,
} from '../../db/schema.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import {
  mailbox,
  OTHER_STRONG_PASSWORD,
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

// Each call from its own client address: the per-address sign-in limit is not what is tested here.
let addressCounter = 0;
const nextAddress = () => {
  const n = ++addressCounter;
  return `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

interface Candidate {
  email: string;
  password: string;
  userId: string;
  token: string;
}

async function gql(
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
  app = t.app,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    payload: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });

async function secondSession(candidate: Candidate): Promise<string> {
  const response = await login(candidate.email, candidate.password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

const USER_FIELDS = `id firstName lastName email secondaryEmail secondaryEmailVerified pendingSecondaryEmail linkedInUrl phoneNumber phoneNumberLocale
  settings { visibility diversityOptIn { optIn } changeEmail { newEmail emailStatus initiatedAt isChangeWindowOpen } }`;
const GET_USER = `query GetUser { user { ${USER_FIELDS} } }`;

async function userOf(token: string) {
  const { status, body } = await gql(token, GET_USER);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.user;
}

async function storedUser(userId: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return user!;
}

/** A mutation with the caller's token and a fresh clientMutationId (unless given). */
function mutate(
  token: string,
  name: string,
  args: Record<string, { type: string; value: unknown }>,
  selection: string | null = USER_FIELDS,
  clientMutationId: string = randomUUID(),
  app = t.app,
) {
  const params = Object.entries(args)
    .map(([key, { type }]) => `$${key}: ${type}, `)
    .join('');
  const passed = Object.keys(args)
    .map((key) => `${key}: $${key}, `)
    .join('');
  const query = `mutation M(${params}$clientMutationId: ID!) {
    ${name}(${passed}clientMutationId: $clientMutationId)${selection ? ` { ${selection} }` : ''}
  }`;
  const variables = Object.fromEntries(
    Object.entries(args).map(([key, { value }]) => [key, value]),
  );
  return gql(token, query, { ...variables, clientMutationId }, app);
}

const str = (value: unknown) => ({ type: 'String!', value });
const optionalStr = (value: unknown) => ({ type: 'String', value });

function expectRefused(
  result: {
    status: number;
    body: { data: unknown; errors?: { message: string; extensions: { code: string } }[] };
  },
  code: string,
  message: string,
) {
  expect(result.status).toBe(200);
  expect(result.body.data).toBeNull();
  expect(result.body.errors?.[0]).toMatchObject({ message, extensions: { code } });
}

const verifyPassword = (token: string, password: string) =>
  mutate(token, 'verifyUserPassword', { password: str(password) }, 'verified lastVerification');

const initiateChange = (token: string, email: string) =>
  mutate(token, 'initiateChangeEmail', { email: str(email) });

/** Verified in the session of `candidate.token`. */
async function verified(candidate: Candidate) {
  const result = await verifyPassword(candidate.token, candidate.password);
  expect(result.body.data.verifyUserPassword.verified).toBe(true);
}

async function verifySecondaryThroughLink(address: string) {
  const [mail] = await mailbox(t.app, address);
  const link = new URL(mail!.links[0]!);
  const response = await post(t.app, '/auth/confirm-change-secondary-email-auth', {
    email: link.searchParams.get('email'),
    id: link.searchParams.get('id'),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('User.settings', () => {
  it('answers the defaults: invite_only, no demographic opt-in, no e-mail change', async () => {
    const candidate = await signedInCandidate(t.app);
    expect((await userOf(candidate.token)).settings).toEqual({
      visibility: 'invite_only',
      diversityOptIn: { optIn: false },
      changeEmail: null,
    });
  });

  it('reads the demographic opt-in from the personal information', async () => {
    const candidate = await signedInCandidate(t.app);
    await t.database.db
      .insert(personalInformation)
      .values({ userId: candidate.userId, diversityOptIn: true });
    expect((await userOf(candidate.token)).settings.diversityOptIn).toEqual({ optIn: true });
  });

  it('needs a session', async () => {
    const result = await gql(undefined, GET_USER);
    expect(result.status).toBe(401);
  });
});

describe('updateUserName', () => {
  const rename = (token: string, id: string, firstName: unknown, lastName: unknown, key?: string) =>
    mutate(
      token,
      'updateUserName',
      { id: { type: 'ID!', value: id }, firstName: str(firstName), lastName: str(lastName) },
      USER_FIELDS,
      key,
    );

  it('stores the names trimmed', async () => {
    const candidate = await signedInCandidate(t.app);
    const result = await rename(candidate.token, candidate.userId, '  Grace ', ' Hopper  ');
    expect(result.body.data.updateUserName).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(await storedUser(candidate.userId)).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });

  it('refuses a blank or overlong name and changes nothing', async () => {
    const candidate = await signedInCandidate(t.app);
    expectRefused(
      await rename(candidate.token, candidate.userId, '   ', 'Hopper'),
      'BAD_USER_INPUT',
      messages.fieldRequired,
    );
    expectRefused(
      await rename(candidate.token, candidate.userId, 'Grace', 'x'.repeat(101)),
      'BAD_USER_INPUT',
      settingsMessages.nameTooLong,
    );
    expect(await storedUser(candidate.userId)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it("refuses another user's id (FORBIDDEN) and changes neither account", async () => {
    const candidate = await signedInCandidate(t.app);
    const other = await signedInCandidate(t.app, { firstName: 'Other', lastName: 'Person' });
    expectRefused(
      await rename(candidate.token, other.userId, 'Mallory', 'Evil'),
      'FORBIDDEN',
      apiMessages.notYourAccount,
    );
    expect(await storedUser(other.userId)).toMatchObject({
      firstName: 'Other',
      lastName: 'Person',
    });
    expect(await storedUser(candidate.userId)).toMatchObject({ firstName: 'Ada' });
  });

  it('answers a replay with the first result', async () => {
    const candidate = await signedInCandidate(t.app);
    const key = randomUUID();
    const first = await rename(candidate.token, candidate.userId, 'Grace', 'Hopper', key);
    await t.database.db
      .update(users)
      .set({ firstName: 'Changed' })
      .where(eq(users.id, candidate.userId));
    const replay = await rename(candidate.token, candidate.userId, 'Grace', 'Hopper', key);
    expect(replay.body).toEqual(first.body);
    expect((await storedUser(candidate.userId)).firstName).toBe('Changed');
  });
});

describe('updateUser', () => {
  const update = (token: string, args: Record<string, unknown>) =>
    mutate(token, 'updateUser', {
      firstName: optionalStr(args.firstName ?? null),
      lastName: optionalStr(args.lastName ?? null),
      visibility: { type: 'Visibility', value: args.visibility ?? null },
      password: optionalStr(args.password ?? null),
    });

  it('changes the name, or the visibility', async () => {
    const candidate = await signedInCandidate(t.app);
    const named = await update(candidate.token, { firstName: ' Grace', lastName: 'Hopper ' });
    expect(named.body.data.updateUser).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });

    const shared = await update(candidate.token, { visibility: 'public' });
    expect(shared.body.data.updateUser.settings.visibility).toBe('public');
    expect((await storedUser(candidate.userId)).visibility).toBe('public');
  });

  it('changes the password like updateUserPassword: other sessions end', async () => {
    const candidate = await signedInCandidate(t.app);
    const other = await secondSession(candidate);
    expectRefused(
      await update(candidate.token, { password: OTHER_STRONG_PASSWORD }),
      'PASSWORD_VERIFICATION_REQUIRED',
      apiMessages.passwordVerificationRequired,
    );
    await verified(candidate);
    const result = await update(candidate.token, { password: OTHER_STRONG_PASSWORD });
    expect(result.body.data.updateUser.id).toBe(candidate.userId);
    expect((await gql(other, GET_USER)).status).toBe(401);
    expect((await login(candidate.email, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses no group, two groups, a lone first name, and a bad visibility', async () => {
    const candidate = await signedInCandidate(t.app);
    expectRefused(
      await update(candidate.token, {}),
      'BAD_USER_INPUT',
      settingsMessages.updateUserOneGroup,
    );
    expectRefused(
      await update(candidate.token, {
        firstName: 'Grace',
        lastName: 'Hopper',
        visibility: 'public',
      }),
      'BAD_USER_INPUT',
      settingsMessages.updateUserOneGroup,
    );
    expectRefused(
      await update(candidate.token, { firstName: 'Grace' }),
      'BAD_USER_INPUT',
      messages.fieldRequired,
    );
    const badEnum = await update(candidate.token, { visibility: 'everyone' });
    expect(badEnum.status).toBe(400);
    expect(await storedUser(candidate.userId)).toMatchObject({
      firstName: 'Ada',
      visibility: 'invite_only',
    });
  });
});

describe('updateUserPassword', () => {
  const change = (token: string, password: string) =>
    mutate(token, 'updateUserPassword', { password: str(password) }, null);

  /** Nothing changed: the old password signs in and the other session still works. */
  async function expectUnchanged(candidate: Candidate, otherToken: string, hashBefore: string) {
    expect((await storedUser(candidate.userId)).passwordHash).toBe(hashBefore);
    expect((await gql(otherToken, GET_USER)).status).toBe(200);
    expect((await login(candidate.email, candidate.password)).statusCode).toBe(200);
    const notices = (await mailbox(t.app, candidate.email)).filter(
      (m) => m.subject === 'Your password was changed',
    );
    expect(notices).toEqual([]);
  }

  it('sets the new password, ends every other session, keeps this one, and ends open reset links', async () => {
    const candidate = await signedInCandidate(t.app);
    const other = await secondSession(candidate);
    await verified(candidate);
    expect((await gql(other, GET_USER)).status).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/resetPassword/requestUserPasswordReset',
      query: { email: candidate.email },
    });
    const [reset] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, candidate.userId));
    expect(reset!.status).toBe('ACTIVE');

    const result = await change(candidate.token, OTHER_STRONG_PASSWORD);
    expect(result.body).toEqual({ data: { updateUserPassword: true } });

    expect((await gql(other, GET_USER)).status).toBe(401);
    expect((await gql(candidate.token, GET_USER)).status).toBe(200);
    expect((await login(candidate.email, candidate.password)).statusCode).toBe(401);
    expect((await login(candidate.email, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
    const status = await t.app.inject({
      method: 'GET',
      url: '/resetPassword/getPasswordReset',
      query: { id: reset!.id },
    });
    expect(status.json().status).toBe('EXPIRED');
    expect((await storedUser(candidate.userId)).passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('is refused without the current password verified in this session, and changes nothing', async () => {
    const candidate = await signedInCandidate(t.app);
    const other = await secondSession(candidate);
    const before = (await storedUser(candidate.userId)).passwordHash;
    // Another session's verification does not count.
    await verifyPassword(other, candidate.password);
    expectRefused(
      await change(candidate.token, OTHER_STRONG_PASSWORD),
      'PASSWORD_VERIFICATION_REQUIRED',
      apiMessages.passwordVerificationRequired,
    );
    await expectUnchanged(candidate, other, before);
  });

  it('is refused after a wrong current password, and changes nothing', async () => {
    const candidate = await signedInCandidate(t.app);
    const other = await secondSession(candidate);
    const before = (await storedUser(candidate.userId)).passwordHash;
    const wrong = await verifyPassword(candidate.token, 'Wr0ng!Password');
    expect(wrong.body.data.verifyUserPassword.verified).toBe(false);
    expectRefused(
      await change(candidate.token, OTHER_STRONG_PASSWORD),
      'PASSWORD_VERIFICATION_REQUIRED',
      apiMessages.passwordVerificationRequired,
    );
    await expectUnchanged(candidate, other, before);
  });

  it('is refused once the verification is older than the window', async () => {
    const candidate = await signedInCandidate(t.app);
    const other = await secondSession(candidate);
    const before = (await storedUser(candidate.userId)).passwordHash;
    await verified(candidate);
    await t.database.db
      .update(sessions)
      .set({
        passwordVerifiedAt: new Date(Date.now() - t.config.PASSWORD_VERIFICATION_WINDOW_MS - 1000),
      })
      .where(eq(sessions.tokenHash, sha256Hex(candidate.token)));
    expectRefused(
      await change(candidate.token, OTHER_STRONG_PASSWORD),
      'PASSWORD_VERIFICATION_REQUIRED',
      apiMessages.passwordVerificationRequired,
    );
    await expectUnchanged(candidate, other, before);
  });

  it('uses the verification up: a second change needs the password entered again', async () => {
    const candidate = await signedInCandidate(t.app);
    await verified(candidate);
    expect((await change(candidate.token, OTHER_STRONG_PASSWORD)).body).toEqual({
      data: { updateUserPassword: true },
    });
    const afterFirst = (await storedUser(candidate.userId)).passwordHash;
    expectRefused(
      await change(candidate.token, 'Th1rd!Password'),
      'PASSWORD_VERIFICATION_REQUIRED',
      apiMessages.passwordVerificationRequired,
    );
    expect((await storedUser(candidate.userId)).passwordHash).toBe(afterFirst);

    const again = await verifyPassword(candidate.token, OTHER_STRONG_PASSWORD);
    expect(again.body.data.verifyUserPassword.verified).toBe(true);
    expect((await change(candidate.token, 'Th1rd!Password')).body).toEqual({
      data: { updateUserPassword: true },
    });
    expect((await login(candidate.email, 'Th1rd!Password')).statusCode).toBe(200);
  });

  it('a replay of a successful change answers as the first time and changes nothing more', async () => {
    const candidate = await signedInCandidate(t.app);
    await verified(candidate);
    const key = randomUUID();
    const args = { password: str(OTHER_STRONG_PASSWORD) };
    const first = await mutate(candidate.token, 'updateUserPassword', args, null, key);
    expect(first.body).toEqual({ data: { updateUserPassword: true } });
    const hash = (await storedUser(candidate.userId)).passwordHash;
    const replay = await mutate(candidate.token, 'updateUserPassword', args, null, key);
    expect(replay.body).toEqual({ data: { updateUserPassword: true } });
    expect((await storedUser(candidate.userId)).passwordHash).toBe(hash);
    const notices = (await mailbox(t.app, candidate.email)).filter(
      (m) => m.subject === 'Your password was changed',
    );
    expect(notices).toHaveLength(1);
  });

  it('mails the account that its password was changed: when, and what to do if it was not them', async () => {
    const candidate = await signedInCandidate(t.app);
    await verified(candidate);
    const before = Date.now();
    expect((await change(candidate.token, OTHER_STRONG_PASSWORD)).body).toEqual({
      data: { updateUserPassword: true },
    });
    const [notice] = await mailbox(t.app, candidate.email);
    expect(notice!.subject).toBe('Your password was changed');
    const changedAt = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(before);
    expect(notice!.text).toContain(changedAt);
    expect(notice!.text).toMatch(/\d{1,2}:\d{2} [AP]M UTC/);
    expect(notice!.links).toEqual([
      expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}/secure-account\\?token=[\\w-]{43}$`)),
      `${TEST_PUBLIC_URL}/user-request-password-reset`,
    ]);
    expect(notice!.text).toContain(t.config.supportEmail);
    expect(notice!.html).toContain(`href="${notice!.links[0]}"`);
  });

  it('refuses a weak password with the first failing rule and changes nothing', async () => {
    const candidate = await signedInCandidate(t.app);
    const other = await secondSession(candidate);
    const before = (await storedUser(candidate.userId)).passwordHash;
    expectRefused(
      await change(candidate.token, 'short1!A'),
      'BAD_USER_INPUT',
      passwordRules[0]!.message,
    );
    expectRefused(
      await change(candidate.token, 'Paaassword1!'),
      'BAD_USER_INPUT',
      passwordRules[5]!.message,
    );
    expectRefused(await change(candidate.token, ''), 'BAD_USER_INPUT', messages.fieldRequired);
    expect((await storedUser(candidate.userId)).passwordHash).toBe(before);
    expect((await gql(other, GET_USER)).status).toBe(200);
  });
});

describe('verifyUserPassword', () => {
  async function attemptsOf(email: string) {
    return t.database.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
  }

  async function verifiedAtOf(token: string) {
    const [row] = await t.database.db
      .select({ at: sessions.passwordVerifiedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    return row!.at;
  }

  it('a wrong password answers false and counts as a failed sign-in attempt', async () => {
    const candidate = await signedInCandidate(t.app);
    const result = await verifyPassword(candidate.token, 'Wr0ng!Password');
    expect(result.body).toEqual({
      data: { verifyUserPassword: { verified: false, lastVerification: null } },
    });
    expect((await attemptsOf(candidate.email)).map((a) => a.outcome)).toEqual(['FAILURE']);
    expect(await verifiedAtOf(candidate.token)).toBeNull();
  });

  it('the right password stamps this session only', async () => {
    const candidate = await signedInCandidate(t.app);
    const other = await secondSession(candidate);
    const result = await verifyPassword(candidate.token, candidate.password);
    const answer = result.body.data.verifyUserPassword;
    expect(answer.verified).toBe(true);
    const stamped = await verifiedAtOf(candidate.token);
    expect(stamped?.toISOString()).toBe(answer.lastVerification);
    expect(await verifiedAtOf(other)).toBeNull();
  });

  it('after too many failures even the right password is refused with the wait-or-reset message, as sign-in does', async () => {
    const candidate = await signedInCandidate(t.app);
    // Each request comes from its own address here: the account-wide limit is the one reached.
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      const wrong = await verifyPassword(candidate.token, `Wr0ng!Pass${i}`);
      expect(wrong.body.data.verifyUserPassword.verified).toBe(false);
    }
    const right = await verifyPassword(candidate.token, candidate.password);
    expectRefused(right, 'TOO_MANY_ATTEMPTS', apiMessages.signInLocked(15));
    expect(await verifiedAtOf(candidate.token)).toBeNull();
    expect((await login(candidate.email, candidate.password)).statusCode).toBe(429);
  });

  it('a replay of the key from another session is refused, never a stored "verified"', async () => {
    const candidate = await signedInCandidate(t.app);
    const other = await secondSession(candidate);
    const key = randomUUID();
    const args = { password: str(candidate.password) };
    const first = await mutate(candidate.token, 'verifyUserPassword', args, 'verified', key);
    expect(first.body.data.verifyUserPassword.verified).toBe(true);
    const replay = await mutate(
      other,
      'verifyUserPassword',
      { password: str('anything') },
      'verified',
      key,
    );
    expect(replay.body.errors[0].extensions.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await verifiedAtOf(other)).toBeNull();
  });
});

describe('initiateChangeEmail', () => {
  it('is refused without a password verified in this session', async () => {
    const candidate = await signedInCandidate(t.app);
    const other = await secondSession(candidate);
    await verifyPassword(other, candidate.password); // another session's verification does not count
    expectRefused(
      await initiateChange(candidate.token, uniqueEmail('new')),
      'PASSWORD_VERIFICATION_REQUIRED',
      apiMessages.passwordVerificationRequired,
    );
    expect(
      await t.database.db
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.userId, candidate.userId)),
    ).toEqual([]);
  });

  it('is refused once the verification is older than the window', async () => {
    const candidate = await signedInCandidate(t.app);
    await verified(candidate);
    await t.database.db
      .update(sessions)
      .set({
        passwordVerifiedAt: new Date(Date.now() - t.config.PASSWORD_VERIFICATION_WINDOW_MS - 1000),
      })
      .where(eq(sessions.tokenHash, sha256Hex(candidate.token)));
    const result = await initiateChange(candidate.token, uniqueEmail('new'));
    expect(result.body.errors[0].extensions.code).toBe('PASSWORD_VERIFICATION_REQUIRED');
  });

  it('mails a link to the new address and a notice to the current one', async () => {
    const candidate = await signedInCandidate(t.app);
    await verified(candidate);
    const target = uniqueEmail('new');
    const result = await initiateChange(candidate.token, `  ${target.toUpperCase()} `);
    const user = result.body.data.initiateChangeEmail;
    expect(user.email).toBe(candidate.email);
    expect(user.settings.changeEmail).toEqual({
      newEmail: target,
      emailStatus: 'SENT',
      initiatedAt: expect.any(String),
      isChangeWindowOpen: true,
    });

    const [row] = await t.database.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, candidate.userId));
    expect(row!.status).toBe('SENT');
    expect(row!.windowClosesAt.getTime() - row!.initiatedAt.getTime()).toBe(
      t.config.EMAIL_CHANGE_WINDOW_MS,
    );

    const [toNew] = await mailbox(t.app, target);
    const link = new URL(toNew!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/change-email-confirmed`);
    expect(link.searchParams.get('email')).toBe(target);
    expect(link.searchParams.get('id')).toBe(row!.id);

    const [toOld] = await mailbox(t.app, candidate.email);
    expect(toOld!.subject).toMatch(/about to change/);
    expect(toOld!.text).toContain(target);
    expect(toOld!.text).toMatch(/cancel/i);
    expect(toOld!.text).not.toContain(row!.id);
  });

  it('a newer change cancels the open one', async () => {
    const candidate = await signedInCandidate(t.app);
    await verified(candidate);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await initiateChange(candidate.token, first);
    const result = await initiateChange(candidate.token, second);
    expect(result.body.data.initiateChangeEmail.settings.changeEmail.newEmail).toBe(second);
    const rows = await t.database.db
      .select({ newEmail: emailChanges.newEmail, status: emailChanges.status })
      .from(emailChanges)
      .where(eq(emailChanges.userId, candidate.userId));
    expect(rows).toEqual(
      expect.arrayContaining([
        { newEmail: first, status: 'CANCELLED' },
        { newEmail: second, status: 'SENT' },
      ]),
    );
  });

  it('refuses the current address, the own secondary, any address of another account, and a bad address', async () => {
    const candidate = await signedInCandidate(t.app);
    const personal = uniqueEmail('personal');
    await mutate(candidate.token, 'initiateChangeSecondaryEmail', { email: str(personal) });
    const other = await signedInCandidate(t.app);
    const othersPersonal = uniqueEmail('others-personal');
    await mutate(other.token, 'initiateChangeSecondaryEmail', { email: str(othersPersonal) });
    await verified(candidate);

    const cases: [string, string][] = [
      [candidate.email.toUpperCase(), apiMessages.emailUnchanged],
      [personal, apiMessages.emailIsYourSecondary],
      [other.email, apiMessages.emailTaken],
      [othersPersonal, apiMessages.emailTaken],
      ['not-an-address', messages.emailInvalidChangeEmail],
      ['  ', messages.fieldRequired],
    ];
    for (const [address, message] of cases) {
      expectRefused(await initiateChange(candidate.token, address), 'BAD_USER_INPUT', message);
    }
    expect(
      await t.database.db
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.userId, candidate.userId)),
    ).toEqual([]);
  });

  it('stops at the hourly mail cap', async () => {
    const capped = await createTestApp({
      database: t.database,
      env: { ACCOUNT_MAILS_PER_HOUR: '2' },
    });
    try {
      const candidate = await signedInCandidate(capped.app);
      const verify = await mutate(
        candidate.token,
        'verifyUserPassword',
        { password: str(candidate.password) },
        'verified',
        randomUUID(),
        capped.app,
      );
      expect(verify.body.data.verifyUserPassword.verified).toBe(true);
      const start = (email: string) =>
        mutate(
          candidate.token,
          'initiateChangeEmail',
          { email: str(email) },
          'id',
          randomUUID(),
          capped.app,
        );
      expect((await start(uniqueEmail('a'))).body.data).not.toBeNull();
      expect((await start(uniqueEmail('b'))).body.data).not.toBeNull();
      const third = uniqueEmail('c');
      expectRefused(await start(third), 'MAIL_LIMIT_REACHED', apiMessages.emailChangeMailLimit);
      expect(await mailbox(capped.app, third)).toEqual([]);
    } finally {
      await capped.close();
    }
  });
});

describe('cancelChangeEmail and dismissChangeEmail', () => {
  const cancel = (token: string) => mutate(token, 'cancelChangeEmail', {});
  const dismiss = (token: string) => mutate(token, 'dismissChangeEmail', {});

  it('cancel: the open change becomes CANCELLED and is no longer shown', async () => {
    const candidate = await signedInCandidate(t.app);
    expectRefused(await cancel(candidate.token), 'BAD_USER_INPUT', apiMessages.noEmailChangeOpen);
    await verified(candidate);
    await initiateChange(candidate.token, uniqueEmail('new'));
    const result = await cancel(candidate.token);
    expect(result.body.data.cancelChangeEmail.settings.changeEmail).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, candidate.userId));
    expect(row!.status).toBe('CANCELLED');
    expectRefused(await cancel(candidate.token), 'BAD_USER_INPUT', apiMessages.noEmailChangeOpen);
  });

  it('a timed-out change is shown closed until dismissed', async () => {
    const candidate = await signedInCandidate(t.app);
    await verified(candidate);
    const target = uniqueEmail('new');
    await initiateChange(candidate.token, target);
    await t.database.db
      .update(emailChanges)
      .set({ windowClosesAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, candidate.userId));
    expect((await userOf(candidate.token)).settings.changeEmail).toMatchObject({
      newEmail: target,
      emailStatus: 'SENT',
      isChangeWindowOpen: false,
    });

    const result = await dismiss(candidate.token);
    expect(result.body.data.dismissChangeEmail.settings.changeEmail).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, candidate.userId));
    expect(row!.dismissedAt).not.toBeNull();
    // Nothing shown: dismissing again is harmless.
    expect(
      (await dismiss(candidate.token)).body.data.dismissChangeEmail.settings.changeEmail,
    ).toBeNull();
  });
});

describe('initiateChangeSecondaryEmail', () => {
  const setSecondary = (token: string, email: string) =>
    mutate(token, 'initiateChangeSecondaryEmail', { email: str(email) });

  it('sets the address unverified, mails its link, and keeps LinkedIn and phone', async () => {
    const candidate = await signedInCandidate(t.app);
    await mutate(candidate.token, 'updateUserLinkedInUrl', {
      linkedInUrl: str('https://www.linkedin.com/in/ada'),
    });
    await mutate(candidate.token, 'updateUserPhoneNumber', {
      phoneNumber: str('(201) 555-0123'),
      locale: str('US'),
    });
    const personal = uniqueEmail('personal');
    const result = await setSecondary(candidate.token, ` ${personal.toUpperCase()}`);
    expect(result.body.data.initiateChangeSecondaryEmail).toMatchObject({
      secondaryEmail: personal,
      secondaryEmailVerified: false,
      linkedInUrl: 'https://www.linkedin.com/in/ada',
      phoneNumber: '+12015550123',
      phoneNumberLocale: 'US',
    });
    await verifySecondaryThroughLink(personal);
    expect((await userOf(candidate.token)).secondaryEmailVerified).toBe(true);

    // Replacing it keeps the verified address until the new one is verified.
    await verified(candidate);
    const next = uniqueEmail('next');
    const replaced = await setSecondary(candidate.token, next);
    expect(replaced.body.data.initiateChangeSecondaryEmail).toMatchObject({
      secondaryEmail: personal,
      secondaryEmailVerified: true,
      pendingSecondaryEmail: next,
    });
    await verifySecondaryThroughLink(next);
    expect(await userOf(candidate.token)).toMatchObject({
      secondaryEmail: next,
      secondaryEmailVerified: true,
      pendingSecondaryEmail: null,
    });
  });

  it('saving the verified address again withdraws its pending replacement and its link', async () => {
    const candidate = await signedInCandidate(t.app);
    const personal = uniqueEmail('personal');
    await setSecondary(candidate.token, personal);
    await verifySecondaryThroughLink(personal);
    await verified(candidate);
    const next = uniqueEmail('next');
    await setSecondary(candidate.token, next);
    const [mail] = await mailbox(t.app, next);
    const link = new URL(mail!.links[0]!);

    const kept = await setSecondary(candidate.token, personal);
    expect(kept.body.data.initiateChangeSecondaryEmail).toMatchObject({
      secondaryEmail: personal,
      secondaryEmailVerified: true,
      pendingSecondaryEmail: null,
    });
    const late = await post(t.app, '/auth/confirm-change-secondary-email-auth', {
      email: link.searchParams.get('email'),
      id: link.searchParams.get('id'),
    });
    expect(late.statusCode).toBe(400);
    expect((await storedUser(candidate.userId)).secondaryEmail).toBe(personal);
  });

  it('a pending address taken meanwhile by another account is refused at the link, the verified one stays', async () => {
    const candidate = await signedInCandidate(t.app);
    const other = await signedInCandidate(t.app);
    const personal = uniqueEmail('personal');
    await setSecondary(candidate.token, personal);
    await verifySecondaryThroughLink(personal);
    await verified(candidate);
    const contested = uniqueEmail('contested');
    await setSecondary(candidate.token, contested);
    const [mail] = await mailbox(t.app, contested);
    const link = new URL(mail!.links[0]!);
    await setSecondary(other.token, contested);

    const response = await post(t.app, '/auth/confirm-change-secondary-email-auth', {
      email: link.searchParams.get('email'),
      id: link.searchParams.get('id'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(apiMessages.secondaryEmailTaken);
    expect(await storedUser(candidate.userId)).toMatchObject({ secondaryEmail: personal });
  });

  it('refuses the own primary, another account address and a bad address, changing nothing', async () => {
    const candidate = await signedInCandidate(t.app);
    const other = await signedInCandidate(t.app);
    expectRefused(
      await setSecondary(candidate.token, candidate.email),
      'BAD_USER_INPUT',
      apiMessages.secondaryEmailSameAsPrimary,
    );
    expectRefused(
      await setSecondary(candidate.token, other.email),
      'BAD_USER_INPUT',
      apiMessages.secondaryEmailTaken,
    );
    expectRefused(
      await setSecondary(candidate.token, 'nope'),
      'BAD_USER_INPUT',
      messages.secondaryEmailInvalid,
    );
    expectRefused(
      await setSecondary(candidate.token, ' '),
      'BAD_USER_INPUT',
      messages.fieldRequired,
    );
    expect((await storedUser(candidate.userId)).secondaryEmail).toBeNull();
  });
});

describe('swapPrimaryAndSecondaryEmails', () => {
  const swap = (token: string) => mutate(token, 'swapPrimaryAndSecondaryEmails', {});

  it('is refused without a verified secondary address, changing nothing', async () => {
    const candidate = await signedInCandidate(t.app);
    expectRefused(
      await swap(candidate.token),
      'BAD_USER_INPUT',
      apiMessages.swapNeedsVerifiedSecondary,
    );
    const personal = uniqueEmail('personal');
    await mutate(candidate.token, 'initiateChangeSecondaryEmail', { email: str(personal) });
    expectRefused(
      await swap(candidate.token),
      'BAD_USER_INPUT',
      apiMessages.swapNeedsVerifiedSecondary,
    );
    expect(await storedUser(candidate.userId)).toMatchObject({
      email: candidate.email,
      secondaryEmail: personal,
      secondaryEmailVerifiedAt: null,
    });
  });

  it('swaps the addresses; then only the new primary signs in', async () => {
    const candidate = await signedInCandidate(t.app);
    const personal = uniqueEmail('personal');
    await mutate(candidate.token, 'initiateChangeSecondaryEmail', { email: str(personal) });
    await verifySecondaryThroughLink(personal);
    await verified(candidate);

    const result = await swap(candidate.token);
    expect(result.body.data.swapPrimaryAndSecondaryEmails).toMatchObject({
      email: personal,
      secondaryEmail: candidate.email,
      secondaryEmailVerified: true,
    });
    expect((await login(personal, candidate.password)).statusCode).toBe(200);
    expect((await login(candidate.email, candidate.password)).statusCode).toBe(401);
  });
});

describe('LinkedIn URL and phone number', () => {
  it('stores valid values, refuses invalid ones unchanged, and deletes', async () => {
    const candidate = await signedInCandidate(t.app);
    const url = 'https://linkedin.com/in/grace-hopper/';
    const saved = await mutate(candidate.token, 'updateUserLinkedInUrl', {
      linkedInUrl: str(` ${url} `),
    });
    expect(saved.body.data.updateUserLinkedInUrl.linkedInUrl).toBe(url);
    expectRefused(
      await mutate(candidate.token, 'updateUserLinkedInUrl', {
        linkedInUrl: str('https://example.com/in/grace'),
      }),
      'BAD_USER_INPUT',
      messages.linkedInUrlInvalid,
    );

    const phone = await mutate(candidate.token, 'updateUserPhoneNumber', {
      phoneNumber: str('07400 123456'),
      locale: str('GB'),
    });
    expect(phone.body.data.updateUserPhoneNumber).toMatchObject({
      phoneNumber: '+447400123456',
      phoneNumberLocale: 'GB',
    });
    for (const [number, locale] of [
      ['12', 'US'],
      ['07400 123456', 'US'],
      ['07400 123456', 'XX'],
    ]) {
      expectRefused(
        await mutate(candidate.token, 'updateUserPhoneNumber', {
          phoneNumber: str(number),
          locale: str(locale),
        }),
        'BAD_USER_INPUT',
        messages.phoneNumberInvalid,
      );
    }
    expect(await storedUser(candidate.userId)).toMatchObject({
      linkedinUrl: url,
      phoneNumber: '+447400123456',
      phoneNumberLocale: 'GB',
    });

    await mutate(candidate.token, 'deleteUserLinkedInUrl', {});
    const cleared = await mutate(candidate.token, 'deleteUserPhoneNumber', {});
    expect(cleared.body.data.deleteUserPhoneNumber).toMatchObject({
      linkedInUrl: null,
      phoneNumber: null,
      phoneNumberLocale: null,
    });
  });
});
