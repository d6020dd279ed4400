/**
 * The invitation mail's link (GET /invitation/:code) and invitation codes at sign-in and at e-mail
 * confirmation: each makes (or finds) the firm's PENDING invitation for the candidate, and a code
 * that no longer works never fails the step.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateInvitations } from '../db/schema.ts';
import { createFirm } from '../modules/invitations/firms.ts';
import { sendInvitation } from '../modules/invitations/invite.ts';
import {
  latestLink,
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

let counter = 0;
async function invite(email: string, names: { firstName?: string; lastName?: string } = {}) {
  const { firm } = await createFirm(t.database.db, `Firm ${Date.now()} ${++counter}`);
  const sent = await sendInvitation(t.app.services, { firmName: firm.name, email, ...names });
  return { firm, sent };
}

const visit = (path: string) => t.app.inject({ method: 'GET', url: path });

async function expire(code: string) {
  await t.database.db
    .update(candidateInvitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(candidateInvitations.code, code));
}

async function invitationsOf(userId: string) {
  return t.database.db
    .select()
    .from(candidateInvitations)
    .where(eq(candidateInvitations.userId, userId));
}

describe('GET /invitation/:code', () => {
  it('sends a new address to registration with the firm, the address and the names', async () => {
    const email = uniqueEmail('new');
    const { firm, sent } = await invite(email, { firstName: 'Grace', lastName: "O'Hara" });
    const link = new URL(sent.link);
    const response = await visit(`${link.pathname}${link.search}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const target = new URL(response.headers.location!, 'http://app.test');
    expect(target.pathname).toBe('/register');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      code: sent.code,
      companyName: firm.name,
      email,
      firstname: 'Grace',
      lastname: "O'Hara",
    });
  });

  it('leaves the names out when the link has none', async () => {
    const email = uniqueEmail('plain');
    const { firm, sent } = await invite(email);
    const response = await visit(`/invitation/${sent.code}`);
    const target = new URL(response.headers.location!, 'http://app.test');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      code: sent.code,
      companyName: firm.name,
      email,
    });
  });

  it('sends someone with an account to sign in with the code', async () => {
    const candidate = await signedInCandidate(t.app);
    const { sent } = await invite(candidate.email);
    const response = await visit(`/invitation/${sent.code}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/login?code=${sent.code}`);

    // An invitation sent before the account existed: the address now belongs to one.
    const email = uniqueEmail('registered-later');
    const { sent: early } = await invite(email);
    await signedInCandidate(t.app, { email });
    expect((await visit(`/invitation/${early.code}`)).headers.location).toBe(
      `/login?code=${early.code}`,
    );
  });

  it('sends an expired or unknown code to the expired-invitation notice, whatever it holds', async () => {
    const { sent } = await invite(uniqueEmail('expired'));
    await expire(sent.code);
    for (const path of [
      `/invitation/${sent.code}`,
      '/invitation/no-such-code',
      `/invitation/${'x'.repeat(500)}`,
      "/invitation/'%20OR%201=1--",
      '/invitation/%F0%9F%98%80?firstname=a&firstname=b',
      '/invitation',
      '/invitation/',
    ]) {
      const response = await visit(path);
      expect(response.statusCode, path).toBe(302);
      expect(response.headers.location, path).toBe('/login?invitationExpired=true');
    }
  });

  it('never answers 500 to a malformed path', async () => {
    const response = await visit('/invitation/%E0%A4%A');
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('invitation codes at sign-in and at e-mail confirmation', () => {
  it('sign-in with the code of an unbound invitation binds it to the candidate (PENDING)', async () => {
    const { email, password } = await register(t.app);
    const confirmation = await latestLink(t.app, email);
    const confirmed = await post(t.app, '/auth/confirm-email-auth', {
      email,
      confirmationId: confirmation.searchParams.get('id'),
    });
    const { userId } = confirmed.json<{ userId: string }>();
    // Invited at another address (say, forwarded): still claimed by whoever signs in with it.
    const { firm, sent } = await invite(uniqueEmail('work'));

    const login = await post(t.app, '/auth/login', { email, password, invitationCode: sent.code });
    expect(login.statusCode, login.body).toBe(200);
    const mine = await invitationsOf(userId);
    expect(mine).toEqual([
      expect.objectContaining({ firmId: firm.id, code: sent.code, status: 'PENDING' }),
    ]);
  });

  it('sign-in with an expired or unknown code still signs in and creates nothing', async () => {
    const candidate = await signedInCandidate(t.app);
    const { sent } = await invite(uniqueEmail('gone'));
    await expire(sent.code);
    for (const invitationCode of [sent.code, 'unknown-code']) {
      const login = await post(t.app, '/auth/login', {
        email: candidate.email,
        password: candidate.password,
        invitationCode,
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().token).toEqual(expect.any(String));
    }
    expect(await invitationsOf(candidate.userId)).toEqual([]);
  });

  it('confirming the address with the code of the registration creates the invitation', async () => {
    const email = uniqueEmail('registers');
    const { firm, sent } = await invite(email);
    await register(t.app, { email, invitationCode: sent.code });
    const link = await latestLink(t.app, email);
    expect(link.searchParams.get('code')).toBe(sent.code);

    const confirmed = await post(t.app, '/auth/confirm-email-auth', {
      email,
      confirmationId: link.searchParams.get('id'),
      code: link.searchParams.get('code'),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { userId } = confirmed.json<{ userId: string }>();
    expect(await invitationsOf(userId)).toEqual([
      expect.objectContaining({ firmId: firm.id, code: sent.code, status: 'PENDING' }),
    ]);
  });

  it('confirming with a code the registration did not carry claims that code', async () => {
    const { email } = await register(t.app);
    const { firm, sent } = await invite(uniqueEmail('elsewhere'));
    const link = await latestLink(t.app, email);
    const confirmed = await post(t.app, '/auth/confirm-email-auth', {
      email,
      confirmationId: link.searchParams.get('id'),
      code: sent.code,
    });
    const { userId } = confirmed.json<{ userId: string }>();
    const [row] = await t.database.db
      .select()
      .from(candidateInvitations)
      .where(
        and(eq(candidateInvitations.firmId, firm.id), eq(candidateInvitations.userId, userId)),
      );
    expect(row).toMatchObject({ status: 'PENDING', code: sent.code });
  });

  it('confirming with an expired code still confirms and signs in', async () => {
    const email = uniqueEmail('late');
    const { sent } = await invite(email);
    await register(t.app, { email, invitationCode: sent.code });
    await expire(sent.code);
    const link = await latestLink(t.app, email);
    const confirmed = await post(t.app, '/auth/confirm-email-auth', {
      email,
      confirmationId: link.searchParams.get('id'),
      code: sent.code,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await invitationsOf(confirmed.json().userId)).toEqual([]);
  });
});
