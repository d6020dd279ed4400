/**
 * AssessmentSectionClose (spec 001 section 7) through the outbox, queued after the section's
 * responses (entries drain in order), so the server scores the section with every answer given.
 * MANUAL: the candidate moved on; TIMER: the countdown reached zero (possibly offline).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SectionCloseType } from '../../../../domain/assessments.ts';
import { graphql } from '../../../gql/gql.ts';
import type { GetAssessmentQuery } from '../../../gql/graphql.ts';
import { candidateAssessmentsQueryKey } from '../../../lib/api/get-candidate-assessments.ts';
import { assessmentsQueryKey } from '../../../lib/api/query-keys.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { changeEach, defineWrite } from '../../../lib/writes/define-write.ts';
import { isAssessmentQueryKey, withSectionComplete } from './get-assessment.ts';
import { enqueueWrite } from '../../../lib/outbox/outbox.ts';
import { showWrite } from '../../../lib/writes/cache.ts';

export const AssessmentSectionCloseDocument = graphql(`
  mutation AssessmentSectionClose($id: ID!, $closeType: SectionCloseType!, $clientMutationId: ID!) {
    assessmentSectionClose(id: $id, closeType: $closeType, clientMutationId: $clientMutationId) {
      id
      status
      receipt {
        ...ReceiptFields
      }
    }
  }
`);

/**
 * Delivered: the next screen waits on the assessment's own queries, so they go first and alone (a
 * browser sends at most six requests to a host at once); the candidate's assessments (the
 * navigation's marks, the landing page's statuses) follow once those are answered
 * (docs/decisions/031-click-to-next-screen-benchmark.md). The answer holds the section's signed
 * receipt, which the device keeps (lib/receipts/use-receipts.ts, docs/decisions/048).
 */
export const sectionCloseWrite = defineWrite({
  operation: 'AssessmentSectionClose',
  label: 'the end of an assessment section',
  refusalShownByScreen: true,
  document: AssessmentSectionCloseDocument,
  // Stored, the assessment's progress counts the section as complete (the spec's local close).
  shows: [
    changeEach<unknown, { id: string }>(assessmentsQueryKey, (data, { id }, queryKey) =>
      isAssessmentQueryKey(queryKey) ? withSectionComplete(data as GetAssessmentQuery, id) : data,
    ),
  ],
  delivered: { refetch: () => [[assessmentsQueryKey], [candidateAssessmentsQueryKey]] },
});

export async function enqueueSectionClose(
  userId: string,
  sectionId: string,
  closeType: SectionCloseType,
  queryClient: QueryClient,
): Promise<OutboxEntry> {
  const variables = { id: sectionId, closeType };
  const entry = await enqueueWrite(sectionCloseWrite, userId, variables);
  showWrite(queryClient, sectionCloseWrite, variables);
  return entry;
}
