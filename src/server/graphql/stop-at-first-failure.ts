/**
 * A request's mutations stop at the first one that fails (docs/decisions/044-batched-answer-flush.md).
 *
 * The outbox sends up to MAX_ALIASES_PER_REQUEST queued writes as aliased fields of one mutation,
 * in queue order, and a write must never reach the server before an earlier one that failed
 * (src/app/lib/outbox/README.md: order). GraphQL runs a request's mutation fields one after the
 * other; graphql-js stops at a failed non-null field (all of ours are), but Mercurius' compiled
 * queries (graphql-jit) run the rest. So once a mutation fails, refused or not, each one after it
 * in the same request answers NOT_RUN and changes nothing; the client sends those again. A lone
 * mutation is unaffected.
 */
import { apiMessages } from '../../domain/api-messages.ts';
import { UserFacingError } from '../errors.ts';
import type { GraphQLContext } from './context.ts';
import type { Resolvers } from './generated-types.ts';

type MutationResolver = (
  parent: unknown,
  args: unknown,
  ctx: GraphQLContext,
  info: unknown,
) => unknown;

export function stoppingAtFirstFailure(resolvers: Resolvers): Resolvers {
  const mutations = Object.entries(resolvers.Mutation ?? {}) as [string, MutationResolver][];
  const stopping = mutations.map(([field, resolve]): [string, MutationResolver] => [
    field,
    async (parent, args, ctx, info) => {
      if (ctx.mutationFailed) {
        throw new UserFacingError('NOT_RUN', apiMessages.notRunAfterEarlierFailure);
      }
      try {
        return await resolve(parent, args, ctx, info);
      } catch (error) {
        ctx.mutationFailed = true;
        throw error;
      }
    },
  ]);
  return { ...resolvers, Mutation: Object.fromEntries(stopping) };
}
