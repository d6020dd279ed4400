/**
 * The behavioral questionnaire (spec 001): GetSurveyDefinition, GetUserSurveyAnswers, and the
 * idempotent writes SetUserSurveyAnswer, SetUserSurveyAnswerMultiValue and SetUserSurveyComplete
 * (a replay answers the first result and writes nothing again). Everything concerns the caller's
 * own survey only; the rules are in modules/survey.
 */
import {
  completeSurvey,
  findUserSurveyAnswers,
  saveSurveyAnswer,
  surveyDefinitionFor,
} from '../../modules/survey/survey.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';
import { idempotentMutation } from '../idempotent-mutation.ts';

export const surveyResolvers = {
  Query: {
    surveyDefinition: (_parent, _args, ctx) =>
      surveyDefinitionFor(ctx.services.db, requireUser(ctx)),
    userSurveyAnswers: (_parent, _args, ctx) =>
      findUserSurveyAnswers(ctx.services.db, requireUser(ctx)),
  },
  Mutation: {
    setUserSurveyAnswer: idempotentMutation(
      'setUserSurveyAnswer',
      (ctx, { questionId, value }, tx) => saveSurveyAnswer(tx, ctx.userId, questionId, { value }),
    ),
    setUserSurveyAnswerMultiValue: idempotentMutation(
      'setUserSurveyAnswerMultiValue',
      (ctx, { questionId, multiValue }, tx) =>
        saveSurveyAnswer(tx, ctx.userId, questionId, { multiValue }),
    ),
    setUserSurveyComplete: idempotentMutation('setUserSurveyComplete', (ctx, _input, tx) =>
      completeSurvey(tx, ctx.userId),
    ),
  },
} satisfies Resolvers;
