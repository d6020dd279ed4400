/**
 * GetNextAssessmentSectionInformation (spec 001 section 7): the next section to take, before its
 * questions (instructions, sample items, timer duration and what is left of it). Asking does not
 * start the section's clock. Refetched each time the runner opens and after every close.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetNextAssessmentSectionInformationQuery } from '../../../gql/graphql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';

export const GetNextAssessmentSectionInformationDocument = graphql(`
  query GetNextAssessmentSectionInformation($assessmentID: ID!) {
    nextAssessmentSectionInformation(assessmentID: $assessmentID) {
      id
      title
      status
      completedSections
      totalSections
      timerDuration
      timerRemaining
      instructions
      isInformational
      sampleItemGroups {
        ...ItemGroupFields
      }
    }
  }
`);

export type SectionInformation =
  GetNextAssessmentSectionInformationQuery['nextAssessmentSectionInformation'];

export const sectionInformationQueryKey = (assessmentId: string) =>
  ['assessments', assessmentId, 'sectionInformation'] as const;

export const sectionInformationQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: sectionInformationQueryKey(assessmentId),
    queryFn: () =>
      gqlRequest(GetNextAssessmentSectionInformationDocument, { assessmentID: assessmentId }),
    select: (data): SectionInformation => data.nextAssessmentSectionInformation,
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useSectionInformation(assessmentId: string, enabled: boolean) {
  return useQuery({ ...sectionInformationQueryOptions(assessmentId), enabled });
}
