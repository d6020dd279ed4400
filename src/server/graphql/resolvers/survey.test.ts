import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  surveyMessages as m,
  surveyScreens,
  takesAnswer,
  type SurveyField,
} from '../../../domain/survey.ts';
import { idempotencyKeys, surveyAnswers, surveyDefinitions, userSurveys } from '../../db/schema.ts';
import { behavioralSurveyV1 } from '../../modules/survey/behavioral-survey-v1.ts';
import { graphql, post, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PROPERTIES = `properties {
  choices { id label } allow_multiple_selection vertical_alignment labels { left right }
  min max questions { id label } total_points
}`;
const GET_DEFINITION = `query GetSurveyDefinition {
  surveyDefinition { id version fields {
    id type label description validations { required } ${PROPERTIES}
    fields { id type label description validations { required } ${PROPERTIES} }
  } }
}`;
const GET_ANSWERS = `query GetUserSurveyAnswers {
  userSurveyAnswers { status updatedAt answers { questionId value multiValue } }
}`;
const SET_ANSWER = `mutation SetUserSurveyAnswer($questionId: ID!, $value: String!, $clientMutationId: ID!) {
  setUserSurveyAnswer(questionId: $questionId, value: $value, clientMutationId: $clientMutationId) {
    questionId value multiValue
  }
}`;
const SET_MULTI = `mutation SetUserSurveyAnswerMultiValue(
  $questionId: ID!, $multiValue: [String!]!, $clientMutationId: ID!
) {
  setUserSurveyAnswerMultiValue(
    questionId: $questionId, multiValue: $multiValue, clientMutationId: $clientMutationId
  ) { questionId value multiValue }
}`;
const COMPLETE = `mutation SetUserSurveyComplete($clientMutationId: ID!) {
  setUserSurveyComplete(clientMutationId: $clientMutationId) {
    status completeStatus invalidAnswers { questionId reason }
  }
}`;

const answer = (token: string, questionId: string, value: string, key = randomUUID()) =>
  graphql(t.app, SET_ANSWER, { questionId, value, clientMutationId: key }, token);
const answerMulti = (token: string, questionId: string, multiValue: unknown, key = randomUUID()) =>
  graphql(t.app, SET_MULTI, { questionId, multiValue, clientMutationId: key }, token);
const complete = (token: string, key = randomUUID()) =>
  graphql(t.app, COMPLETE, { clientMutationId: key }, token);

async function answersOf(token: string) {
  const response = await graphql(t.app, GET_ANSWERS, {}, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.userSurveyAnswers;
}

const storedAnswers = (userId: string) =>
  t.database.db
    .select({
      questionId: surveyAnswers.questionId,
      value: surveyAnswers.value,
      multiValue: surveyAnswers.multiValue,
    })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.userId, userId))
    .orderBy(surveyAnswers.questionId);

const storedSurvey = async (userId: string) =>
  (await t.database.db.select().from(userSurveys).where(eq(userSurveys.userId, userId)))[0];

function expectRefused(response: Awaited<ReturnType<typeof answer>>, message: string) {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.data).toBeNull();
  expect(body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
}

/** The answers of a candidate who gives a fitting answer to every question of version 1. */
const FULL_ANSWERS: Record<string, string | string[]> = {
  'q01-planning-style': 'a',
  'q02-deadline-focus': '7',
  'q03-work-setting': 'e',
  'q04-focus-hours': '6.5',
  'q05-meeting-role': 'd',
  'q06-giving-feedback': '1',
  'q07-disagreement': 'b',
  'q08-help-sources': ['a', 'c', 'd'],
  'q09-team-size': 'b',
  'q10-visible-credit': '10',
  'q11-ideal-team': '  Small, curious and kind  ',
  'q12-plan-change': '4',
  'q13-own-mistake': 'a',
  'q14-stress-signs': ['f'],
  'q15-trying-new': '8',
  'q16-recovery-days': '2',
  'q17-vague-instructions': 'c',
  'q18-motivators': ['4', '1', '2', '3', '0'],
  'q19-ideal-week': ['10', '0', '0', '0'],
  'q20-double-check': '9',
  'q21-routine': 'b',
  'q22-learning': ['e', 'a'],
  'q23-task-tracking': 'd',
  'q24-interruptions': '3',
  'q25-decisions': 'b',
  'q26-proud-of': 'The onboarding guide',
  'q27-leading': '6',
  'q28-feedback-rhythm': 'c',
  'q29-new-tools': '5',
  'q30-answering-mode': 'a',
};
const OPTIONAL = ['q11-ideal-team', 'q16-recovery-days', 'q26-proud-of'];

async function answerAll(token: string, skip: readonly string[] = []) {
  for (const [questionId, given] of Object.entries(FULL_ANSWERS)) {
    if (skip.includes(questionId)) continue;
    const response = Array.isArray(given)
      ? await answerMulti(token, questionId, given)
      : await answer(token, questionId, given);
    expect(response.json().errors, `${questionId}: ${response.body}`).toBeUndefined();
  }
}

/** GraphQL answers every field the query names: drop the nulls to compare with the source. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  }
  return value;
}

describe('query GetSurveyDefinition', () => {
  it('answers the newest version, groups with their nested fields, exactly as written', async () => {
    const { token } = await signedInCandidate(t.app);
    const response = await graphql(t.app, GET_DEFINITION, {}, token);
    expect(response.statusCode, response.body).toBe(200);
    const definition = response.json().data.surveyDefinition;
    expect(withoutNulls(definition)).toEqual(behavioralSurveyV1);
    const group = definition.fields.find((f: SurveyField) => f.type === 'group');
    expect(group.fields.length).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    for (const query of [GET_DEFINITION, GET_ANSWERS]) {
      const response = await graphql(t.app, query, {});
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].extensions.code).toBe('UNAUTHORIZED');
    }
    const write = await graphql(t.app, COMPLETE, { clientMutationId: randomUUID() });
    expect(write.statusCode).toBe(401);
  });
});

describe('answering', () => {
  it('starts the survey at the first answer and reads back every type of answer', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    expect(await answersOf(token)).toEqual({ status: 'not_started', updatedAt: null, answers: [] });

    const first = await answer(token, 'q01-planning-style', 'a');
    expect(first.json().data.setUserSurveyAnswer).toEqual({
      questionId: 'q01-planning-style',
      value: 'a',
      multiValue: null,
    });
    const multi = await answerMulti(token, 'q18-motivators', ['4', '1', '2', '3', '0']);
    expect(multi.json().data.setUserSurveyAnswerMultiValue).toEqual({
      questionId: 'q18-motivators',
      value: null,
      multiValue: ['4', '1', '2', '3', '0'],
    });
    await answerAll(token);

    const read = await answersOf(token);
    expect(read.status).toBe('in_progress');
    expect(new Date(read.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const expected = Object.entries(FULL_ANSWERS).map(([questionId, given]) => ({
      questionId,
      value: Array.isArray(given) ? null : given.trim(),
      multiValue: Array.isArray(given) ? given : null,
    }));
    expect(read.answers).toEqual(expected);
    // One row per question; short text kept trimmed.
    expect(await storedAnswers(userId)).toEqual(expected);
    expect((await storedSurvey(userId))?.surveyId).toBe('behavioral-v1');
  });

  it('stores scale and point values in their plain form', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    expect(
      (await answer(token, 'q02-deadline-focus', '07')).json().data.setUserSurveyAnswer.value,
    ).toBe('7');
    await answerMulti(token, 'q19-ideal-week', ['05', '5', '0', '00']);
    await answer(token, 'q04-focus-hours', ' 8 ');
    expect(await storedAnswers(userId)).toEqual([
      { questionId: 'q02-deadline-focus', value: '7', multiValue: null },
      { questionId: 'q04-focus-hours', value: '8', multiValue: null },
      { questionId: 'q19-ideal-week', value: null, multiValue: ['5', '5', '0', '0'] },
    ]);
  });

  it('clears a typed answer when the field is emptied', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    await answer(token, 'q26-proud-of', 'Shipping a product');
    await answer(token, 'q16-recovery-days', '3');
    const cleared = await answer(token, 'q26-proud-of', '   ');
    expect(cleared.json().data.setUserSurveyAnswer).toEqual({
      questionId: 'q26-proud-of',
      value: null,
      multiValue: null,
    });
    await answer(token, 'q16-recovery-days', '');
    expect(await storedAnswers(userId)).toEqual([]);
  });

  it('keeps the latest answer to a question', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    await answer(token, 'q01-planning-style', 'a');
    await answer(token, 'q01-planning-style', 'c');
    await answerMulti(token, 'q08-help-sources', ['a', 'b']);
    await answerMulti(token, 'q08-help-sources', ['e']);
    expect(await storedAnswers(userId)).toEqual([
      { questionId: 'q01-planning-style', value: 'c', multiValue: null },
      { questionId: 'q08-help-sources', value: null, multiValue: ['e'] },
    ]);
  });

  it('answers a replay with the first result and writes it once', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const key = randomUUID();
    const first = await answer(token, 'q02-deadline-focus', '5', key);
    await answer(token, 'q02-deadline-focus', '9');
    const replay = await answer(token, 'q02-deadline-focus', '5', key);
    expect(replay.json().data).toEqual(first.json().data);
    // The replay did not write '5' over the later '9'.
    expect(await storedAnswers(userId)).toEqual([
      { questionId: 'q02-deadline-focus', value: '9', multiValue: null },
    ]);
    const keys = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    expect(keys).toHaveLength(1);
    // The same key with another answer is a conflict, not a second write.
    const conflict = await answer(token, 'q02-deadline-focus', '6', key);
    expect(conflict.json().errors[0].extensions.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('lets several first answers arrive at once and starts one survey', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const responses = await Promise.all([
      answer(token, 'q01-planning-style', 'b'),
      answer(token, 'q02-deadline-focus', '3'),
      answer(token, 'q03-work-setting', 'a'),
      answerMulti(token, 'q08-help-sources', ['b']),
    ]);
    for (const r of responses) expect(r.json().errors, r.body).toBeUndefined();
    expect(await storedAnswers(userId)).toHaveLength(4);
    expect(await storedSurvey(userId)).toMatchObject({ status: 'in_progress' });
  });

  describe('refuses an answer that does not fit, with a clear message, and stores nothing', () => {
    const longList = Array.from({ length: 10_000 }, (_, i) => String(i));
    const cases: [string, string, string | string[], string][] = [
      ['a rating above 10', 'q02-deadline-focus', '11', m.ratingOutOfRange],
      ['a rating of 0', 'q02-deadline-focus', '0', m.ratingOutOfRange],
      ['a rating that is not a number', 'q02-deadline-focus', 'ten', m.ratingOutOfRange],
      ['a number above the max', 'q04-focus-hours', '17', m.numberTooLarge(16)],
      ['a number below the min', 'q04-focus-hours', '-1', m.numberTooSmall(0)],
      ['text for a number', 'q04-focus-hours', 'six', m.notANumber],
      ['a short text over 64 characters', 'q11-ideal-team', 'x'.repeat(65), m.textTooLong],
      ['a huge short text', 'q11-ideal-team', 'x'.repeat(200_000), m.textTooLong],
      ['a choice that is not offered', 'q01-planning-style', 'z', m.unknownChoice],
      ['a dropdown choice that is not offered', 'q03-work-setting', 'f', m.unknownChoice],
      ['a huge choice id', 'q01-planning-style', 'a'.repeat(200_000), m.wrongAnswerKind],
      ['a question that does not exist', 'q99-unknown', 'a', m.unknownQuestion],
      ['a huge question id', 'q'.repeat(100_000), 'a', m.unknownQuestion],
      ['a statement', 's01-welcome', 'ok', m.notAQuestion],
      ['a group', 'g01-working-with-others', 'a', m.notAQuestion],
      ['a single value for a multiple selection', 'q08-help-sources', 'a', m.wrongAnswerKind],
      ['a single value for a point allocation', 'q18-motivators', '10', m.wrongAnswerKind],
      ['a list for a single choice', 'q01-planning-style', ['a'], m.wrongAnswerKind],
      ['a list for a short text', 'q11-ideal-team', ['hello'], m.wrongAnswerKind],
      ['an empty selection', 'q08-help-sources', [], m.required],
      ['the same choice twice', 'q08-help-sources', ['a', 'a'], m.wrongAnswerKind],
      ['an unknown choice in a selection', 'q22-learning', ['a', 'x'], m.unknownChoice],
      [
        'points that miss the total',
        'q18-motivators',
        ['1', '1', '1', '1', '1'],
        m.pointsWrongTotal(10),
      ],
      ['points for too few statements', 'q18-motivators', ['5', '5'], m.pointsWrongCount],
      ['negative points', 'q19-ideal-week', ['-2', '4', '4', '4'], m.pointsNotWhole],
      ['fractional points', 'q19-ideal-week', ['2.5', '2.5', '5', '0'], m.pointsNotWhole],
      ['a list of 10,000 choices', 'q08-help-sources', longList, m.wrongAnswerKind],
      ['a list of 10,000 points', 'q18-motivators', longList, m.wrongAnswerKind],
      [
        'a point value of 200 characters',
        'q19-ideal-week',
        ['1'.repeat(200), '0', '0', '0'],
        m.wrongAnswerKind,
      ],
    ];

    it.each(cases)('%s', async (_name, questionId, given, message) => {
      const { token, userId } = await signedInCandidate(t.app);
      const response = Array.isArray(given)
        ? await answerMulti(token, questionId, given)
        : await answer(token, questionId, given);
      expectRefused(response, message);
      // Not even the survey was started by a refused first answer.
      expect(await storedSurvey(userId)).toBeUndefined();
      expect(await answersOf(token)).toEqual({
        status: 'not_started',
        updatedAt: null,
        answers: [],
      });
      // A refused answer keeps no idempotency key: the same key may carry a corrected answer.
      expect(
        await t.database.db
          .select()
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.userId, userId)),
      ).toEqual([]);
    });

    it('keeps the earlier answer when a new one is refused', async () => {
      const { token, userId } = await signedInCandidate(t.app);
      await answer(token, 'q02-deadline-focus', '4');
      expectRefused(await answer(token, 'q02-deadline-focus', '42'), m.ratingOutOfRange);
      expect(await storedAnswers(userId)).toEqual([
        { questionId: 'q02-deadline-focus', value: '4', multiValue: null },
      ]);
    });

    it('answers a request body over the size limit without a server error', async () => {
      const { token } = await signedInCandidate(t.app);
      const response = await post(
        t.app,
        '/api/graphql',
        {
          query: SET_ANSWER,
          variables: {
            questionId: 'q11-ideal-team',
            value: 'x'.repeat(3_000_000),
            clientMutationId: 'k',
          },
        },
        token,
      );
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    });
  });
});

describe('mutation SetUserSurveyComplete', () => {
  it('lists the required questions still unanswered, in order, and changes nothing', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    await answerAll(token, ['q05-meeting-role', 'q18-motivators', 'q29-new-tools']);
    // An all-zero point allocation cannot be stored, so the question stays unanswered.
    const response = await complete(token);
    expect(response.json().data.setUserSurveyComplete).toEqual({
      status: 'in_progress',
      completeStatus: false,
      invalidAnswers: [
        { questionId: 'q05-meeting-role', reason: 'This question is required.' },
        { questionId: 'q18-motivators', reason: 'This question is required.' },
        { questionId: 'q29-new-tools', reason: 'This question is required.' },
      ],
    });
    expect(await storedSurvey(userId)).toMatchObject({ status: 'in_progress', completedAt: null });
    expect((await answersOf(token)).status).toBe('in_progress');
    // Still open: answering goes on.
    expect((await answer(token, 'q05-meeting-role', 'a')).json().errors).toBeUndefined();
  });

  it('before any answer: every required question, and the survey stays not started', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const result = (await complete(token)).json().data.setUserSurveyComplete;
    const required = surveyScreens(behavioralSurveyV1.fields).filter(
      (f) => takesAnswer(f) && f.validations?.required,
    );
    expect(result.status).toBe('not_started');
    expect(result.completeStatus).toBe(false);
    expect(result.invalidAnswers.map((a: { questionId: string }) => a.questionId)).toEqual(
      required.map((f) => f.id),
    );
    expect(await storedSurvey(userId)).toBeUndefined();
  });

  it('completes once every required question is answered; then answers are refused', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    await answerAll(token, OPTIONAL);
    const key = randomUUID();
    const done = await complete(token, key);
    const completed = { status: 'complete', completeStatus: true, invalidAnswers: [] };
    expect(done.json().data.setUserSurveyComplete).toEqual(completed);
    const survey = await storedSurvey(userId);
    expect(survey).toMatchObject({ status: 'complete' });
    expect(survey?.completedAt).toBeInstanceOf(Date);
    expect((await answersOf(token)).status).toBe('complete');

    const before = await storedAnswers(userId);
    expectRefused(await answer(token, 'q01-planning-style', 'b'), m.alreadyComplete);
    expectRefused(await answer(token, 'q11-ideal-team', 'Late answer'), m.alreadyComplete);
    expectRefused(await answerMulti(token, 'q08-help-sources', ['b']), m.alreadyComplete);
    expect(await storedAnswers(userId)).toEqual(before);

    // Completing again (a replay, or a new request) changes nothing.
    expect((await complete(token, key)).json().data.setUserSurveyComplete).toEqual(completed);
    expect((await complete(token)).json().data.setUserSurveyComplete).toEqual(completed);
    expect((await storedSurvey(userId))?.completedAt).toEqual(survey?.completedAt);
  });

  it('does not let an answer and the completion interleave', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    await answerAll(token);
    const [late, done] = await Promise.all([
      answer(token, 'q01-planning-style', 'd'),
      complete(token),
    ]);
    expect(done.json().data.setUserSurveyComplete.completeStatus).toBe(true);
    const stored = (await storedAnswers(userId)).find((a) => a.questionId === 'q01-planning-style');
    // Either the answer came first and is kept, or it came after and was refused.
    if (late.json().errors) {
      expect(late.json().errors[0].message).toBe(m.alreadyComplete);
      expect(stored?.value).toBe('a');
    } else {
      expect(stored?.value).toBe('d');
    }
  });
});

describe("another candidate's survey", () => {
  it('is never visible or changed', async () => {
    const a = await signedInCandidate(t.app);
    const b = await signedInCandidate(t.app);
    await answer(a.token, 'q01-planning-style', 'a');
    await answerMulti(a.token, 'q08-help-sources', ['c']);
    expect(await answersOf(b.token)).toEqual({
      status: 'not_started',
      updatedAt: null,
      answers: [],
    });

    await answer(b.token, 'q01-planning-style', 'b');
    expect((await complete(b.token)).json().data.setUserSurveyComplete.completeStatus).toBe(false);
    expect((await answersOf(a.token)).answers).toEqual([
      { questionId: 'q01-planning-style', value: 'a', multiValue: null },
      { questionId: 'q08-help-sources', value: null, multiValue: ['c'] },
    ]);
    expect((await answersOf(b.token)).answers).toEqual([
      { questionId: 'q01-planning-style', value: 'b', multiValue: null },
    ]);
  });
});

describe('survey versions', () => {
  it('keeps a started candidate on their version; new candidates get the newest', async () => {
    // Its own database: a second version here would change what the other tests see.
    const other = await createTestApp();
    try {
      const started = await signedInCandidate(other.app);
      const first = await graphql(
        other.app,
        SET_ANSWER,
        { questionId: 'q01-planning-style', value: 'a', clientMutationId: randomUUID() },
        started.token,
      );
      expect(first.json().errors).toBeUndefined();
      const v2Fields: SurveyField[] = [
        {
          id: 'q01-only',
          type: 'rating',
          label: 'One question',
          properties: { labels: { left: 'Low', right: 'High' } },
          validations: { required: true },
        },
      ];
      await other.database.db
        .insert(surveyDefinitions)
        .values({ id: 'behavioral-v2', version: 2, fields: v2Fields });

      const definitionOf = async (token: string) =>
        (await graphql(other.app, GET_DEFINITION, {}, token)).json().data.surveyDefinition;
      expect((await definitionOf(started.token)).id).toBe('behavioral-v1');
      const fresh = await signedInCandidate(other.app);
      expect(await definitionOf(fresh.token)).toMatchObject({ id: 'behavioral-v2', version: 2 });

      // Each answers against their own version.
      const setAnswer = (token: string, questionId: string, value: string) =>
        graphql(
          other.app,
          SET_ANSWER,
          { questionId, value, clientMutationId: randomUUID() },
          token,
        );
      expect((await setAnswer(started.token, 'q01-only', '5')).json().errors[0].message).toBe(
        m.unknownQuestion,
      );
      expect(
        (await setAnswer(fresh.token, 'q01-planning-style', 'a')).json().errors[0].message,
      ).toBe(m.unknownQuestion);
      expect((await setAnswer(fresh.token, 'q01-only', '5')).json().errors).toBeUndefined();
      const done = await graphql(
        other.app,
        COMPLETE,
        { clientMutationId: randomUUID() },
        fresh.token,
      );
      expect(done.json().data.setUserSurveyComplete.completeStatus).toBe(true);
    } finally {
      await other.close();
    }
  });
});
