/**
 * UpdateCandidateInvitation(id, status) (spec section 7): Connect (ACCEPTED) or Ignore (IGNORED),
 * saved through the outbox. One coalesce key per invitation: a later choice about the same
 * invitation replaces an unsent one, choices about different firms never touch each other.
 */
import { graphql } from '../../../gql/gql.ts';
import { useOutboxWrite } from '../../../lib/outbox/use-outbox-write.ts';

export const UpdateCandidateInvitationDocument = graphql(`
  mutation UpdateCandidateInvitation($id: ID!, $status: InvitationStatus!, $clientMutationId: ID!) {
    updateCandidateInvitation(id: $id, status: $status, clientMutationId: $clientMutationId) {
      _id
      status
      companyName
      createdAt
      updatedAt
    }
  }
`);

export const UPDATE_CANDIDATE_INVITATION_OPERATION = 'UpdateCandidateInvitation';

export const invitationCoalesceKey = (id: string) => `candidateInvitation:${id}`;

export function useUpdateCandidateInvitation(userId: string, invitationId: string) {
  return useOutboxWrite({
    userId,
    operation: UPDATE_CANDIDATE_INVITATION_OPERATION,
    document: UpdateCandidateInvitationDocument,
    coalesceKey: invitationCoalesceKey(invitationId),
  });
}
