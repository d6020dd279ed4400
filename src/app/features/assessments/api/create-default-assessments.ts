/**
 * CreateDefaultAssessments (spec 001 section 7): provisions the assessment of the candidate's
 * account type. Sent at once rather than through the outbox: it writes nothing the candidate
 * typed, it is idempotent on the server (a second call answers the same list), and the landing
 * page needs its answer to show anything; offline, the page says it needs a connection. While the
 * server is busy (503 with `Retry-After`) it is sent again, as a query is (`whileBusy`).
 */
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';
import type { CandidateAssessment } from '../../../lib/api/get-candidate-assessments.ts';

export const CreateDefaultAssessmentsDocument = graphql(`
  mutation CreateDefaultAssessments($clientMutationId: ID!) {
    createDefaultAssessments(clientMutationId: $clientMutationId) {
      ...CandidateAssessmentFields
    }
  }
`);

export async function createDefaultAssessments(): Promise<CandidateAssessment[]> {
  const data = await gqlRequest(
    CreateDefaultAssessmentsDocument,
    { clientMutationId: crypto.randomUUID() },
    { whileBusy: true },
  );
  return data.createDefaultAssessments;
}
