/**
 * Closing a section against a real database, with the module's clock moved: who may close it, when
 * a TIMER close is early, the time that ran out closing it as TIMER whatever was asked, and a second
 * close that changes nothing (the resolver tests drive scoring through GraphQL).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentMessages as m, COGNITIVE_ASSESSMENT_ID } from '../../../domain/assessments.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { candidateSections, itemResponses } from '../../db/schema.ts';
import { answerEveryItem } from '../../test-support/answer-every-item.ts';
import { assessmentsHarness, TEST_GRACE_MS } from '../../test-support/assessments-harness.ts';
import { createTestDatabase } from '../../test-support/test-app.ts';
import type { Assessments } from './assessments.ts';
import { TIMER_CLOSE_TOLERANCE_MS } from './answer-rules.ts';

let database: DatabaseHandle;
let harness: ReturnType<typeof assessmentsHarness>;
let assessments: Assessments;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = assessmentsHarness(database);
  assessments = harness.assessments;
});
afterAll(() => database.pool.end());

async function sectionRow(userId: string, sectionId: string) {
  const [row] = await database.db
    .select()
    .from(candidateSections)
    .where(and(eq(candidateSections.userId, userId), eq(candidateSections.sectionId, sectionId)));
  return row!;
}

const close = (userId: string, sectionId: string, type: 'MANUAL' | 'TIMER') =>
  database.db.transaction((tx) => assessments.closeSection(tx, userId, sectionId, type));

/** Every question answered, then closed as the candidate's Next does. */
async function answerAllAndClose(userId: string, sectionId: string) {
  await answerEveryItem(database.db, userId, sectionId);
  return close(userId, sectionId, 'MANUAL');
}

/** A campus candidate in the first timed section: its id, and how long its clock runs (ms). */
async function inFirstSection(label: string) {
  const { userId, questions } = await harness.candidateInFirstSection(label);
  const row = await sectionRow(userId, questions.id!);
  return { userId, sectionId: questions.id!, runsMs: row.deadlineAt!.getTime() - Date.now() };
}

describe('closeSection', () => {
  it("closes the caller's own section only, and refuses a section it does not know", async () => {
    const owner = await inFirstSection('closing-owner');
    const other = await harness.candidateInFirstSection('closing-other');
    // The other candidate's rows carry the same section id; closing names the caller's own.
    await answerAllAndClose(other.userId, owner.sectionId);
    expect((await sectionRow(owner.userId, owner.sectionId)).status).toBe('IN_PROGRESS');

    await expect(close(owner.userId, 'no-such-section', 'MANUAL')).rejects.toThrow();
    expect((await sectionRow(owner.userId, owner.sectionId)).status).toBe('IN_PROGRESS');
  });

  it('refuses a TIMER close while time is left, and takes it near the deadline', async () => {
    const { userId, sectionId, runsMs } = await inFirstSection('closing-timer');
    await expect(close(userId, sectionId, 'TIMER')).rejects.toThrow(m.timeLeftRequired);
    expect((await sectionRow(userId, sectionId)).status).toBe('IN_PROGRESS');

    harness.clock.aheadMs = runsMs - TIMER_CLOSE_TOLERANCE_MS / 2;
    expect(await close(userId, sectionId, 'TIMER')).toEqual({ id: sectionId, status: 'COMPLETE' });
    expect(await sectionRow(userId, sectionId)).toMatchObject({
      status: 'COMPLETE',
      closeType: 'TIMER',
    });
  });

  it('refuses a MANUAL close while a question is unanswered and time is left, changing nothing', async () => {
    const { userId, sectionId, runsMs } = await inFirstSection('closing-unanswered');
    const before = await sectionRow(userId, sectionId);
    await expect(close(userId, sectionId, 'MANUAL')).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: m.answerEveryQuestion,
    });
    expect(await sectionRow(userId, sectionId)).toEqual(before);

    // Every question answered, then one cleared (no values): still refused.
    expect(await answerEveryItem(database.db, userId, sectionId)).toBeGreaterThan(1);
    const [one] = await database.db
      .select()
      .from(itemResponses)
      .where(and(eq(itemResponses.userId, userId), eq(itemResponses.sectionId, sectionId)));
    await database.db
      .update(itemResponses)
      .set({ values: [] })
      .where(and(eq(itemResponses.userId, userId), eq(itemResponses.itemId, one!.itemId)));
    await expect(close(userId, sectionId, 'MANUAL')).rejects.toThrow(m.answerEveryQuestion);
    expect(await sectionRow(userId, sectionId)).toEqual(before);

    // Time up (within the tolerance a TIMER close has): closes with questions unanswered.
    harness.clock.aheadMs = runsMs - TIMER_CLOSE_TOLERANCE_MS / 2;
    expect(await close(userId, sectionId, 'MANUAL')).toEqual({ id: sectionId, status: 'COMPLETE' });
    expect((await sectionRow(userId, sectionId)).status).toBe('COMPLETE');
  });

  it('takes a MANUAL close with time left once every question is answered', async () => {
    const { userId, sectionId } = await inFirstSection('closing-all-answered');
    await answerAllAndClose(userId, sectionId);
    expect(await sectionRow(userId, sectionId)).toMatchObject({
      status: 'COMPLETE',
      closeType: 'MANUAL',
    });
  });

  it('closes a section whose time and grace ran out as TIMER, though MANUAL was asked', async () => {
    const { userId, sectionId, runsMs } = await inFirstSection('closing-expired');
    harness.clock.aheadMs = runsMs + TEST_GRACE_MS + 1_000;
    await close(userId, sectionId, 'MANUAL');
    expect((await sectionRow(userId, sectionId)).closeType).toBe('TIMER');
  });

  it('changes nothing when the section is already closed', async () => {
    const { userId, sectionId } = await inFirstSection('closing-twice');
    await answerAllAndClose(userId, sectionId);
    const first = await sectionRow(userId, sectionId);

    harness.clock.aheadMs = 60_000;
    expect(await close(userId, sectionId, 'TIMER')).toEqual({ id: sectionId, status: 'COMPLETE' });
    expect(await sectionRow(userId, sectionId)).toEqual(first);
  });

  it('refuses to close a section with questions before it was opened', async () => {
    const { userId, sectionId } = await inFirstSection('closing-not-started');
    await answerAllAndClose(userId, sectionId);
    const next = await assessments.nextSectionInformation(userId, COGNITIVE_ASSESSMENT_ID);
    expect(next).toMatchObject({ status: 'NOT_STARTED', isInformational: false });
    await expect(close(userId, next.id!, 'MANUAL')).rejects.toThrow(m.sectionNotOpen);
    expect((await sectionRow(userId, next.id!)).status).toBe('NOT_STARTED');
  });
});
