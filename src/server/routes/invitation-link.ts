/** GET /invitation/:code, the link of invitation mails (issue 4): filled in by the connections work. */
import type { FastifyInstance } from 'fastify';

export async function invitationLinkRoutes(_app: FastifyInstance): Promise<void> {}
