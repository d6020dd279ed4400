/**
 * GET /invitation/:code, the link of invitation mails: a redirect to sign-in or registration
 * (modules/invitations/link.ts decides which). Whatever the code, the answer is a redirect.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EXPIRED_INVITATION_PATH, invitationLinkTarget } from '../modules/invitations/link.ts';

const NAME_MAX_LENGTH = 100;

/** A name from the link's query, when it is one plain short string. */
function nameParam(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim();
  return name.length > 0 && name.length <= NAME_MAX_LENGTH ? name : null;
}

// The target carries the code: no cache may keep the answer.
const redirect = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').redirect(location, 302);

export async function invitationLinkRoutes(app: FastifyInstance): Promise<void> {
  app.get('/invitation', async (_request, reply) => redirect(reply, EXPIRED_INVITATION_PATH));

  // A wildcard rather than `:code`: a mangled, overlong code still gets the redirect, not a 414.
  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    '/invitation/*',
    async (request, reply) => {
      const query = request.query ?? {};
      const target = await invitationLinkTarget(app.services.db, request.params['*'] ?? '', {
        firstName: nameParam(query.firstname),
        lastName: nameParam(query.lastname),
      });
      return redirect(reply, target);
    },
  );
}
