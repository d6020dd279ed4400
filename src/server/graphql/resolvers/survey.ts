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
import { receiptKeyOf } from '../../modules/receipts/receipt-key.ts';
import { questionnaireReceipt } from '../../modules/receipts/receipts.ts';
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
    // A complete survey's answer carries its signed receipt (docs/decisions/048).
    setUserSurveyComplete: idempotentMutation('setUserSurveyComplete', async (ctx, _input, tx) => {
      const completion = await completeSurvey(tx, ctx.userId);
      const receipt = completion.completeStatus
        ? await questionnaireReceipt(tx, receiptKeyOf(ctx.services.config), ctx.userId)
        : null;
      return { ...completion, receipt };
    }),
  },
} satisfies Resolvers;
