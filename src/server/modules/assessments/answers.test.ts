/**
 * Answers against a real database, with the module's clock moved past a section's deadline: the
 * fast path (one call of submit_item_response), replays, refusals that leave nothing behind, and
 * the late answer that closes its section (the resolver tests drive the same through GraphQL); late
 * answers judged on the attempt's contacts, flagged with how late they were, and the outbox's order
 * (decision 047).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../domain/api-messages.ts';
import { assessmentMessages as m, COGNITIVE_ASSESSMENT_ID } from '../../../domain/assessments.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  candidateSections,
  idempotencyKeys,
  itemResponses,
  sectionContacts,
  sessions,
} from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';
import {
  assessmentsHarness,
  TEST_GRACE_BUDGET_MS,
  TEST_GRACE_MS,
} from '../../test-support/assessments-harness.ts';
import { listAttemptIntegrity } from '../integrity/list.ts';
import { processRegistry } from '../metrics/metrics.ts';
import { createSession, revokeSession } from '../sessions/sessions.ts';
import { createTestDatabase, insertTestUser } from '../../test-support/test-app.ts';
import { submitItemResponse, type ItemResponseInput } from './answers.ts';
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

/** What GET /metrics shows of a counter (docs/decisions/065), for these labels. */
async function counted(name: string, labels: Record<string, string>): Promise<number> {
  const { values } = await processRegistry.getSingleMetric(`candidate_portal_${name}`)!.get();
  const found = values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l));
  return found?.value ?? 0;
}

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
    const first = await submitItemResponse(assessments.answers, { userId }, answer, key);
    expect(first.status).toBe('IN_PROGRESS');
    expect(first.timeRemaining).toBeGreaterThan(0);

    const replay = await submitItemResponse(assessments.answers, { userId }, answer, key);
    expect(replay).toEqual(first);
    const { responses, keys } = await storedFor(userId);
    expect(responses.map((r) => r.values)).toEqual([[{ id: item.options[0]!.id }]]);
    expect(keys.map((k) => k.response)).toEqual([first]);

    // The same key with another answer is a conflict, and changes nothing.
    await expect(
      submitItemResponse(assessments.answers, { userId }, answerTo(item, 1), key),
    ).rejects.toThrow(apiMessages.idempotencyConflict);
    expect((await storedFor(userId)).responses.map((r) => r.values)).toEqual([
      [{ id: item.options[0]!.id }],
    ]);
  });

  it('runs concurrent duplicates once: one answer, one key, every request its response', async () => {
    const { userId, item } = await candidateWithItem();
    const key = keyOf();
    const answer = answerTo(item, 1);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        submitItemResponse(assessments.answers, { userId }, answer, key),
      ),
    );
    for (const result of results) expect(result).toEqual(results[0]);
    const { responses, keys } = await storedFor(userId);
    expect(responses.map((r) => r.values)).toEqual([[{ id: item.options[1]!.id }]]);
    expect(keys.map((k) => k.response)).toEqual([results[0]]);
  });

  it('checks a session not looked up in its statement: an ended one writes nothing', async () => {
    const { userId, item } = await candidateWithItem();
    await createSession(database.db, userId, 60_000);
    const [row] = await database.db
      .select({ id: sessions.id, tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    let lookUps = 0;
    const session = {
      sessionId: row!.id,
      tokenHash: row!.tokenHash,
      idleLimitMs: 60_000,
      lookUp: async () => {
        lookUps++;
        throw new UserFacingError('UNAUTHORIZED', 'Signed out.', 401);
      },
    };
    const accepted = await submitItemResponse(
      assessments.answers,
      { userId, session },
      answerTo(item),
      keyOf(),
    );
    expect(accepted.status).toBe('IN_PROGRESS');
    expect(lookUps).toBe(0);

    await revokeSession(database.db, row!.id);
    await expect(
      submitItemResponse(assessments.answers, { userId, session }, answerTo(item, 1), keyOf()),
    ).rejects.toThrow('Signed out.');
    expect(lookUps).toBe(1);
    const { responses, keys } = await storedFor(userId);
    expect(responses.map((r) => r.values)).toEqual([[{ id: item.options[0]!.id }]]);
    expect(keys).toHaveLength(1);
  });

  it("refuses another candidate's item as unknown, keeping neither an answer nor the key", async () => {
    const owner = await candidateWithItem();
    const other = await insertTestUser(database, `answers-other-${serial++}@example.com`);
    await expect(
      submitItemResponse(assessments.answers, { userId: other }, answerTo(owner.item), keyOf()),
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
    await expect(
      submitItemResponse(assessments.answers, { userId }, twoOptions, keyOf()),
    ).rejects.toThrow(m.answerDoesNotFit);
    expect(await storedFor(userId)).toEqual({ responses: [], keys: [] });
  });

  it('counts an answer created in time within the grace window, and refuses one created late', async () => {
    const { userId, item, sectionId } = await candidateWithItem();
    const { timeRemaining } = await submitItemResponse(
      assessments.answers,
      { userId },
      answerTo(item),
      keyOf(),
    );
    const createdInTime = new Date();
    // Just past the deadline, within the grace window.
    harness.clock.aheadMs = timeRemaining! * 1000 + 2000;
    const late = await submitItemResponse(
      assessments.answers,
      { userId },
      answerTo(item, 1, createdInTime),
      keyOf(),
    );
    expect(late).toEqual({ status: 'IN_PROGRESS', timeRemaining: 0, recordedLate: true });
    await expect(
      submitItemResponse(
        assessments.answers,
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
    const { timeRemaining } = await submitItemResponse(
      assessments.answers,
      { userId },
      answer,
      key,
    );
    harness.clock.aheadMs = timeRemaining! * 1000 + TEST_GRACE_MS + 2000;

    await expect(
      submitItemResponse(assessments.answers, { userId }, answerTo(item, 1, new Date()), keyOf()),
    ).rejects.toThrow(m.pastDeadline);
    expect(await sectionStatus(userId, sectionId)).toEqual({
      status: 'COMPLETE',
      closeType: 'TIMER',
    });
    // The first answer is still what was stored, and its replay still answers the first result.
    expect((await storedFor(userId)).responses.map((r) => r.values)).toEqual([
      [{ id: item.options[0]!.id }],
    ]);
    await expect(submitItemResponse(assessments.answers, { userId }, answer, key)).resolves.toEqual(
      {
        status: 'IN_PROGRESS',
        timeRemaining,
        recordedLate: false,
      },
    );
  });
});

describe('late answers (decision 047)', () => {
  /** A candidate with a first answer in (its time left) and a second item to answer late. */
  async function candidateInTouch() {
    const { userId, questions } = await harness.candidateInFirstSection('late');
    const [first, second] = questions.itemGroups
      .filter((g) => g.itemType === 'MULTIPLE_CHOICE')
      .flatMap((g) => g.items);
    const { timeRemaining } = await submitItemResponse(
      assessments.answers,
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
    const late = { kind: 'late_answer', rule: 'past_deadline' };
    const before = await counted('refusals_total', late);

    await expect(
      submitItemResponse(assessments.answers, { userId }, answerTo(item, 1, backDated), keyOf()),
    ).rejects.toThrow(m.pastDeadline);
    expect(await counted('refusals_total', late)).toBe(before + 1);
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

    const first = await submitItemResponse(assessments.answers, { userId }, answer, key);
    expect(first).toEqual({ status: 'IN_PROGRESS', timeRemaining: 0, recordedLate: true });
    const stored = await storedAnswer(userId, item.id);
    expect(stored?.values).toEqual([{ id: item.options[1]!.id }]);
    // timeRemaining is floored: the deadline lies up to a second after it.
    expect(stored?.lateByMs).toBeGreaterThan(5_900);
    expect(stored?.lateByMs).toBeLessThanOrEqual(7_100);

    // A replay, even past the grace window, answers the first result and changes nothing.
    pastDeadline(timeRemaining, TEST_GRACE_MS + 5_000);
    await expect(submitItemResponse(assessments.answers, { userId }, answer, key)).resolves.toEqual(
      first,
    );
    expect(await storedAnswer(userId, item.id)).toEqual(stored);
  });

  it('refuses an answer created in time but arriving past the grace window', async () => {
    const { userId, item, timeRemaining } = await candidateInTouch();
    const offline = new Date();
    pastDeadline(timeRemaining, TEST_GRACE_MS + 2_000);
    const late = { kind: 'late_answer', rule: 'past_grace' };
    const before = await counted('refusals_total', late);
    await expect(
      submitItemResponse(assessments.answers, { userId }, answerTo(item, 1, offline), keyOf()),
    ).rejects.toThrow(m.pastDeadline);
    expect(await counted('refusals_total', late)).toBe(before + 1);
    expect(await storedAnswer(userId, item.id)).toBeUndefined();
  });

  it("refuses an answer older than one received from the same outbox; another outbox's and replays count", async () => {
    const { userId, item } = await candidateInTouch();
    /** The answer, sent as number `number` of outbox `outboxId` (a new key unless given). */
    const sendFrom = (outboxId: string, number: number, answer: ItemResponseInput, key = keyOf()) =>
      submitItemResponse(
        assessments.answers,
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

    const outOfOrder = { kind: 'out_of_order', rule: 'sequence' };
    const refusedBefore = await counted('refusals_total', outOfOrder);
    await expect(answerFrom('outbox-a', 4, 2)).rejects.toThrow(m.answerOutOfOrder);
    expect(await storedOption()).toEqual([{ id: item.options[1]!.id }]);
    expect(await counted('refusals_total', outOfOrder)).toBe(refusedBefore + 1);

    // The replay of an answer accepted before gets its first result, not an out-of-order refusal,
    // whichever outbox sends it again (a rescue file on another device).
    const replay = { operation: 'submitItemResponse' };
    const replaysBefore = await counted('idempotent_replays_total', replay);
    await expect(sendFrom('outbox-a', 3, earlier, earlierKey)).resolves.toEqual(first);
    expect(await counted('idempotent_replays_total', replay)).toBe(replaysBefore + 1);
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

describe('the late-time budget (decision 053)', () => {
  /** The module's clock now. */
  const moduleNow = () => new Date(Date.now() + harness.clock.aheadMs);
  /** The multiple-choice items of served questions. */
  const itemsOf = (questions: { itemGroups: { itemType: string; items: ItemView[] }[] }) =>
    questions.itemGroups.filter((g) => g.itemType === 'MULTIPLE_CHOICE').flatMap((g) => g.items);
  /** Sends `answer`; true when accepted, false when refused as past the deadline. */
  const accepted = async (userId: string, answer: ItemResponseInput) => {
    try {
      await submitItemResponse(assessments.answers, { userId }, answer, keyOf());
      return true;
    } catch (error) {
      expect((error as Error).message).toBe(m.pastDeadline);
      return false;
    }
  };
  const gainedBySection = async (userId: string) =>
    new Map(
      (
        await database.db
          .select({ sectionId: sectionContacts.sectionId, gained: sectionContacts.lateGainedMs })
          .from(sectionContacts)
          .where(eq(sectionContacts.userId, userId))
      ).map((r) => [r.sectionId, r.gained]),
    );

  it('a silent client: 10 back-dated answers 90 s late gain 90 s, not 900; the next section has what is left', async () => {
    const { userId, questions } = await harness.candidateInFirstSection('budget');
    expect(questions.lateAnswerWindow).toBe(TEST_GRACE_MS / 1000);
    const servedAt = moduleNow();
    const items = itemsOf(questions).slice(0, 10);
    expect(items).toHaveLength(10);
    // Nothing sent after the questions (no heartbeat, no answer), then 10 answers claiming to have
    // been made just after them, all arriving 90 s after the deadline.
    harness.clock.aheadMs = questions.timeRemaining! * 1000 + 90_000;
    for (const item of items) {
      const result = await submitItemResponse(
        assessments.answers,
        { userId },
        answerTo(item, 1, new Date(servedAt.getTime() + 1)),
        keyOf(),
      );
      expect(result.recordedLate).toBe(true);
    }
    // Each is flagged with the seconds it gained; the section gained 90 s in all, once.
    for (const item of items) {
      const lateBy = (await storedAnswer(userId, item.id))?.lateByMs;
      expect(lateBy).toBeGreaterThan(89_000);
      expect(lateBy).toBeLessThanOrEqual(91_000);
    }
    const first = questions.id!;
    const gainedFirst = (await gainedBySection(userId)).get(first)!;
    expect(gainedFirst).toBeGreaterThan(89_000);
    expect(gainedFirst).toBeLessThanOrEqual(91_000);

    // The section closes; the next one's window is what is left of the budget.
    await database.db.transaction((tx) => assessments.closeSection(tx, userId, first, 'TIMER'));
    const next = await assessments.nextSectionQuestions(userId, COGNITIVE_ASSESSMENT_ID);
    expect(next.id).not.toBe(first);
    const leftMs = TEST_GRACE_BUDGET_MS - gainedFirst;
    expect(next.lateAnswerWindow).toBe(Math.floor(leftMs / 1000));

    // Silent again: 10 back-dated answers arriving 5 s, 10 s, ... 50 s after its deadline. Only
    // those within what is left (about 30 s) count; the grace window alone would take them all.
    const nextServedAt = moduleNow();
    const deadlineAhead = harness.clock.aheadMs + next.timeRemaining! * 1000;
    const outcomes: boolean[] = [];
    for (const [i, item] of itemsOf(next).slice(0, 10).entries()) {
      harness.clock.aheadMs = deadlineAhead + (i + 1) * 5_000;
      outcomes.push(
        await accepted(userId, answerTo(item, 0, new Date(nextServedAt.getTime() + 1))),
      );
    }
    // timeRemaining is floored: the deadline lies up to a second after what it implies.
    const counted = outcomes.filter(Boolean).length;
    expect(outcomes).toEqual(outcomes.map((_, i) => i < counted));
    expect(counted).toBeGreaterThanOrEqual(Math.floor((leftMs - 1_000) / 5_000));
    expect(counted).toBeLessThanOrEqual(Math.ceil((leftMs + 1_000) / 5_000));
    expect(counted).toBeLessThan(10);

    // The budget holds across both sections, and the operator sees the seconds gained.
    const gained = await gainedBySection(userId);
    const total = [...gained.values()].reduce<number>((sum, g) => sum + (g ?? 0), 0);
    expect(total).toBeLessThanOrEqual(TEST_GRACE_BUDGET_MS);
    expect(total).toBeGreaterThan(TEST_GRACE_BUDGET_MS - 6_000);
    const [{ email }] = (
      await database.pool.query(`select email from users where id = $1`, [userId])
    ).rows as [{ email: string }];
    const listed = (await listAttemptIntegrity(database.db, { limit: 10_000 })).find(
      (a) => a.email === email,
    );
    expect(listed?.lateTime.map((l) => l.gainedMs).sort()).toEqual(
      [...gained.values()].map((g) => g ?? 0).sort(),
    );
    expect(listed?.lateGainedMs).toBe(total);
    const flag = listed?.flags.find((f) => f.rule === 'LATE_ANSWER');
    expect(flag?.detail).toMatch(
      new RegExp(
        `^${10 + counted} answers late, the latest by [\\d.]+ s, [\\d.]+ s gained in all$`,
      ),
    );
  });

  it('a late answer that clears its item still counts against the budget', async () => {
    const { userId, questions } = await harness.candidateInFirstSection('budget-clear');
    const [item] = itemsOf(questions);
    const servedAt = moduleNow();
    harness.clock.aheadMs = questions.timeRemaining! * 1000 + 60_000;
    await submitItemResponse(
      assessments.answers,
      { userId },
      { itemId: item!.id, values: [], timestamp: new Date(servedAt.getTime() + 1).toISOString() },
      keyOf(),
    );
    expect(await storedAnswer(userId, item!.id)).toBeUndefined();
    expect((await gainedBySection(userId)).get(questions.id!)).toBeGreaterThan(59_000);
  });

  it('refuses a claimed time before the section was served, in time or late; the year 2000 too', async () => {
    const { userId, questions } = await harness.candidateInFirstSection('budget-claim');
    const [a, b, c] = itemsOf(questions);
    const servedAt = moduleNow();
    const before = (ms: number) => new Date(servedAt.getTime() - ms);
    // In time: a claim a minute before the questions were served, and one from the year 2000.
    await expect(
      submitItemResponse(assessments.answers, { userId }, answerTo(a!, 0, before(60_000)), keyOf()),
    ).rejects.toThrow(m.answerBeforeStart);
    await expect(
      submitItemResponse(
        assessments.answers,
        { userId },
        answerTo(a!, 0, new Date('2000-01-01T00:00:00Z')),
        keyOf(),
      ),
    ).rejects.toThrow(m.answerBeforeStart);
    // A device's clock estimate a second behind the server's is not an impossible claim.
    await submitItemResponse(
      assessments.answers,
      { userId },
      answerTo(b!, 0, before(1_000)),
      keyOf(),
    );
    expect((await storedAnswer(userId, b!.id))?.values).toEqual([{ id: b!.options[0]!.id }]);

    // Late, from a silent client: the year 2000 is refused, and leaves nothing behind.
    harness.clock.aheadMs = questions.timeRemaining! * 1000 + 30_000;
    await expect(
      submitItemResponse(
        assessments.answers,
        { userId },
        answerTo(c!, 0, new Date('2000-01-01T00:00:00Z')),
        keyOf(),
      ),
    ).rejects.toThrow(m.answerBeforeStart);
    expect(await storedAnswer(userId, c!.id)).toBeUndefined();
    expect(await storedAnswer(userId, a!.id)).toBeUndefined();
    expect((await gainedBySection(userId)).get(questions.id!) ?? null).toBeNull();
    expect((await storedFor(userId)).keys).toHaveLength(1);
  });
});
