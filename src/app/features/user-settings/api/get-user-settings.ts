/**
 * GetUserSettings (spec section 7): everything User Settings shows, in one query: the user's
 * addresses, name, contact details and settings (privacy, the open e-mail change). Its key sits
 * under the user's (`['user', 'settings']`), so every invalidation of GetUser (after each outbox
 * delivery, after each direct mutation) reads it again too.
 */
import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import type { GetUserSettingsQuery } from '../../../gql/graphql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';

export const GetUserSettingsDocument = graphql(`
  query GetUserSettings {
    user {
      ...UserSettingsFields
    }
  }
`);

/**
 * What every settings mutation answers too, so its answer replaces the cached user at once.
 * @public Read by codegen (other documents spread it by name); nothing imports the constant.
 */
export const UserSettingsFieldsFragment = graphql(`
  fragment UserSettingsFields on User {
    id
    firstName
    lastName
    email
    secondaryEmail
    secondaryEmailVerified
    pendingSecondaryEmail
    linkedInUrl
    phoneNumber
    phoneNumberLocale
    settings {
      visibility
      changeEmail {
        newEmail
        emailStatus
        initiatedAt
        isChangeWindowOpen
      }
    }
  }
`);

export type SettingsUser = GetUserSettingsQuery['user'];
export type ChangeEmail = NonNullable<SettingsUser['settings']['changeEmail']>;

export const userSettingsQueryKey = [...userQueryKey, 'settings'] as const;

export const userSettingsQueryOptions = () =>
  queryOptions({
    queryKey: userSettingsQueryKey,
    queryFn: () => gqlRequest(GetUserSettingsDocument),
    // Asked again each time the page opens: an e-mail change may have been confirmed elsewhere.
    staleTime: 0,
  });
