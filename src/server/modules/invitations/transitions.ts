/**
 * Connect / Ignore (invitations) and Disconnect / Reconnect (associations), on the caller's own rows
 * only: another candidate's id answers exactly as an unknown one, so nobody learns it exists.
 * The same status again is answered without a change (a replayed or double-clicked action).
 */
import { and, eq } from 'drizzle-orm';
import { apiMessages } from '../../../domain/api-messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { candidateInvitations, companyCandidateAssociations } from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';
import {
  associationView,
  invitationView,
  isUuid,
  type AssociationStatus,
  type ConnectionView,
  type InvitationStatus,
} from './invitations.ts';

/** Spec section 4: PENDING → ACCEPTED | IGNORED; IGNORED → ACCEPTED. */
const INVITATION_TRANSITIONS: Record<InvitationStatus, readonly InvitationStatus[]> = {
  PENDING: ['ACCEPTED', 'IGNORED'],
  IGNORED: ['ACCEPTED'],
  ACCEPTED: [],
};

export const canChangeInvitation = (from: InvitationStatus, to: InvitationStatus): boolean =>
  INVITATION_TRANSITIONS[from].includes(to);

const invalidStatusChange = () =>
  new UserFacingError('INVALID_STATUS_CHANGE', apiMessages.invalidStatusChange);

export async function updateCandidateInvitationStatus(
  db: DbExecutor,
  userId: string,
  invitationId: string,
  status: InvitationStatus,
): Promise<ConnectionView<InvitationStatus>> {
  const notFound = new UserFacingError('NOT_FOUND', apiMessages.invitationNotFound);
  if (!isUuid(invitationId)) throw notFound;
  const [invitation] = await db
    .select()
    .from(candidateInvitations)
    .where(and(eq(candidateInvitations.id, invitationId), eq(candidateInvitations.userId, userId)))
    .for('update');
  if (!invitation) throw notFound;
  if (invitation.status === status) return invitationView(db, invitation.id);
  if (!canChangeInvitation(invitation.status, status)) throw invalidStatusChange();

  await db
    .update(candidateInvitations)
    .set({ status })
    .where(eq(candidateInvitations.id, invitation.id));
  if (status === 'ACCEPTED') {
    // Connect: the firm's association with the candidate, new or made active again.
    await db
      .insert(companyCandidateAssociations)
      .values({ firmId: invitation.firmId, userId, status: 'ACTIVE' })
      .onConflictDoUpdate({
        target: [companyCandidateAssociations.firmId, companyCandidateAssociations.userId],
        set: { status: 'ACTIVE', updatedAt: new Date() },
      });
  }
  return invitationView(db, invitation.id);
}

export async function updateCompanyCandidateAssociationStatus(
  db: DbExecutor,
  userId: string,
  associationId: string,
  status: AssociationStatus,
): Promise<ConnectionView<AssociationStatus>> {
  const notFound = new UserFacingError('NOT_FOUND', apiMessages.associationNotFound);
  if (!isUuid(associationId)) throw notFound;
  const [association] = await db
    .select()
    .from(companyCandidateAssociations)
    .where(
      and(
        eq(companyCandidateAssociations.id, associationId),
        eq(companyCandidateAssociations.userId, userId),
      ),
    )
    .for('update');
  if (!association) throw notFound;
  // ACTIVE ↔ INACTIVE are both allowed; the same status again changes nothing.
  if (association.status !== status) {
    await db
      .update(companyCandidateAssociations)
      .set({ status })
      .where(eq(companyCandidateAssociations.id, association.id));
  }
  return associationView(db, association.id);
}
