/**
 * GetUserLocationPreferences (spec section 7): the candidate's saved location preferences ("nothing
 * chosen yet" before the first save). Persisted with the query cache, so the page opens offline.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';

export const GetUserLocationPreferencesDocument = graphql(`
  query GetUserLocationPreferences {
    userLocationPreferences {
      id
      noPreference
      locations {
        label
        lat
        lng
      }
      workStyle {
        preferredStyle
      }
    }
  }
`);

export const userLocationPreferencesQueryKey = ['userLocationPreferences'] as const;

export const userLocationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: userLocationPreferencesQueryKey,
    queryFn: () => gqlRequest(GetUserLocationPreferencesDocument),
  });

/** Always asks the server on mount: the form starts from the freshest copy it can get. */
export function useUserLocationPreferences() {
  return useQuery({ ...userLocationPreferencesQueryOptions(), refetchOnMount: 'always' });
}
