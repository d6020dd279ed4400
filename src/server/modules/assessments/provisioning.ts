/**
 * CreateDefaultAssessments: the assessment of the caller's account type, provisioned once. Campus
 * candidates get the configured cognitive assessment; lateral ones the newest lateral definition.
 */
import { assessmentMessages as m, type AssessmentKind } from '../../../domain/assessments.ts';
import type { DbExecutor } from '../../db/client.ts';
import { candidateAssessments, candidateSections } from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';
import {
  accountOf,
  candidateAssessmentRows,
  content,
  readCandidateState,
} from './candidate-state.ts';
import { newestAssessmentId, storedAssessment } from './content-store.ts';
import { badInput } from './errors.ts';
import { viewsOf, type AssessmentView } from './views.ts';

const KIND_OF_ACCOUNT: Record<'CAMPUS' | 'LATERAL', AssessmentKind> = {
  CAMPUS: 'COGNITIVE',
  LATERAL: 'LATERAL',
};

/** Provisions the assessment of the caller's account type (once); answers all of theirs. */
export async function provisionDefaultAssessments(
  tx: DbExecutor,
  userId: string,
  cognitiveAssessmentId: string,
): Promise<AssessmentView[]> {
  const { accountType } = await accountOf(tx, userId);
  if (!accountType) throw badInput(m.accountTypeRequired);
  const kind = KIND_OF_ACCOUNT[accountType];

  const existing = await candidateAssessmentRows(tx, userId);
  let hasKind = false;
  for (const row of existing)
    if ((await content(tx, row.assessmentId)).kind === kind) hasKind = true;
  if (!hasKind) {
    const newest =
      kind === 'COGNITIVE' ? cognitiveAssessmentId : await newestAssessmentId(tx, kind);
    const stored = newest ? await storedAssessment(tx, newest) : null;
    if (!newest || !stored || stored.kind !== kind)
      throw new UserFacingError('NOT_FOUND', m.notForYourAccountType);
    const [created] = await tx
      .insert(candidateAssessments)
      .values({ userId, assessmentId: newest })
      .onConflictDoNothing()
      .returning({ id: candidateAssessments.id });
    if (created && stored.sections.length > 0) {
      await tx.insert(candidateSections).values(
        stored.sections.map((s) => ({
          userId,
          candidateAssessmentId: created.id,
          sectionId: s.id,
        })),
      );
    }
  }
  const state = await readCandidateState(tx, userId);
  return viewsOf(tx, state, state.assessments);
}
