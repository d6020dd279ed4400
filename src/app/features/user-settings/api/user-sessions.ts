/**
 * The candidate's sessions (User Settings, docs/decisions/049): UserSessions, and SignOutSession /
 * SignOutOtherSessions, which need a connection (sent at once, never queued) and answer the
 * sessions left, put straight into the cache.
 */
import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';

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

const SignOutSessionDocument = graphql(`
  mutation SignOutSession($sessionId: ID!, $clientMutationId: ID!) {
    signOutSession(sessionId: $sessionId, clientMutationId: $clientMutationId) {
      ...UserSessionFields
    }
  }
`);

const SignOutOtherSessionsDocument = graphql(`
  mutation SignOutOtherSessions($clientMutationId: ID!) {
    signOutOtherSessions(clientMutationId: $clientMutationId) {
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

const key = () => crypto.randomUUID();

export const signOutSession = (sessionId: string) =>
  gqlRequest(SignOutSessionDocument, { sessionId, clientMutationId: key() }).then(
    (data) => data.signOutSession,
  );

export const signOutOtherSessions = () =>
  gqlRequest(SignOutOtherSessionsDocument, { clientMutationId: key() }).then(
    (data) => data.signOutOtherSessions,
  );
