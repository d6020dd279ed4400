/**
 * POST /auth/confirm-change-secondary-email-auth {email, id} → {userId, token} (spec section 7):
 * the link mailed to a secondary (personal) address verifies it and signs the candidate in.
 * Failures are 400s whose message tells the page where to go: expired, not valid, or (missing
 * parameters, anything else) the generic error page.
 */
import type { FastifyInstance } from 'fastify';
import { confirmSecondaryEmailSchema } from '../../domain/contact.ts';
import { confirmSecondaryEmail } from '../modules/contact-info/contact-info.ts';

export async function secondaryEmailRoutes(app: FastifyInstance): Promise<void> {
  const services = app.services;

  app.post('/auth/confirm-change-secondary-email-auth', async (request) =>
    confirmSecondaryEmail(services, confirmSecondaryEmailSchema.parse(request.body), {
      userAgent: request.headers['user-agent'],
    }),
  );
}
