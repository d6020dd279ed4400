/** All resolvers, one module per domain. */
import type { Resolvers } from '../generated-types.ts';
import { userResolvers } from './user.ts';

export const resolvers: Resolvers = {
  User: { ...userResolvers.User },
  Query: { ...userResolvers.Query },
  Mutation: { ...userResolvers.Mutation },
};
