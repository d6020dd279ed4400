/**
 * UpdateUserLocationPreferences (spec section 7), saved through the outbox: the choice is on this
 * device before the page says so, and reaches the server once, whenever the connection allows.
 * Successive saves replace each other while unsent (one coalesce key).
 */
import { useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetUserLocationPreferencesQuery } from '../../../gql/graphql.ts';
import { useOutboxWrite } from '../../../lib/outbox/use-outbox-write.ts';
import { userLocationPreferencesQueryKey } from './get-user-location-preferences.ts';

export const UpdateUserLocationPreferencesDocument = graphql(`
  mutation UpdateUserLocationPreferences(
    $locations: [GeoLocationInput!]!
    $preferredStyle: String!
    $noPreference: Boolean!
    $clientMutationId: ID!
  ) {
    updateUserLocationPreferences(
      locations: $locations
      preferredStyle: $preferredStyle
      noPreference: $noPreference
      clientMutationId: $clientMutationId
    ) {
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

export const UPDATE_LOCATION_PREFERENCES_OPERATION = 'UpdateUserLocationPreferences';
export const WORK_PREFERENCES_COALESCE_KEY = 'workPreferences';

export function useSaveLocationPreferences(userId: string) {
  const queryClient = useQueryClient();
  return useOutboxWrite({
    userId,
    operation: UPDATE_LOCATION_PREFERENCES_OPERATION,
    document: UpdateUserLocationPreferencesDocument,
    coalesceKey: WORK_PREFERENCES_COALESCE_KEY,
    onSaved: (result) =>
      queryClient.setQueryData<GetUserLocationPreferencesQuery>(userLocationPreferencesQueryKey, {
        userLocationPreferences: result.updateUserLocationPreferences,
      }),
  });
}
