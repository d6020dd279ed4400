/**
 * SetUserSurveyComplete (spec 001 section 7), through the outbox like the answers: it is queued
 * behind every unsent answer, so the server judges the survey only once it holds them all, and a
 * Submit made offline goes through when the connection is back (after a reload too).
 */
import { graphql } from '../../../gql/gql.ts';
import type { SetUserSurveyCompleteMutation } from '../../../gql/graphql.ts';
import { useOutboxWrite } from '../../../lib/outbox/use-outbox-write.ts';
import { SET_COMPLETE_OPERATION } from '../lib/answers.ts';

export const SetUserSurveyCompleteDocument = graphql(`
  mutation SetUserSurveyComplete($clientMutationId: ID!) {
    setUserSurveyComplete(clientMutationId: $clientMutationId) {
      status
      invalidAnswers {
        questionId
        reason
      }
      completeStatus
    }
  }
`);

export type SurveyCompletion = SetUserSurveyCompleteMutation['setUserSurveyComplete'];

export const SURVEY_COMPLETE_COALESCE_KEY = 'surveyComplete';

export function useSubmitSurvey(userId: string, onResult: (result: SurveyCompletion) => void) {
  return useOutboxWrite({
    userId,
    operation: SET_COMPLETE_OPERATION,
    document: SetUserSurveyCompleteDocument,
    // A second Submit while one waits replaces it: the survey is submitted once.
    coalesceKey: SURVEY_COMPLETE_COALESCE_KEY,
    onSaved: (result) => onResult(result.setUserSurveyComplete),
  });
}
