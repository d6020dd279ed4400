/**
 * Recruiter Sign In: recruiters use their firm's portal (docs/product-decisions.md, "Recruiter Sign
 * In").
 */
import type { FastifyInstance } from 'fastify';

export const RECRUITER_FALLBACK_PATH = '/recruiter-sign-in';

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const redirectTo = app.services.config.RECRUITER_URL ?? RECRUITER_FALLBACK_PATH;
  app.get('/company/login', async () => ({ redirectTo }));
}
