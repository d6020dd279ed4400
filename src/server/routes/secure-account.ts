/**
 * POST /auth/secure-account {token} → 200 {email, secondaryEmail, previousEmailTaken,
 * previousSecondaryEmailTaken, passwordResetSent}: the "this wasn't me" link of an account-change
 * notice (docs/decisions/049), followed signed out. Limited per network address (429 with
 * Retry-After); a link that is unknown, used or expired is a 400 saying which.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiMessages } from '../../domain/api-messages.ts';
import { secureAccount } from '../modules/account-security/secure-account.ts';
import { accountRecoveryLimit } from '../modules/rate-limit/abuse-limits.ts';
import { enforceRateLimit } from '../modules/rate-limit/rate-limit.ts';

const secureAccountSchema = z.object({
  token: z
    .string({ error: apiMessages.secureAccountLinkIncorrect })
    .trim()
    .min(1, apiMessages.secureAccountLinkIncorrect)
    .max(200, apiMessages.secureAccountLinkIncorrect),
});

export async function secureAccountRoutes(app: FastifyInstance): Promise<void> {
  const services = app.services;

  app.post('/auth/secure-account', async (request) => {
    const { token } = secureAccountSchema.parse(request.body);
    await enforceRateLimit(services.db, accountRecoveryLimit(services.config), request.ip);
    return secureAccount(services, token);
  });
}
