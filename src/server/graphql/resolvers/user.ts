/** The signed-in candidate (`query GetUser`) and the account-type choice (`mutation SetAccountType`). */
import { apiMessages } from '../../../domain/api-messages.ts';
import type { DbExecutor } from '../../db/client.ts';
import { UserFacingError } from '../../errors.ts';
import { findPendingSecondaryEmail } from '../../modules/contact-info/contact-info.ts';
import { loadProfileCompletion } from '../../modules/profile-completion/profile-completion.ts';
import {
  findUserWithIndustry,
  setAccountTypeOnce,
  type UserWithIndustry,
} from '../../modules/users/users.ts';
import { requireUser } from '../errors.ts';
import { type SignedInContext, idempotentMutation } from '../idempotent-mutation.ts';
import type { Resolvers } from '../generated-types.ts';
import type { UserModel } from '../models.ts';

/** The GraphQL User as plain JSON data (also what an idempotent replay returns). */
export function toUserView({ user, industryContext }: UserWithIndustry): UserModel {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    secondaryEmail: user.secondaryEmail,
    secondaryEmailVerified: user.secondaryEmailVerifiedAt !== null,
    linkedInUrl: user.linkedinUrl,
    phoneNumber: user.phoneNumber,
    phoneNumberLocale: user.phoneNumberLocale,
    hasSecondaryContactInfo: user.secondaryEmail !== null,
    accountType: user.accountType,
    industryContext,
    accommodations: { assessmentTimerMultiplier: user.accommodationMultiplier },
  };
}

async function loadUserView(db: DbExecutor, userId: string): Promise<UserModel> {
  const found = await findUserWithIndustry(db, userId);
  // A valid session whose user is gone (deleted by an operator) is no session.
  if (!found) throw new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);
  return toUserView(found);
}

/**
 * A write that answers the caller's user as it is once `change` is done (inside the write's
 * transaction, so that a replay answers the same user).
 */
export function answeringUser<Input>(
  change: (ctx: SignedInContext, input: Input, tx: DbExecutor) => Promise<unknown>,
): (ctx: SignedInContext, input: Input, tx: DbExecutor) => Promise<UserModel> {
  return async (ctx, input, tx) => {
    await change(ctx, input, tx);
    return loadUserView(tx, ctx.userId);
  };
}

export const userResolvers: Resolvers = {
  User: {
    userProfile: (user) => ({ userId: user.id }),
    // Computed from stored data when asked for (never part of a stored replay answer).
    userProfileCompletion: (user, _args, ctx) => loadProfileCompletion(ctx.services.db, user.id),
    pendingSecondaryEmail: (user, _args, ctx) =>
      findPendingSecondaryEmail(ctx.services.db, user.id),
  },
  Query: {
    user: (_parent, _args, ctx) => loadUserView(ctx.services.db, requireUser(ctx)),
  },
  Mutation: {
    setAccountType: idempotentMutation(
      'setAccountType',
      answeringUser(async (ctx, { accountType }, tx) => {
        if (!(await setAccountTypeOnce(tx, ctx.userId, accountType))) {
          throw new UserFacingError('ACCOUNT_TYPE_ALREADY_SET', apiMessages.accountTypeAlreadySet);
        }
      }),
    ),
  },
};
