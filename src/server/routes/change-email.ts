/**
 * POST /auth/confirm-change-email-auth {email, id} → {userId, token} (spec section 7): the link
 * mailed to a new sign-in address makes it the account's address and signs the candidate in.
 * Failures are 400s whose message tells the page where to go: link not valid, cancelled, expired,
 * or (missing parameters, the address taken meanwhile, anything else) the generic error page.
 */
import type { FastifyInstance } from 'fastify';
import { confirmChangeEmailSchema } from '../../domain/settings.ts';
import { confirmEmailChange } from '../modules/email-change/email-change.ts';

export async function changeEmailRoutes(app: FastifyInstance): Promise<void> {
  const services = app.services;

  app.post('/auth/confirm-change-email-auth', async (request) =>
    confirmEmailChange(services, confirmChangeEmailSchema.parse(request.body), {
      userAgent: request.headers['user-agent'],
    }),
  );
}
