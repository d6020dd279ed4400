/**
 * UpdateCandidateInvitation(id, status) (spec section 7): Connect (ACCEPTED) or Ignore (IGNORED),
 * saved through the outbox. One coalesce key per invitation: a later choice about the same
 * invitation replaces an unsent one, choices about different firms never touch each other.
 */
import { graphql } from '../../../gql/gql.ts';
import { defineWrite } from '../../../lib/writes/define-write.ts';
import { useWrite } from '../../../lib/writes/use-write.ts';
import { connectionListKeys, deliveredInvitation } from '../lib/cache.ts';

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

export const invitationCoalesceKey = (id: string) => `candidateInvitation:${id}`;

/**
 * Unsent, it shows through withUnsentChoices (lib/unsent-choices.ts), not `shows`: a Connect shows
 * the firm as a connection, which needs the invitation's firm from the other list, and a row keeps
 * showing its progress while the choice is being sent. Delivered: the server's invitation goes into
 * the cached lists, then both lists are read again (an accepted invitation becomes a connection).
 */
export const updateCandidateInvitationWrite = defineWrite({
  operation: 'UpdateCandidateInvitation',
  label: "your reply to a firm's invitation",
  document: UpdateCandidateInvitationDocument,
  coalesceKey: ({ id }) => invitationCoalesceKey(id),
  delivered: { update: [deliveredInvitation], refetch: () => [connectionListKeys] },
});

export function useUpdateCandidateInvitation(userId: string, invitationId: string) {
  return useWrite(updateCandidateInvitationWrite, {
    userId,
    coalesceKey: invitationCoalesceKey(invitationId),
  });
}
