/**
 * The fields of an item group, shared by the section information (sample items) and the section
 * questions queries.
 */
import { graphql } from '../../../gql/gql.ts';

export const ItemGroupFieldsFragment = graphql(`
  fragment ItemGroupFields on ItemGroup {
    id
    itemType
    leadingText
    headers {
      label
      value
    }
    totalPoints
    explanation
    items {
      id
      label
      value
      options {
        id
        label
        isExclusive
        isSelected
        value
        isCorrect
      }
    }
  }
`);
