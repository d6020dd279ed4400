/**
 * Location preferences: `query GetGeoData` (the embedded US places), `query
 * GetUserLocationPreferences`, `UserProfile.workPreferences` and `mutation
 * UpdateUserLocationPreferences` (idempotent, validated by the shared schema: a duplicate, a bad
 * coordinate or a mixed state is refused and nothing is written).
 */
import { workPreferencesInputSchema } from '../../../domain/work-preferences.ts';
import { searchGeo } from '../../modules/geo/geo-search.ts';
import {
  findWorkPreferences,
  saveWorkPreferences,
} from '../../modules/work-preferences/work-preferences.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';
import { idempotentMutation } from '../idempotent-mutation.ts';
import { parseInput } from '../parse-input.ts';

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
    updateUserLocationPreferences: idempotentMutation(
      'updateUserLocationPreferences',
      {
        parse: (args) => parseInput(workPreferencesInputSchema, args),
        fingerprint: (_preferences, args) => args, // the form as sent (stored keys were hashed so)
      },
      (ctx, preferences, tx) => saveWorkPreferences(tx, ctx.userId, preferences),
    ),
  },
};
