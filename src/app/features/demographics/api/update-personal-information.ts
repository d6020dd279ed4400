/** UpdateUserPersonalInformation (spec section 7), sent through the outbox by the form. */
import { graphql } from '../../../gql/gql.ts';

export const UPDATE_PERSONAL_INFORMATION_OPERATION = 'UpdateUserPersonalInformation';
/** One key for the form: a newer unsent save replaces an older one. */
export const PERSONAL_INFORMATION_COALESCE_KEY = 'personalInformation';

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
