/** What every resolver receives: the database, the config, and the signed-in user, if any. */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface GraphQLContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in user's id; resolvers that need one call `requireUser(ctx)`. */
  userId: string | null;
}
