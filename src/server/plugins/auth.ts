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
import { METRICS_PATH } from '../modules/metrics/metrics.ts';

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionEndedIdle', false);
  app.addHook('onRequest', async (request) => {
    // GraphQL: identified once the operation is known (graphql/plugin.ts). Metrics: its bearer
    // token is METRICS_TOKEN, no session's, and it answers while the database is down.
    const route = request.routeOptions.url;
    if (route === GRAPHQL_PATH || route === METRICS_PATH) return;
    await identify(request, app.services);
  });
  app.addHook('onSend', async (request, reply) => {
    // `idle; timeout-ms=<setting>`: the app names the timeout to the candidate.
    if (request.sessionEndedIdle) {
      const idleTimeoutMs = app.services.config.SESSION_IDLE_TIMEOUT_MS;
      reply.header(SESSION_ENDED_HEADER, `idle; timeout-ms=${idleTimeoutMs}`);
    }
  });
}
