/**
 * The settings writes that go through the outbox (spec: name, privacy and contact details may be
 * saved offline), declared for the write registry (lib/writes/define-write.ts): each shows at once
 * in the cached settings, and the server's answer replaces it when delivered. A newer unsent edit
 * of the same thing replaces an older one; an update and a delete of one field share a key.
 */
import type { ProfileVisibility } from '../../../../domain/constants.ts';
import { graphql } from '../../../gql/gql.ts';
import type { GetUserSettingsQuery } from '../../../gql/graphql.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';
import { change, defineWrite, exactly } from '../../../lib/writes/define-write.ts';
import { type SettingsUser, userSettingsQueryKey } from './get-user-settings.ts';

export const UpdateUserNameDocument = graphql(`
  mutation UpdateUserName(
    $id: ID!
    $firstName: String!
    $lastName: String!
    $clientMutationId: ID!
  ) {
    updateUserName(
      id: $id
      firstName: $firstName
      lastName: $lastName
      clientMutationId: $clientMutationId
    ) {
      ...UserSettingsFields
    }
  }
`);

/** UpdateUser with the privacy setting only (the spec's one mutation for name, privacy or password). */
export const UpdateUserDocument = graphql(`
  mutation UpdateUser($visibility: Visibility, $clientMutationId: ID!) {
    updateUser(visibility: $visibility, clientMutationId: $clientMutationId) {
      ...UserSettingsFields
    }
  }
`);

export const UpdateUserLinkedInUrlDocument = graphql(`
  mutation UpdateUserLinkedInUrl($linkedInUrl: String!, $clientMutationId: ID!) {
    updateUserLinkedInUrl(linkedInUrl: $linkedInUrl, clientMutationId: $clientMutationId) {
      ...UserSettingsFields
    }
  }
`);

export const DeleteUserLinkedInUrlDocument = graphql(`
  mutation DeleteUserLinkedInUrl($clientMutationId: ID!) {
    deleteUserLinkedInUrl(clientMutationId: $clientMutationId) {
      ...UserSettingsFields
    }
  }
`);

export const UpdateUserPhoneNumberDocument = graphql(`
  mutation UpdateUserPhoneNumber($phoneNumber: String!, $locale: String!, $clientMutationId: ID!) {
    updateUserPhoneNumber(
      phoneNumber: $phoneNumber
      locale: $locale
      clientMutationId: $clientMutationId
    ) {
      ...UserSettingsFields
    }
  }
`);

export const DeleteUserPhoneNumberDocument = graphql(`
  mutation DeleteUserPhoneNumber($clientMutationId: ID!) {
    deleteUserPhoneNumber(clientMutationId: $clientMutationId) {
      ...UserSettingsFields
    }
  }
`);

/** Every settings mutation answers the user under its one root field. */
function answeredUser(result: unknown): Partial<SettingsUser> | undefined {
  if (!result || typeof result !== 'object') return undefined;
  const [user] = Object.values(result as Record<string, unknown>);
  return user && typeof user === 'object' && 'settings' in user
    ? (user as SettingsUser)
    : undefined;
}

/** A change of the cached settings' user (how an edit shows). */
const onSettingsUser = <TVariables>(apply: (user: SettingsUser, v: TVariables) => SettingsUser) =>
  change<GetUserSettingsQuery, TVariables>(userSettingsQueryKey, (data, variables) =>
    data.user ? { ...data, user: apply(data.user, variables) } : data,
  );

/** Delivered: the server's user goes into the cached settings at once. */
const answerIntoSettings = change<GetUserSettingsQuery, { result: unknown }>(
  userSettingsQueryKey,
  (data, { result }) => {
    const user = answeredUser(result);
    return data.user && user ? { ...data, user: { ...data.user, ...user } } : data;
  },
);

/** The shell's user (GetUser, not the other user queries) shows the name and contact details. */
const shellUserIsStale = () => [[exactly(userQueryKey)]];

export const updateUserNameWrite = defineWrite({
  operation: 'UpdateUserName',
  label: 'your name',
  document: UpdateUserNameDocument,
  coalesceKey: 'userName',
  shows: [
    onSettingsUser<{ firstName: string; lastName: string }>((user, v) => ({
      ...user,
      firstName: v.firstName,
      lastName: v.lastName,
    })),
  ],
  delivered: { update: [answerIntoSettings], refetch: shellUserIsStale },
});

export const updateVisibilityWrite = defineWrite({
  operation: 'UpdateUser',
  label: 'your privacy choice',
  document: UpdateUserDocument,
  coalesceKey: 'visibility',
  shows: [
    onSettingsUser<{ visibility?: ProfileVisibility | null }>((user, { visibility }) =>
      visibility ? { ...user, settings: { ...user.settings, visibility } } : user,
    ),
  ],
  delivered: { update: [answerIntoSettings] },
});

/** An update and a delete of one field share a key: the newer of the two wins. */
export const updateLinkedInUrlWrite = defineWrite({
  operation: 'UpdateUserLinkedInUrl',
  label: 'your LinkedIn profile address',
  document: UpdateUserLinkedInUrlDocument,
  coalesceKey: 'linkedInUrl',
  shows: [
    onSettingsUser<{ linkedInUrl: string }>((user, v) => ({ ...user, linkedInUrl: v.linkedInUrl })),
  ],
  delivered: { update: [answerIntoSettings], refetch: shellUserIsStale },
});

export const deleteLinkedInUrlWrite = defineWrite({
  operation: 'DeleteUserLinkedInUrl',
  label: 'removing your LinkedIn profile address',
  document: DeleteUserLinkedInUrlDocument,
  coalesceKey: 'linkedInUrl',
  shows: [onSettingsUser((user) => ({ ...user, linkedInUrl: null }))],
  delivered: { update: [answerIntoSettings], refetch: shellUserIsStale },
});

export const updatePhoneNumberWrite = defineWrite({
  operation: 'UpdateUserPhoneNumber',
  label: 'your phone number',
  document: UpdateUserPhoneNumberDocument,
  coalesceKey: 'phoneNumber',
  shows: [
    onSettingsUser<{ phoneNumber: string; locale: string }>((user, v) => ({
      ...user,
      phoneNumber: v.phoneNumber,
      phoneNumberLocale: v.locale,
    })),
  ],
  delivered: { update: [answerIntoSettings], refetch: shellUserIsStale },
});

export const deletePhoneNumberWrite = defineWrite({
  operation: 'DeleteUserPhoneNumber',
  label: 'removing your phone number',
  document: DeleteUserPhoneNumberDocument,
  coalesceKey: 'phoneNumber',
  shows: [onSettingsUser((user) => ({ ...user, phoneNumber: null, phoneNumberLocale: null }))],
  delivered: { update: [answerIntoSettings], refetch: shellUserIsStale },
});

/** The settings writes, for the page's "server copy with the unsent edits on top". */
export const settingsWrites = [
  updateUserNameWrite,
  updateVisibilityWrite,
  updateLinkedInUrlWrite,
  deleteLinkedInUrlWrite,
  updatePhoneNumberWrite,
  deletePhoneNumberWrite,
] as const;
