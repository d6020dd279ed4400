/** GetResume (spec section 7): the resume's metadata, never its bytes. Cached for offline use. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetResumeQuery } from '../../../gql/graphql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';

export const GetResumeDocument = graphql(`
  query GetResume {
    resume {
      id
      filename
      filesize
      createdAt
      updatedAt
    }
  }
`);

export type Resume = NonNullable<GetResumeQuery['resume']>;

export const resumeQueryKey = ['resume'] as const;

export const resumeQueryOptions = () =>
  queryOptions({
    queryKey: resumeQueryKey,
    queryFn: () => gqlRequest(GetResumeDocument),
    // Asked again each time the page opens: the persisted copy may predate a change made just
    // before a reload, or on another device.
    staleTime: 0,
  });

export function useResume() {
  return useQuery(resumeQueryOptions());
}
