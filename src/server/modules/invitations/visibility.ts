/**
 * What a firm may see (docs/product-decisions.md, "Invitations and firms"): a candidate's profile
 * and results only once every check of their menu is marked (docs/decisions/054: the candidate is
 * told that recruiting starts then), and then only while their association is ACTIVE, or always
 * when the candidate's visibility is `public` (shared with all partner firms). Anything that shows
 * a candidate to a firm asks here.
 *
 * Results are the candidate's COMPLETE assessments only: one still running has none yet, and a
 * VOIDED one (docs/decisions/046) is shared with no firm.
 */
import { and, asc, eq, inArray, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import {
  assessments,
  candidateAssessments,
  candidateSections,
  companyCandidateAssociations,
  users,
} from '../../db/schema.ts';
import { sectionOfItsAssessment } from '../assessments/candidate-state.ts';
import { isProfileCompleteOnServer } from '../profile-completion/profile-completion.ts';
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
  /** The results the firm may see, oldest assessment first. */
  results: SharedResult[];
}

/** A completed assessment as a firm sees it. */
export interface SharedResult {
  assessmentId: string;
  title: string;
  completedAt: Date;
  /** The scored sections' total and its maximum (docs/decisions/020); null when unscored. */
  score: number | null;
  maxScore: number | null;
}

/** The sum of a column over the group, as a number; null when every value is null. */
const sumOrNull = (column: AnyColumn) =>
  sql<number | null>`sum(${column})`.mapWith((v) => (v === null ? null : Number(v)));

/** The completed assessments of these candidates, by candidate. */
async function sharedResults(
  db: DbExecutor,
  userIds: string[],
): Promise<Map<string, SharedResult[]>> {
  const byUser = new Map<string, SharedResult[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: candidateAssessments.userId,
      assessmentId: candidateAssessments.assessmentId,
      title: assessments.title,
      completedAt: candidateAssessments.completedAt,
      score: sumOrNull(candidateSections.score),
      maxScore: sumOrNull(candidateSections.maxScore),
    })
    .from(candidateAssessments)
    .innerJoin(assessments, eq(assessments.id, candidateAssessments.assessmentId))
    .leftJoin(candidateSections, sectionOfItsAssessment)
    // COMPLETE only: never a VOIDED assessment, whatever it held before it was voided.
    .where(
      and(
        inArray(candidateAssessments.userId, userIds),
        eq(candidateAssessments.status, 'COMPLETE'),
      ),
    )
    .groupBy(
      candidateAssessments.userId,
      candidateAssessments.id,
      candidateAssessments.assessmentId,
      assessments.title,
      candidateAssessments.completedAt,
    )
    .orderBy(asc(candidateAssessments.createdAt));
  for (const { userId, completedAt, ...result } of rows) {
    const list = byUser.get(userId) ?? [];
    list.push({ ...result, completedAt: completedAt! });
    byUser.set(userId, list);
  }
  return byUser;
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
  // An incomplete profile is nobody's yet (054): the same rule as the candidate's badge, which
  // needs the domain's rules in code, so it is asked per candidate the firm could otherwise see.
  const completeRows: typeof rows = [];
  for (const row of rows)
    if (await isProfileCompleteOnServer(db, row.userId)) completeRows.push(row);
  const results = await sharedResults(
    db,
    completeRows.map((r) => r.userId),
  );
  return completeRows.map(({ associationStatus, ...row }) => ({
    ...row,
    reason: associationStatus === 'ACTIVE' ? 'connected' : 'public',
    results: results.get(row.userId) ?? [],
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
