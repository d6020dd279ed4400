/**
 * `mutation SetSecondaryContactInfo` (the first-run "Before You Move On" form): validated with the
 * shared domain schema, written idempotently (a replay answers the first result and sends no second
 * mail), and answered with the user.
 */
import { apiMessages } from '../../../domain/api-messages.ts';
import { secondaryContactInfoSchema } from '../../../domain/contact.ts';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/client.ts';
import { UserFacingError } from '../../errors.ts';
import {
  saveSecondaryContactInfo,
  secondaryEmailTakenError,
} from '../../modules/contact-info/contact-info.ts';
import { runIdempotent } from '../../modules/idempotency/idempotency.ts';
import { findUserWithIndustry } from '../../modules/users/users.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';
import { toUserView } from './user.ts';

export const contactInfoResolvers: Resolvers = {
  Mutation: {
    setSecondaryContactInfo: async (_parent, { clientMutationId, ...args }, ctx) => {
      const userId = requireUser(ctx);
      const parsed = secondaryContactInfoSchema.safeParse(args);
      if (!parsed.success) {
        throw new UserFacingError(
          'BAD_USER_INPUT',
          parsed.error.issues[0]?.message ?? apiMessages.invalidRequest,
        );
      }
      const { db, config } = ctx.services;
      try {
        return await runIdempotent(
          { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
          {
            userId,
            key: clientMutationId,
            operation: 'setSecondaryContactInfo',
            input: parsed.data,
          },
          async (tx) => {
            await saveSecondaryContactInfo(tx, ctx.services, userId, parsed.data);
            const user = await findUserWithIndustry(tx, userId);
            if (!user) throw new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);
            return toUserView(user);
          },
        );
      } catch (error) {
        // Two accounts claiming one address at the same moment: the unique index decides.
        if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw secondaryEmailTakenError();
        throw error;
      }
    },
  },
};
