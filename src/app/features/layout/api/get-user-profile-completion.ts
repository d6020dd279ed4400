/**
 * GetUserProfileCompletion (spec section 7): the four completion flags the server computes from
 * what is stored. The profile writes that change a flag declare its refetch at delivery
 * (`delivered.refetch`, lib/writes/define-write.ts), so the navigation's checks follow the forms.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';
import { profileCompletionQueryKey } from '../../../lib/api/query-keys.ts';

export const GetUserProfileCompletionDocument = graphql(`
  query GetUserProfileCompletion {
    user {
      id
      userProfileCompletion {
        completedSchools
        completedPersonalInformation
        completedResume
        completedWorkPreferences
      }
    }
  }
`);

export const userProfileCompletionQueryOptions = () =>
  queryOptions({
    queryKey: profileCompletionQueryKey,
    queryFn: () => gqlRequest(GetUserProfileCompletionDocument),
    select: (data) => data.user.userProfileCompletion,
  });

export function useUserProfileCompletion() {
  return useQuery(userProfileCompletionQueryOptions());
}
