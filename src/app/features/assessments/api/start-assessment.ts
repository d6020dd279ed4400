/**
 * The start-assessment mutation (spec 001 section 7): starts the assessment once, with the five
 * initials of the policy acknowledgements. Needs a connection (docs/product-decisions.md: starting
 * an assessment starts its clock, so it is never queued): sent at once with a fresh
 * clientMutationId. While the server is busy (503 with `Retry-After`, exam day's start minute) it
 * is sent again with the same one, the screen still saying "Loading" (`whileBusy`,
 * docs/decisions/066); the clock starts when the server takes it.
 */
import type { Acknowledgements } from '../../../../domain/assessments.ts';
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';
import type { CandidateAssessment } from '../../../lib/api/get-candidate-assessments.ts';

export const StartAssessmentDocument = graphql(`
  mutation StartAssessment(
    $assessmentID: ID!
    $acknowledgements: AcknowledgementsInput!
    $clientMutationId: ID!
  ) {
    startAssessment(
      assessmentID: $assessmentID
      acknowledgements: $acknowledgements
      clientMutationId: $clientMutationId
    ) {
      ...CandidateAssessmentFields
    }
  }
`);

export async function startAssessment(
  assessmentId: string,
  acknowledgements: Acknowledgements,
): Promise<CandidateAssessment> {
  const data = await gqlRequest(
    StartAssessmentDocument,
    { assessmentID: assessmentId, acknowledgements, clientMutationId: crypto.randomUUID() },
    { whileBusy: true },
  );
  return data.startAssessment;
}
