/**
 * UpdateCompanyCandidateAssociation(id, status) (spec section 7): Disconnect (INACTIVE) or
 * Reconnect (ACTIVE), saved through the outbox, one coalesce key per association.
 */
import { graphql } from '../../../gql/gql.ts';
import { useOutboxWrite } from '../../../lib/outbox/use-outbox-write.ts';

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

export const UPDATE_COMPANY_CANDIDATE_ASSOCIATION_OPERATION = 'UpdateCompanyCandidateAssociation';

export const associationCoalesceKey = (id: string) => `companyCandidateAssociation:${id}`;

export function useUpdateCompanyCandidateAssociation(userId: string, associationId: string) {
  return useOutboxWrite({
    userId,
    operation: UPDATE_COMPANY_CANDIDATE_ASSOCIATION_OPERATION,
    document: UpdateCompanyCandidateAssociationDocument,
    coalesceKey: associationCoalesceKey(associationId),
  });
}
