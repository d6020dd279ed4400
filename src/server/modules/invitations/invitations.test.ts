import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateInvitations, companyCandidateAssociations, firms } from '../../db/schema.ts';
import { graphql, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GET_INVITATIONS = `query GetCandidateInvitations($status: InvitationStatus) {
  candidateInvitations(status: $status) { _id status companyName createdAt updatedAt }
}`;
const GET_ASSOCIATIONS = `query GetCompanyCandidateAssociations {
  companyCandidateAssociations { _id status companyName createdAt updatedAt }
}`;

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const in30Days = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
let codeCounter = 0;

async function firm(name: string) {
  const [row] = await t.database.db.insert(firms).values({ name }).returning();
  return row!;
}

async function invite(
  firmId: string,
  user: { userId: string; email: string },
  status: 'PENDING' | 'IGNORED' | 'ACCEPTED',
  createdAt: Date,
) {
  const [row] = await t.database.db
    .insert(candidateInvitations)
    .values({
      firmId,
      userId: user.userId,
      email: user.email,
      code: `code-${Date.now()}-${++codeCounter}`,
      status,
      expiresAt: in30Days(),
      createdAt,
    })
    .returning();
  return row!;
}

describe('query GetCandidateInvitations', () => {
  it("returns the caller's invitations with the firm's name, newest first, never another user's", async () => {
    const me = await signedInCandidate(t.app);
    const other = await signedInCandidate(t.app);
    const acme = await firm('Acme Legal');
    const globex = await firm('Globex Partners');
    const older = await invite(acme.id, me, 'PENDING', new Date('2025-01-01T10:00:00Z'));
    const newer = await invite(globex.id, me, 'IGNORED', new Date('2025-02-01T10:00:00Z'));
    const theirs = await invite(acme.id, other, 'PENDING', new Date('2025-03-01T10:00:00Z'));

    const all = await graphql(t.app, GET_INVITATIONS, {}, me.token);
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json().data.candidateInvitations;
    expect(list.map((i: { _id: string }) => i._id)).toEqual([newer.id, older.id]);
    expect(list[1]).toEqual({
      _id: older.id,
      status: 'PENDING',
      companyName: 'Acme Legal',
      createdAt: '2025-01-01T10:00:00.000Z',
      updatedAt: expect.stringMatching(ISO),
    });

    const pending = await graphql(t.app, GET_INVITATIONS, { status: 'PENDING' }, me.token);
    expect(pending.json().data.candidateInvitations).toEqual([
      expect.objectContaining({ _id: older.id, companyName: 'Acme Legal' }),
    ]);

    const theirList = await graphql(t.app, GET_INVITATIONS, {}, other.token);
    expect(theirList.json().data.candidateInvitations.map((i: { _id: string }) => i._id)).toEqual([
      theirs.id,
    ]);
  });

  it('returns an empty list for a candidate without invitations, and needs a session', async () => {
    const me = await signedInCandidate(t.app);
    const response = await graphql(t.app, GET_INVITATIONS, { status: 'PENDING' }, me.token);
    expect(response.json()).toEqual({ data: { candidateInvitations: [] } });
    const anonymous = await graphql(t.app, GET_INVITATIONS, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown status', async () => {
    const me = await signedInCandidate(t.app);
    const response = await graphql(t.app, GET_INVITATIONS, { status: 'MAYBE' }, me.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('query GetCompanyCandidateAssociations', () => {
  it("returns only the caller's connections with the firm's name", async () => {
    const me = await signedInCandidate(t.app);
    const other = await signedInCandidate(t.app);
    const initech = await firm('Initech Counsel');
    const [mine] = await t.database.db
      .insert(companyCandidateAssociations)
      .values({ firmId: initech.id, userId: me.userId, status: 'INACTIVE' })
      .returning();
    await t.database.db
      .insert(companyCandidateAssociations)
      .values({ firmId: initech.id, userId: other.userId, status: 'ACTIVE' });

    const response = await graphql(t.app, GET_ASSOCIATIONS, {}, me.token);
    expect(response.json().data.companyCandidateAssociations).toEqual([
      {
        _id: mine!.id,
        status: 'INACTIVE',
        companyName: 'Initech Counsel',
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      },
    ]);
  });
});
