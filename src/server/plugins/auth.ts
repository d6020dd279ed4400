/**
 * Who is calling: a bearer token in the Authorization header that matches an active session sets
 * `request.userId`. A missing, malformed, expired or revoked token leaves it null; each route or
 * resolver decides whether that is allowed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const session = await findActiveSession(app.services.db, token);
    request.userId = session?.userId ?? null;
    request.sessionId = session?.sessionId ?? null;
  });
}
