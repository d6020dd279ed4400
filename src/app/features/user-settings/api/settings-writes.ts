/**
 * The settings writes that go through the outbox (spec: name, privacy and contact details may be
 * saved offline): their documents, operation names and coalesce keys. A newer unsent edit of the
 * same thing replaces an older one; an update and a delete of one field share a key.
 */
import { graphql } from '../../../gql/gql.ts';

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

export const settingsOperations = {
  name: 'UpdateUserName',
  visibility: 'UpdateUser',
  updateLinkedInUrl: 'UpdateUserLinkedInUrl',
  deleteLinkedInUrl: 'DeleteUserLinkedInUrl',
  updatePhoneNumber: 'UpdateUserPhoneNumber',
  deletePhoneNumber: 'DeleteUserPhoneNumber',
} as const;

export const settingsCoalesceKeys = {
  name: 'userName',
  visibility: 'visibility',
  linkedInUrl: 'linkedInUrl',
  phoneNumber: 'phoneNumber',
} as const;
