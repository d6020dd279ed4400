/**
 * Optimistic edits of the cached lists (the connection manager and the envelope's pending count)
 * once a choice is on this device or delivered (after the row's animation), and the lists' keys:
 * the writes declare them as what delivery makes stale (spec section 7: "Refetches follow each
 * mutation"), so the server's lists replace the guesses.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AssociationStatus, InvitationStatus } from '../../../../domain/constants.ts';
import type { GetCandidateInvitationsQuery } from '../../../gql/graphql.ts';
import { candidateInvitationsQueryKey } from '../../../lib/api/get-candidate-invitations.ts';
import type { GetCompanyCandidateAssociationsQuery } from '../../../gql/graphql.ts';
import { companyCandidateAssociationsQueryKey } from '../api/get-company-candidate-associations.ts';
import {
  type InvitationItem,
  withAcceptedInvitation,
  withAssociationStatus,
  withInvitationStatus,
} from './connection-lists.ts';

const invitationsPrefix = candidateInvitationsQueryKey().slice(0, -1);

/** Every cached GetCandidateInvitations list (all, PENDING, ...) with its status filter. */
function cachedInvitationLists(queryClient: QueryClient) {
  return queryClient
    .getQueriesData<GetCandidateInvitationsQuery>({ queryKey: invitationsPrefix })
    .map(([key, data]) => {
      const filter = key[key.length - 1];
      return { key, data, filter: filter === 'ALL' ? null : (filter as InvitationStatus) };
    });
}

export function applyInvitationStatus(
  queryClient: QueryClient,
  invitation: InvitationItem,
  status: InvitationStatus,
  now = new Date().toISOString(),
): void {
  for (const { key, data, filter } of cachedInvitationLists(queryClient)) {
    if (!data) continue;
    queryClient.setQueryData<GetCandidateInvitationsQuery>(key, {
      candidateInvitations: withInvitationStatus(
        data.candidateInvitations,
        invitation,
        status,
        filter,
        now,
      ),
    });
  }
  if (status === 'ACCEPTED') {
    queryClient.setQueryData<GetCompanyCandidateAssociationsQuery>(
      companyCandidateAssociationsQueryKey,
      (data) =>
        data && {
          companyCandidateAssociations: withAcceptedInvitation(
            data.companyCandidateAssociations,
            invitation,
            now,
          ),
        },
    );
  }
}

export function applyAssociationStatus(
  queryClient: QueryClient,
  id: string,
  status: AssociationStatus,
  now = new Date().toISOString(),
): void {
  queryClient.setQueryData<GetCompanyCandidateAssociationsQuery>(
    companyCandidateAssociationsQueryKey,
    (data) =>
      data && {
        companyCandidateAssociations: withAssociationStatus(
          data.companyCandidateAssociations,
          id,
          status,
          now,
        ),
      },
  );
}

/** Every cached list of invitations (each status filter) and the connections. */
export const connectionListKeys = [
  invitationsPrefix,
  companyCandidateAssociationsQueryKey,
] as const;

/** GetCandidateInvitations and GetCompanyCandidateAssociations afresh from the server. */
export function refetchConnections(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    connectionListKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

/** An invitation claimed from a link, put in the cached lists at once (the refetch confirms it). */
export function addClaimedInvitation(queryClient: QueryClient, invitation: InvitationItem): void {
  for (const { key, data, filter } of cachedInvitationLists(queryClient)) {
    if (!data) continue;
    queryClient.setQueryData<GetCandidateInvitationsQuery>(key, {
      candidateInvitations: withInvitationStatus(
        data.candidateInvitations,
        invitation,
        invitation.status,
        filter,
        invitation.updatedAt,
      ),
    });
  }
}
