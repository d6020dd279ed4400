/**
 * The API while the database is unreachable, and the health endpoints (docs/decisions/023).
 *
 * - Every API call (the server's paths: GraphQL, REST, the mailbox) is answered 503 with
 *   Retry-After and a message while the database is down or not migrated yet, before any hook
 *   touches the pool; the app's files and the service worker are still served. The client's outbox
 *   retries a 503, and a load balancer takes the replica out.
 * - A call whose query fails for want of a connection is answered the same way (plugins/errors.ts,
 *   graphql/errors.ts), and marks the database down.
 * - GET /healthz: 200 while the process is up (no database). GET /readyz: 200 only while the
 *   database is reachable and migrated, else 503 saying which.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '../../domain/api-messages.ts';
import { SERVER_PATH_PREFIXES, serverPathPattern } from '../../domain/server-paths.ts';
import { RETRY_AFTER_SECONDS, type DatabaseAvailability } from '../db/availability.ts';
import { GRAPHQL_PATH } from '../graphql/plugin.ts';
import { METRICS_PATH } from '../modules/metrics/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    databaseAvailability: DatabaseAvailability;
  }
}

export const HEALTH_PATH = '/healthz';
export const READINESS_PATH = '/readyz';

/** The paths that need the database: the server's own, but for the health checks and metrics. */
const API_PATHS = SERVER_PATH_PREFIXES.filter(
  (prefix) => prefix !== HEALTH_PATH && prefix !== READINESS_PATH && prefix !== METRICS_PATH,
).map(serverPathPattern);

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

/** The 503 headers: when to come back, and never from a cache. */
export function unavailableHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store');
}

/** The 503 of an API call: GraphQL-shaped on the GraphQL path, `{message}` elsewhere. */
export function sendUnavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const message = apiMessages.serviceUnavailable;
  const body =
    pathOf(request) === GRAPHQL_PATH
      ? { data: null, errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }
      : { message, code: 'SERVICE_UNAVAILABLE' };
  return unavailableHeaders(reply).code(503).send(body);
}

export function registerDatabaseAvailability(
  app: FastifyInstance,
  availability: DatabaseAvailability,
): void {
  app.decorate('databaseAvailability', availability);
  app.addHook('onClose', async () => availability.close());

  // Registered before the auth hook, which reads the session from the database.
  app.addHook('onRequest', async (request, reply) => {
    if (availability.available) return;
    const pathname = pathOf(request);
    if (!API_PATHS.some((pattern) => pattern.test(pathname))) return;
    return sendUnavailable(request, reply);
  });

  app.get(HEALTH_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'up' }),
  );

  app.get(READINESS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const readiness = await availability.readiness();
      if (readiness.ready) return reply.send(readiness);
      return unavailableHeaders(reply).code(503).send(readiness);
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return unavailableHeaders(reply)
        .code(503)
        .send({ ready: false, database: 'error', migrations: 'unknown' });
    }
  });
}
