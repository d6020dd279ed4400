/**
 * The demographic form: `UserProfile.personalInformation` (null until first saved) and
 * `mutation UpdateUserPersonalInformation` (idempotent, validated by the shared schema; opted out
 * clears every other answer).
 */
import { personalInformationInputSchema } from '../../../domain/demographics.ts';
import {
  findPersonalInformation,
  savePersonalInformation,
} from '../../modules/demographics/demographics.ts';
import type { Resolvers } from '../generated-types.ts';
import { idempotentMutation } from '../idempotent-mutation.ts';
import { parseInput } from '../parse-input.ts';

export const demographicsResolvers: Resolvers = {
  UserProfile: {
    personalInformation: (profile, _args, ctx) =>
      findPersonalInformation(ctx.services.db, profile.userId),
  },
  Mutation: {
    updateUserPersonalInformation: idempotentMutation(
      'updateUserPersonalInformation',
      {
        parse: (args) => parseInput(personalInformationInputSchema, args),
        fingerprint: (_values, args) => args, // the form as sent (stored keys were hashed so)
      },
      (ctx, values, tx) => savePersonalInformation(tx, ctx.userId, values),
    ),
  },
};
