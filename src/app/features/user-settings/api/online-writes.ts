/**
 * The settings writes that need a connection (the password, the sign-in address, the secondary
 * address, the other sessions, deleting the account: docs/product-decisions.md, "what needs a connection, and says
 * so"): sent at once with a fresh clientMutationId, never queued. The screens disable them offline
 * and say so.
 */
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';

const VerifyUserPasswordDocument = graphql(`
  mutation VerifyUserPassword($password: String!, $clientMutationId: ID!) {
    verifyUserPassword(password: $password, clientMutationId: $clientMutationId) {
      verified
      lastVerification
    }
  }
`);

const InitiateChangeEmailDocument = graphql(`
  mutation InitiateChangeEmail($email: String!, $clientMutationId: ID!) {
    initiateChangeEmail(email: $email, clientMutationId: $clientMutationId) {
      ...UserSettingsFields
    }
  }
`);

const CancelChangeEmailDocument = graphql(`
  mutation CancelChangeEmail($clientMutationId: ID!) {
    cancelChangeEmail(clientMutationId: $clientMutationId) {
      ...UserSettingsFields
    }
  }
`);

const DismissChangeEmailDocument = graphql(`
  mutation DismissChangeEmail($clientMutationId: ID!) {
    dismissChangeEmail(clientMutationId: $clientMutationId) {
      ...UserSettingsFields
    }
  }
`);

const InitiateChangeSecondaryEmailDocument = graphql(`
  mutation InitiateChangeSecondaryEmail($email: String!, $clientMutationId: ID!) {
    initiateChangeSecondaryEmail(email: $email, clientMutationId: $clientMutationId) {
      ...UserSettingsFields
    }
  }
`);

const SwapPrimaryAndSecondaryEmailsDocument = graphql(`
  mutation SwapPrimaryAndSecondaryEmails($clientMutationId: ID!) {
    swapPrimaryAndSecondaryEmails(clientMutationId: $clientMutationId) {
      ...UserSettingsFields
    }
  }
`);

const UpdateUserPasswordDocument = graphql(`
  mutation UpdateUserPassword(
    $password: String!
    $signOutOtherSessions: Boolean
    $clientMutationId: ID!
  ) {
    updateUserPassword(
      password: $password
      signOutOtherSessions: $signOutOtherSessions
      clientMutationId: $clientMutationId
    )
  }
`);

const DeleteAccountDocument = graphql(`
  mutation DeleteAccount($reason: String, $clientMutationId: ID!) {
    deleteAccount(reason: $reason, clientMutationId: $clientMutationId) {
      erasureId
      erasedAt
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

const key = () => crypto.randomUUID();

export const verifyUserPassword = (password: string) =>
  gqlRequest(VerifyUserPasswordDocument, { password, clientMutationId: key() }).then(
    (data) => data.verifyUserPassword,
  );

export const initiateChangeEmail = (email: string) =>
  gqlRequest(InitiateChangeEmailDocument, { email, clientMutationId: key() }).then(
    (data) => data.initiateChangeEmail,
  );

export const cancelChangeEmail = () =>
  gqlRequest(CancelChangeEmailDocument, { clientMutationId: key() }).then(
    (data) => data.cancelChangeEmail,
  );

export const dismissChangeEmail = () =>
  gqlRequest(DismissChangeEmailDocument, { clientMutationId: key() }).then(
    (data) => data.dismissChangeEmail,
  );

export const initiateChangeSecondaryEmail = (email: string) =>
  gqlRequest(InitiateChangeSecondaryEmailDocument, { email, clientMutationId: key() }).then(
    (data) => data.initiateChangeSecondaryEmail,
  );

export const swapPrimaryAndSecondaryEmails = () =>
  gqlRequest(SwapPrimaryAndSecondaryEmailsDocument, { clientMutationId: key() }).then(
    (data) => data.swapPrimaryAndSecondaryEmails,
  );

export const updateUserPassword = (password: string, signOutOtherSessions = true) =>
  gqlRequest(UpdateUserPasswordDocument, {
    password,
    signOutOtherSessions,
    clientMutationId: key(),
  }).then((data) => data.updateUserPassword);

/** Delete my account (docs/decisions/052): after the password is re-entered; final. */
export const deleteAccount = (reason: string | null) =>
  gqlRequest(DeleteAccountDocument, { reason, clientMutationId: key() }).then(
    (data) => data.deleteAccount,
  );

export const signOutSession = (sessionId: string) =>
  gqlRequest(SignOutSessionDocument, { sessionId, clientMutationId: key() }).then(
    (data) => data.signOutSession,
  );

export const signOutOtherSessions = () =>
  gqlRequest(SignOutOtherSessionsDocument, { clientMutationId: key() }).then(
    (data) => data.signOutOtherSessions,
  );
