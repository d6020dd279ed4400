/**
 * SetUserSurveyAnswer and SetUserSurveyAnswerMultiValue (spec 001 section 7), saved through the
 * outbox: each answer is on this device before the questionnaire moves on, and reaches the server
 * once, whenever the connection allows. Answers to different questions never replace each other;
 * a newer answer to the same question replaces its unsent older one (coalesce key per question),
 * so the server gets exactly one write per question for a burst of changes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { print } from 'graphql';
import { useCallback, useEffect } from 'react';
import {
  answersWithMultiValue,
  type SurveyAnswerValue,
  type SurveyField,
} from '../../../../domain/survey.ts';
import { graphql } from '../../../gql/gql.ts';
import {
  type UserSurveyAnswers,
  userSurveyAnswersQueryKey,
} from '../../../lib/api/get-user-survey-answers.ts';
import { enqueue, onDelivered } from '../../../lib/outbox/outbox.ts';
import { deliveredAnswer, SET_ANSWER_OPERATIONS } from '../lib/answers.ts';

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

const printedSingle = print(SetUserSurveyAnswerDocument);
const printedMulti = print(SetUserSurveyAnswerMultiValueDocument);

/**
 * `save(field, answer)` stores an answer in the outbox under its own question's key. (Not
 * useOutboxWrite: that hook has one coalesce key per hook, and an answer saved after a debounce
 * may belong to a question no longer on screen; its status and `pending` come from the outbox's
 * entries instead, see lib/answers.ts.) Once any answer is delivered, the cached answers take it at
 * once, so the screen never falls back to the older server copy between the delivery and the
 * refetch that follows it.
 */
export function useSaveSurveyAnswer(userId: string) {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onDelivered((entry, result) => {
        if (entry.userId !== userId) return;
        const answer = deliveredAnswer(entry.operation, result);
        if (!answer) return;
        queryClient.setQueryData<{ userSurveyAnswers: UserSurveyAnswers }>(
          userSurveyAnswersQueryKey,
          (data) =>
            data && {
              userSurveyAnswers: {
                ...data.userSurveyAnswers,
                answers: [
                  ...data.userSurveyAnswers.answers.filter(
                    (a) => a.questionId !== answer.questionId,
                  ),
                  answer,
                ],
              },
            },
        );
      }),
    [queryClient, userId],
  );

  return useCallback(
    async (field: SurveyField, answer: SurveyAnswerValue): Promise<void> => {
      const multi = answersWithMultiValue(field);
      await enqueue({
        userId,
        operation: multi ? SET_ANSWER_OPERATIONS.multi : SET_ANSWER_OPERATIONS.single,
        document: multi ? printedMulti : printedSingle,
        variables: multi
          ? { questionId: field.id, multiValue: [...(answer.multiValue ?? [])] }
          : { questionId: field.id, value: answer.value ?? '' },
        coalesceKey: answerCoalesceKey(field.id),
      });
    },
    [userId],
  );
}
