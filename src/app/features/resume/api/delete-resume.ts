/** DeleteResume (spec section 7), sent through the outbox: removing works offline too. */
import { graphql } from '../../../gql/gql.ts';
import type { GetResumeQuery } from '../../../gql/graphql.ts';
import { profileCompletionQueryKey } from '../../../lib/api/query-keys.ts';
import { change, defineWrite } from '../../../lib/writes/define-write.ts';
import { resumeQueryKey } from './get-resume.ts';

export const DeleteResumeDocument = graphql(`
  mutation DeleteResume($resumeId: ID!, $clientMutationId: ID!) {
    deleteResume(resumeId: $resumeId, clientMutationId: $clientMutationId)
  }
`);

/** Shows at once as no resume (after a reload too); delivered, the resume and completion refetch. */
export const deleteResumeWrite = defineWrite({
  operation: 'DeleteResume',
  label: 'removing your resume',
  document: DeleteResumeDocument,
  coalesceKey: 'resume',
  shows: [
    change<GetResumeQuery, { resumeId: string }>(resumeQueryKey, (data, { resumeId }) =>
      data.resume?.id === resumeId ? { resume: null } : data,
    ),
  ],
  delivered: { refetch: () => [[resumeQueryKey, profileCompletionQueryKey]] },
});
