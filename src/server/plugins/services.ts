/** Makes the database, config, mailer and bot check available as `app.services`. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export function registerServices(app: FastifyInstance, services: Services): void {
  app.decorate('services', services);
  // The pool belongs to whoever created it (main.ts closes it after the server); the mailer to us.
  app.addHook('onClose', async () => services.mailer.close());
}
