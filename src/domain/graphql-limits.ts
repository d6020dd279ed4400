/**
 * Limits of the GraphQL endpoint that the client must respect too. The outbox sends at most this
 * many writes in one request, each as an aliased field (docs/decisions/044), and the server refuses
 * a document with more aliases (graphql-armor max-aliases, a 400).
 */
export const MAX_ALIASES_PER_REQUEST = 10;
