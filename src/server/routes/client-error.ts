/** POST /client/error: the app reports an unexpected error; stored for the operator. */
import type { FastifyInstance } from 'fastify';
import { clientErrorSchema } from '../../domain/auth-schemas.ts';
import { recordClientError } from '../modules/client-errors/client-errors.ts';

/** A report is a message and some context, never a file. */
const CLIENT_ERROR_BODY_LIMIT_BYTES = 32 * 1024;

export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/client/error',
    { bodyLimit: CLIENT_ERROR_BODY_LIMIT_BYTES },
    async (request, reply) => {
      const report = clientErrorSchema.parse(request.body);
      await recordClientError(app.services.db, report, {
        userId: request.userId,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(204).send();
    },
  );
}
