/**
 * GET /api/ping: 204, never cached. The app's outbox asks it after a failed send to learn when the
 * server can be reached again, instead of trusting navigator.onLine (docs/decisions/042).
 *
 * It costs no database work: no session is looked up (the probe sends no token), and it is not
 * counted against an abuse limit, since the counter is a database write that costs more than the
 * answer (same as /healthz). Under /api on purpose: while the database is down the availability
 * hook answers it 503 with Retry-After like every API call (docs/decisions/023), so the app keeps
 * waiting for as long as its writes could not be stored anyway, and the service worker sends it
 * straight to the network (the /api static route).
 */
import type { FastifyInstance } from 'fastify';

export const PING_PATH = '/api/ping';

export async function pingRoutes(app: FastifyInstance): Promise<void> {
  app.get(PING_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-store').code(204).send(),
  );
}
