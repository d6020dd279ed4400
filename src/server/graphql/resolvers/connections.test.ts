/**
 * Connect / Ignore, Disconnect / Reconnect and claimInvitation through GraphQL, against the
 * database: every allowed and refused transition, another candidate's ids, and codes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../domain/api-messages.ts';
import { messages } from '../../../domain/messages.ts';
import { candidateInvitations, companyCandidateAssociations } from '../../db/schema.ts';
import { createFirm } from '../../modules/invitations/firms.ts';
import { sendInvitation } from '../../modules/invitations/invite.ts';
import { graphql, signedInCandidate, uniqueEmail } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIELDS = '_id status companyName createdAt updatedAt';
const UPDATE_INVITATION = `mutation UpdateCandidateInvitation($id: ID!, $status: InvitationStatus!, $clientMutationId: ID!) {
  updateCandidateInvitation(id: $id, status: $status, clientMutationId: $clientMutationId) { ${FIELDS} }
}`;
const UPDATE_ASSOCIATION = `mutation UpdateCompanyCandidateAssociation($id: ID!, $status: AssociationStatus!, $clientMutationId: ID!) {
  updateCompanyCandidateAssociation(id: $id, status: $status, clientMutationId: $clientMutationId) { ${FIELDS} }
}`;
const CLAIM = `mutation ClaimInvitation($code: String!, $clientMutationId: ID!) {
  claimInvitation(code: $code, clientMutationId: $clientMutationId) { ${FIELDS} }
}`;
const GET_INVITATIONS = `query GetCandidateInvitations { candidateInvitations { ${FIELDS} } }`;
const GET_ASSOCIATIONS = `query GetCompanyCandidateAssociations { companyCandidateAssociations { ${FIELDS} } }`;

type Candidate = Awaited<ReturnType<typeof signedInCandidate>>;
type Status = 'PENDING' | 'IGNORED' | 'ACCEPTED';

let counter = 0;
const newFirm = async () =>
  (await createFirm(t.database.db, `Firm ${Date.now()} ${++counter}`)).firm;

async function invite(candidate: { email: string }, status: Status = 'PENDING') {
  const firm = await newFirm();
  const sent = await sendInvitation(t.app.services, {
    firmName: firm.name,
    email: candidate.email,
  });
  const [row] = await t.database.db
    .update(candidateInvitations)
    .set({ status })
    .where(eq(candidateInvitations.code, sent.code))
    .returning();
  return { firm, invitation: row! };
}

const key = () => `key-${Date.now()}-${++counter}`;

const setInvitation = (who: Candidate, id: string, status: string) =>
  graphql(t.app, UPDATE_INVITATION, { id, status, clientMutationId: key() }, who.token);
const setAssociation = (who: Candidate, id: string, status: string) =>
  graphql(t.app, UPDATE_ASSOCIATION, { id, status, clientMutationId: key() }, who.token);
const claim = (who: Candidate, code: string) =>
  graphql(t.app, CLAIM, { code, clientMutationId: key() }, who.token);

async function storedInvitation(id: string) {
  const [row] = await t.database.db
    .select()
    .from(candidateInvitations)
    .where(eq(candidateInvitations.id, id));
  return row!;
}

async function associationsOf(userId: string) {
  return t.database.db
    .select()
    .from(companyCandidateAssociations)
    .where(eq(companyCandidateAssociations.userId, userId));
}

const errorOf = (response: {
  json: () => { errors?: { message: string; extensions: { code: string } }[] };
}) => {
  const error = response.json().errors?.[0];
  return error && { code: error.extensions.code, message: error.message };
};

let me: Candidate;
let other: Candidate;
beforeAll(async () => {
  me = await signedInCandidate(t.app);
  other = await signedInCandidate(t.app);
});

describe('mutation updateCandidateInvitation', () => {
  it('Connect: PENDING → ACCEPTED makes the ACTIVE association with the firm', async () => {
    const { firm, invitation } = await invite(me);
    const response = await setInvitation(me, invitation.id, 'ACCEPTED');
    expect(response.json().data.updateCandidateInvitation).toMatchObject({
      _id: invitation.id,
      status: 'ACCEPTED',
      companyName: firm.name,
    });
    expect((await storedInvitation(invitation.id)).status).toBe('ACCEPTED');
    const associations = (await associationsOf(me.userId)).filter((a) => a.firmId === firm.id);
    expect(associations).toEqual([expect.objectContaining({ status: 'ACTIVE' })]);
    const listed = await graphql(t.app, GET_ASSOCIATIONS, {}, me.token);
    expect(listed.json().data.companyCandidateAssociations).toContainEqual(
      expect.objectContaining({
        _id: associations[0]!.id,
        companyName: firm.name,
        status: 'ACTIVE',
      }),
    );
  });

  it('Ignore: PENDING → IGNORED, then Connect later: IGNORED → ACCEPTED', async () => {
    const { firm, invitation } = await invite(me);
    const ignored = await setInvitation(me, invitation.id, 'IGNORED');
    expect(ignored.json().data.updateCandidateInvitation.status).toBe('IGNORED');
    expect((await associationsOf(me.userId)).some((a) => a.firmId === firm.id)).toBe(false);

    const connected = await setInvitation(me, invitation.id, 'ACCEPTED');
    expect(connected.json().data.updateCandidateInvitation.status).toBe('ACCEPTED');
    expect((await associationsOf(me.userId)).find((a) => a.firmId === firm.id)?.status).toBe(
      'ACTIVE',
    );
  });

  it('re-activates an INACTIVE association when an invitation is accepted again', async () => {
    const { firm, invitation } = await invite(me);
    await t.database.db
      .insert(companyCandidateAssociations)
      .values({ firmId: firm.id, userId: me.userId, status: 'INACTIVE' });
    await setInvitation(me, invitation.id, 'ACCEPTED');
    const rows = (await associationsOf(me.userId)).filter((a) => a.firmId === firm.id);
    expect(rows.map((a) => a.status)).toEqual(['ACTIVE']);
  });

  it('answers the same status again without a change', async () => {
    for (const status of ['PENDING', 'IGNORED', 'ACCEPTED'] as const) {
      const { invitation } = await invite(me, status);
      const response = await setInvitation(me, invitation.id, status);
      expect(response.json().data.updateCandidateInvitation.status, status).toBe(status);
      expect((await storedInvitation(invitation.id)).updatedAt).toEqual(invitation.updatedAt);
    }
  });

  it('refuses every other change with INVALID_STATUS_CHANGE and changes nothing', async () => {
    const refused: [Status, Status][] = [
      ['ACCEPTED', 'PENDING'],
      ['ACCEPTED', 'IGNORED'],
      ['IGNORED', 'PENDING'],
    ];
    for (const [from, to] of refused) {
      const { invitation } = await invite(me, from);
      const response = await setInvitation(me, invitation.id, to);
      expect(errorOf(response), `${from} → ${to}`).toEqual({
        code: 'INVALID_STATUS_CHANGE',
        message: apiMessages.invalidStatusChange,
      });
      expect((await storedInvitation(invitation.id)).status).toBe(from);
    }
  });

  it("answers another candidate's invitation, an unknown id and a non-id as not found, unchanged", async () => {
    const { invitation } = await invite(other);
    for (const id of [invitation.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await setInvitation(me, id, 'ACCEPTED');
      expect(errorOf(response), id).toEqual({
        code: 'NOT_FOUND',
        message: apiMessages.invitationNotFound,
      });
    }
    expect((await storedInvitation(invitation.id)).status).toBe('PENDING');
    expect(await associationsOf(other.userId)).toEqual([]);
  });

  it('replays a write with the same clientMutationId and refuses an unknown status', async () => {
    const { invitation } = await invite(me);
    const clientMutationId = key();
    const variables = { id: invitation.id, status: 'IGNORED', clientMutationId };
    const first = await graphql(t.app, UPDATE_INVITATION, variables, me.token);
    const again = await graphql(t.app, UPDATE_INVITATION, variables, me.token);
    expect(again.json()).toEqual(first.json());

    const bad = await setInvitation(me, invitation.id, 'MAYBE');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)?.code).toBe('BAD_USER_INPUT');
    const anonymous = await graphql(t.app, UPDATE_INVITATION, variables);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('mutation updateCompanyCandidateAssociation', () => {
  async function connected(candidate: Candidate) {
    const { firm, invitation } = await invite(candidate);
    await setInvitation(candidate, invitation.id, 'ACCEPTED');
    const [association] = (await associationsOf(candidate.userId)).filter(
      (a) => a.firmId === firm.id,
    );
    return association!;
  }

  it('Disconnect (ACTIVE → INACTIVE) and Reconnect (INACTIVE → ACTIVE); the same status is a no-op', async () => {
    const association = await connected(me);
    const off = await setAssociation(me, association.id, 'INACTIVE');
    expect(off.json().data.updateCompanyCandidateAssociation).toMatchObject({
      _id: association.id,
      status: 'INACTIVE',
    });
    const offAgain = await setAssociation(me, association.id, 'INACTIVE');
    expect(offAgain.json().data.updateCompanyCandidateAssociation.status).toBe('INACTIVE');
    const on = await setAssociation(me, association.id, 'ACTIVE');
    expect(on.json().data.updateCompanyCandidateAssociation.status).toBe('ACTIVE');
    const [row] = (await associationsOf(me.userId)).filter((a) => a.id === association.id);
    expect(row!.status).toBe('ACTIVE');
  });

  it("answers another candidate's association as not found and leaves it", async () => {
    const theirs = await connected(other);
    for (const id of [theirs.id, 'nope']) {
      const response = await setAssociation(me, id, 'INACTIVE');
      expect(errorOf(response)).toEqual({
        code: 'NOT_FOUND',
        message: apiMessages.associationNotFound,
      });
    }
    const [row] = (await associationsOf(other.userId)).filter((a) => a.id === theirs.id);
    expect(row!.status).toBe('ACTIVE');
  });
});

describe('mutation claimInvitation', () => {
  it('answers an invitation already bound to the caller as it is', async () => {
    const { firm, invitation } = await invite(me);
    const response = await claim(me, invitation.code);
    expect(response.json().data.claimInvitation).toMatchObject({
      _id: invitation.id,
      status: 'PENDING',
      companyName: firm.name,
    });
  });

  it('binds an unbound invitation to the caller', async () => {
    const { firm, invitation } = await invite({ email: uniqueEmail('unbound') });
    expect(invitation.userId).toBeNull();
    const response = await claim(me, invitation.code);
    expect(response.json().data.claimInvitation).toMatchObject({
      _id: invitation.id,
      companyName: firm.name,
      status: 'PENDING',
    });
    expect((await storedInvitation(invitation.id)).userId).toBe(me.userId);
    const listed = await graphql(t.app, GET_INVITATIONS, {}, me.token);
    expect(listed.json().data.candidateInvitations).toContainEqual(
      expect.objectContaining({ _id: invitation.id }),
    );
  });

  it("answers the caller's own invitation from the firm when the code is another, unbound one", async () => {
    const { firm, invitation: mine } = await invite(me, 'IGNORED');
    const loose = await sendInvitation(t.app.services, {
      firmName: firm.name,
      email: uniqueEmail('loose'),
    });
    const response = await claim(me, loose.code);
    expect(response.json().data.claimInvitation).toMatchObject({ _id: mine.id, status: 'IGNORED' });
    const [stillLoose] = await t.database.db
      .select()
      .from(candidateInvitations)
      .where(eq(candidateInvitations.code, loose.code));
    expect(stillLoose!.userId).toBeNull();
  });

  it("a link forwarded to someone else gives them their own PENDING invitation; the owner's stays", async () => {
    const { firm, invitation } = await invite(other);
    await setInvitation(other, invitation.id, 'ACCEPTED');
    const response = await claim(me, invitation.code);
    const claimed = response.json().data.claimInvitation;
    expect(claimed).toMatchObject({ status: 'PENDING', companyName: firm.name });
    expect(claimed._id).not.toBe(invitation.id);
    const created = await storedInvitation(claimed._id);
    expect(created).toMatchObject({ userId: me.userId, firmId: firm.id, email: me.email });
    expect(created.code).not.toBe(invitation.code);
    expect(await storedInvitation(invitation.id)).toMatchObject({
      userId: other.userId,
      status: 'ACCEPTED',
    });

    // Again: the same (own) invitation, not a second one.
    const again = await claim(me, invitation.code);
    expect(again.json().data.claimInvitation._id).toBe(claimed._id);
  });

  it('refuses an expired code and an unknown one with their messages', async () => {
    const { invitation } = await invite({ email: uniqueEmail('expired') });
    await t.database.db
      .update(candidateInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(candidateInvitations.id, invitation.id));
    expect(errorOf(await claim(me, invitation.code))).toEqual({
      code: 'INVITATION_EXPIRED',
      message: messages.invitationExpired,
    });
    expect((await storedInvitation(invitation.id)).userId).toBeNull();
    for (const code of ['no-such-code', 'x'.repeat(1000), ' ']) {
      expect(errorOf(await claim(me, code))).toEqual({
        code: 'NOT_FOUND',
        message: apiMessages.invitationNotFound,
      });
    }
  });

  it("answers the candidate's own invitation even after its link expired", async () => {
    const { invitation } = await invite({ email: uniqueEmail('own-expired') });
    const claimed = (await claim(me, invitation.code)).json().data.claimInvitation;
    await t.database.db
      .update(candidateInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(candidateInvitations.id, invitation.id));
    const again = await claim(me, invitation.code);
    expect(again.json().data.claimInvitation._id).toBe(claimed._id);
  });
});
