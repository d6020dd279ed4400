/**
 * GetUser (spec section 7): the signed-in candidate. Shared by the signed-in shell, the
 * account-type chooser and the pages, so it lives in lib rather than in one feature. The shell's
 * first load fills this query through GetUserBootstrap (get-user-bootstrap.ts); GetUser itself is
 * sent for the refetches after that (an invalidated user, a removed copy read again).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gql/gql.ts';
import type { GetUserQuery } from '../../gql/graphql.ts';
import { gqlRequest } from './graphql.ts';
import { userQueryKey } from './query-keys.ts';

export { userQueryKey };

export const GetUserDocument = graphql(`
  query GetUser {
    user {
      ...ShellUserFields
    }
  }
`);

/**
 * The user's fields the shell and the pages read; GetUserBootstrap selects the same.
 * @public Read by codegen (other documents spread it by name); nothing imports the constant.
 */
export const ShellUserFieldsFragment = graphql(`
  fragment ShellUserFields on User {
    id
    firstName
    lastName
    email
    accountType
    industryContext {
      id
      name
    }
    accommodations {
      assessmentTimerMultiplier
    }
    hasSecondaryContactInfo
    secondaryEmail
    secondaryEmailVerified
    linkedInUrl
    phoneNumber
    phoneNumberLocale
  }
`);

export type User = GetUserQuery['user'];

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: () => gqlRequest(GetUserDocument),
  });

export function useUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userQueryOptions(), ...options });
}
