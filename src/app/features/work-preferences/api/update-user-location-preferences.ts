/**
 * UpdateUserLocationPreferences (spec section 7), saved through the outbox: the choice is on this
 * device before the page says so, and reaches the server once, whenever the connection allows.
 * Successive saves replace each other while unsent (one coalesce key).
 */
import { graphql } from '../../../gql/gql.ts';
import type {
  GetUserLocationPreferencesQuery,
  UpdateUserLocationPreferencesMutation,
} from '../../../gql/graphql.ts';
import { profileCompletionQueryKey } from '../../../lib/api/query-keys.ts';
import { change, defineWrite } from '../../../lib/writes/define-write.ts';
import { useWrite } from '../../../lib/writes/use-write.ts';
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

/** Delivered: the server's answer is GetUserLocationPreferences at once; the completion is stale. */
export const updateLocationPreferencesWrite = defineWrite({
  operation: 'UpdateUserLocationPreferences',
  label: 'your preferred locations',
  document: UpdateUserLocationPreferencesDocument,
  coalesceKey: 'workPreferences',
  delivered: {
    update: [
      change<GetUserLocationPreferencesQuery, { result: UpdateUserLocationPreferencesMutation }>(
        userLocationPreferencesQueryKey,
        (_data, { result }) => ({ userLocationPreferences: result.updateUserLocationPreferences }),
      ),
    ],
    refetch: () => [[profileCompletionQueryKey]],
  },
});

export function useSaveLocationPreferences(userId: string) {
  return useWrite(updateLocationPreferencesWrite, { userId });
}
