/**
 * SetUserSurveyAnswer and SetUserSurveyAnswerMultiValue (spec 001 section 7), saved through the
 * outbox: each answer is on this device before the questionnaire moves on, and reaches the server
 * once, whenever the connection allows. Answers to different questions never replace each other;
 * a newer answer to the same question replaces its unsent older one (coalesce key per question),
 * so the server gets exactly one write per question for a burst of changes. Unsent, an answer
 * shows over the server's copy (lib/writes/unsent.ts); delivered, the server's stored answer goes
 * into the cached answers at once, so the screen never falls back to the older copy.
 */
import { useCallback } from 'react';
import {
  answersWithMultiValue,
  type SurveyAnswerValue,
  type SurveyField,
} from '../../../../domain/survey.ts';
import { graphql } from '../../../gql/gql.ts';
import type {
  GetUserSurveyAnswersQuery,
  SetUserSurveyAnswerMultiValueMutation,
  SetUserSurveyAnswerMutation,
} from '../../../gql/graphql.ts';
import { userSurveyAnswersQueryKey } from '../../../lib/api/get-user-survey-answers.ts';
import { change, defineWrite } from '../../../lib/writes/define-write.ts';
import { enqueueWrite } from '../../../lib/outbox/outbox.ts';

export const SetUserSurveyAnswerDocument = graphql(`
  mutation SetUserSurveyAnswer($questionId: ID!, $value: String!, $clientMutationId: ID!) {
    setUserSurveyAnswer(
      questionId: $questionId
      value: $value
      clientMutationId: $clientMutationId
    ) {
      questionId
      value
      multiValue
    }
  }
`);

export const SetUserSurveyAnswerMultiValueDocument = graphql(`
  mutation SetUserSurveyAnswerMultiValue(
    $questionId: ID!
    $multiValue: [String!]!
    $clientMutationId: ID!
  ) {
    setUserSurveyAnswerMultiValue(
      questionId: $questionId
      multiValue: $multiValue
      clientMutationId: $clientMutationId
    ) {
      questionId
      value
      multiValue
    }
  }
`);

/** The outbox key of a question's answer: one unsent answer per question at most. */
export const answerCoalesceKey = (questionId: string) => `surveyAnswer:${questionId}`;

type StoredSurveyAnswer = GetUserSurveyAnswersQuery['userSurveyAnswers']['answers'][number];

/** The cached answers with `answer` as its question's (a stored answer starts the survey). */
const withAnswer = (
  data: GetUserSurveyAnswersQuery,
  answer: StoredSurveyAnswer,
): GetUserSurveyAnswersQuery => ({
  userSurveyAnswers: {
    ...data.userSurveyAnswers,
    status:
      data.userSurveyAnswers.status === 'not_started'
        ? 'in_progress'
        : data.userSurveyAnswers.status,
    answers: [
      ...data.userSurveyAnswers.answers.filter((a) => a.questionId !== answer.questionId),
      answer,
    ],
  },
});

export const setSurveyAnswerWrite = defineWrite({
  operation: 'SetUserSurveyAnswer',
  label: 'an answer in the questionnaire',
  document: SetUserSurveyAnswerDocument,
  batch: true,
  answer: true,
  coalesceKey: ({ questionId }) => answerCoalesceKey(questionId),
  shows: [
    change<GetUserSurveyAnswersQuery, { questionId: string; value: string }>(
      userSurveyAnswersQueryKey,
      (data, { questionId, value }) => withAnswer(data, { questionId, value, multiValue: null }),
    ),
  ],
  delivered: {
    update: [
      change<GetUserSurveyAnswersQuery, { result: SetUserSurveyAnswerMutation }>(
        userSurveyAnswersQueryKey,
        (data, { result }) => withAnswer(data, result.setUserSurveyAnswer),
      ),
    ],
  },
});

export const setSurveyAnswerMultiValueWrite = defineWrite({
  operation: 'SetUserSurveyAnswerMultiValue',
  label: 'an answer in the questionnaire',
  document: SetUserSurveyAnswerMultiValueDocument,
  batch: true,
  answer: true,
  coalesceKey: ({ questionId }) => answerCoalesceKey(questionId),
  shows: [
    change<
      GetUserSurveyAnswersQuery,
      { questionId: string; multiValue: readonly string[] | string }
    >(userSurveyAnswersQueryKey, (data, { questionId, multiValue }) =>
      withAnswer(data, {
        questionId,
        value: null,
        multiValue: typeof multiValue === 'string' ? [multiValue] : [...multiValue],
      }),
    ),
  ],
  delivered: {
    update: [
      change<GetUserSurveyAnswersQuery, { result: SetUserSurveyAnswerMultiValueMutation }>(
        userSurveyAnswersQueryKey,
        (data, { result }) => withAnswer(data, result.setUserSurveyAnswerMultiValue),
      ),
    ],
  },
});

/** Both answer writes, for the questionnaire's "server copy with the unsent answers". */
export const surveyAnswerWrites = [setSurveyAnswerWrite, setSurveyAnswerMultiValueWrite] as const;

/**
 * `save(field, answer)` stores an answer in the outbox under its own question's key. (Not
 * useWrite: that hook follows one coalesce key, and an answer saved after a debounce may belong to
 * a question no longer on screen; its status and what shows come from the outbox's entries
 * instead, see lib/answers.ts.)
 */
export function useSaveSurveyAnswer(userId: string) {
  return useCallback(
    async (field: SurveyField, answer: SurveyAnswerValue): Promise<void> => {
      if (answersWithMultiValue(field)) {
        await enqueueWrite(setSurveyAnswerMultiValueWrite, userId, {
          questionId: field.id,
          multiValue: [...(answer.multiValue ?? [])],
        });
      } else {
        await enqueueWrite(setSurveyAnswerWrite, userId, {
          questionId: field.id,
          value: answer.value ?? '',
        });
      }
    },
    [userId],
  );
}
