/** Where GraphQL is served (its own module: plugins/auth.ts needs it without the plugin). */
export const GRAPHQL_PATH = '/api/graphql';
