/**
 * Who is calling: a bearer token in the Authorization header that matches an active session sets
 * `request.userId`. A missing, malformed, expired or revoked token leaves it null; each route or
 * resolver decides whether that is allowed.
 *
 * GraphQL requests are looked up once their operation is known (graphql/plugin.ts): a lone
 * SubmitItemResponse from a session found active before checks it in its own statement instead
 * (docs/decisions/038).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbExecutor } from '../db/client.ts';
import { GRAPHQL_PATH } from '../graphql/path.ts';
import { findActiveSession } from '../modules/sessions/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null;
    sessionId: string | null;
  }
}

const TOKEN_MAX_LENGTH = 200;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim()) : null;
  const token = match?.[1];
  return token && token.length <= TOKEN_MAX_LENGTH ? token : null;
}

/** Sets `request.userId` and `request.sessionId` from the request's token, if its session is active. */
export async function authenticate(request: FastifyRequest, db: DbExecutor): Promise<void> {
  const token = bearerToken(request);
  if (!token) return;
  const session = await findActiveSession(db, token);
  request.userId = session?.userId ?? null;
  request.sessionId = session?.sessionId ?? null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    // GraphQL: looked up once the operation is known (graphql/plugin.ts).
    if (request.routeOptions.url === GRAPHQL_PATH) return;
    await authenticate(request, app.services.db);
  });
}
