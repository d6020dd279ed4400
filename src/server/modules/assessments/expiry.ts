/**
 * Sections whose time ran out: a section left open past its deadline and the grace window is
 * closed (TIMER) the next time anything about it is asked. Every read starts from
 * currentCandidateState, and a late answer closes its section (answers.ts).
 */
import { and, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { candidateAssessments, candidateSections } from '../../db/schema.ts';
import { MAX_ID_LENGTH } from './answer-rules.ts';
import {
  content,
  readCandidateState,
  sectionOfItsAssessment,
  type CandidateState,
} from './candidate-state.ts';
import { isExpired, type SectionClock } from './clock.ts';
import { closeLockedSection, lockSection } from './closing.ts';
import { notFound } from './errors.ts';

/** Closes (TIMER) every section of the candidate's left open past its deadline and the grace. */
export async function closeExpiredSections(
  db: DbExecutor,
  clock: SectionClock,
  userId: string,
): Promise<void> {
  const now = clock.now();
  const expired = await db
    .select({
      candidateAssessmentId: candidateSections.candidateAssessmentId,
      assessmentId: candidateAssessments.assessmentId,
      sectionId: candidateSections.sectionId,
    })
    .from(candidateSections)
    .innerJoin(candidateAssessments, sectionOfItsAssessment)
    .where(
      and(
        eq(candidateSections.userId, userId),
        eq(candidateSections.status, 'IN_PROGRESS'),
        lt(candidateSections.deadlineAt, new Date(now.getTime() - clock.graceMs)),
      ),
    );
  for (const found of expired) {
    const stored = await content(db, found.assessmentId);
    const section = stored.sectionsById.get(found.sectionId);
    if (!section) continue;
    await db.transaction(async (tx) => {
      // The assessment, then the section: the order every close locks them in (closing.ts).
      await tx
        .select({ id: candidateAssessments.id })
        .from(candidateAssessments)
        .where(
          and(
            eq(candidateAssessments.userId, userId),
            eq(candidateAssessments.id, found.candidateAssessmentId),
          ),
        )
        .for('no key update');
      const row = await lockSection(tx, userId, found.candidateAssessmentId, found.sectionId);
      // Someone may have closed it meanwhile: judged again under the lock.
      if (!row || !isExpired(row, clock.now(), clock.graceMs)) return;
      await closeLockedSection(
        tx,
        stored,
        userId,
        found.candidateAssessmentId,
        section,
        'TIMER',
        now,
      );
    });
  }
}

/**
 * What every read starts with: the candidate's state, with any section left open past its deadline
 * and the grace window closed first. One query when none is (the usual case: Next Section waits
 * for this read). With `assessmentId`, an assessment that is not the caller's is NOT_FOUND before
 * anything else happens.
 */
export async function currentCandidateState(
  db: DbExecutor,
  clock: SectionClock,
  userId: string,
  assessmentId?: string,
): Promise<CandidateState> {
  if (
    assessmentId !== undefined &&
    (assessmentId.length === 0 || assessmentId.length > MAX_ID_LENGTH)
  )
    throw notFound();
  const state = await readCandidateState(db, userId);
  if (assessmentId !== undefined && !state.assessments.some((a) => a.assessmentId === assessmentId))
    throw notFound();
  const now = clock.now();
  if (!state.sections.some((s) => isExpired(s, now, clock.graceMs))) return state;
  await closeExpiredSections(db, clock, userId);
  return readCandidateState(db, userId);
}
