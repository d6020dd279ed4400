/**
 * The timed assessments (spec 001): GetCandidateAssessments, GetAssessment, the next section's
 * information and questions, and the idempotent writes CreateDefaultAssessments, StartAssessment,
 * SubmitItemResponse and AssessmentSectionClose (a replay answers the first result and writes
 * nothing again). Everything concerns the caller's own assessments; the rules are in
 * modules/assessments, built once in services.ts.
 */
import { runIdempotent } from '../../modules/idempotency/idempotency.ts';
import type { DbExecutor } from '../../db/client.ts';
import { answeringCaller, type GraphQLContext } from '../context.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';

function idempotent<T>(
  ctx: GraphQLContext,
  operation: string,
  clientMutationId: string,
  input: unknown,
  work: (tx: DbExecutor, userId: string) => Promise<T>,
): Promise<T> {
  const userId = requireUser(ctx);
  const { db, config } = ctx.services;
  return runIdempotent(
    { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
    { userId, key: clientMutationId, operation, input },
    (tx) => work(tx, userId),
  );
}

export const assessmentsResolvers = {
  Query: {
    candidateAssessments: (_parent, _args, ctx) => ctx.services.assessments.list(requireUser(ctx)),
    assessment: (_parent, { assessmentID }, ctx) =>
      ctx.services.assessments.find(requireUser(ctx), assessmentID),
    nextAssessmentSectionInformation: (_parent, { assessmentID }, ctx) =>
      ctx.services.assessments.nextSectionInformation(requireUser(ctx), assessmentID),
    nextAssessmentSectionQuestions: (_parent, { assessmentID }, ctx) =>
      ctx.services.assessments.nextSectionQuestions(requireUser(ctx), assessmentID),
  },
  Mutation: {
    createDefaultAssessments: (_parent, { clientMutationId }, ctx) =>
      idempotent(ctx, 'createDefaultAssessments', clientMutationId, {}, (tx, userId) =>
        ctx.services.assessments.provision(tx, userId),
      ),
    startAssessment: (_parent, { assessmentID, acknowledgements, clientMutationId }, ctx) =>
      idempotent(
        ctx,
        'startAssessment',
        clientMutationId,
        { assessmentID, acknowledgements },
        (tx, userId) => ctx.services.assessments.start(tx, userId, assessmentID, acknowledgements),
      ),
    // The hot path: its idempotency is the module's (one statement with the key's claim).
    submitItemResponse: (_parent, { id, values, timestamp, clientMutationId }, ctx) =>
      ctx.services.assessments.submitItemResponse(
        answeringCaller(ctx),
        { itemId: id, values, timestamp },
        clientMutationId,
      ),
    assessmentSectionClose: (_parent, { id, closeType, clientMutationId }, ctx) =>
      idempotent(ctx, 'assessmentSectionClose', clientMutationId, { id, closeType }, (tx, userId) =>
        ctx.services.assessments.closeSection(tx, userId, id, closeType),
      ),
  },
} satisfies Resolvers;
