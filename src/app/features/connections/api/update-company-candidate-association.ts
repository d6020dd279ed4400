/**
 * UpdateCompanyCandidateAssociation(id, status) (spec section 7): Disconnect (INACTIVE) or
 * Reconnect (ACTIVE), saved through the outbox, one coalesce key per association.
 */
import { graphql } from '../../../gql/gql.ts';
import { defineWrite } from '../../../lib/writes/define-write.ts';
import { useWrite } from '../../../lib/writes/use-write.ts';
import { connectionListKeys, deliveredAssociation } from '../lib/cache.ts';

export const UpdateCompanyCandidateAssociationDocument = graphql(`
  mutation UpdateCompanyCandidateAssociation(
    $id: ID!
    $status: AssociationStatus!
    $clientMutationId: ID!
  ) {
    updateCompanyCandidateAssociation(
      id: $id
      status: $status
      clientMutationId: $clientMutationId
    ) {
      _id
      status
      companyName
      createdAt
      updatedAt
    }
  }
`);

export const associationCoalesceKey = (id: string) => `companyCandidateAssociation:${id}`;

/**
 * Unsent, it shows through withUnsentChoices (lib/unsent-choices.ts), as Connect and Ignore do.
 * Delivered: the server's association goes into the cached connections, then both lists are read
 * again.
 */
export const updateCompanyCandidateAssociationWrite = defineWrite({
  operation: 'UpdateCompanyCandidateAssociation',
  label: 'your connection with a firm',
  document: UpdateCompanyCandidateAssociationDocument,
  coalesceKey: ({ id }) => associationCoalesceKey(id),
  delivered: { update: [deliveredAssociation], refetch: () => [connectionListKeys] },
});

export function useUpdateCompanyCandidateAssociation(userId: string, associationId: string) {
  return useWrite(updateCompanyCandidateAssociationWrite, {
    userId,
    coalesceKey: associationCoalesceKey(associationId),
  });
}
