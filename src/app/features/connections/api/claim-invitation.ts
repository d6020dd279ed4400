/**
 * ClaimInvitation(code): the invitation code of a link (/join/{code}, /connection-manager?code=)
 * becomes, or finds, that firm's invitation for the signed-in candidate. Sent directly, not
 * through the outbox: the page needs the answer (which firm) to show anything, so it needs a
 * connection and says so. The key makes a repeated request (a retry) answer the first result.
 */
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';

export const ClaimInvitationDocument = graphql(`
  mutation ClaimInvitation($code: String!, $clientMutationId: ID!) {
    claimInvitation(code: $code, clientMutationId: $clientMutationId) {
      _id
      status
      companyName
      createdAt
      updatedAt
    }
  }
`);

export function useClaimInvitation() {
  return useMutation({
    mutationFn: async ({ code, clientMutationId }: { code: string; clientMutationId: string }) =>
      (await gqlRequest(ClaimInvitationDocument, { code, clientMutationId })).claimInvitation,
  });
}
