/** What every resolver receives: the services, the request, and the signed-in user, if any. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '../../domain/api-messages.ts';
import { UserFacingError } from '../errors.ts';
import type { AnsweringCaller } from '../modules/assessments/answers.ts';
import { lookUpSession, type RecheckedSession } from '../modules/sessions/sessions.ts';
import { bearerToken } from '../plugins/auth.ts';
import type { Services } from '../services.ts';

export interface GraphQLContext {
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  /** The signed-in user's id; resolvers that need one call `requireUser(ctx)`. */
  userId: string | null;
  /**
   * Set instead of `userId` for a lone SubmitItemResponse whose session this process found active
   * before (graphql/plugin.ts): the answer checks it in its own statement (docs/decisions/038).
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
  if (!recheck) return { userId: requireSignedIn(ctx.userId) };
  const lookUp = async () => {
    const token = bearerToken(ctx.request);
    const idleTimeoutMs = ctx.services.config.SESSION_IDLE_TIMEOUT_MS;
    const found = token ? await lookUpSession(ctx.services.db, token, { idleTimeoutMs }) : null;
    // An answer refused for an idle session says so, as any other request does (plugins/auth.ts).
    if (found?.endedIdle) ctx.request.sessionEndedIdle = true;
    if (found?.session?.sessionId !== recheck.sessionId) requireSignedIn(null);
  };
  const { userId, sessionId, tokenHash, idleLimitMs } = recheck;
  return { userId, session: { sessionId, tokenHash, idleLimitMs, lookUp } };
}

function requireSignedIn(userId: string | null): string {
  if (!userId) throw new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);
  return userId;
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
