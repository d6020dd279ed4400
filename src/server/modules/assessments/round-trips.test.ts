/**
 * How many statements the server sends PostgreSQL for an answer (docs/decisions/038) and for what
 * Next Section waits on: the close, then the next section's information and the assessment
 * (docs/decisions/031). On a busy machine each
 * round trip waits for a core, so their number, not their SQL, sets the time a candidate waits.
 * Counted at node-postgres's Client#query, which every statement goes through.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COGNITIVE_ASSESSMENT_ID } from '../../../domain/assessments.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { candidateAssessments } from '../../db/schema.ts';
import { assessmentsHarness } from '../../test-support/assessments-harness.ts';
import { createTestDatabase } from '../../test-support/test-app.ts';
import { answerEveryItem } from '../../test-support/answer-every-item.ts';
import { submitItemResponse } from './answers.ts';
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

/** `work`'s result and the statements it sent (every client of every pool). */
async function counted<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const result = await work();
    const statements = query.mock.calls.map(([first]) =>
      typeof first === 'string' ? first : String((first as { text?: string }).text ?? ''),
    );
    return { result, statements };
  } finally {
    query.mockRestore();
  }
}

/** A campus candidate in the first section of the cognitive assessment, its clock running. */
async function candidateInFirstSection(): Promise<string> {
  const { userId, questions } = await harness.candidateInFirstSection('round-trips');
  expect(questions.status).toBe('IN_PROGRESS');
  return userId;
}

describe('an answer', () => {
  it('is one statement, and its replay two (the statement, then the stored response)', async () => {
    const userId = await candidateInFirstSection();
    const { itemGroups } = await assessments.nextSectionQuestions(userId, COGNITIVE_ASSESSMENT_ID);
    const [item, other] = itemGroups
      .filter((g) => g.itemType === 'MULTIPLE_CHOICE')
      .flatMap((g) => g.items);
    const timestamp = new Date().toISOString();
    const answer = (to: typeof item, option: number, key: string) =>
      counted(() =>
        submitItemResponse(
          assessments.answers,
          { userId },
          {
            itemId: to!.id,
            values: [{ id: to!.options[option]!.id }],
            timestamp,
          },
          key,
        ),
      );
    // The first answer reads the section's content into the process's cache (content-store.ts).
    await answer(other, 0, `round-trips-first-${Date.now()}`);

    const key = `round-trips-${Date.now()}`;
    const answered = await answer(item, 0, key);
    expect(answered.result.status).toBe('IN_PROGRESS');
    expect(answered.statements).toHaveLength(1);

    const replayed = await answer(item, 0, key);
    expect(replayed.result).toEqual(answered.result);
    expect(replayed.statements).toHaveLength(2);

    // Another item, another option, another key: the same call of the answer's database function.
    const another = await answer(other, 1, `round-trips-another-${Date.now()}`);
    expect(another.statements).toEqual(answered.statements);
  });
});

describe('what Next Section waits on', () => {
  it('reads the next section, the assessment and the list in one statement each', async () => {
    const userId = await candidateInFirstSection();

    const info = await counted(() =>
      assessments.nextSectionInformation(userId, COGNITIVE_ASSESSMENT_ID),
    );
    expect(info.result.status).toBe('IN_PROGRESS');
    expect(info.statements).toHaveLength(1);

    const found = await counted(() => assessments.find(userId, COGNITIVE_ASSESSMENT_ID));
    expect(found.result.status).toBe('IN_PROGRESS');
    expect(found.statements).toHaveLength(1);

    const listed = await counted(() => assessments.list(userId));
    expect(listed.result.map((a) => a.id)).toEqual([COGNITIVE_ASSESSMENT_ID]);
    expect(listed.statements).toHaveLength(1);
  });

  it('closes a section in four statements between BEGIN and COMMIT, and the next one is served', async () => {
    const { db } = database;
    const userId = await candidateInFirstSection();
    const first = (await assessments.nextSectionInformation(userId, COGNITIVE_ASSESSMENT_ID)).id!;
    await answerEveryItem(db, userId, first);

    const closed = await counted(() =>
      db.transaction((tx) => assessments.closeSection(tx, userId, first, 'MANUAL')),
    );
    expect(closed.result).toEqual({ id: first, status: 'COMPLETE' });
    // The assessment and the section locked, the answers read to score it, the close written.
    expect(closed.statements.map((s) => s.trim().split(/\s+/)[0]!.toLowerCase())).toEqual([
      'begin',
      'select',
      'select',
      'select',
      'with',
      'commit',
    ]);

    const next = await assessments.nextSectionInformation(userId, COGNITIVE_ASSESSMENT_ID);
    expect(next.id).not.toBe(first);
    expect(next).toMatchObject({ status: 'NOT_STARTED', completedSections: 1 });
  });

  it('completes the assessment with its last section, in the same statement as the close', async () => {
    const { db } = database;
    const userId = await candidateInFirstSection();
    for (;;) {
      const info = await assessments.nextSectionInformation(userId, COGNITIVE_ASSESSMENT_ID);
      if (!info.id) break;
      if (!info.isInformational)
        await assessments.nextSectionQuestions(userId, COGNITIVE_ASSESSMENT_ID);
      const [before] = await db
        .select({ status: candidateAssessments.status })
        .from(candidateAssessments)
        .where(eq(candidateAssessments.userId, userId));
      expect(before!.status).toBe('IN_PROGRESS');
      await answerEveryItem(db, userId, info.id);
      await db.transaction((tx) => assessments.closeSection(tx, userId, info.id!, 'MANUAL'));
    }
    const [after] = await db
      .select({
        status: candidateAssessments.status,
        completedAt: candidateAssessments.completedAt,
      })
      .from(candidateAssessments)
      .where(eq(candidateAssessments.userId, userId));
    expect(after!.status).toBe('COMPLETE');
    expect(after!.completedAt).not.toBeNull();
  });
});
