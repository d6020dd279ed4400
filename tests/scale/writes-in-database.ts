/**
 * The writes a client sent, against what the database holds (test:scale and bench:exam-day):
 * every acknowledged write's key stored once, no key the client was never told of, and each
 * item's and survey question's row holding the latest acknowledged answer.
 *
 * A write the client gave up on (no answer after its retries) may or may not have been stored:
 * both are right, since the app's outbox would have kept trying and been answered from the stored
 * record. Such a write is neither lost nor duplicated, and a row may hold its value.
 */
import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';

export interface SentWrite {
  userId: string;
  operation: string;
  clientMutationId: string;
  variables: Record<string, unknown>;
}

export interface WritesInDatabase {
  lost: string[];
  duplicated: string[];
  /** Of the writes given up on, how many the server had stored. */
  givenUpStored: number;
}

type ItemValues = { id?: string | null; value?: string | null }[];
const normalise = (values: unknown) =>
  (values as ItemValues).map((e) => ({ id: e.id ?? null, value: e.value ?? null }));
const surveyValue = (v: Record<string, unknown>) => ({
  value: v.value ?? null,
  multiValue: v.multiValue ?? null,
});

export async function checkWritesInDatabase(
  db: pg.Client,
  userIds: string[],
  acknowledged: SentWrite[],
  givenUp: SentWrite[] = [],
): Promise<WritesInDatabase> {
  const lost: string[] = [];
  const duplicated: string[] = [];
  const keyOf = (w: SentWrite) => `${w.userId}/${w.clientMutationId}`;

  const keys = await db.query<{ user_id: string; key: string; answered: boolean }>(
    'SELECT user_id, key, response IS NOT NULL AS answered FROM idempotency_keys WHERE user_id = ANY($1)',
    [userIds],
  );
  const stored = new Map(keys.rows.map((r) => [`${r.user_id}/${r.key}`, r.answered]));
  const acknowledgedKeys = new Set(acknowledged.map(keyOf));
  const givenUpKeys = new Set(givenUp.map(keyOf));
  for (const w of acknowledged)
    if (stored.get(keyOf(w)) !== true) lost.push(`${w.operation} ${keyOf(w)}: key not stored`);
  let givenUpStored = 0;
  for (const id of stored.keys()) {
    if (acknowledgedKeys.has(id)) continue;
    if (givenUpKeys.has(id)) givenUpStored++;
    else duplicated.push(`key ${id} stored, never acknowledged`);
  }

  // Per (candidate, item) and (candidate, question): the latest acknowledged value, and every
  // value given up on (any of them may be the row's, whatever their order).
  const items = new Map<string, { latest?: unknown; givenUp: unknown[] }>();
  const answers = new Map<string, { latest?: unknown; givenUp: unknown[] }>();
  const note = (writes: SentWrite[], isGivenUp: boolean) => {
    for (const w of writes) {
      const v = w.variables;
      const [map, id, value] =
        w.operation === 'SubmitItemResponse'
          ? [items, `${w.userId}/${v.id as string}`, normalise(v.values)]
          : w.operation.startsWith('SetUserSurveyAnswer')
            ? [answers, `${w.userId}/${v.questionId as string}`, surveyValue(v)]
            : [null, '', null];
      if (!map) continue;
      const entry = map.get(id) ?? { givenUp: [] };
      if (isGivenUp) entry.givenUp.push(value);
      else entry.latest = value;
      map.set(id, entry);
    }
  };
  note(acknowledged, false);
  note(givenUp, true);

  const compare = (
    what: string,
    expectedFor: Map<string, { latest?: unknown; givenUp: unknown[] }>,
    rows: { id: string; value: unknown; shown: string }[],
  ) => {
    const seen = new Set<string>();
    for (const row of rows) {
      if (seen.has(row.id)) duplicated.push(`${what} ${row.id} stored twice`);
      seen.add(row.id);
      const expected = expectedFor.get(row.id);
      const allowed = [
        ...(expected?.latest === undefined ? [] : [expected.latest]),
        ...(expected?.givenUp ?? []),
      ];
      if (allowed.length === 0) duplicated.push(`${what} ${row.id} never acknowledged`);
      else if (!allowed.some((value) => isDeepStrictEqual(row.value, value)))
        lost.push(`${what} ${row.id}: ${row.shown}, acknowledged ${JSON.stringify(allowed[0])}`);
    }
    for (const [id, expected] of expectedFor)
      if (expected.latest !== undefined && !seen.has(id)) lost.push(`${what} ${id} missing`);
  };

  const itemRows = await db.query<{ user_id: string; item_id: string; values: ItemValues }>(
    `SELECT ca.user_id, r.item_id, r.values FROM item_responses r
     JOIN candidate_assessments ca ON ca.id = r.candidate_assessment_id WHERE ca.user_id = ANY($1)`,
    [userIds],
  );
  compare(
    'item response',
    items,
    itemRows.rows.map((r) => ({
      id: `${r.user_id}/${r.item_id}`,
      value: normalise(r.values),
      shown: JSON.stringify(r.values),
    })),
  );
  const answerRows = await db.query<{
    user_id: string;
    question_id: string;
    value: string | null;
    multi_value: string[] | null;
  }>(
    'SELECT user_id, question_id, value, multi_value FROM survey_answers WHERE user_id = ANY($1)',
    [userIds],
  );
  compare(
    'survey answer',
    answers,
    answerRows.rows.map((r) => ({
      id: `${r.user_id}/${r.question_id}`,
      value: { value: r.value, multiValue: r.multi_value },
      shown: r.value ?? JSON.stringify(r.multi_value),
    })),
  );
  return { lost, duplicated, givenUpStored };
}
