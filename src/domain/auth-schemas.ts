/**
 * Request bodies of the account REST calls (spec section 7), defined once: the server validates
 * with them and the forms derive their schemas from them, so the two never disagree.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.ts';
import { messages } from './messages.ts';
import { firstPasswordError, PASSWORD_MAX_LENGTH } from './password-rules.ts';
import { INDUSTRY_CONTEXTS } from './constants.ts';

const NAME_MAX_LENGTH = 100;
const TOKEN_MAX_LENGTH = 200;
/** Longer than any password the rules allow, so no real one is refused; bounds the hashing work. */
const LOGIN_PASSWORD_MAX_LENGTH = 200;

export const emailSchema = (message: string = messages.emailInvalidGeneric) =>
  z.string({ error: message }).trim().max(EMAIL_MAX_LENGTH, message).refine(isValidEmail, message);

export const strongPasswordSchema = z
  .string({ error: messages.passwordInvalid })
  .superRefine((password, ctx) => {
    const error = firstPasswordError(password);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

const optionalToken = z.string().max(TOKEN_MAX_LENGTH).optional().nullable();

export const utmSchema = z
  .object({
    source: z.string().max(TOKEN_MAX_LENGTH).optional().nullable(),
    medium: z.string().max(TOKEN_MAX_LENGTH).optional().nullable(),
    campaign: z.string().max(TOKEN_MAX_LENGTH).optional().nullable(),
    content: z.string().max(TOKEN_MAX_LENGTH).optional().nullable(),
    term: z.string().max(TOKEN_MAX_LENGTH).optional().nullable(),
    brand: z.string().max(TOKEN_MAX_LENGTH).optional().nullable(),
  })
  .partial();
export type Utm = z.infer<typeof utmSchema>;

/**
 * Sign-in (spec sections 5 and 8): an empty field is 'This can't be empty.'; a filled one that
 * cannot be an account's (not an e-mail address, or too long) is 'Invalid email address or
 * password.', answered before any password check or throttling. A wrong pair is the 401's
 * 'Email or password doesn't match our records.'
 */
export const loginInputSchema = z.object({
  email: z
    .string({ error: messages.signInEmpty })
    .trim()
    .min(1, { error: messages.signInEmpty, abort: true })
    .refine(isValidEmail, messages.loginInvalid),
  password: z
    .string({ error: messages.signInEmpty })
    .min(1, { error: messages.signInEmpty, abort: true })
    .max(LOGIN_PASSWORD_MAX_LENGTH, messages.loginInvalid),
  invitationCode: optionalToken,
  utm: utmSchema.optional().nullable(),
  /**
   * This browser's device id (app lib/device-id.ts): a sign-in during a timed section is flagged
   * only when it comes from another device than the section's (docs/decisions/045).
   */
  deviceId: z.uuid({ error: messages.signInRequestInvalid }).optional().nullable(),
  /** "This is a shared computer" (docs/decisions/051): a shorter session. */
  sharedComputer: z.boolean({ error: messages.signInRequestInvalid }).optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const industryContextIdSchema = z.enum(
  INDUSTRY_CONTEXTS.map((c) => c.id) as [string, ...string[]],
  { error: messages.industryInvalid },
);

export const registerInputSchema = z.object({
  email: emailSchema(messages.emailInvalidRegister),
  password: z.string({ error: messages.passwordInvalid }).max(PASSWORD_MAX_LENGTH * 4),
  firstName: z
    .string({ error: messages.firstNameRequired })
    .trim()
    .min(1, messages.firstNameRequired)
    .max(NAME_MAX_LENGTH),
  lastName: z
    .string({ error: messages.lastNameRequired })
    .trim()
    .min(1, messages.lastNameRequired)
    .max(NAME_MAX_LENGTH),
  industryContext: industryContextIdSchema,
  termsAndPrivacyAgreed: z.literal(true, { error: messages.termsRequired }),
  invitationCode: optionalToken,
  autopilotSessionId: optionalToken,
  utm: utmSchema.optional().nullable(),
  /** The bot-check token; required only when a bot check is configured. */
  token: z.string().max(4000).optional().nullable(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const requestNewConfirmationEmailSchema = z.object({
  email: emailSchema(),
  code: optionalToken,
  invitationCode: optionalToken,
  requestId: optionalToken,
});

export const resetUserPasswordSchema = z.object({
  password: z.string({ error: messages.passwordInvalid }).max(PASSWORD_MAX_LENGTH * 4),
  resetId: z.string({ error: messages.resetInvalid }).min(1).max(TOKEN_MAX_LENGTH),
});

export const confirmEmailAuthSchema = z.object({
  email: emailSchema(messages.missingParameters),
  confirmationId: z.string({ error: messages.missingParameters }).min(1).max(TOKEN_MAX_LENGTH),
  /** The invitation code the link carries, claimed for the newly confirmed candidate. */
  code: optionalToken,
});

export const clientErrorSchema = z.object({
  errorMsg: z.string().max(5000),
  info: z.unknown().optional(),
  platform: z.string().max(500).optional().nullable(),
});
