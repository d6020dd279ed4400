import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateInvitations, firms, users } from '../../db/schema.ts';
import { mailbox, signedInCandidate, uniqueEmail } from '../../test-support/flows.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test-support/test-app.ts';
import { createFirm, listFirms } from './firms.ts';
import { listInvitations, sendInvitation } from './invite.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
let firmCounter = 0;
const firmName = (label = 'Firm') => `${label} ${Date.now()} ${++firmCounter}`;

async function newFirm(label?: string) {
  return (await createFirm(t.database.db, firmName(label))).firm;
}

const invite = (
  firm: string,
  email: string,
  names: { firstName?: string; lastName?: string } = {},
) => sendInvitation(t.app.services, { firmName: firm, email, ...names });

async function invitationRows(firmId: string) {
  return t.database.db
    .select()
    .from(candidateInvitations)
    .where(eq(candidateInvitations.firmId, firmId));
}

describe('firms', () => {
  it('creates a firm once: the same name again (any case, extra spaces) reports the existing one', async () => {
    const name = firmName('Acme Legal');
    const first = await createFirm(t.database.db, `  ${name} `);
    expect(first.created).toBe(true);
    expect(first.firm.name).toBe(name);
    const again = await createFirm(t.database.db, name.toUpperCase().replace(' ', '   '));
    expect(again).toEqual({ firm: first.firm, created: false });
    const rows = await t.database.db.select().from(firms).where(eq(firms.name, name));
    expect(rows).toHaveLength(1);
  });

  it('refuses an empty name, and lists firms with their numbers', async () => {
    await expect(createFirm(t.database.db, '   ')).rejects.toThrow('A firm needs a name.');
    const firm = await newFirm('Listed');
    await invite(firm.name, uniqueEmail('listed'));
    const listed = (await listFirms(t.database.db)).find((f) => f.id === firm.id);
    expect(listed).toMatchObject({
      name: firm.name,
      invitations: 1,
      pendingInvitations: 1,
      activeConnections: 0,
    });
  });
});

describe('sendInvitation', () => {
  it('invites a new address: an unbound PENDING invitation for 30 days, and a mail with its link', async () => {
    const firm = await newFirm('Globex');
    const email = uniqueEmail('Invitee');
    const before = Date.now();
    const sent = await invite(firm.name, email.toUpperCase(), {
      firstName: 'Grace',
      lastName: 'Hopper',
    });

    expect(sent).toMatchObject({
      firm: firm.name,
      email: email.toLowerCase(),
      candidate: null,
      status: 'PENDING',
      mailed: true,
      alreadyConnected: false,
    });
    expect(sent.link).toBe(
      `${TEST_PUBLIC_URL}/invitation/${sent.code}?firstname=Grace&lastname=Hopper`,
    );
    const expiresIn = sent.expiresAt.getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(30 * DAY_MS - 1000);
    expect(expiresIn).toBeLessThanOrEqual(30 * DAY_MS + 60_000);

    const [row] = await invitationRows(firm.id);
    expect(row).toMatchObject({ userId: null, email: email.toLowerCase(), code: sent.code });

    const [mail] = await mailbox(t.app, email.toLowerCase());
    expect(mail!.subject).toBe(`${firm.name} invites you to connect on Candidate Portal`);
    expect(mail!.links).toEqual([sent.link]);
    expect(mail!.text).toContain('Hi Grace,');
    expect(mail!.text).toContain('30 days');
  });

  it('binds the invitation to the account that has the address (primary or verified secondary)', async () => {
    const firm = await newFirm('Initech');
    const primary = await signedInCandidate(t.app);
    const sent = await invite(firm.name, primary.email);
    expect(sent).toMatchObject({ candidate: primary.email, status: 'PENDING', mailed: true });
    expect(sent.link).toBe(`${TEST_PUBLIC_URL}/invitation/${sent.code}`);

    const withSecondary = await signedInCandidate(t.app);
    const secondary = uniqueEmail('personal');
    await t.database.db
      .update(users)
      .set({ secondaryEmail: secondary, secondaryEmailVerifiedAt: new Date() })
      .where(eq(users.id, withSecondary.userId));
    const toSecondary = await invite(firm.name, secondary);
    expect(toSecondary.candidate).toBe(withSecondary.email);

    const rows = await invitationRows(firm.id);
    expect(rows.map((r) => r.userId).sort()).toEqual([primary.userId, withSecondary.userId].sort());
    expect((await mailbox(t.app, secondary))[0]!.text).toContain('Hi Ada,');
  });

  it('does not bind to an account whose secondary address is not verified', async () => {
    const firm = await newFirm('Unverified');
    const candidate = await signedInCandidate(t.app);
    const secondary = uniqueEmail('unverified');
    await t.database.db
      .update(users)
      .set({ secondaryEmail: secondary })
      .where(eq(users.id, candidate.userId));
    const sent = await invite(firm.name, secondary);
    expect(sent.candidate).toBeNull();
  });

  it('renews code and expiry on a re-invite: one row, an IGNORED one is PENDING again', async () => {
    const firm = await newFirm('Renewal');
    const candidate = await signedInCandidate(t.app);
    const first = await invite(firm.name, candidate.email);
    await t.database.db
      .update(candidateInvitations)
      .set({ status: 'IGNORED', expiresAt: new Date(Date.now() + DAY_MS) })
      .where(eq(candidateInvitations.code, first.code));

    const second = await invite(firm.name, candidate.email);
    expect(second.code).not.toBe(first.code);
    expect(second.status).toBe('PENDING');
    expect(second.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    const rows = await invitationRows(firm.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ code: second.code, status: 'PENDING' });
    expect(await mailbox(t.app, candidate.email)).toHaveLength(3); // confirmation + 2 invitations
  });

  it('renews an unbound invitation of the same address, and binds it once the account exists', async () => {
    const firm = await newFirm('Unbound');
    const email = uniqueEmail('later');
    const first = await invite(firm.name, email);
    const second = await invite(firm.name, email);
    expect((await invitationRows(firm.id)).map((r) => r.code)).toEqual([second.code]);
    expect(second.code).not.toBe(first.code);

    const candidate = await signedInCandidate(t.app, { email });
    const third = await invite(firm.name, email);
    const rows = await invitationRows(firm.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: candidate.userId, code: third.code });
  });

  it('reports an ACCEPTED invitation as already connected, changes nothing and sends no mail', async () => {
    const firm = await newFirm('Connected');
    const candidate = await signedInCandidate(t.app);
    const first = await invite(firm.name, candidate.email);
    await t.database.db
      .update(candidateInvitations)
      .set({ status: 'ACCEPTED' })
      .where(eq(candidateInvitations.code, first.code));
    const mailsBefore = (await mailbox(t.app, candidate.email)).length;

    const again = await invite(firm.name, candidate.email);
    expect(again).toMatchObject({
      status: 'ACCEPTED',
      code: first.code,
      mailed: false,
      alreadyConnected: true,
    });
    expect(await mailbox(t.app, candidate.email)).toHaveLength(mailsBefore);
    const [row] = await invitationRows(firm.id);
    expect(row).toMatchObject({ status: 'ACCEPTED', code: first.code });
  });

  it('refuses an unknown firm and a bad address, and writes nothing', async () => {
    const email = uniqueEmail('nobody');
    await expect(invite('No Such Firm Anywhere', email)).rejects.toThrow(
      'No firm is named "No Such Firm Anywhere". Create it first',
    );
    const firm = await newFirm('Strict');
    await expect(invite(firm.name, 'not-an-address')).rejects.toThrow('is not a valid e-mail');
    expect(await invitationRows(firm.id)).toEqual([]);
    expect(await mailbox(t.app, email)).toEqual([]);
  });

  it('lists invitations newest first with the firm and the bound account', async () => {
    const firm = await newFirm('Listing');
    const candidate = await signedInCandidate(t.app);
    await invite(firm.name, uniqueEmail('someone'));
    const bound = await invite(firm.name, candidate.email);
    const [newest] = await listInvitations(t.database.db, 1);
    expect(newest).toMatchObject({
      firm: firm.name,
      email: candidate.email,
      candidate: candidate.email,
      status: 'PENDING',
      code: bound.code,
    });
    const rows = await t.database.db
      .select()
      .from(candidateInvitations)
      .where(
        and(
          eq(candidateInvitations.firmId, firm.id),
          eq(candidateInvitations.userId, candidate.userId),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});
