/** What every resolver receives: the services, the request, and the signed-in user, if any. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '../../domain/api-messages.ts';
import { UserFacingError } from '../errors.ts';
import type { Services } from '../services.ts';

export interface GraphQLContext {
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  /** The signed-in user's id; resolvers that need one call `requireUser(ctx)`. */
  userId: string | null;
}

export interface CallerSession {
  userId: string;
  sessionId: string;
}

/**
 * The signed-in user and the session the request came with (set by plugins/auth.ts), for writes
 * that concern this session only: a password re-entered here, the session kept by a password
 * change.
 */
export function requireSession(ctx: GraphQLContext): CallerSession {
  const { userId, sessionId } = ctx.request;
  if (!ctx.userId || !userId || !sessionId || userId !== ctx.userId) {
    throw new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);
  }
  return { userId, sessionId };
}
