/**
 * AssessmentSectionClose (spec 001 section 7) through the outbox, queued after the section's
 * responses (entries drain in order), so the server scores the section with every answer given.
 * MANUAL: the candidate moved on; TIMER: the countdown reached zero (possibly offline).
 */
import { print } from 'graphql';
import type { SectionCloseType } from '../../../../domain/assessments.ts';
import { graphql } from '../../../gql/gql.ts';
import { enqueue } from '../../../lib/outbox/outbox.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';

export const AssessmentSectionCloseDocument = graphql(`
  mutation AssessmentSectionClose($id: ID!, $closeType: SectionCloseType!, $clientMutationId: ID!) {
    assessmentSectionClose(id: $id, closeType: $closeType, clientMutationId: $clientMutationId) {
      id
      status
    }
  }
`);

export const SECTION_CLOSE_OPERATION = 'AssessmentSectionClose';
const printed = print(AssessmentSectionCloseDocument);

export function enqueueSectionClose(
  userId: string,
  sectionId: string,
  closeType: SectionCloseType,
): Promise<OutboxEntry> {
  return enqueue({
    userId,
    operation: SECTION_CLOSE_OPERATION,
    document: printed,
    variables: { id: sectionId, closeType },
  });
}
