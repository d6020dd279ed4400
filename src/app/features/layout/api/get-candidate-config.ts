/**
 * GetCandidateConfig (spec section 7): the operator's banner message and maintenance content,
 * the same for every candidate. Plain text: shown as text, never as HTML.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';

export const GetCandidateConfigDocument = graphql(`
  query GetCandidateConfig {
    candidateConfig {
      bannerNotificationMessage
      maintenanceModalContent
    }
  }
`);

/** How often an open app looks for a new banner or maintenance notice. */
export const CANDIDATE_CONFIG_REFRESH_MS = 5 * 60 * 1000;

export const candidateConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['candidateConfig'] as const,
    // A poll, not the candidate's use: an open tab left alone still ends idle, and this poll is
    // what then takes it to the sign-in page (docs/decisions/050).
    queryFn: () => gqlRequest(GetCandidateConfigDocument, undefined, { poll: true }),
    // Asked again on every page load (the cached copy shows meanwhile, and offline): a new
    // message or notice must not wait for the cache to go stale.
    staleTime: 0,
    refetchInterval: CANDIDATE_CONFIG_REFRESH_MS,
  });

export function useCandidateConfig() {
  return useQuery(candidateConfigQueryOptions());
}
