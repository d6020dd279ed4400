/**
 * SetUserSurveyComplete (spec 001 section 7), through the outbox like the answers: it is queued
 * behind every unsent answer, so the server judges the survey only once it holds them all, and a
 * Submit made offline goes through when the connection is back (after a reload too).
 */
import { graphql } from '../../../gql/gql.ts';
import type {
  GetUserSurveyAnswersQuery,
  SetUserSurveyCompleteMutation,
} from '../../../gql/graphql.ts';
import { userSurveyAnswersQueryKey } from '../../../lib/api/get-user-survey-answers.ts';
import { change, defineWrite } from '../../../lib/writes/define-write.ts';
import { useWrite } from '../../../lib/writes/use-write.ts';

export const SetUserSurveyCompleteDocument = graphql(`
  mutation SetUserSurveyComplete($clientMutationId: ID!) {
    setUserSurveyComplete(clientMutationId: $clientMutationId) {
      status
      invalidAnswers {
        questionId
        reason
      }
      completeStatus
      receipt {
        ...ReceiptFields
      }
    }
  }
`);

export type SurveyCompletion = SetUserSurveyCompleteMutation['setUserSurveyComplete'];

/**
 * A second Submit while one waits replaces it: the survey is submitted once. Delivered: a complete
 * survey shows as complete at once; the answers are read again (the server may name one it
 * misses, and the navigation's check reads them). A complete survey's answer holds its signed
 * receipt, which the device keeps (lib/receipts/use-receipts.ts, docs/decisions/048).
 */
export const surveyCompleteWrite = defineWrite({
  operation: 'SetUserSurveyComplete',
  label: 'finishing the questionnaire',
  document: SetUserSurveyCompleteDocument,
  coalesceKey: 'surveyComplete',
  delivered: {
    update: [
      change<GetUserSurveyAnswersQuery, { result: SetUserSurveyCompleteMutation }>(
        userSurveyAnswersQueryKey,
        (data, { result }) =>
          result.setUserSurveyComplete.completeStatus
            ? { userSurveyAnswers: { ...data.userSurveyAnswers, status: 'complete' } }
            : data,
      ),
    ],
    refetch: () => [[userSurveyAnswersQueryKey]],
  },
});

export function useSubmitSurvey(userId: string, onResult: (result: SurveyCompletion) => void) {
  return useWrite(surveyCompleteWrite, {
    userId,
    onSaved: (result) => onResult(result.setUserSurveyComplete),
  });
}
