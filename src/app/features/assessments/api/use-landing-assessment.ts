/**
 * The landing pages' view of GetCandidateAssessments (the query itself is shared with the side
 * navigation: lib/api/get-candidate-assessments.ts): the assessment with the given id and, when it
 * has not been provisioned yet for an account of its type, CreateDefaultAssessments once (spec 001
 * section 7; idempotent on the server), whose answer goes straight into the cached list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  candidateAssessmentsQueryKey,
  findAssessment,
  useCandidateAssessments,
  type CandidateAssessment,
} from '../../../lib/api/get-candidate-assessments.ts';
import type { GetCandidateAssessmentsQuery } from '../../../gql/graphql.ts';
import { createDefaultAssessments } from './create-default-assessments.ts';

export type LandingData =
  | { phase: 'loading' }
  /** Nothing cached and no connection: the page cannot know the assessment's state. */
  | { phase: 'offline' }
  | { phase: 'listFailed'; retry: () => void }
  | { phase: 'provisionFailed'; retry: () => void }
  | { phase: 'ready'; assessment: CandidateAssessment | null };

export function useLandingAssessment({
  assessmentId,
  provision,
}: {
  assessmentId: string;
  /** The account's type takes this assessment: provision it when missing. */
  provision: boolean;
}): LandingData {
  const queryClient = useQueryClient();
  const query = useCandidateAssessments();
  const provisioning = useMutation({
    mutationFn: createDefaultAssessments,
    onSuccess: (list) => {
      queryClient.setQueryData<GetCandidateAssessmentsQuery>(candidateAssessmentsQueryKey, {
        candidateAssessments: list,
      });
    },
  });
  const assessment = findAssessment(query.data, assessmentId);
  const missing = query.isSuccess && !assessment;
  const shouldProvision = provision && missing && provisioning.isIdle;
  const { mutate } = provisioning;
  useEffect(() => {
    if (shouldProvision) mutate();
  }, [shouldProvision, mutate]);

  if (query.data) {
    if (assessment) return { phase: 'ready', assessment };
    if (!provision) return { phase: 'ready', assessment: null };
    if (provisioning.isError) return { phase: 'provisionFailed', retry: () => mutate() };
    return { phase: 'loading' };
  }
  if (query.isError) return { phase: 'listFailed', retry: () => void query.refetch() };
  if (query.fetchStatus === 'paused') return { phase: 'offline' };
  return { phase: 'loading' };
}
