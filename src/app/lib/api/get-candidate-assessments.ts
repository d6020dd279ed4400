/**
 * GetCandidateAssessments (spec 001 section 7): the candidate's timed assessments (the cognitive or
 * the lateral one, by account type) with their sections' statuses. Shared by the side navigation
 * (the assessment item's check, the profile-complete rule) and the landing pages
 * (features/assessments/api/use-landing-assessment.ts), so it lives in lib: one cache entry serves
 * both. A delivered write refetches it only when its declaration says so
 * (lib/writes/define-write.ts): a section's close (close-section.ts), and the account type's
 * choice, which reads every query under the user's key again. The shell's first load fills it
 * through GetUserBootstrap (get-user-bootstrap.ts), which selects CandidateAssessmentFields too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LATERAL_ASSESSMENT_ID } from '../../../domain/assessments.ts';
import { env } from '../../config/env.ts';
import type { AccountType } from '../../../domain/constants.ts';
import { graphql } from '../../gql/gql.ts';
import type { GetCandidateAssessmentsQuery } from '../../gql/graphql.ts';
import { gqlRequest } from './graphql.ts';
import { userQueryKey } from './query-keys.ts';

export const GetCandidateAssessmentsDocument = graphql(`
  query GetCandidateAssessments {
    candidateAssessments {
      ...CandidateAssessmentFields
    }
  }
`);

/**
 * @public Read by codegen (other documents spread it by name); nothing imports the constant.
 */
export const CandidateAssessmentFieldsFragment = graphql(`
  fragment CandidateAssessmentFields on Assessment {
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
`);

export type CandidateAssessment = GetCandidateAssessmentsQuery['candidateAssessments'][number];

export const candidateAssessmentsQueryKey = [...userQueryKey, 'candidateAssessments'] as const;

export const candidateAssessmentsQueryOptions = () =>
  queryOptions({
    queryKey: candidateAssessmentsQueryKey,
    queryFn: () => gqlRequest(GetCandidateAssessmentsDocument),
    select: (data) => data.candidateAssessments,
  });

export function useCandidateAssessments() {
  return useQuery(candidateAssessmentsQueryOptions());
}

/** The timed assessment an account type takes: cognitive for CAMPUS, lateral for LATERAL. */
export function assessmentIdFor(accountType: AccountType): string {
  return accountType === 'LATERAL' ? LATERAL_ASSESSMENT_ID : env.COGNITIVE_ASSESSMENT_ID;
}

/** The assessment with this id in the list, if provisioned. */
export function findAssessment(
  list: readonly CandidateAssessment[] | null | undefined,
  assessmentId: string,
): CandidateAssessment | null {
  return list?.find((a) => a.id === assessmentId) ?? null;
}

/** Puts a write's answer (start, provisioning) in the cached list at once, before the refetch. */
export function mergeAssessment(
  data: GetCandidateAssessmentsQuery | undefined,
  assessment: CandidateAssessment,
): GetCandidateAssessmentsQuery {
  const list = data?.candidateAssessments ?? [];
  const known = list.some((a) => a.id === assessment.id);
  return {
    ...data,
    candidateAssessments: known
      ? list.map((a) => (a.id === assessment.id ? assessment : a))
      : [...list, assessment],
  };
}
