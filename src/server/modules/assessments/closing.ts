/**
 * Closing a section and scoring it: on the candidate's request (AssessmentSectionClose: MANUAL once
 * every question is answered, or TIMER when their countdown ends) and when its time ran out
 * (expiry.ts). Closing the last open section completes the assessment.
 *
 * Locks (with answers.ts): a close locks the candidate_assessments row, then the candidate_sections
 * row FOR UPDATE, always in that order, so two closes cannot both miss that the assessment is now
 * complete; an answer holds its section FOR SHARE, so an answer and a close never interleave. The
 * assessment's lock is FOR NO KEY UPDATE: an answer's foreign key check takes KEY SHARE on that row
 * while it holds its section, which FOR UPDATE would block (a deadlock with the waiting close).
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  assessmentMessages as m,
  type SectionCloseType,
  type SectionStatus,
} from '../../../domain/assessments.ts';
import type { DbExecutor } from '../../db/client.ts';
import { candidateAssessments, candidateSections } from '../../db/schema.ts';
import {
  isCorrectResponse,
  isScored,
  MAX_ID_LENGTH,
  TIMER_CLOSE_TOLERANCE_MS,
  wrongAnswerPenalty,
} from './answer-rules.ts';
import {
  content,
  sectionOfItsAssessment,
  sectionResponses,
  sectionRowsOf,
} from './candidate-state.ts';
import { isExpired, type SectionClock } from './clock.ts';
import type { StoredAssessment, StoredSection } from './content-store.ts';
import { badInput, notFound, refuseVoided } from './errors.ts';

/** What AssessmentSectionClose answers. Here, not in views.ts: views.ts reads through expiry.ts, which closes. */
export interface SectionCloseResultView {
  id: string;
  status: SectionStatus;
}

interface SectionScore {
  score: number | null;
  maxScore: number | null;
  rightAnswers: number | null;
  wrongAnswers: number | null;
}

const UNSCORED: SectionScore = {
  score: null,
  maxScore: null,
  rightAnswers: null,
  wrongAnswers: null,
};

/**
 * The section's score among its scored items (docs/decisions/020): +1 for an item answered exactly
 * right, -1 / (options - 1) for one answered wrong, 0 for one left blank; so "Don't guess" on the
 * landing page is true. Null when nothing is scored (and for the lateral assessment).
 */
async function scoreOf(
  db: DbExecutor,
  stored: StoredAssessment,
  section: StoredSection,
  userId: string,
  candidateAssessmentId: string,
  read?: Responses,
): Promise<SectionScore> {
  if (stored.kind !== 'COGNITIVE') return UNSCORED;
  const scored = section.groups.flatMap((g) => g.items).filter(isScored);
  if (scored.length === 0) return UNSCORED;
  const responses = read ?? (await sectionResponses(db, userId, candidateAssessmentId, section.id));
  const byItem = new Map(responses.map((r) => [r.itemId, r.values]));
  let rightAnswers = 0;
  let wrongAnswers = 0;
  let score = 0;
  for (const item of scored) {
    const values = byItem.get(item.id);
    if (values === undefined || values.length === 0) continue;
    if (isCorrectResponse(item, values)) {
      rightAnswers += 1;
      score += 1;
    } else {
      wrongAnswers += 1;
      score -= wrongAnswerPenalty(item);
    }
  }
  return { score, maxScore: scored.length, rightAnswers, wrongAnswers };
}

type Responses = Awaited<ReturnType<typeof sectionResponses>>;

/**
 * Closes and scores a section whose candidate_assessments and candidate_sections rows the caller
 * has locked; completes the assessment when it was its last open section. `responses`: the
 * section's, when the caller read them under those locks already.
 */
export async function closeLockedSection(
  tx: DbExecutor,
  stored: StoredAssessment,
  userId: string,
  candidateAssessmentId: string,
  section: StoredSection,
  closeType: SectionCloseType,
  now: Date,
  responses?: Responses,
): Promise<void> {
  const { score, maxScore, rightAnswers, wrongAnswers } = await scoreOf(
    tx,
    stored,
    section,
    userId,
    candidateAssessmentId,
    responses,
  );
  // One statement closes the section and, when no other section is open, completes the
  // assessment (its CTEs see the rows as they were before it: hence "another" open section). A
  // voided assessment stays VOIDED: its sections still close when their time runs out (expiry.ts).
  await tx.execute(sql`
    with closed as (
      update candidate_sections
      set status = 'COMPLETE', closed_at = ${now}, close_type = ${closeType}, score = ${score},
        max_score = ${maxScore}, right_answers = ${rightAnswers}, wrong_answers = ${wrongAnswers}
      where user_id = ${userId} and candidate_assessment_id = ${candidateAssessmentId}
        and section_id = ${section.id}
      returning 1),
    another_open as (
      select 1 from candidate_sections
      where user_id = ${userId} and candidate_assessment_id = ${candidateAssessmentId}
        and section_id <> ${section.id} and status <> 'COMPLETE'
      limit 1)
    update candidate_assessments set status = 'COMPLETE', completed_at = ${now}
    where user_id = ${userId} and id = ${candidateAssessmentId} and status = 'IN_PROGRESS'
      and not exists (select 1 from another_open)`);
}

/** Locks the candidate's section row (FOR UPDATE), after its assessment's (see the top). */
export async function lockSection(
  tx: DbExecutor,
  userId: string,
  candidateAssessmentId: string,
  sectionId: string,
) {
  const [row] = await tx
    .select()
    .from(candidateSections)
    .where(
      and(
        eq(candidateSections.userId, userId),
        eq(candidateSections.candidateAssessmentId, candidateAssessmentId),
        eq(candidateSections.sectionId, sectionId),
      ),
    )
    .for('update');
  return row;
}

/** AssessmentSectionClose, inside the caller's transaction. */
export async function closeSection(
  tx: DbExecutor,
  clock: SectionClock,
  userId: string,
  sectionId: string,
  closeType: SectionCloseType,
): Promise<SectionCloseResultView> {
  if (sectionId.length === 0 || sectionId.length > MAX_ID_LENGTH) throw notFound();
  const [owner] = await tx
    .select({
      candidateAssessmentId: candidateAssessments.id,
      assessmentId: candidateAssessments.assessmentId,
      status: candidateAssessments.status,
    })
    .from(candidateSections)
    .innerJoin(candidateAssessments, sectionOfItsAssessment)
    .where(and(eq(candidateSections.userId, userId), eq(candidateSections.sectionId, sectionId)))
    .for('no key update', { of: candidateAssessments });
  if (!owner) throw notFound();
  refuseVoided(owner);
  const row = await lockSection(tx, userId, owner.candidateAssessmentId, sectionId);
  if (!row) throw notFound();
  const done: SectionCloseResultView = { id: sectionId, status: 'COMPLETE' };
  // Already closed (by the candidate, or by the server once the time ran out): nothing to do.
  if (row.status === 'COMPLETE') return done;

  const stored = await content(tx, owner.assessmentId);
  const section = stored.sectionsById.get(sectionId);
  if (!section) throw notFound();
  const now = clock.now();
  const close = async (type: SectionCloseType, responses?: Responses) => {
    await closeLockedSection(
      tx,
      stored,
      userId,
      owner.candidateAssessmentId,
      section,
      type,
      now,
      responses,
    );
    return done;
  };

  if (isExpired(row, now, clock.graceMs)) return close('TIMER');
  if (row.status === 'NOT_STARTED') {
    // Only an informational section (no questions, so no clock) closes before it starts, and only
    // as the next one of a started assessment.
    if (closeType !== 'MANUAL' || !section.isInformational || owner.status !== 'IN_PROGRESS')
      throw badInput(m.sectionNotOpen);
    const progress = await sectionRowsOf(tx, userId, [owner.candidateAssessmentId]);
    const complete = new Set(
      progress.filter((p) => p.status === 'COMPLETE').map((p) => p.sectionId),
    );
    const earlierOpen = stored.sections.some(
      (s) => s.position < section.position && !complete.has(s.id),
    );
    if (earlierOpen) throw badInput(m.sectionNotOpen);
    return close('MANUAL');
  }
  // The app's rule for Next (section-questions.tsx): every question answered, or the time up.
  const left = row.deadlineAt ? row.deadlineAt.getTime() - now.getTime() : Infinity;
  if (left <= TIMER_CLOSE_TOLERANCE_MS) return close(closeType);
  if (closeType === 'TIMER') throw badInput(m.timeLeftRequired);
  const responses = await sectionResponses(tx, userId, owner.candidateAssessmentId, sectionId);
  if (!everyItemAnswered(section, responses)) throw badInput(m.answerEveryQuestion);
  return close(closeType, responses);
}

/**
 * Whether every question of the section holds an answer: a stored one with values is complete
 * (judgeValues stores nothing else), a cleared one (no values) is none, as the app's isAnswered.
 */
function everyItemAnswered(section: StoredSection, responses: Responses): boolean {
  const answered = new Set(responses.filter((r) => r.values.length > 0).map((r) => r.itemId));
  return section.groups.every((g) => g.items.every((item) => answered.has(item.id)));
}
