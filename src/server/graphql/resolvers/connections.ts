/** Invitations and connections with firms (issue 4): filled in by the connections work. */
import type { Resolvers } from '../generated-types.ts';

export const connectionsResolvers = {
  Query: {},
  Mutation: {},
} satisfies Resolvers;
