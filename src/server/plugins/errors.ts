/**
 * One error handler for the REST routes: errors raised on purpose keep their status and message,
 * a bad input of any kind is a 4xx with a message, a database out of reach is a 503 with
 * Retry-After (docs/decisions/023), and only a real bug is a 500 (logged).
 * GraphQL errors are formatted by graphql/errors.ts instead.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiMessages } from '../../domain/api-messages.ts';
import { isConnectionError } from '../db/availability.ts';
import { HttpError, MailDeliveryError, UserFacingError } from '../errors.ts';
import { sendUnavailable } from './database-availability.ts';

/** Fastify's own 4xx errors (body parsing, limits), with messages fit for a candidate. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: apiMessages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: apiMessages.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.requestTooLarge,
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error instanceof UserFacingError) {
      return reply
        .code(error.statusCode === 200 ? 400 : error.statusCode)
        .send({ message: error.message, code: error.code });
    }
    if (error instanceof z.ZodError) {
      const first = error.issues[0];
      const message = first && first.path.length > 0 ? first.message : apiMessages.invalidRequest;
      return reply.code(400).send({ message });
    }
    if (error instanceof MailDeliveryError) {
      request.log.error({ err: error.cause }, 'mail delivery failed');
      return reply.code(503).send({ message: apiMessages.mailUnavailable });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = (error as FastifyError).code;
      return reply
        .code(status)
        .send({ message: frameworkMessages[code] ?? apiMessages.invalidRequest });
    }
    if (isConnectionError(error)) {
      app.databaseAvailability.markDown(error);
      return sendUnavailable(request, reply);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: apiMessages.serverError });
  });
}
