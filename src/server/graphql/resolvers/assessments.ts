/**
 * The timed assessments (spec 001): GetCandidateAssessments, GetAssessment, the next section's
 * information and questions, and the idempotent writes CreateDefaultAssessments, StartAssessment,
 * SubmitItemResponse and AssessmentSectionClose (a replay answers the first result and writes
 * nothing again). Everything concerns the caller's own assessments; the rules are in
 * modules/assessments.
 */
import { runIdempotent, runIdempotentMerged } from '../../modules/idempotency/idempotency.ts';
import {
  closeExpiredSections,
  closeSection,
  findCandidateAssessment,
  listCandidateAssessments,
  nextSectionInformation,
  nextSectionQuestions,
  planItemResponse,
  provisionDefaultAssessments,
  SectionExpiredError,
  startAssessment,
  submitItemResponse,
} from '../../modules/assessments/assessments.ts';
import type { DbExecutor } from '../../db/client.ts';
import type { GraphQLContext } from '../context.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';

function idempotent<T>(
  ctx: GraphQLContext,
  operation: string,
  clientMutationId: string,
  input: unknown,
  work: (tx: DbExecutor, userId: string, graceMs: number) => Promise<T>,
): Promise<T> {
  const userId = requireUser(ctx);
  const { db, config } = ctx.services;
  return runIdempotent(
    { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
    { userId, key: clientMutationId, operation, input },
    (tx) => work(tx, userId, config.ANSWER_GRACE_MS),
  );
}

export const assessmentsResolvers = {
  Query: {
    candidateAssessments: (_parent, _args, ctx) =>
      listCandidateAssessments(
        ctx.services.db,
        requireUser(ctx),
        ctx.services.config.ANSWER_GRACE_MS,
      ),
    assessment: (_parent, { assessmentID }, ctx) =>
      findCandidateAssessment(
        ctx.services.db,
        requireUser(ctx),
        assessmentID,
        ctx.services.config.ANSWER_GRACE_MS,
      ),
    nextAssessmentSectionInformation: (_parent, { assessmentID }, ctx) =>
      nextSectionInformation(
        ctx.services.db,
        requireUser(ctx),
        assessmentID,
        ctx.services.config.ANSWER_GRACE_MS,
      ),
    nextAssessmentSectionQuestions: (_parent, { assessmentID }, ctx) =>
      nextSectionQuestions(
        ctx.services.db,
        requireUser(ctx),
        assessmentID,
        ctx.services.config.ANSWER_GRACE_MS,
      ),
  },
  Mutation: {
    createDefaultAssessments: (_parent, { clientMutationId }, ctx) =>
      idempotent(ctx, 'createDefaultAssessments', clientMutationId, {}, (tx, userId) =>
        provisionDefaultAssessments(tx, userId, ctx.services.config.COGNITIVE_ASSESSMENT_ID),
      ),
    startAssessment: (_parent, { assessmentID, acknowledgements, clientMutationId }, ctx) =>
      idempotent(
        ctx,
        'startAssessment',
        clientMutationId,
        { assessmentID, acknowledgements },
        (tx, userId) => startAssessment(tx, userId, assessmentID, acknowledgements),
      ),
    submitItemResponse: async (_parent, { id, values, timestamp, clientMutationId }, ctx) => {
      try {
        // The hot path (timed answers): the answer's statement travels with the key's claim. An
        // unknown item or a bad timestamp goes the ordinary way, to be refused in its order.
        const userId = requireUser(ctx);
        const { db, config } = ctx.services;
        const input = { itemId: id, values, timestamp };
        const plan = await planItemResponse(db, userId, input, config.ANSWER_GRACE_MS);
        if (plan) {
          return await runIdempotentMerged(
            { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
            {
              userId,
              key: clientMutationId,
              operation: 'submitItemResponse',
              input: { id, values, timestamp },
            },
            plan,
          );
        }
        return await idempotent(
          ctx,
          'submitItemResponse',
          clientMutationId,
          { id, values, timestamp },
          (tx, userId, graceMs) =>
            submitItemResponse(tx, userId, { itemId: id, values, timestamp }, graceMs),
        );
      } catch (error) {
        // The refusal rolled its transaction back: the section's close (TIMER) is done apart.
        if (error instanceof SectionExpiredError) {
          await closeExpiredSections(
            ctx.services.db,
            requireUser(ctx),
            ctx.services.config.ANSWER_GRACE_MS,
          );
        }
        throw error;
      }
    },
    assessmentSectionClose: (_parent, { id, closeType, clientMutationId }, ctx) =>
      idempotent(
        ctx,
        'assessmentSectionClose',
        clientMutationId,
        { id, closeType },
        (tx, userId, graceMs) => closeSection(tx, userId, id, closeType, graceMs),
      ),
  },
} satisfies Resolvers;
