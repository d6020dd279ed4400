/**
 * SetSecondaryContactInfo (the first-run "Before You Move On" form, and the Verify modal's resend
 * or corrected address), sent through the outbox with its entry id as clientMutationId. The answer
 * carries the user's contact fields, merged into the cached GetUser at once.
 */
import { graphql } from '../../../gql/gql.ts';

export const SetSecondaryContactInfoDocument = graphql(`
  mutation SetSecondaryContactInfo(
    $secondaryEmail: String!
    $linkedInUrl: String
    $phoneNumber: String
    $phoneNumberLocale: String
    $clientMutationId: ID!
  ) {
    setSecondaryContactInfo(
      secondaryEmail: $secondaryEmail
      linkedInUrl: $linkedInUrl
      phoneNumber: $phoneNumber
      phoneNumberLocale: $phoneNumberLocale
      clientMutationId: $clientMutationId
    ) {
      id
      hasSecondaryContactInfo
      secondaryEmail
      secondaryEmailVerified
      linkedInUrl
      phoneNumber
      phoneNumberLocale
    }
  }
`);

export const SET_SECONDARY_CONTACT_INFO_OPERATION = 'SetSecondaryContactInfo';
/** One write of the contact details replaces an unsent older one: the newest is what counts. */
export const SECONDARY_CONTACT_INFO_KEY = 'secondaryContactInfo';
