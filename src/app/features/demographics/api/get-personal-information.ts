/**
 * The demographic answers (`UserProfile.personalInformation`; null until first saved). Cached and
 * persisted like every query, so the form opens offline with the last known answers.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetUserPersonalInformationQuery } from '../../../gql/graphql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';

export const GetUserPersonalInformationDocument = graphql(`
  query GetUserPersonalInformation {
    user {
      id
      userProfile {
        personalInformation {
          diversityOptIn
          birthYear
          gender
          ethnicity
          veteran
          lgbtq
          firstGenCollege
        }
      }
    }
  }
`);

export type StoredPersonalInformation = NonNullable<
  GetUserPersonalInformationQuery['user']['userProfile']['personalInformation']
>;

export const personalInformationQueryKey = ['personalInformation'] as const;

export const personalInformationQueryOptions = () =>
  queryOptions({
    queryKey: personalInformationQueryKey,
    queryFn: () => gqlRequest(GetUserPersonalInformationDocument),
    // Asked again each time the form opens: the persisted copy may predate a change made just
    // before a reload, or on another device (the form takes the new answers while untouched).
    staleTime: 0,
    select: (data): StoredPersonalInformation | null =>
      data.user.userProfile.personalInformation ?? null,
  });

export function usePersonalInformation() {
  return useQuery(personalInformationQueryOptions());
}
