/**
 * UpdateUserSchoolsArray (spec section 7), saved through the outbox: the whole list each time (a
 * delete resends the list without the entry). Successive saves replace each other while unsent.
 */
import { useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetUserSchoolsQuery } from '../../../gql/graphql.ts';
import { useOutboxWrite } from '../../../lib/outbox/use-outbox-write.ts';
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

export const UPDATE_USER_SCHOOLS_OPERATION = 'UpdateUserSchoolsArray';
export const SCHOOLS_COALESCE_KEY = 'schools';

export function useSaveSchools(userId: string) {
  const queryClient = useQueryClient();
  return useOutboxWrite({
    userId,
    operation: UPDATE_USER_SCHOOLS_OPERATION,
    document: UpdateUserSchoolsArrayDocument,
    coalesceKey: SCHOOLS_COALESCE_KEY,
    onSaved: (result) =>
      queryClient.setQueryData<GetUserSchoolsQuery>(userSchoolsQueryKey, (data) =>
        data
          ? {
              ...data,
              user: {
                ...data.user,
                userProfile: { ...data.user.userProfile, schools: result.updateUserSchoolsArray },
              },
            }
          : data,
      ),
  });
}
