/**
 * What a firm may see (docs/product-decisions.md, "Invitations and firms"): a candidate's profile
 * and results only while their association is ACTIVE, or always when the candidate's visibility is
 * `public` (shared with all partner firms). Anything that shows a candidate to a firm asks here.
 */
import { and, asc, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { companyCandidateAssociations, users } from '../../db/schema.ts';
import { isUuid } from './invitations.ts';

/** Why the firm sees the candidate: connected (ACTIVE association) wins over public. */
export type VisibilityReason = 'connected' | 'public';

export interface VisibleCandidate {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  visibility: 'public' | 'invite_only';
  reason: VisibilityReason;
}

async function visibleCandidates(
  db: DbExecutor,
  firmId: string,
  onlyUser?: string,
): Promise<VisibleCandidate[]> {
  const connected = eq(companyCandidateAssociations.status, 'ACTIVE');
  // Public profiles of confirmed accounts only: an unconfirmed registration is nobody's profile.
  const isPublic = and(eq(users.visibility, 'public'), isNotNull(users.emailConfirmedAt));
  const conditions: (SQL | undefined)[] = [or(connected, isPublic)];
  if (onlyUser) conditions.push(eq(users.id, onlyUser));
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      visibility: users.visibility,
      associationStatus: companyCandidateAssociations.status,
    })
    .from(users)
    .leftJoin(
      companyCandidateAssociations,
      and(
        eq(companyCandidateAssociations.userId, users.id),
        eq(companyCandidateAssociations.firmId, firmId),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(users.email));
  return rows.map(({ associationStatus, ...row }) => ({
    ...row,
    reason: associationStatus === 'ACTIVE' ? 'connected' : 'public',
  }));
}

export async function canFirmSeeCandidate(
  db: DbExecutor,
  firmId: string,
  userId: string,
): Promise<boolean> {
  if (!isUuid(firmId) || !isUuid(userId)) return false;
  return (await visibleCandidates(db, firmId, userId)).length > 0;
}

/** The candidates the firm may see, by e-mail address, each with the reason. */
export async function listCandidatesVisibleToFirm(
  db: DbExecutor,
  firmId: string,
): Promise<VisibleCandidate[]> {
  if (!isUuid(firmId)) return [];
  return visibleCandidates(db, firmId);
}
