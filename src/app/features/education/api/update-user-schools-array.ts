/**
 * UpdateUserSchoolsArray (spec section 7), saved through the outbox: the whole list each time (a
 * delete resends the list without the entry). Successive saves replace each other while unsent.
 */
import { graphql } from '../../../gql/gql.ts';
import type { GetUserSchoolsQuery, UpdateUserSchoolsArrayMutation } from '../../../gql/graphql.ts';
import { profileCompletionQueryKey } from '../../../lib/api/query-keys.ts';
import { change, defineWrite } from '../../../lib/writes/define-write.ts';
import { useWrite } from '../../../lib/writes/use-write.ts';
import { userSchoolsQueryKey } from './get-user-schools.ts';

export const UpdateUserSchoolsArrayDocument = graphql(`
  mutation UpdateUserSchoolsArray($schools: [SchoolInput!]!, $clientMutationId: ID!) {
    updateUserSchoolsArray(schools: $schools, clientMutationId: $clientMutationId) {
      id
      school
      schoolObj {
        id
        name
        status
      }
      degree
      major
      gpa
      graduationDate
    }
  }
`);

/** Delivered: the server's list goes into GetUserSchools at once; the completion is stale. */
export const updateUserSchoolsWrite = defineWrite({
  operation: 'UpdateUserSchoolsArray',
  label: 'your education',
  document: UpdateUserSchoolsArrayDocument,
  coalesceKey: 'schools',
  delivered: {
    update: [
      change<GetUserSchoolsQuery, { result: UpdateUserSchoolsArrayMutation }>(
        userSchoolsQueryKey,
        (data, { result }) => ({
          ...data,
          user: {
            ...data.user,
            userProfile: { ...data.user.userProfile, schools: result.updateUserSchoolsArray },
          },
        }),
      ),
    ],
    refetch: () => [[profileCompletionQueryKey]],
  },
});

export function useSaveSchools(userId: string) {
  return useWrite(updateUserSchoolsWrite, { userId });
}
