/**
 * The assessments module on a test database, for the module's own tests: built as services.ts
 * builds it, with a clock a test can move ahead (`clock.aheadMs`), and a candidate put in the
 * first timed section of the cognitive assessment.
 */
import { eq } from 'drizzle-orm';
import { COGNITIVE_ASSESSMENT_ID } from '../../domain/assessments.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createAssessments } from '../modules/assessments/assessments.ts';
import { insertTestUser } from './test-app.ts';

export const TEST_GRACE_MS = 120_000;
export const TEST_GRACE_BUDGET_MS = 120_000;

/** The five initials of Before You Begin. */
export const TEST_INITIALS = {
  aiTools: 'AB',
  selfCompletion: 'AB',
  monitoring: 'AB',
  violationConsequences: 'AB',
  retakePolicy: 'AB',
};

let serial = 0;

export function assessmentsHarness(database: DatabaseHandle) {
  /** How far the module's clock is ahead of the real one (ms). */
  const clock = { aheadMs: 0 };
  const assessments = createAssessments({
    db: database.db,
    graceMs: TEST_GRACE_MS,
    graceBudgetMs: TEST_GRACE_BUDGET_MS,
    cognitiveAssessmentId: COGNITIVE_ASSESSMENT_ID,
    idempotencyLifetimeMs: 24 * 60 * 60 * 1000,
    now: () => new Date(Date.now() + clock.aheadMs),
  });

  /** A new campus candidate whose first timed section's clock runs (served now, clock reset). */
  async function candidateInFirstSection(label: string) {
    clock.aheadMs = 0;
    const { db } = database;
    const userId = await insertTestUser(database, `${label}-${Date.now()}-${serial++}@example.com`);
    await db.update(users).set({ accountType: 'CAMPUS' }).where(eq(users.id, userId));
    await db.transaction((tx) => assessments.provision(tx, userId));
    await db.transaction((tx) =>
      assessments.start(tx, userId, COGNITIVE_ASSESSMENT_ID, TEST_INITIALS),
    );
    const questions = await assessments.nextSectionQuestions(userId, COGNITIVE_ASSESSMENT_ID);
    return { userId, questions };
  }

  return { assessments, clock, candidateInFirstSection };
}
