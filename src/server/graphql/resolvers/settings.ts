/**
 * User Settings (spec section 6): `User.settings` and the settings mutations. Each one validates
 * with the shared schemas of src/domain/settings.ts (a bad input changes nothing), acts on the
 * session's own user only, and is an idempotentMutation keyed by its clientMutationId. Passwords
 * never enter the stored request fingerprint: a replay is recognised by its key (and, for the
 * password writes, its session) alone.
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
import { requireSession, type CallerSession } from '../context.ts';
import type { Resolvers } from '../generated-types.ts';
import {
  idempotentMutation,
  type MutationInput,
  type SignedInContext,
} from '../idempotent-mutation.ts';
import { parseInput } from '../parse-input.ts';
import { answeringUser } from './user.ts';

/** Two accounts racing for one sign-in address: the unique index decides, the loser hears why. */
const emailTaken = () => new UserFacingError('BAD_USER_INPUT', apiMessages.emailTaken);

/** UpdateUser changes one group at a time: the name, the visibility or the password. */
type UserUpdate =
  | { kind: 'name'; name: z.output<typeof userNameSchema> }
  | { kind: 'visibility'; visibility: z.output<typeof visibilitySchema> }
  | { kind: 'password'; newPassword: string; caller: CallerSession };

function parseUserUpdate(
  { firstName, lastName, visibility, password }: MutationInput<'updateUser'>,
  ctx: SignedInContext,
): UserUpdate {
  const caller = requireSession(ctx);
  const nameGiven = firstName != null || lastName != null;
  const groups = [nameGiven, visibility != null, password != null].filter(Boolean).length;
  if (groups !== 1) {
    throw new UserFacingError('BAD_USER_INPUT', settingsMessages.updateUserOneGroup);
  }
  if (nameGiven) return { kind: 'name', name: parseInput(userNameSchema, { firstName, lastName }) };
  if (visibility != null) {
    return { kind: 'visibility', visibility: parseInput(visibilitySchema, visibility) };
  }
  return { kind: 'password', newPassword: parseInput(newPasswordSchema, password), caller };
}

/** The fingerprint of an UpdateUser: the new password is left out, its session stands for it. */
function userUpdateFingerprint(update: UserUpdate): unknown {
  if (update.kind === 'name') return update.name;
  if (update.kind === 'visibility') return { visibility: update.visibility };
  return { password: true, sessionId: update.caller.sessionId };
}

/** A password write of this session: the password itself and the session it was sent in. */
const passwordWrite = (schema: z.ZodType<string>, password: unknown, ctx: SignedInContext) => ({
  caller: requireSession(ctx),
  password: parseInput(schema, password),
});

export const settingsResolvers = {
  User: {
    settings: (user, _args, ctx) => loadUserSettings(ctx.services.db, user.id),
  },
  Mutation: {
    updateUser: idempotentMutation(
      'updateUser',
      { parse: parseUserUpdate, fingerprint: userUpdateFingerprint },
      answeringUser((ctx, update: UserUpdate, tx) => {
        if (update.kind === 'name') return updateUserName(tx, ctx.userId, update.name);
        if (update.kind === 'visibility')
          return updateVisibility(tx, ctx.userId, update.visibility);
        return changePassword(tx, ctx.services, update.caller, update.newPassword);
      }),
    ),

    updateUserName: idempotentMutation(
      'updateUserName',
      {
        parse: ({ id, firstName, lastName }, ctx) => {
          if (id !== ctx.userId) throw new UserFacingError('FORBIDDEN', apiMessages.notYourAccount);
          return parseInput(userNameSchema, { firstName, lastName });
        },
      },
      answeringUser((ctx, name, tx) => updateUserName(tx, ctx.userId, name)),
    ),

    updateUserPassword: idempotentMutation(
      'updateUserPassword',
      {
        parse: ({ password, signOutOtherSessions }, ctx) => ({
          ...passwordWrite(newPasswordSchema, password, ctx),
          signOutOtherSessions: signOutOtherSessions ?? true,
        }),
        fingerprint: ({ caller, signOutOtherSessions }) => ({
          sessionId: caller.sessionId,
          // Left out when true (the default), so that keys stored before the option still match.
          ...(signOutOtherSessions ? {} : { signOutOtherSessions }),
        }),
      },
      async (ctx, { caller, password, signOutOtherSessions }, tx) => {
        await changePassword(tx, ctx.services, caller, password, { signOutOtherSessions });
        return true;
      },
    ),

    // Keyed to the session: a replay of the key from another session is a conflict, never a
    // stored "verified".
    verifyUserPassword: idempotentMutation(
      'verifyUserPassword',
      {
        parse: ({ password }, ctx) => passwordWrite(currentPasswordSchema, password, ctx),
        fingerprint: ({ caller }) => ({ sessionId: caller.sessionId }),
      },
      (ctx, { caller, password }, tx) =>
        verifySessionPassword(tx, ctx.services, caller, password, ctx.request.ip),
    ),

    initiateChangeEmail: idempotentMutation(
      'initiateChangeEmail',
      {
        parse: ({ email }, ctx) => ({
          caller: requireSession(ctx),
          email: parseInput(newEmailSchema, email),
        }),
        fingerprint: ({ caller, email }) => ({ email, sessionId: caller.sessionId }),
        onUniqueViolation: emailTaken,
      },
      answeringUser((ctx, { caller, email }, tx) =>
        initiateEmailChange(tx, ctx.services, caller, email),
      ),
    ),

    cancelChangeEmail: idempotentMutation(
      'cancelChangeEmail',
      answeringUser((ctx, _input, tx) => cancelEmailChange(tx, ctx.userId)),
    ),

    dismissChangeEmail: idempotentMutation(
      'dismissChangeEmail',
      answeringUser((ctx, _input, tx) => dismissEmailChange(tx, ctx.userId)),
    ),

    initiateChangeSecondaryEmail: idempotentMutation(
      'initiateChangeSecondaryEmail',
      {
        parse: ({ email }, ctx) => ({
          caller: requireSession(ctx),
          email: parseInput(settingsSecondaryEmailSchema, email),
        }),
        fingerprint: ({ email }) => ({ email }),
        onUniqueViolation: secondaryEmailTakenError,
      },
      answeringUser((ctx, { caller, email }, tx) =>
        setSecondaryEmail(tx, ctx.services, caller, email),
      ),
    ),

    swapPrimaryAndSecondaryEmails: idempotentMutation(
      'swapPrimaryAndSecondaryEmails',
      {
        parse: (_args, ctx) => ({ caller: requireSession(ctx) }),
        fingerprint: () => ({}),
        onUniqueViolation: emailTaken,
      },
      answeringUser((ctx, { caller }, tx) =>
        swapPrimaryAndSecondaryEmails(tx, ctx.services, caller),
      ),
    ),

    updateUserLinkedInUrl: idempotentMutation(
      'updateUserLinkedInUrl',
      { parse: ({ linkedInUrl }) => ({ url: parseInput(linkedInUrlUpdateSchema, linkedInUrl) }) },
      answeringUser((ctx, { url }, tx) => setLinkedInUrl(tx, ctx.userId, url)),
    ),

    deleteUserLinkedInUrl: idempotentMutation(
      'deleteUserLinkedInUrl',
      answeringUser((ctx, _input, tx) => setLinkedInUrl(tx, ctx.userId, null)),
    ),

    updateUserPhoneNumber: idempotentMutation(
      'updateUserPhoneNumber',
      { parse: (args) => parseInput(phoneNumberUpdateSchema, args) },
      answeringUser((ctx, phone, tx) => setPhoneNumber(tx, ctx.userId, phone)),
    ),

    deleteUserPhoneNumber: idempotentMutation(
      'deleteUserPhoneNumber',
      answeringUser((ctx, _input, tx) => setPhoneNumber(tx, ctx.userId, null)),
    ),
  },
} satisfies Resolvers;
