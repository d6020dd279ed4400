/**
 * SetSecondaryContactInfo (the first-run "Before You Move On" form, and the Verify modal's resend
 * or corrected address), sent through the outbox with its entry id as clientMutationId. The answer
 * carries the user's contact fields, merged into the cached GetUser at once.
 */
import { graphql } from '../../../gql/gql.ts';
import type { GetUserQuery, SetSecondaryContactInfoMutation } from '../../../gql/graphql.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';
import { change, defineWrite } from '../../../lib/writes/define-write.ts';

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

/**
 * One write of the contact details replaces an unsent older one: the newest is what counts.
 * Delivered: the answer goes into the cached GetUser at once, so the gate moves on to the Verify
 * modal without waiting for a refetch.
 */
export const setSecondaryContactInfoWrite = defineWrite({
  operation: 'SetSecondaryContactInfo',
  label: 'your contact information',
  document: SetSecondaryContactInfoDocument,
  coalesceKey: 'secondaryContactInfo',
  delivered: {
    update: [
      change<GetUserQuery, { result: SetSecondaryContactInfoMutation }>(
        userQueryKey,
        (data, { result }) => ({
          ...data,
          user: { ...data.user, ...result.setSecondaryContactInfo },
        }),
      ),
    ],
  },
});
