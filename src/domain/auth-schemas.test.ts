import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  clientErrorSchema,
  confirmEmailAuthSchema,
  emailSchema,
  industryContextIdSchema,
  loginInputSchema,
  registerInputSchema,
  requestNewConfirmationEmailSchema,
  resetUserPasswordSchema,
  strongPasswordSchema,
} from './auth-schemas.ts';
import { INDUSTRY_CONTEXTS } from './constants.ts';
import { messages } from './messages.ts';
import { firstPasswordError } from './password-rules.ts';

/** The messages of a failed parse, in order (or [] when it passes). */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const validRegistration = {
  email: 'ada@example.com',
  password: 'Str0ng!Pass',
  firstName: 'Ada',
  lastName: 'Lovelace',
  industryContext: 'law',
  termsAndPrivacyAgreed: true,
};

describe('registerInputSchema', () => {
  it('accepts a complete registration and trims names and email', () => {
    const parsed = registerInputSchema.parse({
      ...validRegistration,
      email: '  ada@example.com ',
      firstName: ' Ada ',
      utm: { source: 'mail', brand: null },
      invitationCode: 'CODE',
      autopilotSessionId: null,
      token: 'captcha',
    });
    expect(parsed).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      utm: { source: 'mail', brand: null },
    });
  });

  it.each([
    ['email', { email: 'nope' }, messages.emailInvalidRegister],
    ['email missing', { email: undefined }, messages.emailInvalidRegister],
    ['first name blank', { firstName: '  ' }, messages.firstNameRequired],
    ['first name missing', { firstName: undefined }, messages.firstNameRequired],
    ['last name blank', { lastName: '' }, messages.lastNameRequired],
    ['last name missing', { lastName: undefined }, messages.lastNameRequired],
    ['password missing', { password: undefined }, messages.passwordInvalid],
    ['industry unknown', { industryContext: 'astrology' }, messages.industryInvalid],
    ['industry missing', { industryContext: undefined }, messages.industryInvalid],
    ['terms false', { termsAndPrivacyAgreed: false }, messages.termsRequired],
    ['terms missing', { termsAndPrivacyAgreed: undefined }, messages.termsRequired],
  ])('%s → its message', (_case, change, message) => {
    expect(issues(registerInputSchema, { ...validRegistration, ...change })).toEqual([message]);
  });

  it('leaves password strength to the rules (checked separately, with feedback)', () => {
    expect(issues(registerInputSchema, { ...validRegistration, password: 'weak' })).toEqual([]);
  });
});

describe('loginInputSchema', () => {
  it('needs both fields, with the sign-in message', () => {
    expect(issues(loginInputSchema, { email: 'ada@example.com', password: 'x' })).toEqual([]);
    expect(issues(loginInputSchema, { email: '  ', password: 'x' })).toEqual([
      messages.signInEmpty,
    ]);
    expect(issues(loginInputSchema, { email: 'ada@example.com', password: '' })).toEqual([
      messages.signInEmpty,
    ]);
    expect(issues(loginInputSchema, {})).toEqual([messages.signInEmpty, messages.signInEmpty]);
  });

  it('a filled field that cannot be an account is "Invalid email address or password."', () => {
    for (const email of ['ada', 'ada@example', 'ada@@example.com', `${'a'.repeat(250)}@b.co`]) {
      expect(issues(loginInputSchema, { email, password: 'x' })).toEqual([messages.loginInvalid]);
    }
    expect(
      issues(loginInputSchema, { email: 'ada@example.com', password: 'x'.repeat(201) }),
    ).toEqual([messages.loginInvalid]);
    expect(loginInputSchema.parse({ email: ' Ada@Example.com ', password: 'x' }).email).toBe(
      'Ada@Example.com',
    );
  });
});

describe('other schemas', () => {
  it('emailSchema uses the caller’s message, or the generic one', () => {
    expect(issues(emailSchema(), 'x')).toEqual([messages.emailInvalidGeneric]);
    expect(issues(emailSchema(messages.emailInvalidReset), 'x')).toEqual([
      messages.emailInvalidReset,
    ]);
    expect(emailSchema().parse(' a@b.co ')).toBe('a@b.co');
  });

  it('strongPasswordSchema reports the first failing rule', () => {
    expect(issues(strongPasswordSchema, 'short')).toEqual([firstPasswordError('short')]);
    expect(issues(strongPasswordSchema, 'Str0ng!Pass')).toEqual([]);
  });

  it('industryContextIdSchema accepts exactly the seeded contexts', () => {
    for (const { id } of INDUSTRY_CONTEXTS) expect(issues(industryContextIdSchema, id)).toEqual([]);
    expect(issues(industryContextIdSchema, 'other')).toEqual([messages.industryInvalid]);
  });

  it('confirmEmailAuthSchema needs both parameters', () => {
    expect(issues(confirmEmailAuthSchema, { email: 'a@b.co', confirmationId: 'id' })).toEqual([]);
    expect(issues(confirmEmailAuthSchema, { email: 'a@b.co' })).toEqual([
      messages.missingParameters,
    ]);
    expect(issues(confirmEmailAuthSchema, { confirmationId: 'id' })).toEqual([
      messages.missingParameters,
    ]);
  });

  it('resetUserPasswordSchema needs a reset id', () => {
    expect(issues(resetUserPasswordSchema, { password: 'x', resetId: 'r' })).toEqual([]);
    expect(issues(resetUserPasswordSchema, { password: 'x' })).toEqual([messages.resetInvalid]);
  });

  it('requestNewConfirmationEmailSchema needs a valid email, the rest is optional', () => {
    expect(issues(requestNewConfirmationEmailSchema, { email: 'a@b.co' })).toEqual([]);
    expect(
      issues(requestNewConfirmationEmailSchema, { email: 'a@b.co', code: 'c', requestId: null }),
    ).toEqual([]);
    expect(issues(requestNewConfirmationEmailSchema, { email: 'nope' })).toEqual([
      messages.emailInvalidGeneric,
    ]);
  });

  it('clientErrorSchema needs a message and bounds its size', () => {
    expect(
      issues(clientErrorSchema, { errorMsg: 'boom', info: { any: ['thing'] }, platform: 'web' }),
    ).toEqual([]);
    expect(issues(clientErrorSchema, {}).length).toBe(1);
    expect(issues(clientErrorSchema, { errorMsg: 'x'.repeat(5001) }).length).toBe(1);
  });
});
