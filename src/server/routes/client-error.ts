/**
 * POST /client/error: the app reports an unexpected error; stored for the operator. It needs no
 * sign-in, so it is bounded (docs/decisions/024): CLIENT_ERROR_MAX_BODY_BYTES per report (413),
 * CLIENT_ERRORS_PER_ADDRESS per network address and window (429), and reports are deleted after
 * CLIENT_ERROR_RETENTION_DAYS (modules/maintenance/purge.ts).
 */
import type { FastifyInstance } from 'fastify';
import { clientErrorSchema } from '../../domain/auth-schemas.ts';
import { CLIENT_ERROR_MAX_BODY_BYTES } from '../../domain/constants.ts';
import { recordClientError } from '../modules/client-errors/client-errors.ts';
import { clientErrorLimit } from '../modules/rate-limit/abuse-limits.ts';
import { enforceRateLimit } from '../modules/rate-limit/rate-limit.ts';

export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.services;
  app.post('/client/error', { bodyLimit: CLIENT_ERROR_MAX_BODY_BYTES }, async (request, reply) => {
    const report = clientErrorSchema.parse(request.body);
    await enforceRateLimit(db, clientErrorLimit(config), request.ip);
    await recordClientError(db, report, {
      userId: request.userId,
      userAgent: request.headers['user-agent'],
    });
    return reply.code(204).send();
  });
}
