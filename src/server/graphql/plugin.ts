/**
 * GraphQL at /api/graphql (Mercurius, JIT on). Hardening (shared/design/PITFALLS.md): no GraphiQL,
 * depth and alias limits, a token limit on parsing, no field suggestions, masked errors.
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import type { FastifyInstance } from 'fastify';
import type { ValidationContext } from 'graphql';
import mercurius, { type IResolvers, type MercuriusOptions } from 'mercurius';
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
      maxAliasesRule({
        n: MAX_ALIASES,
        // Report like any validation error (400) instead of throwing out of validation.
        propagateOnRejection: false,
        onReject: [(context, error) => (context as ValidationContext).reportError(error)],
      }),
    ],
    // `hideSuggestions` is graphql 16.15's; Mercurius passes validateOptions through to validate().
    graphql: { parseOptions: { maxTokens: MAX_TOKENS }, validateOptions: { hideSuggestions: true } as object },
    errorFormatter: graphqlErrorFormatter,
    context: (request, reply): GraphQLContext => ({
      request,
      reply,
      services: app.services,
      userId: request.userId,
    }),
  };
  await app.register(mercurius, options);
}
