/**
 * GetUserSurveyAnswers (spec 001 section 7): the candidate's behavioral survey status and stored
 * answers. Shared by the side navigation (the behavioral item's check and the profile-complete
 * rule read `status`) and the questionnaire (the answers), so it lives in lib: one cache entry
 * serves both. The questionnaire's writes declare what their delivery changes in it
 * (features/behavioral/api/).
 * The shell's first load fills it through GetUserBootstrap (get-user-bootstrap.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import { gqlRequest } from './graphql.ts';
import { userQueryKey } from './query-keys.ts';

export const GetUserSurveyAnswersDocument = graphql(`
  query GetUserSurveyAnswers {
    userSurveyAnswers {
      ...UserSurveyAnswersFields
    }
  }
`);

/**
 * The survey's status and answers; GetUserBootstrap selects the same.
 * @public Read by codegen (other documents spread it by name); nothing imports the constant.
 */
export const UserSurveyAnswersFieldsFragment = graphql(`
  fragment UserSurveyAnswersFields on UserSurveyAnswers {
    status
    updatedAt
    answers {
      questionId
      value
      multiValue
    }
  }
`);

export const userSurveyAnswersQueryKey = [...userQueryKey, 'surveyAnswers'] as const;

export const userSurveyAnswersQueryOptions = () =>
  queryOptions({
    queryKey: userSurveyAnswersQueryKey,
    queryFn: () => gqlRequest(GetUserSurveyAnswersDocument),
    select: (data) => data.userSurveyAnswers,
  });

export function useUserSurveyAnswers() {
  return useQuery(userSurveyAnswersQueryOptions());
}
