/**
 * The candidate's sessions (User Settings, docs/decisions/049): UserSessions. Signing sessions out
 * is an online write (online-writes.ts) that answers the sessions left, put straight into the cache.
 */
import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';

/**
 * @public Read by codegen (other documents spread it by name); nothing imports the constant.
 */
export const UserSessionFieldsFragment = graphql(`
  fragment UserSessionFields on UserSession {
    id
    device
    signedInAt
    lastUsedAt
    current
  }
`);

const UserSessionsDocument = graphql(`
  query UserSessions {
    userSessions {
      ...UserSessionFields
    }
  }
`);

export const userSessionsQueryKey = [...userQueryKey, 'sessions'] as const;

export const userSessionsQueryOptions = () =>
  queryOptions({
    queryKey: userSessionsQueryKey,
    queryFn: () => gqlRequest(UserSessionsDocument).then((data) => data.userSessions),
    // Asked again each time the page opens: sessions start and end elsewhere.
    staleTime: 0,
  });
