/**
 * The assessments' reads against a real database: GetCandidateAssessments lists the caller's own
 * assessments with their sections' progress, GetAssessment finds one of the caller's, and another
 * candidate's (or an unknown one) is not found.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentMessages as m,
  COGNITIVE_ASSESSMENT_ID,
  LATERAL_ASSESSMENT_ID,
} from '../../../domain/assessments.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { assessmentsHarness, TEST_INITIALS } from '../../test-support/assessments-harness.ts';
import { createTestDatabase, insertTestUser } from '../../test-support/test-app.ts';
import type { Assessments } from './assessments.ts';
import { cognitiveV1 } from './content/cognitive-v1.ts';

let database: DatabaseHandle;
let assessments: Assessments;

beforeAll(async () => {
  database = await createTestDatabase();
  assessments = assessmentsHarness(database).assessments;
});
afterAll(() => database.pool.end());

let serial = 0;

/** A candidate of this account type (none: not chosen yet), their assessments provisioned. */
async function candidate(accountType: 'CAMPUS' | 'LATERAL' | null, multiplier = 1) {
  const { db } = database;
  const userId = await insertTestUser(database, `views-${Date.now()}-${serial++}@example.com`);
  await db
    .update(users)
    .set({ accountType, accommodationMultiplier: multiplier })
    .where(eq(users.id, userId));
  if (accountType) await db.transaction((tx) => assessments.provision(tx, userId));
  return userId;
}

const cognitiveSections = (status: string, timerMultiplier: number) =>
  cognitiveV1.sections.map((s) => ({ id: s.id, title: s.title, status, timerMultiplier }));

describe('list (GetCandidateAssessments)', () => {
  it('lists the caller’s assessments with every section, not started, at their multiplier', async () => {
    const userId = await candidate('CAMPUS', 1.25);
    expect(await assessments.list(userId)).toEqual([
      {
        id: COGNITIVE_ASSESSMENT_ID,
        title: cognitiveV1.title,
        status: 'READY',
        sections: cognitiveSections('NOT_STARTED', 1.25),
      },
    ]);
  });

  it('shows only the caller’s progress: another candidate’s start changes nothing', async () => {
    const caller = await candidate('CAMPUS');
    const other = await candidate('CAMPUS', 2);
    await database.db.transaction((tx) =>
      assessments.start(tx, other, COGNITIVE_ASSESSMENT_ID, TEST_INITIALS),
    );
    await assessments.nextSectionQuestions(other, COGNITIVE_ASSESSMENT_ID);

    const [mine] = await assessments.list(caller);
    expect(mine).toMatchObject({ status: 'READY', sections: cognitiveSections('NOT_STARTED', 1) });
    const [theirs] = await assessments.list(other);
    expect(theirs!.status).toBe('IN_PROGRESS');
    expect(theirs!.sections[0]).toMatchObject({ status: 'IN_PROGRESS', timerMultiplier: 2 });
  });

  it('is empty for a candidate without assessments', async () => {
    expect(await assessments.list(await candidate(null))).toEqual([]);
  });
});

describe('find (GetAssessment)', () => {
  it('finds the caller’s assessment; a started section keeps the multiplier it started with', async () => {
    const userId = await candidate('CAMPUS', 1.5);
    await database.db.transaction((tx) =>
      assessments.start(tx, userId, COGNITIVE_ASSESSMENT_ID, TEST_INITIALS),
    );
    await assessments.nextSectionQuestions(userId, COGNITIVE_ASSESSMENT_ID);
    await database.db.update(users).set({ accommodationMultiplier: 2 }).where(eq(users.id, userId));

    const found = await assessments.find(userId, COGNITIVE_ASSESSMENT_ID);
    expect(found).toMatchObject({ id: COGNITIVE_ASSESSMENT_ID, status: 'IN_PROGRESS' });
    expect(found.sections.map((s) => [s.status, s.timerMultiplier])).toEqual([
      ['IN_PROGRESS', 1.5],
      ['NOT_STARTED', 2],
      ['NOT_STARTED', 2],
      ['NOT_STARTED', 2],
    ]);
    expect(await assessments.list(userId)).toEqual([found]);
  });

  it('does not find an assessment the caller does not have, though another candidate does', async () => {
    const lateral = await candidate('LATERAL');
    expect((await assessments.find(lateral, LATERAL_ASSESSMENT_ID)).id).toBe(LATERAL_ASSESSMENT_ID);
    const campus = await candidate('CAMPUS');
    await expect(assessments.find(campus, LATERAL_ASSESSMENT_ID)).rejects.toThrow(
      m.notYourAssessment,
    );
    await expect(assessments.find(campus, 'no-such-assessment')).rejects.toThrow(
      m.notYourAssessment,
    );
  });
});
