/**
 * Every answer carries the server's time to the millisecond (domain/server-time-header.ts), taken
 * as it is sent: the page's estimate of the server's clock never runs behind it, so an answer made
 * after a contact is never dated before it (docs/decisions/067).
 */
import type { FastifyInstance } from 'fastify';
import { SERVER_TIME_HEADER } from '../../domain/server-time-header.ts';

export function registerServerTime(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header(SERVER_TIME_HEADER, String(Date.now()));
  });
}
