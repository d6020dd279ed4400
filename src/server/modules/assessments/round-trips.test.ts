/**
 * How many statements the server sends PostgreSQL for what Next Section waits on: the close, then
 * the next section's information and the assessment (docs/decisions/031). On a busy machine each
 * round trip waits for a core, so their number, not their SQL, sets the time a candidate waits.
 * Counted at node-postgres's Client#query, which every statement goes through.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COGNITIVE_ASSESSMENT_ID } from '../../../domain/assessments.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { candidateAssessments, users } from '../../db/schema.ts';
import { createTestDatabase, insertTestUser } from '../../test-support/test-app.ts';
import {
  closeSection,
  findCandidateAssessment,
  listCandidateAssessments,
  nextSectionInformation,
  nextSectionQuestions,
  provisionDefaultAssessments,
  startAssessment,
} from './assessments.ts';

const GRACE_MS = 120_000;
const INITIALS = {
  aiTools: 'AB',
  selfCompletion: 'AB',
  monitoring: 'AB',
  violationConsequences: 'AB',
  retakePolicy: 'AB',
};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
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
  const { db } = database;
  const userId = await insertTestUser(database, `round-trips-${Date.now()}@example.com`);
  await db.update(users).set({ accountType: 'CAMPUS' }).where(eq(users.id, userId));
  await db.transaction((tx) => provisionDefaultAssessments(tx, userId, COGNITIVE_ASSESSMENT_ID));
  await db.transaction((tx) => startAssessment(tx, userId, COGNITIVE_ASSESSMENT_ID, INITIALS));
  const questions = await nextSectionQuestions(db, userId, COGNITIVE_ASSESSMENT_ID, GRACE_MS);
  expect(questions.status).toBe('IN_PROGRESS');
  return userId;
}

describe('what Next Section waits on', () => {
  it('reads the next section, the assessment and the list in one statement each', async () => {
    const { db } = database;
    const userId = await candidateInFirstSection();

    const info = await counted(() =>
      nextSectionInformation(db, userId, COGNITIVE_ASSESSMENT_ID, GRACE_MS),
    );
    expect(info.result.status).toBe('IN_PROGRESS');
    expect(info.statements).toHaveLength(1);

    const found = await counted(() =>
      findCandidateAssessment(db, userId, COGNITIVE_ASSESSMENT_ID, GRACE_MS),
    );
    expect(found.result.status).toBe('IN_PROGRESS');
    expect(found.statements).toHaveLength(1);

    const listed = await counted(() => listCandidateAssessments(db, userId, GRACE_MS));
    expect(listed.result.map((a) => a.id)).toEqual([COGNITIVE_ASSESSMENT_ID]);
    expect(listed.statements).toHaveLength(1);
  });

  it('closes a section in four statements between BEGIN and COMMIT, and the next one is served', async () => {
    const { db } = database;
    const userId = await candidateInFirstSection();
    const first = (await nextSectionInformation(db, userId, COGNITIVE_ASSESSMENT_ID, GRACE_MS)).id!;

    const closed = await counted(() =>
      db.transaction((tx) => closeSection(tx, userId, first, 'MANUAL', GRACE_MS)),
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

    const next = await nextSectionInformation(db, userId, COGNITIVE_ASSESSMENT_ID, GRACE_MS);
    expect(next.id).not.toBe(first);
    expect(next).toMatchObject({ status: 'NOT_STARTED', completedSections: 1 });
  });

  it('completes the assessment with its last section, in the same statement as the close', async () => {
    const { db } = database;
    const userId = await candidateInFirstSection();
    for (;;) {
      const info = await nextSectionInformation(db, userId, COGNITIVE_ASSESSMENT_ID, GRACE_MS);
      if (!info.id) break;
      if (!info.isInformational)
        await nextSectionQuestions(db, userId, COGNITIVE_ASSESSMENT_ID, GRACE_MS);
      const [before] = await db
        .select({ status: candidateAssessments.status })
        .from(candidateAssessments)
        .where(eq(candidateAssessments.userId, userId));
      expect(before!.status).toBe('IN_PROGRESS');
      await db.transaction((tx) => closeSection(tx, userId, info.id!, 'MANUAL', GRACE_MS));
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
