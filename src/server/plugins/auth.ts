/**
 * The REST routes' caller: every request but GraphQL's is identified before its route runs
 * (caller.ts, which decides who is calling for GraphQL too, once its operation is known:
 * graphql/plugin.ts). A request without a caller goes on with `request.userId` null; each route
 * decides whether that is allowed. A session that ended idle (docs/decisions/050) is named in the
 * answer's SESSION_ENDED_HEADER, so the app can tell the candidate why.
 */
import type { FastifyInstance } from 'fastify';
import { SESSION_ENDED_HEADER } from '../../domain/session-headers.ts';
import { identify } from '../caller.ts';
import { GRAPHQL_PATH } from '../graphql/path.ts';

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionEndedIdle', false);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url !== GRAPHQL_PATH) await identify(request, app.services);
  });
  app.addHook('onSend', async (request, reply) => {
    // `idle; timeout-ms=<setting>`: the app names the timeout to the candidate.
    if (request.sessionEndedIdle) {
      const idleTimeoutMs = app.services.config.SESSION_IDLE_TIMEOUT_MS;
      reply.header(SESSION_ENDED_HEADER, `idle; timeout-ms=${idleTimeoutMs}`);
    }
  });
}
