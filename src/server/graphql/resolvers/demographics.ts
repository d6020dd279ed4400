/**
 * The demographic form: `UserProfile.personalInformation` (null until first saved) and
 * `mutation UpdateUserPersonalInformation` (idempotent, validated by the shared schema; opted out
 * clears every other answer).
 */
import { personalInformationInputSchema } from '../../../domain/demographics.ts';
import { UserFacingError } from '../../errors.ts';
import { runIdempotent } from '../../modules/idempotency/idempotency.ts';
import {
  findPersonalInformation,
  savePersonalInformation,
} from '../../modules/demographics/demographics.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';

export const demographicsResolvers: Resolvers = {
  UserProfile: {
    personalInformation: (profile, _args, ctx) =>
      findPersonalInformation(ctx.services.db, profile.userId),
  },
  Mutation: {
    updateUserPersonalInformation: (_parent, { clientMutationId, ...input }, ctx) => {
      const userId = requireUser(ctx);
      const parsed = personalInformationInputSchema.safeParse(input);
      if (!parsed.success) {
        throw new UserFacingError('BAD_USER_INPUT', parsed.error.issues[0]!.message);
      }
      const { db, config } = ctx.services;
      return runIdempotent(
        { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
        { userId, key: clientMutationId, operation: 'updateUserPersonalInformation', input },
        (tx) => savePersonalInformation(tx, userId, parsed.data),
      );
    },
  },
};
