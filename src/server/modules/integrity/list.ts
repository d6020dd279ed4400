/**
 * The operator's view of integrity (`npm run operator -- integrity:list`): each started attempt,
 * newest first, with the candidate's address, the assessment, its flags (flags.ts) and what was
 * recorded. An assessment is named by its id, its kind or its title (any case).
 */
import { and, asc, desc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import {
  assessments,
  candidateAssessments,
  sectionContacts,
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
  /**
   * The late time gained per section (ms): how long after its deadline late answers were accepted
   * (docs/decisions/053). Its sum is what the attempt used of ANSWER_GRACE_BUDGET_MS.
   */
  lateTime: { sectionId: string; gainedMs: number }[];
  lateGainedMs: number;
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

  const gains = await db
    .select({
      attemptId: sectionContacts.candidateAssessmentId,
      sectionId: sectionContacts.sectionId,
      gainedMs: max(sectionContacts.lateGainedMs),
    })
    .from(sectionContacts)
    .where(
      and(
        inArray(sectionContacts.candidateAssessmentId, ids),
        isNotNull(sectionContacts.lateGainedMs),
      ),
    )
    .groupBy(sectionContacts.candidateAssessmentId, sectionContacts.sectionId);

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
    const lateTime = gains
      .filter((g) => g.attemptId === attempt.attemptId)
      .map((g) => ({ sectionId: g.sectionId, gainedMs: g.gainedMs ?? 0 }));
    const lateGainedMs = lateTime.reduce((sum, g) => sum + g.gainedMs, 0);
    return {
      ...attempt,
      flags: integrityFlags(own, lateAnswers, lateGainedMs),
      events: own,
      lateAnswers,
      lateTime,
      lateGainedMs,
    };
  });
}
