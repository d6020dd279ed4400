/**
 * What the signed-in shell reads and sends: GetCandidateConfig (banner, maintenance modal) and
 * SubmitFeedback (idempotent by clientMutationId, like every candidate write). The invitation
 * lists are in connections.ts.
 */
import { feedbackInputSchema } from '../../../domain/feedback.ts';
import { UserFacingError } from '../../errors.ts';
import { getCandidateConfig } from '../../modules/candidate-config/candidate-config.ts';
import { recordFeedback } from '../../modules/feedback/feedback.ts';
import { runIdempotent } from '../../modules/idempotency/idempotency.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';

export const shellResolvers = {
  Query: {
    candidateConfig: (_parent, _args, ctx) => {
      requireUser(ctx);
      return getCandidateConfig(ctx.services.db);
    },
  },
  Mutation: {
    submitFeedback: (_parent, { message, page, clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      const parsed = feedbackInputSchema.safeParse({ message, page });
      if (!parsed.success) {
        throw new UserFacingError(
          'BAD_USER_INPUT',
          parsed.error.issues[0]?.message ?? 'The feedback is not valid.',
        );
      }
      const { db, config } = ctx.services;
      const userAgent = ctx.request.headers['user-agent'];
      return runIdempotent(
        { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
        { userId, key: clientMutationId, operation: 'submitFeedback', input: parsed.data },
        async (tx) => {
          await recordFeedback(tx, parsed.data, { userId, userAgent });
          return true;
        },
      );
    },
  },
} satisfies Resolvers;
