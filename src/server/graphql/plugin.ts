/**
 * GraphQL at /api/graphql (Mercurius, JIT on). Hardening (docs/pitfalls.md, "GraphQL security"): no
 * GraphiQL, no introspection, depth and alias limits, a token limit on parsing, no field
 * suggestions, masked errors.
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import type { FastifyInstance } from 'fastify';
import { Kind, NoSchemaIntrospectionCustomRule, type ValidationContext } from 'graphql';
import mercurius, { type IResolvers, type MercuriusOptions } from 'mercurius';
import { apiMessages } from '../../domain/api-messages.ts';
import { UserFacingError } from '../errors.ts';
import type { GraphQLContext } from './context.ts';
import { graphqlErrorFormatter } from './errors.ts';
import { resolvers } from './resolvers/index.ts';
import { schemaSource } from './schema-source.ts';

export const GRAPHQL_PATH = '/api/graphql';
const MAX_QUERY_DEPTH = 8;
const MAX_ALIASES = 10;
const MAX_TOKENS = 2000;

export async function registerGraphQL(app: FastifyInstance): Promise<void> {
  const options: MercuriusOptions = {
    schema: schemaSource,
    resolvers: resolvers as IResolvers,
    path: GRAPHQL_PATH,
    graphiql: false,
    jit: 1,
    queryDepth: MAX_QUERY_DEPTH,
    validationRules: [
      // The contract is schema.graphql (codegen reads the file); nobody needs to ask the server.
      NoSchemaIntrospectionCustomRule,
      maxAliasesRule({
        n: MAX_ALIASES,
        // Report like any validation error (400) instead of throwing out of validation.
        propagateOnRejection: false,
        onReject: [(context, error) => (context as ValidationContext).reportError(error)],
      }),
    ],
    // `hideSuggestions` is graphql 16.15's; Mercurius passes validateOptions through to validate().
    graphql: {
      parseOptions: { maxTokens: MAX_TOKENS },
      validateOptions: { hideSuggestions: true } as object,
    },
    errorFormatter: graphqlErrorFormatter,
    context: (request, reply): GraphQLContext => ({
      request,
      reply,
      services: app.services,
      userId: request.userId,
    }),
  };
  await app.register(mercurius, options);

  // Mercurius also accepts a query given as a JSON syntax tree; anything else that is not a
  // document (`{"query": 5}`) must be the client's mistake, not a server error.
  app.graphql.addHook('preValidation', async (_schema, document) => {
    if ((document as { kind?: unknown } | null)?.kind !== Kind.DOCUMENT) {
      throw new UserFacingError('BAD_USER_INPUT', apiMessages.invalidRequest, 400);
    }
  });
}
