/** User Settings (issue 4): filled in by the settings work. */
import type { Resolvers } from '../generated-types.ts';

export const settingsResolvers = {
  User: {},
  Mutation: {},
} satisfies Resolvers;
