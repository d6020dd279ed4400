/**
 * GetCompanyCandidateAssociations (spec section 7): the firms the candidate is connected with
 * (ACTIVE) or disconnected from (INACTIVE). The connection writes declare what their delivery
 * changes in it, then refetch it (lib/cache.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';

export const GetCompanyCandidateAssociationsDocument = graphql(`
  query GetCompanyCandidateAssociations {
    companyCandidateAssociations {
      _id
      status
      companyName
      createdAt
      updatedAt
    }
  }
`);

export const companyCandidateAssociationsQueryKey = [
  ...userQueryKey,
  'companyCandidateAssociations',
] as const;

export const companyCandidateAssociationsQueryOptions = queryOptions({
  queryKey: companyCandidateAssociationsQueryKey,
  queryFn: () => gqlRequest(GetCompanyCandidateAssociationsDocument),
});

export function useCompanyCandidateAssociations() {
  return useQuery(companyCandidateAssociationsQueryOptions);
}
