/**
 * GetAssessment (spec 001 section 7): the assessment's sections with their status, fetched from
 * the network each time a screen opens (network-only in the spec; the cached copy is only what
 * shows offline). Closing a section marks it complete in this cache at once (spec section 4).
 */
import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetAssessmentQuery } from '../../../gql/graphql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';
import { assessmentsQueryKey } from '../../../lib/api/query-keys.ts';

export const GetAssessmentDocument = graphql(`
  query GetAssessment($assessmentID: ID!) {
    assessment(assessmentID: $assessmentID) {
      id
      title
      status
      sections {
        id
        title
        status
        timerMultiplier
      }
    }
  }
`);

export type AssessmentData = GetAssessmentQuery['assessment'];

export const assessmentQueryKey = (assessmentId: string) =>
  [...assessmentsQueryKey, assessmentId] as const;

export const assessmentQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: assessmentQueryKey(assessmentId),
    queryFn: () => gqlRequest(GetAssessmentDocument, { assessmentID: assessmentId }),
    select: (data): AssessmentData => data.assessment,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useAssessment(assessmentId: string, enabled = true) {
  return useQuery({ ...assessmentQueryOptions(assessmentId), enabled });
}

/** GetAssessment's own key (['assessments', id]), not the other queries under the prefix. */
export const isAssessmentQueryKey = (queryKey: QueryKey): boolean =>
  queryKey.length === 2 && queryKey[0] === assessmentsQueryKey[0];

/**
 * The assessment with `sectionId` complete (or, with null, the first incomplete section), as the
 * spec's close does locally before the server's answer.
 */
export function withSectionComplete(
  data: GetAssessmentQuery,
  sectionId: string | null,
): GetAssessmentQuery {
  const sections = data.assessment.sections;
  const index =
    sectionId === null
      ? sections.findIndex((s) => s.status !== 'COMPLETE')
      : sections.findIndex((s) => s.id === sectionId);
  if (index < 0) return data;
  const next = sections.map((s, i) => (i === index ? { ...s, status: 'COMPLETE' as const } : s));
  const allDone = next.every((s) => s.status === 'COMPLETE');
  return {
    assessment: {
      ...data.assessment,
      sections: next,
      status: allDone ? ('COMPLETE' as const) : data.assessment.status,
    },
  };
}
