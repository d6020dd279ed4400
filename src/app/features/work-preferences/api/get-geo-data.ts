/**
 * GetGeoData (spec section 7): US cities and ZIP codes matching the text, from the server's
 * embedded dataset. Answers are not persisted (searches are not worth keeping offline) and are
 * dropped from memory a while after the search box stops showing them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GEO_SEARCH_MIN_LENGTH } from '../../../../domain/work-preferences.ts';
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';

export const GetGeoDataDocument = graphql(`
  query GetGeoData($address: String!) {
    geoData(address: $address) {
      label
      lat
      lng
    }
  }
`);

const GEO_DATA_GC_TIME_MS = 5 * 60 * 1000;

export const geoDataQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ['geoData', address] as const,
    queryFn: () => gqlRequest(GetGeoDataDocument, { address }),
    select: (data) => data.geoData,
    // The dataset changes only with a new server release.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: GEO_DATA_GC_TIME_MS,
    meta: { persist: false },
  });

/** Searches `address` (already debounced and trimmed) when it is long enough and `enabled`. */
export function useGeoData(address: string, enabled: boolean) {
  return useQuery({
    ...geoDataQueryOptions(address),
    enabled: enabled && address.length >= GEO_SEARCH_MIN_LENGTH,
  });
}
