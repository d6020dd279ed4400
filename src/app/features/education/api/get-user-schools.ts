/**
 * The candidate's education (GetUser's `userProfile.schools`, spec section 3), in its own query so
 * the page loads only what it shows. Persisted with the query cache, so the page opens offline.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';

export const GetUserSchoolsDocument = graphql(`
  query GetUserSchools {
    user {
      id
      userProfile {
        schools {
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
    }
  }
`);

export const userSchoolsQueryKey = ['userSchools'] as const;

export const userSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: userSchoolsQueryKey,
    queryFn: () => gqlRequest(GetUserSchoolsDocument),
    select: (data) => data.user.userProfile.schools,
  });

/** Always asks the server on mount: the forms start from the freshest copy they can get. */
export function useUserSchools() {
  return useQuery({ ...userSchoolsQueryOptions(), refetchOnMount: 'always' });
}
