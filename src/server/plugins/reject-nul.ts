/**
 * Characters PostgreSQL cannot store: NUL (in text, and `\u0000` in jsonb) and lone UTF-16
 * surrogates (src/domain/unicode.ts; jsonb refuses `\ud800`). A value holding one would fail inside
 * a write and surface as a server error, which the app's outbox would retry for ever. Every request
 * is checked once, here, before any route or resolver runs: such a character anywhere in the query
 * string, in a JSON body (GraphQL variables and keys included) or in a GraphQL document's string
 * literal (as an escape, `\u0000` or `\ud800`) is a 400 with a message, and nothing is written.
 * GraphQL clients get the answer as a GraphQL error. Multipart fields are decoded as UTF-8 and
 * cannot hold a surrogate; the resume route cleans the file name (docs/decisions/024).
 */
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '../../domain/api-messages.ts';
import { hasLoneSurrogate } from '../../domain/unicode.ts';

const GRAPHQL_PATH = '/api/graphql';
/** A GraphQL string literal may spell NUL as an escape. */
const ESCAPED_NUL = /\\u0000|\\u\{0+\}/i;
/** ... and a lone surrogate: a high one not followed by a low one, a low one alone, or braced. */
const ESCAPED_LONE_SURROGATE =
  /\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f][0-9a-f]{2})|(?<!\\ud[89ab][0-9a-f]{2})\\ud[c-f][0-9a-f]{2}|\\u\{0*d[89a-f][0-9a-f]{2}\}/i;

type Unstorable = 'nul' | 'surrogate' | null;

function unstorableIn(text: string): Unstorable {
  if (text.includes('\0')) return 'nul';
  return hasLoneSurrogate(text) ? 'surrogate' : null;
}

function findUnstorable(value: unknown, depth = 0): Unstorable {
  if (typeof value === 'string') return unstorableIn(value);
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findUnstorable(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  // for…in over own keys: Object.entries would build an array per object of every request.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const found =
      unstorableIn(key) ?? findUnstorable((value as Record<string, unknown>)[key], depth + 1);
    if (found) return found;
  }
  return null;
}

function inGraphQLDocument(body: { query?: unknown } | undefined): Unstorable {
  if (typeof body?.query !== 'string') return null;
  if (ESCAPED_NUL.test(body.query)) return 'nul';
  return ESCAPED_LONE_SURROGATE.test(body.query) ? 'surrogate' : null;
}

export function registerRejectNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const body = request.body as { query?: unknown } | undefined;
    const isGraphQL = request.url.split('?')[0] === GRAPHQL_PATH;
    const refused =
      (request.url.includes('%00') ? 'nul' : null) ??
      findUnstorable(request.query) ??
      findUnstorable(body) ??
      (isGraphQL ? (inGraphQLDocument(body) ?? inGraphQLDocument(request.query as never)) : null);
    if (!refused) return;
    const message =
      refused === 'nul' ? apiMessages.unstorableCharacter : apiMessages.unstorableSurrogate;
    await (isGraphQL
      ? reply.code(400).send({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] })
      : reply.code(400).send({ message }));
    return reply;
  });
}
