/**
 * Answers against a real database, with the module's clock moved past a section's deadline: the
 * one-statement fast path, replays, refusals that leave nothing behind, and the late answer that
 * closes its section (the resolver tests drive the same through GraphQL); late answers judged on
 * the attempt's contacts, flagged with how late they were, and the outbox's order (decision 047).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../domain/api-messages.ts';
import { assessmentMessages as m, COGNITIVE_ASSESSMENT_ID } from '../../../domain/assessments.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { candidateSections, idempotencyKeys, itemResponses } from '../../db/schema.ts';
import { assessmentsHarness, TEST_GRACE_MS } from '../../test-support/assessments-harness.ts';
import { createTestDatabase, insertTestUser } from '../../test-support/test-app.ts';
import type { Assessments, ItemResponseInput, ItemView } from './assessments.ts';

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

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** The stored response to `itemId`: its values and how late it arrived. */
async function storedAnswer(userId: string, itemId: string) {
  const [row] = await database.db
    .select({ values: itemResponses.values, lateByMs: itemResponses.lateByMs })
    .from(itemResponses)
    .where(and(eq(itemResponses.userId, userId), eq(itemResponses.itemId, itemId)));
  return row;
}

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

describe('late answers (decision 047)', () => {
  /** A candidate with a first answer in (its time left) and a second item to answer late. */
  async function candidateInTouch() {
    const { userId, questions } = await harness.candidateInFirstSection('late');
    const [first, second] = questions.itemGroups
      .filter((g) => g.itemType === 'MULTIPLE_CHOICE')
      .flatMap((g) => g.items);
    const { timeRemaining } = await assessments.submitItemResponse(
      { userId },
      answerTo(first!),
      keyOf(),
    );
    await tick();
    return { userId, item: second!, sectionId: questions.id!, timeRemaining: timeRemaining! };
  }
  /** Moves the module's clock `ms` past the section's deadline (to within a second). */
  const pastDeadline = (timeRemaining: number, ms: number) => {
    harness.clock.aheadMs = timeRemaining * 1000 + ms;
  };

  it('refuses a back-dated answer when a contact reached the server after its claimed time', async () => {
    const { userId, item, sectionId, timeRemaining } = await candidateInTouch();
    const backDated = new Date();
    await tick();
    await assessments.heartbeat(userId, COGNITIVE_ASSESSMENT_ID);
    pastDeadline(timeRemaining, 5_000);

    await expect(
      assessments.submitItemResponse({ userId }, answerTo(item, 1, backDated), keyOf()),
    ).rejects.toThrow(m.pastDeadline);
    expect(await storedAnswer(userId, item.id)).toBeUndefined();
    expect(await sectionStatus(userId, sectionId)).toEqual({
      status: 'IN_PROGRESS',
      closeType: null,
    });
  });

  it('accepts an answer with no contact between it and the deadline, flagged with how late it was', async () => {
    const { userId, item, timeRemaining } = await candidateInTouch();
    await assessments.heartbeat(userId, COGNITIVE_ASSESSMENT_ID);
    await tick();
    const offline = new Date();
    pastDeadline(timeRemaining, 7_000);
    const key = keyOf();
    const answer = answerTo(item, 1, offline);

    const first = await assessments.submitItemResponse({ userId }, answer, key);
    expect(first).toEqual({ status: 'IN_PROGRESS', timeRemaining: 0 });
    const stored = await storedAnswer(userId, item.id);
    expect(stored?.values).toEqual([{ id: item.options[1]!.id }]);
    // timeRemaining is floored: the deadline lies up to a second after it.
    expect(stored?.lateByMs).toBeGreaterThan(5_900);
    expect(stored?.lateByMs).toBeLessThanOrEqual(7_100);

    // A replay, even past the grace window, answers the first result and changes nothing.
    pastDeadline(timeRemaining, TEST_GRACE_MS + 5_000);
    await expect(assessments.submitItemResponse({ userId }, answer, key)).resolves.toEqual(first);
    expect(await storedAnswer(userId, item.id)).toEqual(stored);
  });

  it('refuses an answer created in time but arriving past the grace window', async () => {
    const { userId, item, timeRemaining } = await candidateInTouch();
    const offline = new Date();
    pastDeadline(timeRemaining, TEST_GRACE_MS + 2_000);
    await expect(
      assessments.submitItemResponse({ userId }, answerTo(item, 1, offline), keyOf()),
    ).rejects.toThrow(m.pastDeadline);
    expect(await storedAnswer(userId, item.id)).toBeUndefined();
  });

  it("refuses an answer older than one received from the same outbox; another outbox's and replays count", async () => {
    const { userId, item } = await candidateInTouch();
    /** The answer, sent as number `number` of outbox `outboxId` (a new key unless given). */
    const sendFrom = (outboxId: string, number: number, answer: ItemResponseInput, key = keyOf()) =>
      assessments.submitItemResponse(
        { userId },
        { ...answer, sequence: { outboxId, number } },
        key,
      );
    const answerFrom = (outboxId: string, number: number, option: number) =>
      sendFrom(outboxId, number, answerTo(item, option));
    const storedOption = async () => (await storedAnswer(userId, item.id))?.values;
    const earlier = answerTo(item, 0);
    const earlierKey = keyOf();
    const first = await sendFrom('outbox-a', 3, earlier, earlierKey);
    await answerFrom('outbox-a', 5, 1);

    await expect(answerFrom('outbox-a', 4, 2)).rejects.toThrow(m.answerOutOfOrder);
    expect(await storedOption()).toEqual([{ id: item.options[1]!.id }]);

    // The replay of an answer accepted before gets its first result, not an out-of-order refusal,
    // whichever outbox sends it again (a rescue file on another device).
    await expect(sendFrom('outbox-a', 3, earlier, earlierKey)).resolves.toEqual(first);
    await expect(sendFrom('outbox-b', 1, earlier, earlierKey)).resolves.toEqual(first);

    // Another outbox's numbers are its own.
    await answerFrom('outbox-b', 2, 2);
    expect(await storedOption()).toEqual([{ id: item.options[2]!.id }]);
    await expect(answerFrom('outbox-b', 0, 0)).rejects.toThrow(m.badSequence);
  });

  it("refuses a heartbeat about another candidate's assessment", async () => {
    const other = await insertTestUser(database, `late-other-${serial++}@example.com`);
    await expect(assessments.heartbeat(other, COGNITIVE_ASSESSMENT_ID)).rejects.toThrow(
      m.notYourAssessment,
    );
  });
});
