/**
 * The timed assessments (spec 001): GetCandidateAssessments, GetAssessment, the next section's
 * information and questions, and the idempotent writes CreateDefaultAssessments, StartAssessment,
 * SubmitItemResponse and AssessmentSectionClose (with the section's signed receipt, decision 048;
 * a replay answers the first result and writes nothing again). Everything concerns the caller's own assessments; the rules are in
 * modules/assessments, built once in services.ts.
 */
import { submitItemResponse } from '../../modules/assessments/answers.ts';
import { receiptKeyOf } from '../../modules/receipts/receipt-key.ts';
import { sectionReceipt } from '../../modules/receipts/receipts.ts';
import { answeringCaller } from '../context.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';
import { idempotentMutation } from '../idempotent-mutation.ts';

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
    createDefaultAssessments: idempotentMutation('createDefaultAssessments', (ctx, _input, tx) =>
      ctx.services.assessments.provision(tx, ctx.userId),
    ),
    startAssessment: idempotentMutation(
      'startAssessment',
      (ctx, { assessmentID, acknowledgements }, tx) =>
        ctx.services.assessments.start(tx, ctx.userId, assessmentID, acknowledgements),
    ),
    // The hot path, straight to answers.ts (not through the facade): its idempotency is the
    // module's (one statement with the key's claim).
    submitItemResponse: (_parent, { id, values, timestamp, clientMutationId, sequence }, ctx) =>
      submitItemResponse(
        ctx.services.assessments.answers,
        answeringCaller(ctx),
        { itemId: id, values, timestamp, sequence },
        clientMutationId,
      ),
    // A contact, not a candidate write: no idempotency key (docs/decisions/047).
    assessmentHeartbeat: (_parent, { assessmentID }, ctx) =>
      ctx.services.assessments.heartbeat(requireUser(ctx), assessmentID),
    // The answer carries the section's receipt, computed in the close's transaction.
    assessmentSectionClose: idempotentMutation(
      'assessmentSectionClose',
      async (ctx, { id, closeType }, tx) => ({
        ...(await ctx.services.assessments.closeSection(tx, ctx.userId, id, closeType)),
        receipt: await sectionReceipt(tx, receiptKeyOf(ctx.services.config), ctx.userId, id),
      }),
    ),
  },
} satisfies Resolvers;
