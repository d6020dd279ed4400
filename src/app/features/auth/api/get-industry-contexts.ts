/** GET /auth/industry-contexts: the industries a candidate can choose at registration. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { INDUSTRY_CONTEXTS } from '../../../../domain/constants.ts';
import { restGet } from '../../../lib/api/rest.ts';

export interface IndustryContextOption {
  id: string;
  name: string;
}

export const industryContextsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'industry-contexts'],
    queryFn: () => restGet<IndustryContextOption[]>('/auth/industry-contexts'),
    staleTime: 60 * 60 * 1000,
    // The seeded list, until (or if never) the server answers.
    placeholderData: INDUSTRY_CONTEXTS.map(({ id, name }) => ({ id, name })),
  });

export function useIndustryContexts() {
  return useQuery(industryContextsQueryOptions());
}
