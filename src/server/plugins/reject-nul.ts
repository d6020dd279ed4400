/**
 * PostgreSQL cannot store the NUL character in text (nor `\u0000` in jsonb): a value holding one
 * would fail inside a write and surface as a server error. Every request is checked once, here,
 * before any route or resolver runs: a NUL anywhere in the query string, in a JSON body (GraphQL
 * variables included) or in a GraphQL document's string literal (`\u0000`) is a 400 with a
 * message, and nothing is written. GraphQL clients get the answer as a GraphQL error.
 */
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '../../domain/api-messages.ts';

const GRAPHQL_PATH = '/api/graphql';
/** A GraphQL string literal may spell NUL as an escape. */
const ESCAPED_NUL = /\\u0000|\\u\{0+\}/i;

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\0') || holdsNul(item, depth + 1),
  );
}

export function registerRejectNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const body = request.body as { query?: unknown } | undefined;
    const isGraphQL = request.url.split('?')[0] === GRAPHQL_PATH;
    const refused =
      request.url.includes('%00') ||
      holdsNul(request.query) ||
      holdsNul(body) ||
      (isGraphQL && typeof body?.query === 'string' && ESCAPED_NUL.test(body.query));
    if (!refused) return;
    const message = apiMessages.unstorableCharacter;
    await (isGraphQL
      ? reply.code(400).send({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] })
      : reply.code(400).send({ message }));
    return reply;
  });
}
