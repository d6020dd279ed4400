/**
 * What the signed-in shell reads and sends: GetCandidateConfig (banner, maintenance modal) and
 * SubmitFeedback (idempotent by clientMutationId, like every candidate write). The invitation
 * lists are in connections.ts.
 */
import { feedbackInputSchema } from '../../../domain/feedback.ts';
import { getCandidateConfig } from '../../modules/candidate-config/candidate-config.ts';
import { recordFeedback } from '../../modules/feedback/feedback.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';
import { idempotentMutation } from '../idempotent-mutation.ts';
import { parseInput } from '../parse-input.ts';

export const shellResolvers = {
  Query: {
    candidateConfig: (_parent, _args, ctx) => {
      requireUser(ctx);
      return getCandidateConfig(ctx.services.db);
    },
  },
  Mutation: {
    submitFeedback: idempotentMutation(
      'submitFeedback',
      { parse: (args) => parseInput(feedbackInputSchema, args) },
      async (ctx, feedback, tx) => {
        const userAgent = ctx.request.headers['user-agent'];
        await recordFeedback(tx, feedback, { userId: ctx.userId, userAgent });
        return true;
      },
    ),
  },
} satisfies Resolvers;
