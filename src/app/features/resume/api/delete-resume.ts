/** DeleteResume (spec section 7), sent through the outbox: removing works offline too. */
import { graphql } from '../../../gql/gql.ts';

export const DELETE_RESUME_OPERATION = 'DeleteResume';
export const RESUME_COALESCE_KEY = 'resume';

export const DeleteResumeDocument = graphql(`
  mutation DeleteResume($resumeId: ID!, $clientMutationId: ID!) {
    deleteResume(resumeId: $resumeId, clientMutationId: $clientMutationId)
  }
`);
