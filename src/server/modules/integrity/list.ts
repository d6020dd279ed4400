/**
 * The operator's view of integrity (`npm run operator -- integrity:list`): each started attempt,
 * newest first, with the candidate's address, the assessment, its flags (flags.ts) and what was
 * recorded. An assessment is named by its id, its kind or its title (any case).
 */
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import {
  assessments,
  candidateAssessments,
  integrityEvents,
  itemResponses,
  users,
} from '../../db/schema.ts';
import { type Flag, integrityFlags } from './flags.ts';
import { assessmentNamed } from '../assessments/assessment-name.ts';

export interface AttemptIntegrity {
  attemptId: string;
  email: string;
  assessment: string;
  status: string;
  startedAt: Date | null;
  flags: Flag[];
  events: {
    id: string;
    sectionId: string;
    type: string;
    durationMs: number | null;
    skewMs: number | null;
    occurredAt: Date;
    receivedAt: Date;
  }[];
  lateAnswers: { itemId: string; sectionId: string; lateByMs: number }[];
}

export async function listAttemptIntegrity(
  db: DbExecutor,
  { assessment, limit }: { assessment?: string; limit: number },
): Promise<AttemptIntegrity[]> {
  const attempts = await db
    .select({
      attemptId: candidateAssessments.id,
      userId: candidateAssessments.userId,
      email: users.email,
      assessment: assessments.title,
      status: candidateAssessments.status,
      startedAt: candidateAssessments.startedAt,
    })
    .from(candidateAssessments)
    .innerJoin(users, eq(users.id, candidateAssessments.userId))
    .innerJoin(assessments, eq(assessments.id, candidateAssessments.assessmentId))
    .where(
      and(
        isNotNull(candidateAssessments.startedAt),
        assessment ? assessmentNamed(assessment) : undefined,
      ),
    )
    .orderBy(desc(candidateAssessments.startedAt))
    .limit(limit);
  if (attempts.length === 0) return [];
  const ids = attempts.map((a) => a.attemptId);

  const events = await db
    .select()
    .from(integrityEvents)
    .where(inArray(integrityEvents.candidateAssessmentId, ids))
    .orderBy(asc(integrityEvents.occurredAt));
  const late = await db
    .select({
      attemptId: itemResponses.candidateAssessmentId,
      itemId: itemResponses.itemId,
      sectionId: itemResponses.sectionId,
      lateByMs: itemResponses.lateByMs,
    })
    .from(itemResponses)
    .where(
      and(inArray(itemResponses.candidateAssessmentId, ids), isNotNull(itemResponses.lateByMs)),
    );

  return attempts.map(({ userId: _userId, ...attempt }) => {
    const own = events
      .filter((e) => e.candidateAssessmentId === attempt.attemptId)
      .map((e) => ({
        id: e.eventId,
        sectionId: e.sectionId,
        type: e.type,
        durationMs: e.durationMs,
        skewMs: e.skewMs,
        occurredAt: e.occurredAt,
        receivedAt: e.receivedAt,
      }));
    const lateAnswers = late
      .filter((a) => a.attemptId === attempt.attemptId)
      .map((a) => ({ itemId: a.itemId, sectionId: a.sectionId, lateByMs: a.lateByMs! }));
    return { ...attempt, flags: integrityFlags(own, lateAnswers), events: own, lateAnswers };
  });
}
