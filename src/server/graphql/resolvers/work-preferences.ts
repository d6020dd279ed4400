/**
 * Location preferences: `query GetGeoData` (the embedded US places), `query
 * GetUserLocationPreferences`, `UserProfile.workPreferences` and `mutation
 * UpdateUserLocationPreferences` (idempotent, validated by the shared schema: a duplicate, a bad
 * coordinate or a mixed state is refused and nothing is written).
 */
import { workPreferencesInputSchema } from '../../../domain/work-preferences.ts';
import { UserFacingError } from '../../errors.ts';
import { searchGeo } from '../../modules/geo/geo-search.ts';
import { runIdempotent } from '../../modules/idempotency/idempotency.ts';
import {
  findWorkPreferences,
  saveWorkPreferences,
} from '../../modules/work-preferences/work-preferences.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';

export const workPreferencesResolvers: Resolvers = {
  UserProfile: {
    workPreferences: (profile, _args, ctx) => findWorkPreferences(ctx.services.db, profile.userId),
  },
  Query: {
    geoData: (_parent, { address }, ctx) => {
      requireUser(ctx);
      return searchGeo(address);
    },
    userLocationPreferences: (_parent, _args, ctx) =>
      findWorkPreferences(ctx.services.db, requireUser(ctx)),
  },
  Mutation: {
    updateUserLocationPreferences: (_parent, { clientMutationId, ...input }, ctx) => {
      const userId = requireUser(ctx);
      const parsed = workPreferencesInputSchema.safeParse(input);
      if (!parsed.success) {
        throw new UserFacingError('BAD_USER_INPUT', parsed.error.issues[0]!.message);
      }
      const { db, config } = ctx.services;
      return runIdempotent(
        { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
        { userId, key: clientMutationId, operation: 'updateUserLocationPreferences', input },
        (tx) => saveWorkPreferences(tx, userId, parsed.data),
      );
    },
  },
};
