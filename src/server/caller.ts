/**
 * Who is calling: decided here only, for the REST routes (plugins/auth.ts) and for GraphQL
 * (graphql/plugin.ts, graphql/context.ts) alike. The caller is the bearer token's session when
 * the session rule (`session_state`, migration 0015, docs/decisions/057) finds it active; its use
 * refreshes last_seen_at, except for a poll of the app's own (POLL_REQUEST_HEADER,
 * docs/decisions/050). Anything else is a refusal saying why: no well-formed token, a session that
 * ended (unknown, revoked, expired), or one that ended idle (answered with SESSION_ENDED_HEADER).
 *
 * The one exception is the timed answer (`answeringSession`): a lone SubmitItemResponse from a
 * session this process found active within last_seen_at's refresh is not looked up; the answer's
 * own statement (`submit_item_response`) applies the same `session_state` to it, so an answer
 * costs one round trip and a session ended meanwhile still writes nothing (docs/decisions/038 and
 * 057).
 */
import type { FastifyRequest } from 'fastify';
import { apiMessages } from '../domain/api-messages.ts';
import { POLL_REQUEST_HEADER } from '../domain/session-headers.ts';
import type { Config } from './config.ts';
import type { DbExecutor } from './db/client.ts';
import { UserFacingError } from './errors.ts';
import {
  lookUpSession,
  sessionToRecheck,
  type ActiveSession,
  type RecheckedSession,
} from './modules/sessions/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's user (identify); null for a refusal. */
    userId: string | null;
    sessionId: string | null;
    /** The request's token belongs to a session that ended idle. */
    sessionEndedIdle: boolean;
  }
}

export type Caller = ActiveSession;
/** Why a request has no caller: no well-formed token, an ended session, or one ended idle. */
export type Refusal = 'no-token' | 'ended' | 'idle';
export type CallerOf = { caller: Caller; refusal: null } | { caller: null; refusal: Refusal };

type CallerRequest = Pick<FastifyRequest, 'headers'>;
interface CallerServices {
  db: DbExecutor;
  config: Pick<Config, 'SESSION_IDLE_TIMEOUT_MS'>;
}

const TOKEN_MAX_LENGTH = 200;

/** The Authorization header's bearer token (a session's; `GET /metrics` reads METRICS_TOKEN's). */
export function bearerToken(request: CallerRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim()) : null;
  const token = match?.[1];
  return token && token.length <= TOKEN_MAX_LENGTH ? token : null;
}

/** The request's caller, or why there is none: one statement (two when last_seen_at is due). */
export async function callerOf(
  request: CallerRequest,
  services: CallerServices,
): Promise<CallerOf> {
  const token = bearerToken(request);
  if (!token) return { caller: null, refusal: 'no-token' };
  const { session, endedIdle } = await lookUpSession(services.db, token, {
    idleTimeoutMs: services.config.SESSION_IDLE_TIMEOUT_MS,
    countsAsUse: request.headers[POLL_REQUEST_HEADER] === undefined,
  });
  if (session) return { caller: session, refusal: null };
  return { caller: null, refusal: endedIdle ? 'idle' : 'ended' };
}

/** callerOf, kept on the request: its userId and sessionId, and the idle end for the answer. */
export async function identify(
  request: FastifyRequest,
  services: CallerServices,
): Promise<CallerOf> {
  const found = await callerOf(request, services);
  request.userId = found.caller?.userId ?? null;
  request.sessionId = found.caller?.sessionId ?? null;
  request.sessionEndedIdle = found.refusal === 'idle';
  return found;
}

/**
 * The answer's exception (above): the session to check again in the answer's statement, without a
 * lookup; null when this process has not seen it active within last_seen_at's refresh, and then
 * the answer is identified as any request is.
 */
export function answeringSession(
  request: CallerRequest,
  services: CallerServices,
): RecheckedSession | null {
  const token = bearerToken(request);
  return token ? sessionToRecheck(token, services.config.SESSION_IDLE_TIMEOUT_MS) : null;
}

/**
 * The answer's session looked up after all (an answer refused before its statement, or one whose
 * statement found the session ended): UNAUTHORIZED unless it is still the caller.
 */
export async function confirmSession(
  request: FastifyRequest,
  services: CallerServices,
  sessionId: string,
): Promise<void> {
  const { caller } = await identify(request, services);
  if (caller?.sessionId !== sessionId) {
    throw new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);
  }
}
