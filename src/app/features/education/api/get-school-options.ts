/**
 * GetSchoolOptions (spec section 7: also known as GetSchoolNameList): up to 25 schools whose name
 * matches the text, as {label, value}. Answers are kept in the persisted cache for a day: they give
 * the page the names of schools picked in a save that is still waiting on this device.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { SCHOOL_SEARCH_LIMIT } from '../../../../domain/education.ts';
import { graphql } from '../../../gql/gql.ts';
import type { GetSchoolOptionsQuery } from '../../../gql/graphql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';

export const GetSchoolOptionsDocument = graphql(`
  query GetSchoolOptions($school: String!, $limit: Int) {
    schoolOptions(school: $school, limit: $limit) {
      label
      value
    }
  }
`);

const SCHOOL_OPTIONS_KEY = 'schoolOptions';
const SCHOOL_OPTIONS_STALE_MS = 24 * 60 * 60 * 1000;

export const schoolOptionsQueryOptions = (school: string) =>
  queryOptions({
    queryKey: [SCHOOL_OPTIONS_KEY, school] as const,
    queryFn: () => gqlRequest(GetSchoolOptionsDocument, { school, limit: SCHOOL_SEARCH_LIMIT }),
    select: (data) => data.schoolOptions,
    // The list changes only when an operator approves a school: a day-old answer is fine.
    staleTime: SCHOOL_OPTIONS_STALE_MS,
  });

/** Searches `school` (already debounced and trimmed) when there is text and `enabled`. */
export function useSchoolOptions(school: string, enabled: boolean) {
  return useQuery({ ...schoolOptionsQueryOptions(school), enabled: enabled && school !== '' });
}

/** The names of every school seen in a search answer on this device, by id. */
export function knownSchoolNames(queryClient: QueryClient): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, data] of queryClient.getQueriesData<GetSchoolOptionsQuery>({
    queryKey: [SCHOOL_OPTIONS_KEY],
  })) {
    for (const option of data?.schoolOptions ?? []) names.set(option.value, option.label);
  }
  return names;
}
