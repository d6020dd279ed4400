/**
 * User Settings (spec section 6): `User.settings` and the settings mutations. Each one validates
 * with the shared schemas of src/domain/settings.ts (a bad input changes nothing), acts on the
 * session's own user only, and runs through runIdempotent with its clientMutationId. Passwords
 * never enter the stored request fingerprint: a replay is recognised by its key (and, for the
 * password check, its session) alone.
 */
import type { z } from 'zod';
import { apiMessages } from '../../../domain/api-messages.ts';
import {
  currentPasswordSchema,
  linkedInUrlUpdateSchema,
  newEmailSchema,
  newPasswordSchema,
  phoneNumberUpdateSchema,
  settingsMessages,
  settingsSecondaryEmailSchema,
  userNameSchema,
  visibilitySchema,
} from '../../../domain/settings.ts';
import { postgresErrorCode, UNIQUE_VIOLATION, type DbExecutor } from '../../db/client.ts';
import { UserFacingError } from '../../errors.ts';
import {
  secondaryEmailTakenError,
  setSecondaryEmail,
} from '../../modules/contact-info/contact-info.ts';
import {
  cancelEmailChange,
  dismissEmailChange,
  initiateEmailChange,
} from '../../modules/email-change/email-change.ts';
import { runIdempotent } from '../../modules/idempotency/idempotency.ts';
import {
  changePassword,
  loadUserSettings,
  setLinkedInUrl,
  setPhoneNumber,
  swapPrimaryAndSecondaryEmails,
  updateUserName,
  updateVisibility,
  verifySessionPassword,
} from '../../modules/settings/settings.ts';
import { findUserWithIndustry } from '../../modules/users/users.ts';
import { requireSession, type GraphQLContext } from '../context.ts';
import { requireUser } from '../errors.ts';
import type { Resolvers } from '../generated-types.ts';
import type { UserModel } from '../models.ts';
import { toUserView } from './user.ts';

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new UserFacingError(
      'BAD_USER_INPUT',
      parsed.error.issues[0]?.message ?? apiMessages.invalidRequest,
    );
  }
  return parsed.data;
}

/** Runs `work` as the idempotent write `operation` of the caller. */
function write<T>(
  ctx: GraphQLContext,
  userId: string,
  clientMutationId: string,
  operation: string,
  input: unknown,
  work: (tx: DbExecutor) => Promise<T>,
): Promise<T> {
  const { db, config } = ctx.services;
  return runIdempotent(
    { db, lifetimeMs: config.IDEMPOTENCY_KEY_LIFETIME_MS },
    { userId, key: clientMutationId, operation, input },
    work,
  );
}

async function userView(tx: DbExecutor, userId: string): Promise<UserModel> {
  const user = await findUserWithIndustry(tx, userId);
  if (!user) throw new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);
  return toUserView(user);
}

/** A write that answers the user, with the address-taken race decided by the unique indexes. */
async function writeUser(
  ctx: GraphQLContext,
  userId: string,
  clientMutationId: string,
  operation: string,
  input: unknown,
  work: (tx: DbExecutor) => Promise<void>,
  onTaken: () => UserFacingError = () =>
    new UserFacingError('BAD_USER_INPUT', apiMessages.emailTaken),
): Promise<UserModel> {
  try {
    return await write(ctx, userId, clientMutationId, operation, input, async (tx) => {
      await work(tx);
      return userView(tx, userId);
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw onTaken();
    throw error;
  }
}

export const settingsResolvers = {
  User: {
    settings: (user, _args, ctx) => loadUserSettings(ctx.services.db, user.id),
  },
  Mutation: {
    updateUser: async (
      _parent,
      { clientMutationId, firstName, lastName, visibility, password },
      ctx,
    ) => {
      const caller = requireSession(ctx);
      const nameGiven = firstName != null || lastName != null;
      const groups = [nameGiven, visibility != null, password != null].filter(Boolean).length;
      if (groups !== 1) {
        throw new UserFacingError('BAD_USER_INPUT', settingsMessages.updateUserOneGroup);
      }
      if (nameGiven) {
        const name = parse(userNameSchema, { firstName, lastName });
        return writeUser(ctx, caller.userId, clientMutationId, 'updateUser', name, (tx) =>
          updateUserName(tx, caller.userId, name),
        );
      }
      if (visibility != null) {
        const value = parse(visibilitySchema, visibility);
        return writeUser(ctx, caller.userId, clientMutationId, 'updateUser', { visibility }, (tx) =>
          updateVisibility(tx, caller.userId, value),
        );
      }
      const newPassword = parse(newPasswordSchema, password);
      return writeUser(
        ctx,
        caller.userId,
        clientMutationId,
        'updateUser',
        { password: true, sessionId: caller.sessionId },
        (tx) => changePassword(tx, ctx.services, caller, newPassword),
      );
    },

    updateUserName: (_parent, { id, firstName, lastName, clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      if (id !== userId) throw new UserFacingError('FORBIDDEN', apiMessages.notYourAccount);
      const name = parse(userNameSchema, { firstName, lastName });
      return writeUser(ctx, userId, clientMutationId, 'updateUserName', name, (tx) =>
        updateUserName(tx, userId, name),
      );
    },

    updateUserPassword: (_parent, { password, clientMutationId }, ctx) => {
      const caller = requireSession(ctx);
      const newPassword = parse(newPasswordSchema, password);
      return write(
        ctx,
        caller.userId,
        clientMutationId,
        'updateUserPassword',
        { sessionId: caller.sessionId },
        async (tx) => {
          await changePassword(tx, ctx.services, caller, newPassword);
          return true;
        },
      );
    },

    verifyUserPassword: (_parent, { password, clientMutationId }, ctx) => {
      const caller = requireSession(ctx);
      const current = parse(currentPasswordSchema, password);
      // Keyed to the session: a replay of the key from another session is a conflict, never a
      // stored "verified".
      return write(
        ctx,
        caller.userId,
        clientMutationId,
        'verifyUserPassword',
        { sessionId: caller.sessionId },
        (tx) => verifySessionPassword(tx, ctx.services, caller, current, ctx.request.ip),
      );
    },

    initiateChangeEmail: (_parent, { email, clientMutationId }, ctx) => {
      const caller = requireSession(ctx);
      const newEmail = parse(newEmailSchema, email);
      return writeUser(
        ctx,
        caller.userId,
        clientMutationId,
        'initiateChangeEmail',
        { email: newEmail, sessionId: caller.sessionId },
        (tx) => initiateEmailChange(tx, ctx.services, caller, newEmail),
      );
    },

    cancelChangeEmail: (_parent, { clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      return writeUser(ctx, userId, clientMutationId, 'cancelChangeEmail', {}, (tx) =>
        cancelEmailChange(tx, userId),
      );
    },

    dismissChangeEmail: (_parent, { clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      return writeUser(ctx, userId, clientMutationId, 'dismissChangeEmail', {}, (tx) =>
        dismissEmailChange(tx, userId),
      );
    },

    initiateChangeSecondaryEmail: (_parent, { email, clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      const secondaryEmail = parse(settingsSecondaryEmailSchema, email);
      return writeUser(
        ctx,
        userId,
        clientMutationId,
        'initiateChangeSecondaryEmail',
        { email: secondaryEmail },
        (tx) => setSecondaryEmail(tx, ctx.services, userId, secondaryEmail),
        secondaryEmailTakenError,
      );
    },

    swapPrimaryAndSecondaryEmails: (_parent, { clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      return writeUser(ctx, userId, clientMutationId, 'swapPrimaryAndSecondaryEmails', {}, (tx) =>
        swapPrimaryAndSecondaryEmails(tx, userId),
      );
    },

    updateUserLinkedInUrl: (_parent, { linkedInUrl, clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      const url = parse(linkedInUrlUpdateSchema, linkedInUrl);
      return writeUser(ctx, userId, clientMutationId, 'updateUserLinkedInUrl', { url }, (tx) =>
        setLinkedInUrl(tx, userId, url),
      );
    },

    deleteUserLinkedInUrl: (_parent, { clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      return writeUser(ctx, userId, clientMutationId, 'deleteUserLinkedInUrl', {}, (tx) =>
        setLinkedInUrl(tx, userId, null),
      );
    },

    updateUserPhoneNumber: (_parent, { phoneNumber, locale, clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      const phone = parse(phoneNumberUpdateSchema, { phoneNumber, locale });
      return writeUser(ctx, userId, clientMutationId, 'updateUserPhoneNumber', phone, (tx) =>
        setPhoneNumber(tx, userId, phone),
      );
    },

    deleteUserPhoneNumber: (_parent, { clientMutationId }, ctx) => {
      const userId = requireUser(ctx);
      return writeUser(ctx, userId, clientMutationId, 'deleteUserPhoneNumber', {}, (tx) =>
        setPhoneNumber(tx, userId, null),
      );
    },
  },
} satisfies Resolvers;
