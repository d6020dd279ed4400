/**
 * The behavioral questionnaire (spec 001): GetSurveyDefinition, GetUserSurveyAnswers, and the
 * idempotent writes SetUserSurveyAnswer, SetUserSurveyAnswerMultiValue and SetUserSurveyComplete
 * (a replay answers the first result and writes nothing again). Everything concerns the caller's
 * own survey only; the rules are in modules/survey.
 */
import type { SurveyAnswerValue } from '../../../domain/survey.ts';
import { runIdempotent } from '../../modules/idempotency/idempotency.ts';
import {
  completeSurvey,
  findUserSurveyAnswers,
  saveSurveyAnswer,
  surveyDefinitionFor,
} from '../../modules/survey/survey.ts';
import type { GraphQLContext } from '../context.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';

function saveAnswer(
  ctx: GraphQLContext,
  operation: string,
  clientMutationId: string,
  questionId: string,
  answer: SurveyAnswerValue,
) {
  const userId = requireUser(ctx);
  const { db, config } = ctx.services;
  return runIdempotent(
    { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
    { userId, key: clientMutationId, operation, input: { questionId, ...answer } },
    (tx) => saveSurveyAnswer(tx, userId, questionId, answer),
  );
}

export const surveyResolvers = {
  Query: {
    surveyDefinition: (_parent, _args, ctx) =>
      surveyDefinitionFor(ctx.services.db, requireUser(ctx)),
    userSurveyAnswers: (_parent, _args, ctx) =>
      findUserSurveyAnswers(ctx.services.db, requireUser(ctx)),
  },
  Mutation: {
    setUserSurveyAnswer: (_parent, { questionId, value, clientMutationId }, ctx) =>
      saveAnswer(ctx, 'setUserSurveyAnswer', clientMutationId, questionId, { value }),
    setUserSurveyAnswerMultiValue: (_parent, { questionId, multiValue, clientMutationId }, ctx) =>
      saveAnswer(ctx, 'setUserSurveyAnswerMultiValue', clientMutationId, questionId, {
        multiValue,
      }),
    setUserSurveyComplete: (_parent, { clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      const { db, config } = ctx.services;
      return runIdempotent(
        { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
        { userId, key: clientMutationId, operation: 'setUserSurveyComplete', input: {} },
        (tx) => completeSurvey(tx, userId),
      );
    },
  },
} satisfies Resolvers;
