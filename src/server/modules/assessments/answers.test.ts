/**
 * Answers against a real database, with the module's clock moved past a section's deadline: the
 * one-statement fast path, replays, refusals that leave nothing behind, and the late answer that
 * closes its section (the resolver tests drive the same through GraphQL).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../domain/api-messages.ts';
import { assessmentMessages as m } from '../../../domain/assessments.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { candidateSections, idempotencyKeys, itemResponses } from '../../db/schema.ts';
import { assessmentsHarness, TEST_GRACE_MS } from '../../test-support/assessments-harness.ts';
import { createTestDatabase, insertTestUser } from '../../test-support/test-app.ts';
import type { Assessments, ItemView } from './assessments.ts';

let database: DatabaseHandle;
let harness: ReturnType<typeof assessmentsHarness>;
let assessments: Assessments;
let serial = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = assessmentsHarness(database);
  assessments = harness.assessments;
});
afterAll(() => database.pool.end());

/** A campus candidate in the first timed section, and one multiple-choice item of it. */
async function candidateWithItem(): Promise<{ userId: string; item: ItemView; sectionId: string }> {
  const { userId, questions } = await harness.candidateInFirstSection('answers');
  const group = questions.itemGroups.find((g) => g.itemType === 'MULTIPLE_CHOICE')!;
  return { userId, item: group.items[0]!, sectionId: questions.id! };
}

const answerTo = (item: ItemView, option = 0, timestamp = new Date()) => ({
  itemId: item.id,
  values: [{ id: item.options[option]!.id }],
  timestamp: timestamp.toISOString(),
});

const keyOf = () => `answers-test-${serial++}`;

async function storedFor(userId: string) {
  const responses = await database.db
    .select()
    .from(itemResponses)
    .where(eq(itemResponses.userId, userId));
  const keys = await database.db
    .select()
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.userId, userId));
  return { responses, keys };
}

async function sectionStatus(userId: string, sectionId: string) {
  const [row] = await database.db
    .select({ status: candidateSections.status, closeType: candidateSections.closeType })
    .from(candidateSections)
    .where(and(eq(candidateSections.userId, userId), eq(candidateSections.sectionId, sectionId)));
  return row!;
}

describe('submitItemResponse', () => {
  it('saves the answer and its key with the response, and a replay answers the first result', async () => {
    const { userId, item } = await candidateWithItem();
    const key = keyOf();
    const answer = answerTo(item);
    const first = await assessments.submitItemResponse({ userId }, answer, key);
    expect(first.status).toBe('IN_PROGRESS');
    expect(first.timeRemaining).toBeGreaterThan(0);

    const replay = await assessments.submitItemResponse({ userId }, answer, key);
    expect(replay).toEqual(first);
    const { responses, keys } = await storedFor(userId);
    expect(responses.map((r) => r.values)).toEqual([[{ id: item.options[0]!.id }]]);
    expect(keys.map((k) => k.response)).toEqual([first]);

    // The same key with another answer is a conflict, and changes nothing.
    await expect(
      assessments.submitItemResponse({ userId }, answerTo(item, 1), key),
    ).rejects.toThrow(apiMessages.idempotencyConflict);
    expect((await storedFor(userId)).responses.map((r) => r.values)).toEqual([
      [{ id: item.options[0]!.id }],
    ]);
  });

  it("refuses another candidate's item as unknown, keeping neither an answer nor the key", async () => {
    const owner = await candidateWithItem();
    const other = await insertTestUser(database, `answers-other-${serial++}@example.com`);
    await expect(
      assessments.submitItemResponse({ userId: other }, answerTo(owner.item), keyOf()),
    ).rejects.toThrow(m.unknownItem);
    expect(await storedFor(other)).toEqual({ responses: [], keys: [] });
    expect((await storedFor(owner.userId)).responses).toEqual([]);
  });

  it('refuses an answer that does not fit with its reason, and keeps nothing', async () => {
    const { userId, item } = await candidateWithItem();
    const twoOptions = {
      ...answerTo(item),
      values: [{ id: item.options[0]!.id }, { id: item.options[1]!.id }],
    };
    await expect(assessments.submitItemResponse({ userId }, twoOptions, keyOf())).rejects.toThrow(
      m.answerDoesNotFit,
    );
    expect(await storedFor(userId)).toEqual({ responses: [], keys: [] });
  });

  it('counts an answer created in time within the grace window, and refuses one created late', async () => {
    const { userId, item, sectionId } = await candidateWithItem();
    const { timeRemaining } = await assessments.submitItemResponse(
      { userId },
      answerTo(item),
      keyOf(),
    );
    const createdInTime = new Date();
    // Just past the deadline, within the grace window.
    harness.clock.aheadMs = timeRemaining! * 1000 + 2000;
    const late = await assessments.submitItemResponse(
      { userId },
      answerTo(item, 1, createdInTime),
      keyOf(),
    );
    expect(late).toEqual({ status: 'IN_PROGRESS', timeRemaining: 0 });
    await expect(
      assessments.submitItemResponse(
        { userId },
        answerTo(item, 2, new Date(Date.now() + harness.clock.aheadMs)),
        keyOf(),
      ),
    ).rejects.toThrow(m.pastDeadline);
    // Refused within the grace window: the section stays open for answers created in time.
    expect(await sectionStatus(userId, sectionId)).toEqual({
      status: 'IN_PROGRESS',
      closeType: null,
    });
  });

  it('refuses an answer past the deadline and the grace window, and closes its section (TIMER)', async () => {
    const { userId, item, sectionId } = await candidateWithItem();
    const key = keyOf();
    const answer = answerTo(item);
    const { timeRemaining } = await assessments.submitItemResponse({ userId }, answer, key);
    harness.clock.aheadMs = timeRemaining! * 1000 + TEST_GRACE_MS + 2000;

    await expect(
      assessments.submitItemResponse({ userId }, answerTo(item, 1, new Date()), keyOf()),
    ).rejects.toThrow(m.pastDeadline);
    expect(await sectionStatus(userId, sectionId)).toEqual({
      status: 'COMPLETE',
      closeType: 'TIMER',
    });
    // The first answer is still what was stored, and its replay still answers the first result.
    expect((await storedFor(userId)).responses.map((r) => r.values)).toEqual([
      [{ id: item.options[0]!.id }],
    ]);
    await expect(assessments.submitItemResponse({ userId }, answer, key)).resolves.toEqual({
      status: 'IN_PROGRESS',
      timeRemaining,
    });
  });
});
