/**
 * Sign-in, sign-out, registration and e-mail confirmation (spec section 7; README.md beside it,
 * "The calls and their answers").
 */
import type { FastifyInstance } from 'fastify';
import {
  confirmEmailAuthSchema,
  loginInputSchema,
  registerInputSchema,
  requestNewConfirmationEmailSchema,
} from '../../domain/auth-schemas.ts';
import { passwordSuggestions } from '../../domain/password-rules.ts';
import { confirmEmail, resendEmailConfirmation } from '../modules/auth/email-confirmation.ts';
import { login } from '../modules/auth/login.ts';
import { registerCandidate } from '../modules/auth/registration.ts';
import { confirmationResendLimit, registrationLimit } from '../modules/rate-limit/abuse-limits.ts';
import { enforceRateLimit } from '../modules/rate-limit/rate-limit.ts';
import { revokeSession } from '../modules/sessions/sessions.ts';
import { listIndustryContexts } from '../modules/users/users.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const services = app.services;

  app.post('/auth/login', async (request) =>
    login(services, loginInputSchema.parse(request.body), request.ip, {
      userAgent: request.headers['user-agent'],
    }),
  );

  app.post('/auth/logout', async (request, reply) => {
    if (request.sessionId) await revokeSession(services.db, request.sessionId);
    return reply.code(204).send();
  });

  app.post('/auth/register', async (request) => {
    // Counted only when it could create an account and mail it (docs/decisions/024); a refused
    // form keeps its own 400 with the password feedback.
    const form = registerInputSchema.safeParse(request.body);
    if (form.success && passwordSuggestions(form.data.password).length === 0)
      await enforceRateLimit(services.db, registrationLimit(services.config), request.ip);
    return registerCandidate(services, request.body, request.ip);
  });

  app.post('/auth/confirm-email-auth', async (request) =>
    confirmEmail(services, confirmEmailAuthSchema.parse(request.body), {
      userAgent: request.headers['user-agent'],
    }),
  );

  app.post('/request-new-confirmation-email', async (request) => {
    const input = requestNewConfirmationEmailSchema.parse(request.body);
    // Unknown addresses count too, so the limit does not tell who has an account.
    await enforceRateLimit(services.db, confirmationResendLimit(services.config), request.ip);
    return resendEmailConfirmation(services, input);
  });

  app.get('/auth/recaptcha-key', async () => ({ recaptchaKey: services.botCheck.siteKey }));

  app.get('/auth/industry-contexts', async () => listIndustryContexts(services.db));
}
