/** StartAssessment: once, with the candidate's five initials acknowledging the rules (spec 001). */
import { and, eq } from 'drizzle-orm';
import {
  assessmentMessages as m,
  INITIALS_FIELDS,
  type Acknowledgements,
} from '../../../domain/assessments.ts';
import type { DbExecutor } from '../../db/client.ts';
import { candidateAssessments } from '../../db/schema.ts';
import { ownAssessment, readCandidateState } from './candidate-state.ts';
import type { SectionClock } from './clock.ts';
import { badInput, refuseVoided } from './errors.ts';
import { viewsOf, type AssessmentView } from './views.ts';

/** Initials are a few letters; anything longer is not initials. */
export const MAX_INITIALS_LENGTH = 20;

/** The five initials, trimmed; refused when one is blank (the spec's message) or not initials. */
export function validAcknowledgements(input: Acknowledgements): Acknowledgements {
  const trimmed = {} as Acknowledgements;
  for (const field of INITIALS_FIELDS) {
    const value = (input[field] ?? '').trim();
    if (value.length === 0) throw badInput(m.initialsRequired);
    if (value.length > MAX_INITIALS_LENGTH) throw badInput(m.answerDoesNotFit);
    trimmed[field] = value;
  }
  return trimmed;
}

/** Starts the caller's assessment, inside the caller's transaction. */
export async function startAssessment(
  tx: DbExecutor,
  clock: SectionClock,
  userId: string,
  assessmentId: string,
  acknowledgements: Acknowledgements,
): Promise<AssessmentView> {
  const initials = validAcknowledgements(acknowledgements);
  const row = await ownAssessment(tx, userId, assessmentId, true);
  refuseVoided(row);
  if (row.status === 'COMPLETE') throw badInput(m.assessmentComplete);
  if (row.status !== 'READY') throw badInput(m.alreadyStarted);
  const [started] = await tx
    .update(candidateAssessments)
    .set({ status: 'IN_PROGRESS', acknowledgements: initials, startedAt: clock.now() })
    .where(and(eq(candidateAssessments.userId, userId), eq(candidateAssessments.id, row.id)))
    .returning();
  const [view] = await viewsOf(tx, await readCandidateState(tx, userId), [started!]);
  return view!;
}
