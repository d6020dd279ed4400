/**
 * RecordSectionActivity (docs/decisions/045-integrity-events-and-flags.md): what the candidate's
 * browser saw during one of their own timed sections, held once per report id. Counted against the
 * candidate's limit before its transaction (a refusal rolls the transaction back, not the count).
 */
import {
  limitSectionActivity,
  recordSectionActivity,
  sectionActivitySchema,
} from '../../modules/integrity/events.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';
import { idempotentMutation } from '../idempotent-mutation.ts';
import { parseInput } from '../parse-input.ts';

const record = idempotentMutation(
  'recordSectionActivity',
  { parse: (args) => parseInput(sectionActivitySchema, args) },
  (ctx, input, tx) => recordSectionActivity(tx, ctx.userId, input),
);

export const integrityResolvers = {
  Mutation: {
    recordSectionActivity: async (parent, args, ctx) => {
      await limitSectionActivity(ctx.services.db, ctx.services.config, requireUser(ctx));
      return record(parent, args, ctx);
    },
  },
} satisfies Resolvers;
