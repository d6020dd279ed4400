/**
 * The candidate's contact details ("Before You Move On", spec sections 2 and 5): the secondary
 * (personal) e-mail address, the LinkedIn profile URL and the phone number. One schema, used by the
 * form (its resolver) and by the server (setSecondaryContactInfo), so both refuse the same input
 * with the same words and the server stores what the form sent: the address trimmed and in lower
 * case, the phone in E.164 with its country as `phoneNumberLocale`.
 *
 * Phones use libphonenumber-js with its default ("min") metadata: validity is checked by country
 * and length, which is what a form needs and keeps the browser bundle small.
 */
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js';
import { z } from 'zod';
import { emailSchema } from './auth-schemas.ts';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email.ts';
import { messages } from './messages.ts';

export type { CountryCode };

/** The spec's default phone country (section 9). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';
export const LINKEDIN_URL_MAX_LENGTH = 300;
export const PHONE_NUMBER_MAX_LENGTH = 40;

const COUNTRIES: ReadonlySet<string> = new Set(getCountries());

/**
 * http or https; optionally `www.` or a two-letter (country) subdomain; linkedin.com; then
 * `/in/{slug}` or the older `/pub/{a}/{b}/{c}/{d}`; an optional trailing slash. Slugs may hold
 * letters of any script, digits, `-`, `_` and percent-escapes (LinkedIn's vanity URLs).
 */
const LINKEDIN_URL =
  /^https?:\/\/(?:(?:www|[a-z]{2})\.)?linkedin\.com\/(?:in\/[\p{L}\p{N}_%-]+|pub\/[\p{L}\p{N}_%-]+(?:\/[a-z0-9]+){3})\/?$/iu;

export function isValidLinkedInUrl(value: string): boolean {
  const url = value.trim();
  return url.length <= LINKEDIN_URL_MAX_LENGTH && LINKEDIN_URL.test(url);
}

export function isPhoneCountry(value: unknown): value is CountryCode {
  return typeof value === 'string' && COUNTRIES.has(value);
}

/** Every country a phone number can belong to (ISO 3166-1 alpha-2 codes). */
export function phoneCountries(): readonly CountryCode[] {
  return getCountries();
}

/** "+44" for GB. */
export function callingCodeOf(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/**
 * The number, when `value` is a valid phone number OF `country` (typed nationally, or
 * internationally with that country's code); undefined otherwise. Extensions are refused: E.164,
 * what is stored, has no room for them.
 */
export function parsePhone(value: string, country: CountryCode): PhoneNumber | undefined {
  const text = value.trim();
  if (text === '' || text.length > PHONE_NUMBER_MAX_LENGTH) return undefined;
  const phone = parsePhoneNumberFromString(text, country);
  if (!phone || !phone.isValid() || phone.country !== country || phone.ext) return undefined;
  return phone;
}

export function isValidPhone(value: string, country: CountryCode): boolean {
  return parsePhone(value, country) !== undefined;
}

/**
 * How a phone number is shown (spec section 5): national format for the US, international for
 * every other country. Text that is not a valid number of `country` comes back as it was.
 */
export function formatPhone(value: string, country: CountryCode): string {
  const phone = parsePhone(value, country);
  if (!phone) return value;
  return country === 'US' ? phone.formatNational() : phone.formatInternational();
}

/** The same address, whatever the case and surrounding spaces. */
export function isSameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && normalizeEmail(a) === normalizeEmail(b);
}

/** The secondary address: required ('Email is required.' in the first-run form), then valid. */
export const secondaryEmailSchema = z
  .string({ error: messages.secondaryEmailRequired })
  .trim()
  .superRefine((email, ctx) => {
    if (email === '') ctx.addIssue({ code: 'custom', message: messages.secondaryEmailRequired });
    else if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email))
      ctx.addIssue({ code: 'custom', message: messages.secondaryEmailInvalid });
  })
  .transform(normalizeEmail);

/** Optional: blank means none (null). */
export const linkedInUrlSchema = z
  .string({ error: messages.linkedInUrlInvalid })
  .trim()
  .nullish()
  .superRefine((url, ctx) => {
    if (url && !isValidLinkedInUrl(url))
      ctx.addIssue({ code: 'custom', message: messages.linkedInUrlInvalid });
  })
  .transform((url) => (url ? url : null));

const optionalText = z.string({ error: messages.phoneNumberInvalid }).trim().nullish();

/**
 * The contact details as the form holds them and as setSecondaryContactInfo receives them. The
 * phone is optional; when given it must be valid for `phoneNumberLocale` (default US). The output
 * is what is stored: the address normalized, the phone in E.164, and the locale only with a phone.
 */
export const secondaryContactInfoSchema = z
  .object({
    secondaryEmail: secondaryEmailSchema,
    linkedInUrl: linkedInUrlSchema,
    phoneNumber: optionalText,
    phoneNumberLocale: optionalText,
  })
  .superRefine((input, ctx) => {
    const phone = input.phoneNumber ?? '';
    const country = input.phoneNumberLocale || DEFAULT_PHONE_COUNTRY;
    if (phone !== '' && !(isPhoneCountry(country) && isValidPhone(phone, country))) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: messages.phoneNumberInvalid });
    }
  })
  .transform(({ secondaryEmail, linkedInUrl, phoneNumber, phoneNumberLocale }) => {
    const country = (phoneNumberLocale || DEFAULT_PHONE_COUNTRY) as CountryCode;
    const phone = phoneNumber ? parsePhone(phoneNumber, country) : undefined;
    return {
      secondaryEmail,
      linkedInUrl,
      phoneNumber: phone ? phone.number : null,
      phoneNumberLocale: phone ? country : null,
    };
  });

export type SecondaryContactInfoInput = z.input<typeof secondaryContactInfoSchema>;
export type SecondaryContactInfo = z.output<typeof secondaryContactInfoSchema>;

/** POST /auth/confirm-change-secondary-email-auth {email, id}: the verification link's parameters. */
export const confirmSecondaryEmailSchema = z.object({
  email: emailSchema(messages.missingParameters),
  id: z
    .string({ error: messages.missingParameters })
    .trim()
    .min(1, messages.missingParameters)
    .max(200),
});
