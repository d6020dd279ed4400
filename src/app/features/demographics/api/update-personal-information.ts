/** UpdateUserPersonalInformation (spec section 7), sent through the outbox by the form. */
import { graphql } from '../../../gql/gql.ts';
import type {
  GetUserPersonalInformationQuery,
  UpdateUserPersonalInformationMutation,
} from '../../../gql/graphql.ts';
import { profileCompletionQueryKey } from '../../../lib/api/query-keys.ts';
import { change, defineWrite } from '../../../lib/writes/define-write.ts';
import { personalInformationQueryKey } from './get-personal-information.ts';

export const UpdateUserPersonalInformationDocument = graphql(`
  mutation UpdateUserPersonalInformation(
    $diversityOptIn: Boolean!
    $birthYear: Int
    $gender: String
    $ethnicity: [String!]
    $veteran: String
    $lgbtq: String
    $firstGenCollege: String
    $clientMutationId: ID!
  ) {
    updateUserPersonalInformation(
      diversityOptIn: $diversityOptIn
      birthYear: $birthYear
      gender: $gender
      ethnicity: $ethnicity
      veteran: $veteran
      lgbtq: $lgbtq
      firstGenCollege: $firstGenCollege
      clientMutationId: $clientMutationId
    ) {
      diversityOptIn
      birthYear
      gender
      ethnicity
      veteran
      lgbtq
      firstGenCollege
    }
  }
`);

/**
 * One key for the form: a newer unsent save replaces an older one. Delivered: the server's answer
 * goes into GetUserPersonalInformation at once; the completion is stale.
 */
export const updatePersonalInformationWrite = defineWrite({
  operation: 'UpdateUserPersonalInformation',
  label: 'your personal information',
  document: UpdateUserPersonalInformationDocument,
  coalesceKey: 'personalInformation',
  delivered: {
    update: [
      change<GetUserPersonalInformationQuery, { result: UpdateUserPersonalInformationMutation }>(
        personalInformationQueryKey,
        (data, { result }) => ({
          ...data,
          user: {
            ...data.user,
            userProfile: {
              ...data.user.userProfile,
              personalInformation: result.updateUserPersonalInformation,
            },
          },
        }),
      ),
    ],
    refetch: () => [[profileCompletionQueryKey]],
  },
});
