/**
 * SubmitFeedback: a message from the feedback panel, sent through the outbox. Every message is
 * sent (no coalesce key); delivery changes nothing the app shows.
 */
import { graphql } from '../../../gql/gql.ts';
import { defineWrite } from '../../../lib/writes/define-write.ts';

export const SubmitFeedbackDocument = graphql(`
  mutation SubmitFeedback($message: String!, $page: String, $clientMutationId: ID!) {
    submitFeedback(message: $message, page: $page, clientMutationId: $clientMutationId)
  }
`);

export const submitFeedbackWrite = defineWrite({
  operation: 'SubmitFeedback',
  label: 'your feedback',
  document: SubmitFeedbackDocument,
});
