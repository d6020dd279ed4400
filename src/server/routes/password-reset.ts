/**
 * Password reset by e-mail link (spec section 7; README.md beside it, "The
 * calls and their answers").
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailSchema, resetUserPasswordSchema } from '../../domain/auth-schemas.ts';
import { messages } from '../../domain/messages.ts';
import { passwordSuggestions } from '../../domain/password-rules.ts';
import { badRequest } from '../errors.ts';
import {
  getPasswordResetStatus,
  requestPasswordReset,
  resetPassword,
} from '../modules/auth/password-reset.ts';

const getResetQuery = z.object({ id: z.string().min(1).max(200) });
const requestResetQuery = z.object({ email: emailSchema(messages.emailInvalidReset) });

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const services = app.services;

  app.get('/resetPassword/getPasswordReset', async (request) =>
    getPasswordResetStatus(services, getResetQuery.parse(request.query).id),
  );

  // Answers the same whether or not the address has an account (no enumeration).
  app.post('/resetPassword/requestUserPasswordReset', async (request) => {
    await requestPasswordReset(services, requestResetQuery.parse(request.query).email);
    return {};
  });

  app.post('/resetPassword/resetUserPassword', async (request) => {
    const parsed = resetUserPasswordSchema.safeParse(request.body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const aboutPassword = first?.path[0] === 'password';
      throw badRequest(aboutPassword ? messages.passwordInvalid : messages.resetInvalid, {
        feedback: { suggestions: aboutPassword ? passwordSuggestions('') : [] },
      });
    }
    await resetPassword(services, parsed.data);
    return { message: messages.resetDone };
  });
}
