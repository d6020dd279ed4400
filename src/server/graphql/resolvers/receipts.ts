/** The signed-in candidate's own receipts (docs/decisions/048), computed from the database. */
import { receiptKeyOf } from '../../modules/receipts/receipt-key.ts';
import { candidateReceipts } from '../../modules/receipts/receipts.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';

export const receiptsResolvers = {
  Query: {
    receipts: async (_parent, _args, ctx) => {
      const userId = requireUser(ctx);
      // Reading the assessments closes (TIMER) any section whose time ran out: it gets its receipt.
      await ctx.services.assessments.list(userId);
      return candidateReceipts(ctx.services.db, receiptKeyOf(ctx.services.config), userId);
    },
  },
} satisfies Resolvers;
