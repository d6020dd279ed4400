/**
 * Who is calling: a bearer token in the Authorization header that matches an active session sets
 * `request.userId`. A missing, malformed, expired, idle or revoked token leaves it null; each route
 * or resolver decides whether that is allowed. A session that ended idle (docs/decisions/050) is
 * named in the answer's SESSION_ENDED_HEADER, so the app can tell the candidate why.
 *
 * GraphQL requests are looked up once their operation is known (graphql/plugin.ts): a lone
 * SubmitItemResponse from a session found active before checks it in its own statement instead
 * (docs/decisions/038).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { POLL_REQUEST_HEADER, SESSION_ENDED_HEADER } from '../../domain/session-headers.ts';
import type { DbExecutor } from '../db/client.ts';
import { GRAPHQL_PATH } from '../graphql/path.ts';
import { METRICS_PATH } from '../modules/metrics/metrics.ts';
import { lookUpSession } from '../modules/sessions/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null;
    sessionId: string | null;
    /** The request's token belongs to a session that ended idle. */
    sessionEndedIdle: boolean;
  }
}

const TOKEN_MAX_LENGTH = 200;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim()) : null;
  const token = match?.[1];
  return token && token.length <= TOKEN_MAX_LENGTH ? token : null;
}

/**
 * Sets `request.userId` and `request.sessionId` from the request's token, if its session is active.
 * A poll of the app's own (POLL_REQUEST_HEADER) does not count as the session's use.
 */
export async function authenticate(
  request: FastifyRequest,
  db: DbExecutor,
  idleTimeoutMs: number,
): Promise<void> {
  const token = bearerToken(request);
  if (!token) return;
  const countsAsUse = request.headers[POLL_REQUEST_HEADER] === undefined;
  const { session, endedIdle } = await lookUpSession(db, token, { idleTimeoutMs, countsAsUse });
  request.userId = session?.userId ?? null;
  request.sessionId = session?.sessionId ?? null;
  request.sessionEndedIdle = endedIdle;
}

/** The SESSION_ENDED_HEADER value for a session that ended idle: `idle; timeout-ms=<setting>`. */
export const sessionEndedIdleValue = (idleTimeoutMs: number) => `idle; timeout-ms=${idleTimeoutMs}`;

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionEndedIdle', false);
  const idleTimeoutMs = app.services.config.SESSION_IDLE_TIMEOUT_MS;
  app.addHook('onRequest', async (request) => {
    // GraphQL: looked up once the operation is known (graphql/plugin.ts). Metrics: its bearer
    // token is METRICS_TOKEN, no session's, and it answers while the database is down.
    const route = request.routeOptions.url;
    if (route === GRAPHQL_PATH || route === METRICS_PATH) return;
    await authenticate(request, app.services.db, idleTimeoutMs);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.sessionEndedIdle) {
      reply.header(SESSION_ENDED_HEADER, sessionEndedIdleValue(idleTimeoutMs));
    }
  });
}
