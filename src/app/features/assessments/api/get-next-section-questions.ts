/**
 * GetNextAssessmentSectionQuestions (spec 001 section 7): the next section's questions. Serving
 * them the first time starts a timed section's clock, so the runner asks only once the candidate
 * starts the section (never on the information screen), and only online at a section boundary.
 *
 * The query is kept per section (the key carries the section id the information named), and its
 * result carries when and how fast it arrived, so that the countdown can be resumed from the
 * persisted cache after a reload offline (lib/deadline-timer.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetNextAssessmentSectionQuestionsQuery } from '../../../gql/graphql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';

export const GetNextAssessmentSectionQuestionsDocument = graphql(`
  query GetNextAssessmentSectionQuestions($assessmentID: ID!) {
    nextAssessmentSectionQuestions(assessmentID: $assessmentID) {
      id
      status
      completedSections
      totalSections
      timeRemaining
      itemGroups {
        ...ItemGroupFields
      }
    }
  }
`);

export type SectionQuestionsData =
  GetNextAssessmentSectionQuestionsQuery['nextAssessmentSectionQuestions'];

export interface SectionQuestions extends SectionQuestionsData {
  /** Date.now() when the answer arrived. */
  receivedAt: number;
  /** The request's round trip (ms): timeRemaining was measured about half of it earlier. */
  roundTripMs: number;
}

export const sectionQuestionsQueryKey = (assessmentId: string, sectionId: string) =>
  ['assessments', assessmentId, 'sectionQuestions', sectionId] as const;

export async function fetchSectionQuestions(assessmentId: string): Promise<SectionQuestions> {
  const sent = performance.now();
  const data = await gqlRequest(GetNextAssessmentSectionQuestionsDocument, {
    assessmentID: assessmentId,
  });
  return {
    ...data.nextAssessmentSectionQuestions,
    receivedAt: Date.now(),
    roundTripMs: performance.now() - sent,
  };
}

export const sectionQuestionsQueryOptions = (assessmentId: string, sectionId: string) =>
  queryOptions({
    queryKey: sectionQuestionsQueryKey(assessmentId, sectionId),
    queryFn: () => fetchSectionQuestions(assessmentId),
    // The runner refetches when it needs the server's time (reconnect, tab shown again).
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useSectionQuestions(assessmentId: string, sectionId: string, enabled: boolean) {
  return useQuery({ ...sectionQuestionsQueryOptions(assessmentId, sectionId), enabled });
}
