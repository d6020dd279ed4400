/**
 * GetSurveyDefinition (spec 001 section 7): the questionnaire's questions (the version the
 * candidate started, else the newest). Persisted with the query cache, so a questionnaire begun
 * online goes on offline and across reloads. Not under the user's key: answers do not change it,
 * so deliveries do not refetch it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveyDefinition } from '../../../../domain/survey.ts';
import { graphql } from '../../../gql/gql.ts';
import { gqlRequest } from '../../../lib/api/graphql.ts';

export const GetSurveyDefinitionDocument = graphql(`
  query GetSurveyDefinition {
    surveyDefinition {
      id
      version
      fields {
        ...SurveyFieldParts
        fields {
          ...SurveyFieldParts
        }
      }
    }
  }

  fragment SurveyFieldParts on SurveyField {
    id
    type
    label
    description
    properties {
      choices {
        id
        label
      }
      allow_multiple_selection
      vertical_alignment
      labels {
        left
        right
      }
      min
      max
      questions {
        id
        label
      }
      total_points
    }
    validations {
      required
    }
  }
`);

export const surveyDefinitionQueryKey = ['surveyDefinition'] as const;

/** One quick retry, then the retry dialog: the candidate decides when to try again. */
const SURVEY_DEFINITION_RETRIES = 1;

export const surveyDefinitionQueryOptions = () =>
  queryOptions({
    queryKey: surveyDefinitionQueryKey,
    queryFn: () => gqlRequest(GetSurveyDefinitionDocument),
    select: (data): SurveyDefinition => data.surveyDefinition,
    retry: SURVEY_DEFINITION_RETRIES,
  });

export function useSurveyDefinition(enabled: boolean) {
  return useQuery({ ...surveyDefinitionQueryOptions(), enabled });
}
