/** POST /auth/confirm-change-email-auth (issue 4): filled in by the settings work. */
import type { FastifyInstance } from 'fastify';

export async function changeEmailRoutes(_app: FastifyInstance): Promise<void> {}
