/** SubmitFeedback: a message from the feedback panel, sent through the outbox (useOutboxWrite). */
import { graphql } from '../../../gql/gql.ts';

export const SubmitFeedbackDocument = graphql(`
  mutation SubmitFeedback($message: String!, $page: String, $clientMutationId: ID!) {
    submitFeedback(message: $message, page: $page, clientMutationId: $clientMutationId)
  }
`);

export const SUBMIT_FEEDBACK_OPERATION = 'SubmitFeedback';
