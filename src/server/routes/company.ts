/** Recruiter Sign In: recruiters use their firm's portal (product decision). */
import type { FastifyInstance } from 'fastify';

export const RECRUITER_FALLBACK_PATH = '/recruiter-sign-in';

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const redirectTo = app.services.config.RECRUITER_URL ?? RECRUITER_FALLBACK_PATH;
  app.get('/company/login', async () => ({ redirectTo }));
}
