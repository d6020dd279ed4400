/**
 * GetNextAssessmentSectionQuestions (spec 001 section 7): the next section's questions. Serving
 * them the first time starts a timed section's clock, so the runner asks only once the candidate
 * starts the section (never on the information screen), and only online at a section boundary.
 *
 * The query is kept per section (the key carries the section id the information named), and its
 * result carries when and how fast it arrived, so that the countdown can be resumed from the
 * persisted cache after a reload offline (lib/deadline-timer.ts).
 *
 * Nothing but the runner may ask for it (docs/decisions/036-running-assessment-reducer.md): its key
 * has a root of its own (lib/api/query-keys.ts), and its staleTime is 'static', which TanStack
 * Query never refetches on an invalidation (not even the no-filter one after a restore,
 * lib/query-client.tsx), on mount, focus or reconnect. The runner asks again on purpose through
 * refetchSectionQuestions.
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetNextAssessmentSectionQuestionsQuery } from '../../../gql/graphql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';
import { sectionQuestionsQueryKey } from '../../../lib/api/query-keys.ts';

export { sectionQuestionsQueryKey };

export const GetNextAssessmentSectionQuestionsDocument = graphql(`
  query GetNextAssessmentSectionQuestions($assessmentID: ID!) {
    nextAssessmentSectionQuestions(assessmentID: $assessmentID) {
      id
      status
      completedSections
      totalSections
      timeRemaining
      lateAnswerWindow
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
    // Never asked again by the library: the runner refetches when it needs the server's time
    // (reconnect, tab shown again), once it knows the section is still the next one.
    staleTime: 'static',
  });

export function useSectionQuestions(assessmentId: string, sectionId: string, enabled: boolean) {
  return useQuery({ ...sectionQuestionsQueryOptions(assessmentId, sectionId), enabled });
}

/**
 * Asks the server again for the questions of `sectionId` (its time left), joining a request already
 * on its way. Only for a section whose clock runs: asking after its close starts the next one's.
 */
export function refetchSectionQuestions(
  queryClient: QueryClient,
  assessmentId: string,
  sectionId: string,
): Promise<SectionQuestions> {
  return queryClient.fetchQuery({
    ...sectionQuestionsQueryOptions(assessmentId, sectionId),
    staleTime: 0,
  });
}
