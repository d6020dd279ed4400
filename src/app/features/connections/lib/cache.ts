/**
 * The connection lists in the query cache: their keys, which the writes declare as what delivery
 * makes stale (spec section 7: "Refetches follow each mutation"), and what a delivered choice
 * changes in them at once (the server's answer), until the refetch. Screens never patch these
 * lists: they show the server's lists with the unsent choices laid over them (unsent-choices.ts,
 * docs/decisions/034-write-registry.md).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { InvitationStatus } from '../../../../domain/constants.ts';
import type {
  GetCandidateInvitationsQuery,
  GetCompanyCandidateAssociationsQuery,
  UpdateCandidateInvitationMutation,
  UpdateCompanyCandidateAssociationMutation,
} from '../../../gql/graphql.ts';
import { candidateInvitationsQueryKey } from '../../../lib/api/get-candidate-invitations.ts';
import { change, changeEach } from '../../../lib/writes/define-write.ts';
import { companyCandidateAssociationsQueryKey } from '../api/get-company-candidate-associations.ts';
import { withAssociationStatus, withInvitationStatus } from './connection-lists.ts';

const invitationsPrefix = candidateInvitationsQueryKey().slice(0, -1);

/** The status filter of a cached GetCandidateInvitations list (null: all invitations). */
const invitationsFilterOf = (queryKey: QueryKey): InvitationStatus | null => {
  const filter = queryKey[queryKey.length - 1];
  return filter === 'ALL' ? null : (filter as InvitationStatus);
};

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

/**
 * Delivered Connect or Ignore: the server's invitation in every cached list (the envelope's pending
 * count included), in every tab. The connection Connect makes comes with the refetch: its id is the
 * server's, and a guessed one would read as not sent yet.
 */
export const deliveredInvitation = changeEach<
  GetCandidateInvitationsQuery,
  { result: UpdateCandidateInvitationMutation }
>(invitationsPrefix, (data, { result }, queryKey) => {
  const invitation = result.updateCandidateInvitation;
  return {
    candidateInvitations: withInvitationStatus(
      data.candidateInvitations,
      invitation,
      invitation.status,
      invitationsFilterOf(queryKey),
      invitation.updatedAt,
    ),
  };
});

/** Delivered Disconnect or Reconnect: the server's association in the cached connections. */
export const deliveredAssociation = change<
  GetCompanyCandidateAssociationsQuery,
  { result: UpdateCompanyCandidateAssociationMutation }
>(companyCandidateAssociationsQueryKey, (data, { result }) => {
  const association = result.updateCompanyCandidateAssociation;
  return {
    companyCandidateAssociations: withAssociationStatus(
      data.companyCandidateAssociations,
      association._id,
      association.status,
      association.updatedAt,
    ),
  };
});
