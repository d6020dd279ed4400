/**
 * GetCandidateInvitations(status) (spec section 7): the signed-in candidate's invitations from
 * firms. Shared by the top bar (the pending count on the envelope) and the connection manager, so
 * it lives in lib. A delivered Connect or Ignore refetches it (features/connections' write
 * declarations), as does the account type's choice (every query under the user's key).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import type { InvitationStatus } from '../../gql/graphql.ts';
import { gqlRequest } from './graphql.ts';
import { userQueryKey } from './query-keys.ts';

export const GetCandidateInvitationsDocument = graphql(`
  query GetCandidateInvitations($status: InvitationStatus) {
    candidateInvitations(status: $status) {
      _id
      status
      companyName
      createdAt
      updatedAt
    }
  }
`);

export const candidateInvitationsQueryKey = (status: InvitationStatus | null = null) =>
  [...userQueryKey, 'candidateInvitations', status ?? 'ALL'] as const;

export const candidateInvitationsQueryOptions = (status: InvitationStatus | null = null) =>
  queryOptions({
    queryKey: candidateInvitationsQueryKey(status),
    queryFn: () => gqlRequest(GetCandidateInvitationsDocument, { status }),
  });

export function useCandidateInvitations(status: InvitationStatus | null = null) {
  return useQuery(candidateInvitationsQueryOptions(status));
}
