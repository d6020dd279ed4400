/**
 * Every question of a candidate's open section answered, straight into item_responses: what a
 * test needs before a MANUAL close, which the server takes only once every question is answered
 * (modules/assessments/closing.ts). Answers already given are kept; the others get a fitting one
 * (tests/support/fitting-answers.ts), received now.
 */
import { and, eq } from 'drizzle-orm';
import { itemValues } from '../../../tests/support/fitting-answers.ts';
import type { DbExecutor } from '../db/client.ts';
import { candidateAssessments, candidateSections, itemResponses } from '../db/schema.ts';
import { storedAssessment } from '../modules/assessments/content-store.ts';

/** Answers the section's unanswered questions; how many it answered. */
export async function answerEveryItem(
  db: DbExecutor,
  userId: string,
  sectionId: string,
): Promise<number> {
  const [owner] = await db
    .select({
      candidateAssessmentId: candidateSections.candidateAssessmentId,
      assessmentId: candidateAssessments.assessmentId,
    })
    .from(candidateSections)
    .innerJoin(
      candidateAssessments,
      and(
        eq(candidateAssessments.userId, candidateSections.userId),
        eq(candidateAssessments.id, candidateSections.candidateAssessmentId),
      ),
    )
    .where(and(eq(candidateSections.userId, userId), eq(candidateSections.sectionId, sectionId)));
  if (!owner) throw new Error(`${userId} has no section ${sectionId}`);
  const section = (await storedAssessment(db, owner.assessmentId))?.sectionsById.get(sectionId);
  const items = section?.groups.flatMap((g) => g.items) ?? [];
  if (items.length === 0) return 0;
  const now = new Date();
  const inserted = await db
    .insert(itemResponses)
    .values(
      items.map((item, n) => ({
        userId,
        candidateAssessmentId: owner.candidateAssessmentId,
        itemId: item.id,
        sectionId,
        values: itemValues(
          {
            id: item.id,
            itemType: item.group.itemType,
            totalPoints: item.group.totalPoints,
            options: item.options,
          },
          n,
        ),
        answeredAt: now,
        receivedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ itemId: itemResponses.itemId });
  return inserted.length;
}
