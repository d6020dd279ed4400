/**
 * The candidate's side of firms' invitations and connections: the lists (this file), the operator's
 * firms and invitations (firms.ts, invite.ts), the invitation link and codes (link.ts, claim.ts),
 * Connect / Ignore / Disconnect (transitions.ts) and what a firm may see (visibility.ts). Every
 * candidate query is scoped to the caller's user id: another candidate's rows are never returned.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { candidateInvitations, companyCandidateAssociations, firms } from '../../db/schema.ts';

export type InvitationStatus = (typeof candidateInvitations.$inferSelect)['status'];
export type AssociationStatus = (typeof companyCandidateAssociations.$inferSelect)['status'];

/** GraphQL CandidateInvitation / CompanyCandidateAssociation: ids as `_id`, ISO timestamps. */
export interface ConnectionView<S> {
  _id: string;
  status: S;
  companyName: string;
  createdAt: string;
  updatedAt: string;
}

export const toConnectionView = <S>(row: {
  id: string;
  status: S;
  companyName: string;
  createdAt: Date;
  updatedAt: Date;
}): ConnectionView<S> => ({
  _id: row.id,
  status: row.status,
  companyName: row.companyName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Invitations with their firm's name, in the candidate's view; `where` picks the rows. */
async function invitationViews(
  db: DbExecutor,
  where: SQL | undefined,
): Promise<ConnectionView<InvitationStatus>[]> {
  const rows = await db
    .select({
      id: candidateInvitations.id,
      status: candidateInvitations.status,
      companyName: firms.name,
      createdAt: candidateInvitations.createdAt,
      updatedAt: candidateInvitations.updatedAt,
    })
    .from(candidateInvitations)
    .innerJoin(firms, eq(firms.id, candidateInvitations.firmId))
    .where(where)
    .orderBy(desc(candidateInvitations.createdAt), desc(candidateInvitations.id));
  return rows.map(toConnectionView);
}

/** Associations with their firm's name, in the candidate's view; `where` picks the rows. */
async function associationViews(
  db: DbExecutor,
  where: SQL | undefined,
): Promise<ConnectionView<AssociationStatus>[]> {
  const rows = await db
    .select({
      id: companyCandidateAssociations.id,
      status: companyCandidateAssociations.status,
      companyName: firms.name,
      createdAt: companyCandidateAssociations.createdAt,
      updatedAt: companyCandidateAssociations.updatedAt,
    })
    .from(companyCandidateAssociations)
    .innerJoin(firms, eq(firms.id, companyCandidateAssociations.firmId))
    .where(where)
    .orderBy(desc(companyCandidateAssociations.createdAt), desc(companyCandidateAssociations.id));
  return rows.map(toConnectionView);
}

/** The user's invitations, newest first; only those with `status` when given. */
export function listCandidateInvitations(
  db: DbExecutor,
  userId: string,
  status?: InvitationStatus | null,
): Promise<ConnectionView<InvitationStatus>[]> {
  return invitationViews(
    db,
    and(
      eq(candidateInvitations.userId, userId),
      status ? eq(candidateInvitations.status, status) : undefined,
    ),
  );
}

/** The user's connections with firms (active and disconnected), newest first. */
export function listCompanyCandidateAssociations(
  db: DbExecutor,
  userId: string,
): Promise<ConnectionView<AssociationStatus>[]> {
  return associationViews(db, eq(companyCandidateAssociations.userId, userId));
}

/** Ids are uuids: anything else names no row (and must not reach PostgreSQL as a uuid). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** One invitation as the candidate sees it (no ownership check: callers scope it). */
export async function invitationView(
  db: DbExecutor,
  invitationId: string,
): Promise<ConnectionView<InvitationStatus>> {
  const [view] = await invitationViews(db, eq(candidateInvitations.id, invitationId));
  if (!view) throw new Error(`Invitation ${invitationId} vanished`);
  return view;
}

/** One association as the candidate sees it (no ownership check: callers scope it). */
export async function associationView(
  db: DbExecutor,
  associationId: string,
): Promise<ConnectionView<AssociationStatus>> {
  const [view] = await associationViews(db, eq(companyCandidateAssociations.id, associationId));
  if (!view) throw new Error(`Association ${associationId} vanished`);
  return view;
}
