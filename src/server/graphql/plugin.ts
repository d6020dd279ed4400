/**
 * GraphQL at /api/graphql (Mercurius, JIT on). Hardening (docs/pitfalls.md, "GraphQL security"): no
 * GraphiQL, no introspection, depth and alias limits, a token limit on parsing, no field
 * suggestions, masked errors.
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import type { FastifyInstance } from 'fastify';
import {
  Kind,
  NoSchemaIntrospectionCustomRule,
  OperationTypeNode,
  type DocumentNode,
  type ValidationContext,
} from 'graphql';
import mercurius, { type IResolvers, type MercuriusOptions } from 'mercurius';
import { apiMessages } from '../../domain/api-messages.ts';
import { MAX_ALIASES_PER_REQUEST } from '../../domain/graphql-limits.ts';
import { UserFacingError } from '../errors.ts';
import { answeringSession, identify } from '../caller.ts';
import type { GraphQLContext } from './context.ts';
import { graphqlErrorFormatter } from './errors.ts';
import { GRAPHQL_PATH } from './path.ts';
import { resolvers } from './resolvers/index.ts';
import { stoppingAtFirstFailure } from './stop-at-first-failure.ts';
import { schemaSource } from './schema-source.ts';

export { GRAPHQL_PATH };
const MAX_QUERY_DEPTH = 8;
const MAX_TOKENS = 2000;

export async function registerGraphQL(app: FastifyInstance): Promise<void> {
  const options: MercuriusOptions = {
    schema: schemaSource,
    resolvers: stoppingAtFirstFailure(resolvers) as IResolvers,
    path: GRAPHQL_PATH,
    graphiql: false,
    jit: 1,
    queryDepth: MAX_QUERY_DEPTH,
    validationRules: [
      // The contract is schema.graphql (codegen reads the file); nobody needs to ask the server.
      NoSchemaIntrospectionCustomRule,
      maxAliasesRule({
        n: MAX_ALIASES_PER_REQUEST,
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
      // Both set in preExecution, once the operation is known.
      userId: null,
      recheckedSession: null,
      mutationFailed: false,
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

  // Who is calling (caller.ts; plugins/auth.ts leaves GraphQL to here): a lone SubmitItemResponse
  // from a session found active before is checked in its own statement (docs/decisions/057);
  // `userId` stays null for it, so nothing else can act on a session not looked up.
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const ctx = context as unknown as GraphQLContext;
    const loneAnswer = isLoneAnswer(document);
    ctx.recheckedSession = loneAnswer ? answeringSession(ctx.request, app.services) : null;
    if (ctx.recheckedSession) return;
    const { caller } = await identify(ctx.request, app.services);
    ctx.userId = caller?.userId ?? null;
  });
}

/** The one operation whose statement checks the session itself (modules/assessments/answers.ts). */
const SESSION_CHECKED_IN_STATEMENT = 'submitItemResponse';
const loneAnswers = new WeakMap<DocumentNode, boolean>();

/** Whether the document is one mutation of the answer field alone (Mercurius caches documents). */
function isLoneAnswer(document: DocumentNode): boolean {
  let known = loneAnswers.get(document);
  if (known === undefined) {
    const [only, ...more] = document.definitions;
    const fields = only?.kind === Kind.OPERATION_DEFINITION ? only.selectionSet.selections : [];
    known =
      more.length === 0 &&
      only?.kind === Kind.OPERATION_DEFINITION &&
      only.operation === OperationTypeNode.MUTATION &&
      fields.length === 1 &&
      fields[0]!.kind === Kind.FIELD &&
      fields[0]!.name.value === SESSION_CHECKED_IN_STATEMENT;
    loneAnswers.set(document, known);
  }
  return known;
}
