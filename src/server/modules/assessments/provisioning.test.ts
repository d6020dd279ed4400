/**
 * CreateDefaultAssessments against a real database: the assessment of the caller's account type,
 * once however often it is asked, and a clear refusal before an account type is chosen.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentMessages as m, COGNITIVE_ASSESSMENT_ID } from '../../../domain/assessments.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { candidateAssessments, candidateSections, users } from '../../db/schema.ts';
import { assessmentsHarness } from '../../test-support/assessments-harness.ts';
import { createTestDatabase, insertTestUser } from '../../test-support/test-app.ts';
import type { Assessments } from './assessments.ts';

let database: DatabaseHandle;
let assessments: Assessments;
let serial = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  assessments = assessmentsHarness(database).assessments;
});
afterAll(() => database.pool.end());

async function candidate(accountType: 'CAMPUS' | 'LATERAL' | null): Promise<string> {
  const userId = await insertTestUser(
    database,
    `provisioning-${Date.now()}-${serial++}@example.com`,
  );
  if (accountType) await database.db.update(users).set({ accountType }).where(eq(users.id, userId));
  return userId;
}

const provision = (userId: string) =>
  database.db.transaction((tx) => assessments.provision(tx, userId));

async function stored(userId: string) {
  const rows = await database.db
    .select({ assessmentId: candidateAssessments.assessmentId })
    .from(candidateAssessments)
    .where(eq(candidateAssessments.userId, userId));
  const sections = await database.db
    .select({ sectionId: candidateSections.sectionId })
    .from(candidateSections)
    .where(eq(candidateSections.userId, userId));
  return { assessments: rows.map((r) => r.assessmentId), sections: sections.length };
}

describe('provision', () => {
  it('refuses before the account type is chosen, and creates nothing', async () => {
    const userId = await candidate(null);
    await expect(provision(userId)).rejects.toThrow(m.accountTypeRequired);
    expect(await stored(userId)).toEqual({ assessments: [], sections: 0 });
  });

  it('gives a campus candidate the cognitive assessment once, with a row per section', async () => {
    const userId = await candidate('CAMPUS');
    const first = await provision(userId);
    expect(first.map((a) => a.id)).toEqual([COGNITIVE_ASSESSMENT_ID]);
    const afterFirst = await stored(userId);
    expect(afterFirst.assessments).toEqual([COGNITIVE_ASSESSMENT_ID]);
    expect(afterFirst.sections).toBe(first[0]!.sections.length);

    // Asked again (a second tab, a replay): the same answer, nothing new.
    expect(await provision(userId)).toEqual(first);
    expect(await stored(userId)).toEqual(afterFirst);
  });

  it('gives a lateral candidate the lateral assessment, not the cognitive one', async () => {
    const userId = await candidate('LATERAL');
    const [lateral] = await provision(userId);
    expect(lateral!.id).not.toBe(COGNITIVE_ASSESSMENT_ID);
    expect(await stored(userId)).toMatchObject({ assessments: [lateral!.id] });
  });
});
