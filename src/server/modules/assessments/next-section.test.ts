/**
 * The next section against a real database, with the module's clock moved: what the candidate
 * reads before it (instructions, samples with their answers, the time it gives with their
 * multiplier), the clock fixed when its questions are first served and kept by a second serve,
 * their earlier answers, no answers given away for real questions, and who is refused.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentMessages as m, COGNITIVE_ASSESSMENT_ID } from '../../../domain/assessments.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { candidateAssessments, candidateSections, users } from '../../db/schema.ts';
import { assessmentsHarness, TEST_INITIALS } from '../../test-support/assessments-harness.ts';
import { createTestDatabase, insertTestUser } from '../../test-support/test-app.ts';
import { answerEveryItem } from '../../test-support/answer-every-item.ts';
import { submitItemResponse } from './answers.ts';
import type { Assessments } from './assessments.ts';
import { cognitiveV1 } from './content/cognitive-v1.ts';

let database: DatabaseHandle;
let harness: ReturnType<typeof assessmentsHarness>;
let assessments: Assessments;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = assessmentsHarness(database);
  assessments = harness.assessments;
});
afterAll(() => database.pool.end());

const FIRST = cognitiveV1.sections[0]!; // Numerical Reasoning, 240 s before the multiplier
let serial = 0;

/** A campus candidate with this accommodation multiplier, the cognitive assessment provisioned. */
async function candidate(label: string, multiplier = 1, { start = true } = {}) {
  harness.clock.aheadMs = 0;
  const { db } = database;
  const email = `next-${label}-${Date.now()}-${serial++}@example.com`;
  const userId = await insertTestUser(database, email);
  await db
    .update(users)
    .set({ accountType: 'CAMPUS', accommodationMultiplier: multiplier })
    .where(eq(users.id, userId));
  await db.transaction((tx) => assessments.provision(tx, userId));
  if (start) {
    await db.transaction((tx) =>
      assessments.start(tx, userId, COGNITIVE_ASSESSMENT_ID, TEST_INITIALS),
    );
  }
  return userId;
}

const information = (userId: string) =>
  assessments.nextSectionInformation(userId, COGNITIVE_ASSESSMENT_ID);
const questions = (userId: string) =>
  assessments.nextSectionQuestions(userId, COGNITIVE_ASSESSMENT_ID);

async function sectionRow(userId: string, sectionId: string) {
  const [row] = await database.db
    .select()
    .from(candidateSections)
    .where(and(eq(candidateSections.userId, userId), eq(candidateSections.sectionId, sectionId)));
  return row!;
}

describe('nextSectionInformation', () => {
  it('gives the first section’s instructions, samples with their answers and its time x the multiplier', async () => {
    const userId = await candidate('information', 1.5);
    const info = await information(userId);
    expect(info).toMatchObject({
      id: FIRST.id,
      title: FIRST.title,
      status: 'NOT_STARTED',
      completedSections: 0,
      totalSections: cognitiveV1.sections.length,
      timerDuration: 360,
      timerRemaining: 360,
      instructions: FIRST.instructions,
      isInformational: false,
    });
    // A sample shows its explanation and which option is right (spec 001: samples are practice).
    const [sample] = info.sampleItemGroups;
    expect(sample).toMatchObject({
      id: 'cog-num-s1',
      explanation: 'Six notebooks at $4 each cost 6 × $4 = $24.',
    });
    expect(sample!.items[0]!.options.map((o) => [o.label, o.isCorrect, o.isSelected])).toEqual([
      ['$20', false, false],
      ['$22', false, false],
      ['$24', true, false],
      ['$26', false, false],
    ]);
  });

  it('after a close, is about the next section, counting the closed one', async () => {
    const userId = await candidate('information-next');
    const first = await questions(userId);
    await answerEveryItem(database.db, userId, first.id!);
    await database.db.transaction((tx) =>
      assessments.closeSection(tx, userId, first.id!, 'MANUAL'),
    );
    expect(await information(userId)).toMatchObject({
      id: cognitiveV1.sections[1]!.id,
      status: 'NOT_STARTED',
      completedSections: 1,
    });
  });
});

describe('nextSectionQuestions', () => {
  it('starts the clock on the first serve: limit x multiplier, kept by a later serve', async () => {
    const userId = await candidate('clock', 1.5);
    const served = await questions(userId);
    expect(served).toMatchObject({ id: FIRST.id, status: 'IN_PROGRESS', completedSections: 0 });
    expect(served.timeRemaining).toBeGreaterThanOrEqual(359);
    expect(served.timeRemaining).toBeLessThanOrEqual(360);
    const started = await sectionRow(userId, FIRST.id);
    expect(started).toMatchObject({ status: 'IN_PROGRESS', timerMultiplier: 1.5 });
    expect(started.deadlineAt!.getTime() - started.startedAt!.getTime()).toBe(360_000);

    // A minute later, with a new multiplier: the section keeps its deadline and its multiplier.
    await database.db.update(users).set({ accommodationMultiplier: 2 }).where(eq(users.id, userId));
    harness.clock.aheadMs = 60_000;
    const again = await questions(userId);
    expect(again.timeRemaining).toBeGreaterThanOrEqual(299);
    expect(again.timeRemaining).toBeLessThanOrEqual(300);
    expect(await sectionRow(userId, FIRST.id)).toEqual(started);
    expect(await information(userId)).toMatchObject({
      status: 'IN_PROGRESS',
      timerDuration: 360,
      timerRemaining: again.timeRemaining,
    });
  });

  it('shows the candidate’s earlier answers, and never which option is right', async () => {
    const userId = await candidate('answers');
    const served = await questions(userId);
    await submitItemResponse(
      assessments.answers,
      { userId },
      {
        itemId: 'cog-num-i01',
        values: [{ id: 'cog-num-i01-b' }],
        timestamp: new Date().toISOString(),
      },
      randomUUID(),
    );
    const again = await questions(userId);
    expect(again.itemGroups.map((g) => g.id)).toEqual(served.itemGroups.map((g) => g.id));
    const items = again.itemGroups.flatMap((g) => g.items);
    const selected = (itemId: string) =>
      items
        .find((i) => i.id === itemId)!
        .options.filter((o) => o.isSelected)
        .map((o) => o.id);
    expect(selected('cog-num-i01')).toEqual(['cog-num-i01-b']);
    expect(selected('cog-num-i02')).toEqual([]);

    for (const group of again.itemGroups) expect(group.explanation).toBeNull();
    expect(items.flatMap((i) => i.options).every((o) => o.isCorrect === null)).toBe(true);
  });

  it('refuses an assessment not started, one voided, and one the caller does not have', async () => {
    const notStarted = await candidate('not-started', 1, { start: false });
    await expect(information(notStarted)).rejects.toThrow(m.notStarted);
    await expect(questions(notStarted)).rejects.toThrow(m.notStarted);
    expect((await sectionRow(notStarted, FIRST.id)).status).toBe('NOT_STARTED');

    const voided = await candidate('voided');
    await database.db
      .update(candidateAssessments)
      .set({ status: 'VOIDED', voidedAt: new Date(), voidedReason: 'test', voidedBy: 'test' })
      .where(eq(candidateAssessments.userId, voided));
    await expect(information(voided)).rejects.toThrow(m.voided);
    await expect(questions(voided)).rejects.toThrow(m.voided);
    expect((await sectionRow(voided, FIRST.id)).status).toBe('NOT_STARTED');

    await expect(assessments.nextSectionQuestions(voided, 'no-such-assessment')).rejects.toThrow(
      m.notYourAssessment,
    );
  });
});
