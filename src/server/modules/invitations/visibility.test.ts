import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateAssessments,
  candidateInvitations,
  companyCandidateAssociations,
  users,
} from '../../db/schema.ts';
import { completeProfileInDatabase } from '../../test-support/complete-profile.ts';
import { register, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createFirm } from './firms.ts';
import { sendInvitation } from './invite.ts';
import {
  updateCandidateInvitationStatus,
  updateCompanyCandidateAssociationStatus,
} from './transitions.ts';
import { canFirmSeeCandidate, listCandidatesVisibleToFirm } from './visibility.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const newFirm = async () =>
  (await createFirm(t.database.db, `Firm ${Date.now()} ${++counter}`)).firm;

/** Invites and connects (Connect) the candidate; returns the association's id. */
async function connect(
  firm: { id: string; name: string },
  candidate: { userId: string; email: string },
) {
  const sent = await sendInvitation(t.app.services, {
    firmName: firm.name,
    email: candidate.email,
  });
  const [invitation] = await t.database.db
    .select()
    .from(candidateInvitations)
    .where(eq(candidateInvitations.code, sent.code));
  await updateCandidateInvitationStatus(
    t.database.db,
    candidate.userId,
    invitation!.id,
    'ACCEPTED',
  );
  const [association] = await t.database.db
    .select()
    .from(companyCandidateAssociations)
    .where(
      and(
        eq(companyCandidateAssociations.firmId, firm.id),
        eq(companyCandidateAssociations.userId, candidate.userId),
      ),
    );
  return association!.id;
}

/** A signed-in candidate with every check of their menu marked (firms see only those: 054). */
async function completeCandidate() {
  const candidate = await signedInCandidate(t.app);
  await completeProfileInDatabase(t.database.pool, candidate.userId);
  return candidate;
}

const visibleTo = async (firmId: string) =>
  (await listCandidatesVisibleToFirm(t.database.db, firmId)).map((c) => [c.email, c.reason]);

describe('what a firm may see', () => {
  it('an invite_only candidate: only firms with an ACTIVE association; disconnecting hides again', async () => {
    const connectedFirm = await newFirm();
    const otherFirm = await newFirm();
    const candidate = await completeCandidate();

    expect(await canFirmSeeCandidate(t.database.db, connectedFirm.id, candidate.userId)).toBe(
      false,
    );
    // Invited but not connected yet: still private.
    await sendInvitation(t.app.services, { firmName: otherFirm.name, email: candidate.email });
    expect(await canFirmSeeCandidate(t.database.db, otherFirm.id, candidate.userId)).toBe(false);

    const associationId = await connect(connectedFirm, candidate);
    expect(await canFirmSeeCandidate(t.database.db, connectedFirm.id, candidate.userId)).toBe(true);
    expect(await canFirmSeeCandidate(t.database.db, otherFirm.id, candidate.userId)).toBe(false);
    expect(await visibleTo(connectedFirm.id)).toContainEqual([candidate.email, 'connected']);
    expect((await visibleTo(otherFirm.id)).map(([email]) => email)).not.toContain(candidate.email);

    await updateCompanyCandidateAssociationStatus(
      t.database.db,
      candidate.userId,
      associationId,
      'INACTIVE',
    );
    expect(await canFirmSeeCandidate(t.database.db, connectedFirm.id, candidate.userId)).toBe(
      false,
    );
    expect((await visibleTo(connectedFirm.id)).map(([email]) => email)).not.toContain(
      candidate.email,
    );

    await updateCompanyCandidateAssociationStatus(
      t.database.db,
      candidate.userId,
      associationId,
      'ACTIVE',
    );
    expect(await canFirmSeeCandidate(t.database.db, connectedFirm.id, candidate.userId)).toBe(true);
  });

  it('a public candidate: every firm, connected or not; connected is named when it applies', async () => {
    const firm = await newFirm();
    const unrelated = await newFirm();
    const candidate = await completeCandidate();
    await t.database.db
      .update(users)
      .set({ visibility: 'public' })
      .where(eq(users.id, candidate.userId));

    expect(await canFirmSeeCandidate(t.database.db, unrelated.id, candidate.userId)).toBe(true);
    expect(await visibleTo(unrelated.id)).toContainEqual([candidate.email, 'public']);

    const associationId = await connect(firm, candidate);
    expect(await visibleTo(firm.id)).toContainEqual([candidate.email, 'connected']);
    await updateCompanyCandidateAssociationStatus(
      t.database.db,
      candidate.userId,
      associationId,
      'INACTIVE',
    );
    // Disconnected, but shared with all partner firms: still seen.
    expect(await visibleTo(firm.id)).toContainEqual([candidate.email, 'public']);

    // Back to invite_only: the disconnected firm no longer sees them.
    await t.database.db
      .update(users)
      .set({ visibility: 'invite_only' })
      .where(eq(users.id, candidate.userId));
    expect(await canFirmSeeCandidate(t.database.db, firm.id, candidate.userId)).toBe(false);
    expect(await canFirmSeeCandidate(t.database.db, unrelated.id, candidate.userId)).toBe(false);
  });

  it('shows nobody whose profile is incomplete, connected or public, until every check is marked (054)', async () => {
    const firm = await newFirm();
    const unrelated = await newFirm();
    const candidate = await signedInCandidate(t.app);
    await connect(firm, candidate);
    await t.database.db
      .update(users)
      .set({ visibility: 'public' })
      .where(eq(users.id, candidate.userId));
    // Connected and public, but the menu's checks are not all marked: no firm sees them.
    expect(await canFirmSeeCandidate(t.database.db, firm.id, candidate.userId)).toBe(false);
    expect(await canFirmSeeCandidate(t.database.db, unrelated.id, candidate.userId)).toBe(false);
    expect((await visibleTo(firm.id)).map(([email]) => email)).not.toContain(candidate.email);

    // Everything but the assessment: still not seen.
    await completeProfileInDatabase(t.database.pool, candidate.userId);
    await t.database.db
      .update(candidateAssessments)
      .set({ status: 'IN_PROGRESS', completedAt: null })
      .where(eq(candidateAssessments.userId, candidate.userId));
    expect(await canFirmSeeCandidate(t.database.db, firm.id, candidate.userId)).toBe(false);

    // The last check marked: seen, connected by the firm it connected with, public by the others.
    await t.database.db
      .update(candidateAssessments)
      .set({ status: 'COMPLETE', completedAt: new Date() })
      .where(eq(candidateAssessments.userId, candidate.userId));
    expect(await visibleTo(firm.id)).toContainEqual([candidate.email, 'connected']);
    expect(await visibleTo(unrelated.id)).toContainEqual([candidate.email, 'public']);

    // A voided assessment unmarks its check (046): hidden again.
    await t.database.db
      .update(candidateAssessments)
      .set({ status: 'VOIDED' })
      .where(eq(candidateAssessments.userId, candidate.userId));
    expect(await canFirmSeeCandidate(t.database.db, firm.id, candidate.userId)).toBe(false);
    expect((await visibleTo(unrelated.id)).map(([email]) => email)).not.toContain(candidate.email);
  });

  it('leaves out public registrations that were never confirmed, and answers false to non-ids', async () => {
    const firm = await newFirm();
    const { email } = await register(t.app);
    const [user] = await t.database.db
      .update(users)
      .set({ visibility: 'public' })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    // Complete, so that only the missing confirmation keeps it out.
    await completeProfileInDatabase(t.database.pool, user!.id);
    expect((await visibleTo(firm.id)).map(([address]) => address)).not.toContain(email);
    expect(await canFirmSeeCandidate(t.database.db, 'nope', 'nope')).toBe(false);
    expect(await listCandidatesVisibleToFirm(t.database.db, 'nope')).toEqual([]);
  });
});
