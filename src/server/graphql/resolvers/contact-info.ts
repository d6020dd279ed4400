/**
 * `mutation SetSecondaryContactInfo` (the first-run "Before You Move On" form): validated with the
 * shared domain schema, written idempotently (a replay answers the first result and sends no second
 * mail), and answered with the user.
 */
import { secondaryContactInfoSchema } from '../../../domain/contact.ts';
import {
  saveSecondaryContactInfo,
  secondaryEmailTakenError,
} from '../../modules/contact-info/contact-info.ts';
import { requireSession } from '../context.ts';
import type { Resolvers } from '../generated-types.ts';
import { idempotentMutation } from '../idempotent-mutation.ts';
import { parseInput } from '../parse-input.ts';
import { answeringUser } from './user.ts';

export const contactInfoResolvers: Resolvers = {
  Mutation: {
    setSecondaryContactInfo: idempotentMutation(
      'setSecondaryContactInfo',
      {
        parse: (args, ctx) => ({
          caller: requireSession(ctx),
          info: parseInput(secondaryContactInfoSchema, args),
        }),
        fingerprint: ({ info }) => info,
        // Two accounts claiming one address at the same moment: the unique index decides.
        onUniqueViolation: secondaryEmailTakenError,
      },
      answeringUser((ctx, { caller, info }, tx) =>
        saveSecondaryContactInfo(tx, ctx.services, caller, info),
      ),
    ),
  },
};
