/**
 * Reading the candidate's rows: their accommodation, their assessments and sections (in one query
 * for the reads), the definition behind an assessment. Every lookup filters by the candidate
 * (docs/decisions/027).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { apiMessages } from '../../../domain/api-messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { candidateAssessments, candidateSections, itemResponses, users } from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';
import { MAX_ID_LENGTH } from './answer-rules.ts';
import { storedAssessment, type StoredAssessment } from './content-store.ts';
import { notFound } from './errors.ts';

export type CandidateAssessmentRow = typeof candidateAssessments.$inferSelect;
export type CandidateSectionRow = typeof candidateSections.$inferSelect;

const unauthorized = () => new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);

export async function accountOf(db: DbExecutor, userId: string) {
  const [user] = await db
    .select({ accountType: users.accountType, multiplier: users.accommodationMultiplier })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized();
  return user;
}

/** The definition of a provisioned assessment (cached after its first read). */
export async function content(db: DbExecutor, assessmentId: string): Promise<StoredAssessment> {
  const stored = await storedAssessment(db, assessmentId);
  // The foreign key keeps every provisioned definition stored: missing means a broken database.
  if (!stored) throw new Error(`Assessment definition ${assessmentId} is missing`);
  return stored;
}

export async function sectionRowsOf(
  db: DbExecutor,
  userId: string,
  candidateAssessmentIds: string[],
): Promise<CandidateSectionRow[]> {
  if (candidateAssessmentIds.length === 0) return [];
  return db
    .select()
    .from(candidateSections)
    .where(
      and(
        eq(candidateSections.userId, userId),
        inArray(candidateSections.candidateAssessmentId, candidateAssessmentIds),
      ),
    );
}

/** The caller's assessment with this definition id, or NOT_FOUND (another's is never revealed). */
export async function ownAssessment(
  db: DbExecutor,
  userId: string,
  assessmentId: string,
  lock = false,
): Promise<CandidateAssessmentRow> {
  if (assessmentId.length === 0 || assessmentId.length > MAX_ID_LENGTH) throw notFound();
  const query = db
    .select()
    .from(candidateAssessments)
    .where(
      and(
        eq(candidateAssessments.userId, userId),
        eq(candidateAssessments.assessmentId, assessmentId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function candidateAssessmentRows(db: DbExecutor, userId: string) {
  return db
    .select()
    .from(candidateAssessments)
    .where(eq(candidateAssessments.userId, userId))
    .orderBy(asc(candidateAssessments.createdAt));
}

/** Everything the reads need about the candidate: their multiplier, assessments and sections. */
export interface CandidateState {
  multiplier: number;
  /** Oldest first. */
  assessments: CandidateAssessmentRow[];
  sections: CandidateSectionRow[];
}

/** The candidate's state in one query (one row per section; an assessment without any, alone). */
export async function readCandidateState(db: DbExecutor, userId: string): Promise<CandidateState> {
  const rows = await db
    .select({
      multiplier: users.accommodationMultiplier,
      assessment: candidateAssessments,
      section: candidateSections,
    })
    .from(users)
    .leftJoin(candidateAssessments, eq(candidateAssessments.userId, users.id))
    .leftJoin(
      candidateSections,
      and(
        eq(candidateSections.userId, candidateAssessments.userId),
        eq(candidateSections.candidateAssessmentId, candidateAssessments.id),
      ),
    )
    .where(eq(users.id, userId))
    .orderBy(asc(candidateAssessments.createdAt));
  const [first] = rows;
  if (!first) throw unauthorized();
  const assessments = new Map<string, CandidateAssessmentRow>();
  const sections: CandidateSectionRow[] = [];
  for (const { assessment, section } of rows) {
    if (assessment) assessments.set(assessment.id, assessment);
    if (section) sections.push(section);
  }
  return { multiplier: first.multiplier, assessments: [...assessments.values()], sections };
}

/** The caller's assessment with this definition id in `state`, or NOT_FOUND. */
export function assessmentIn(state: CandidateState, assessmentId: string): CandidateAssessmentRow {
  const row = state.assessments.find((a) => a.assessmentId === assessmentId);
  if (!row) throw notFound();
  return row;
}

/** Joins a candidate's section row to its assessment row (the same candidate's). */
export const sectionOfItsAssessment = and(
  eq(candidateAssessments.userId, candidateSections.userId),
  eq(candidateAssessments.id, candidateSections.candidateAssessmentId),
);

/** The answers stored for one section of a candidate's assessment. */
export function sectionResponses(
  db: DbExecutor,
  userId: string,
  candidateAssessmentId: string,
  sectionId: string,
) {
  return db
    .select({ itemId: itemResponses.itemId, values: itemResponses.values })
    .from(itemResponses)
    .where(
      and(
        eq(itemResponses.userId, userId),
        eq(itemResponses.candidateAssessmentId, candidateAssessmentId),
        eq(itemResponses.sectionId, sectionId),
      ),
    );
}
