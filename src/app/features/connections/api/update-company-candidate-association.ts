/**
 * UpdateCompanyCandidateAssociation(id, status) (spec section 7): Disconnect (INACTIVE) or
 * Reconnect (ACTIVE), saved through the outbox, one coalesce key per association.
 */
import { graphql } from '../../../gql/gql.ts';
import { defineWrite } from '../../../lib/writes/define-write.ts';
import { useWrite } from '../../../lib/writes/use-write.ts';
import { connectionListKeys } from '../lib/cache.ts';

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

/** Delivered: both lists are read again. */
export const updateCompanyCandidateAssociationWrite = defineWrite({
  operation: 'UpdateCompanyCandidateAssociation',
  document: UpdateCompanyCandidateAssociationDocument,
  coalesceKey: ({ id }) => associationCoalesceKey(id),
  delivered: { refetch: () => [connectionListKeys] },
});

export function useUpdateCompanyCandidateAssociation(userId: string, associationId: string) {
  return useWrite(updateCompanyCandidateAssociationWrite, {
    userId,
    coalesceKey: associationCoalesceKey(associationId),
  });
}
