/** What every resolver receives: the services, the request, and the signed-in user, if any. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';

export interface GraphQLContext {
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  /** The signed-in user's id; resolvers that need one call `requireUser(ctx)`. */
  userId: string | null;
}
