/**
 * GetCompanyCandidateAssociations (spec section 7): the firms the candidate is connected with
 * (ACTIVE) or disconnected from (INACTIVE). Under the user's query key: every delivered write
 * refetches it (app/outbox-sync.tsx).
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
