/**
 * Sections whose time ran out, with the module's clock moved: the next read closes them (TIMER),
 * the candidate's TIMER close is accepted only near the end, and nothing closes early.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentMessages as m, COGNITIVE_ASSESSMENT_ID } from '../../../domain/assessments.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { candidateSections } from '../../db/schema.ts';
import { assessmentsHarness, TEST_GRACE_MS } from '../../test-support/assessments-harness.ts';
import { createTestDatabase } from '../../test-support/test-app.ts';
import { TIMER_CLOSE_TOLERANCE_MS } from './answer-rules.ts';
import type { Assessments } from './assessments.ts';

let database: DatabaseHandle;
let harness: ReturnType<typeof assessmentsHarness>;
let assessments: Assessments;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = assessmentsHarness(database);
  assessments = harness.assessments;
});
afterAll(() => database.pool.end());

/** A campus candidate in the first timed section: its id, and the time left (ms). */
async function inFirstSection() {
  const { userId, questions } = await harness.candidateInFirstSection('expiry');
  return { userId, sectionId: questions.id!, leftMs: questions.timeRemaining! * 1000 };
}

async function section(userId: string, sectionId: string) {
  const [row] = await database.db
    .select({ status: candidateSections.status, closeType: candidateSections.closeType })
    .from(candidateSections)
    .where(and(eq(candidateSections.userId, userId), eq(candidateSections.sectionId, sectionId)));
  return row!;
}

describe('expiry', () => {
  it('keeps a section open through the grace window, and the next read after it closes it (TIMER)', async () => {
    const { userId, sectionId, leftMs } = await inFirstSection();
    harness.clock.aheadMs = leftMs + TEST_GRACE_MS - 2000;
    await assessments.list(userId);
    expect(await section(userId, sectionId)).toEqual({ status: 'IN_PROGRESS', closeType: null });

    harness.clock.aheadMs = leftMs + TEST_GRACE_MS + 2000;
    const [view] = await assessments.list(userId);
    expect(view!.sections.find((s) => s.id === sectionId)!.status).toBe('COMPLETE');
    expect(await section(userId, sectionId)).toEqual({ status: 'COMPLETE', closeType: 'TIMER' });
    const next = await assessments.nextSectionInformation(userId, COGNITIVE_ASSESSMENT_ID);
    expect(next.id).not.toBe(sectionId);
  });

  it("accepts the candidate's TIMER close only once the time is nearly out", async () => {
    const { userId, sectionId, leftMs } = await inFirstSection();
    const close = () =>
      database.db.transaction((tx) => assessments.closeSection(tx, userId, sectionId, 'TIMER'));
    await expect(close()).rejects.toThrow(m.timeLeftRequired);
    expect((await section(userId, sectionId)).status).toBe('IN_PROGRESS');

    harness.clock.aheadMs = leftMs - TIMER_CLOSE_TOLERANCE_MS + 2000;
    await expect(close()).resolves.toEqual({ id: sectionId, status: 'COMPLETE' });
    expect(await section(userId, sectionId)).toEqual({ status: 'COMPLETE', closeType: 'TIMER' });
  });
});
