/**
 * Delete my account (docs/decisions/052): one idempotentMutation that checks the password was
 * re-entered in this session, then erases everything in the key's transaction (the key's own row
 * goes with the rest; a replay finds no session and is UNAUTHORIZED).
 */
import { z } from 'zod';
import { accountDataMessages, DELETION_REASON_MAX_LENGTH } from '../../../domain/account-data.ts';
import { apiMessages } from '../../../domain/api-messages.ts';
import { UserFacingError } from '../../errors.ts';
import { eraseAccount } from '../../modules/account-data/erasure.ts';
import { requireRecentPasswordVerification } from '../../modules/settings/password-verification.ts';
import { requireSession } from '../context.ts';
import type { Resolvers } from '../generated-types.ts';
import { idempotentMutation } from '../idempotent-mutation.ts';
import { parseInput } from '../parse-input.ts';

const reasonSchema = z
  .string()
  .trim()
  .max(DELETION_REASON_MAX_LENGTH, accountDataMessages.reasonTooLong)
  .nullish()
  .transform((reason) => reason || null);

export const accountDataResolvers = {
  Mutation: {
    deleteAccount: idempotentMutation(
      'deleteAccount',
      {
        parse: ({ reason }, ctx) => ({
          caller: requireSession(ctx),
          reason: parseInput(reasonSchema, reason),
        }),
        fingerprint: ({ caller, reason }) => ({ reason, sessionId: caller.sessionId }),
      },
      async (ctx, { caller, reason }, tx) => {
        await requireRecentPasswordVerification(tx, ctx.services.config, caller.sessionId);
        const erased = await eraseAccount(tx, caller.userId, { actor: 'candidate', reason });
        if (!erased) throw new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);
        return { erasureId: erased.erasureId, erasedAt: erased.erasedAt };
      },
    ),
  },
} satisfies Resolvers;
