/**
 * User Settings (spec sections 5 and 8): the rules of its forms, defined once so that the forms and
 * the server (the settings mutations) refuse the same input with the same words and the server
 * stores what the form sent (names trimmed, addresses normalized, phones in E.164).
 */
import { z } from 'zod';
import { emailSchema } from './auth-schemas.ts';
import { PROFILE_VISIBILITIES } from './constants.ts';
import {
  DEFAULT_PHONE_COUNTRY,
  isPhoneCountry,
  isValidLinkedInUrl,
  LINKEDIN_URL_MAX_LENGTH,
  parsePhone,
  PHONE_NUMBER_MAX_LENGTH,
} from './contact.ts';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email.ts';
import { messages } from './messages.ts';
import { firstPasswordError, PASSWORD_MAX_LENGTH } from './password-rules.ts';

export const SETTINGS_NAME_MAX_LENGTH = 100;
/** Far above any valid password: longer input is refused before it is hashed or compared. */
const PASSWORD_INPUT_MAX_LENGTH = PASSWORD_MAX_LENGTH * 4;

/** Wording the specification does not give. */
export const settingsMessages = {
  nameTooLong: `Please enter at most ${SETTINGS_NAME_MAX_LENGTH} characters.`,
  updateUserOneGroup:
    'Change one thing at a time: first and last name, privacy setting, or password.',
} as const;

const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: messages.fieldRequired })
    .trim()
    .min(1, messages.fieldRequired)
    .max(max, tooLong);

/** Change Name: both required (non-blank after trimming). */
export const userNameSchema = z.object({
  firstName: requiredText(SETTINGS_NAME_MAX_LENGTH, settingsMessages.nameTooLong),
  lastName: requiredText(SETTINGS_NAME_MAX_LENGTH, settingsMessages.nameTooLong),
});
export type UserName = z.output<typeof userNameSchema>;

/** Privacy Settings: 'public' (all partner firms) or 'invite_only' (connected firms only). */
export const visibilitySchema = z.enum(PROFILE_VISIBILITIES, { error: messages.fieldInvalid });

/** Change Password: required, then the spec's strength rules (the first failing rule's message). */
export const newPasswordSchema = z
  .string({ error: messages.fieldRequired })
  .max(PASSWORD_INPUT_MAX_LENGTH, messages.passwordInvalid)
  .superRefine((password, ctx) => {
    if (password === '') {
      ctx.addIssue({ code: 'custom', message: messages.fieldRequired });
      return;
    }
    const error = firstPasswordError(password);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/**
 * The current password, as the server checks it (verifyUserPassword): only present and of a sane
 * length; whether it is right is the password check's answer, not a validation error.
 */
export const currentPasswordSchema = z
  .string({ error: messages.fieldRequired })
  .min(1, messages.fieldRequired)
  .max(PASSWORD_INPUT_MAX_LENGTH, messages.passwordInvalid);

/** The e-mail change wizard's new address: required, then valid; stored normalized. */
export const newEmailSchema = z
  .string({ error: messages.fieldRequired })
  .trim()
  .superRefine((email, ctx) => {
    if (email === '') ctx.addIssue({ code: 'custom', message: messages.fieldRequired });
    else if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email))
      ctx.addIssue({ code: 'custom', message: messages.emailInvalidChangeEmail });
  })
  .transform(normalizeEmail);

/** The secondary address set from User Settings: the settings' required message, then valid. */
export const settingsSecondaryEmailSchema = z
  .string({ error: messages.fieldRequired })
  .trim()
  .superRefine((email, ctx) => {
    if (email === '') ctx.addIssue({ code: 'custom', message: messages.fieldRequired });
    else if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email))
      ctx.addIssue({ code: 'custom', message: messages.secondaryEmailInvalid });
  })
  .transform(normalizeEmail);

/** UpdateUserLinkedInUrl: a LinkedIn profile URL (removing it is DeleteUserLinkedInUrl). */
export const linkedInUrlUpdateSchema = z
  .string({ error: messages.linkedInUrlInvalid })
  .trim()
  .max(LINKEDIN_URL_MAX_LENGTH, messages.linkedInUrlInvalid)
  .refine(isValidLinkedInUrl, messages.linkedInUrlInvalid);

/**
 * UpdateUserPhoneNumber(phoneNumber, locale): valid for the chosen country (default US); stored in
 * E.164 with the country as the locale.
 */
export const phoneNumberUpdateSchema = z
  .object({
    phoneNumber: z
      .string({ error: messages.phoneNumberInvalid })
      .max(PHONE_NUMBER_MAX_LENGTH, messages.phoneNumberInvalid),
    locale: z.string({ error: messages.phoneNumberInvalid }).trim().max(10).nullish(),
  })
  .transform(({ phoneNumber, locale }, ctx) => {
    const country = locale || DEFAULT_PHONE_COUNTRY;
    const phone = isPhoneCountry(country) ? parsePhone(phoneNumber, country) : undefined;
    if (!phone) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: messages.phoneNumberInvalid });
      return z.NEVER;
    }
    return { phoneNumber: phone.number, phoneNumberLocale: country };
  });

/** POST /auth/confirm-change-email-auth {email, id}: the e-mail change link's parameters. */
export const confirmChangeEmailSchema = z.object({
  email: emailSchema(messages.missingParameters),
  id: z
    .string({ error: messages.missingParameters })
    .trim()
    .min(1, messages.missingParameters)
    .max(200, messages.missingParameters),
});
