/** What every resolver receives: the services, the request, and the signed-in user, if any. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '../../domain/api-messages.ts';
import { confirmSession } from '../caller.ts';
import { UserFacingError } from '../errors.ts';
import type { AnsweringCaller } from '../modules/assessments/answers.ts';
import type { RecheckedSession } from '../modules/sessions/sessions.ts';
import type { Services } from '../services.ts';
import { requireUser } from './errors.ts';

export interface GraphQLContext {
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  /** The signed-in user's id; resolvers that need one call `requireUser(ctx)`. */
  userId: string | null;
  /**
   * Set instead of `userId` for a lone SubmitItemResponse whose session this process found active
   * before (caller.ts's `answeringSession`): the answer checks it in its own statement
   * (docs/decisions/057).
   */
  recheckedSession: RecheckedSession | null;
  /**
   * A mutation of this request failed: the ones after it are not run (stop-at-first-failure.ts).
   * GraphQL runs a request's mutations one after the other, so this is set before the next starts.
   */
  mutationFailed: boolean;
}

/**
 * Who answers, for SubmitItemResponse: the signed-in user, or the session to check again in the
 * answer's statement with the lookup for any other way (a refusal before the statement, say).
 */
export function answeringCaller(ctx: GraphQLContext): AnsweringCaller {
  const recheck = ctx.recheckedSession;
  if (!recheck) return { userId: requireUser(ctx) };
  const { userId, sessionId, tokenHash, idleLimitMs } = recheck;
  const lookUp = () => confirmSession(ctx.request, ctx.services, sessionId);
  return { userId, session: { sessionId, tokenHash, idleLimitMs, lookUp } };
}

export interface CallerSession {
  userId: string;
  sessionId: string;
}

/**
 * The signed-in user and the session the request came with (both from caller.ts's `identify`), for
 * writes that concern this session only: a password re-entered here, the session kept by a
 * password change.
 */
export function requireSession(ctx: GraphQLContext): CallerSession {
  const { sessionId } = ctx.request;
  if (!ctx.userId || !sessionId) {
    throw new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);
  }
  return { userId: ctx.userId, sessionId };
}
