/** The rescue key (docs/decisions/043): the signed-in candidate's own, never another's. */
import { rescueKeyFor } from '../../modules/rescue/rescue-key.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';

export const rescueResolvers = {
  Query: {
    rescueKey: (_parent, _args, ctx) => rescueKeyFor(ctx.services.config, requireUser(ctx)),
  },
} satisfies Resolvers;
