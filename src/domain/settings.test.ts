import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { passwordRules } from './password-rules.ts';
import {
  confirmChangeEmailSchema,
  linkedInUrlUpdateSchema,
  newEmailSchema,
  newPasswordSchema,
  phoneNumberUpdateSchema,
  settingsMessages,
  settingsSecondaryEmailSchema,
  userNameSchema,
  visibilitySchema,
} from './settings.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('settings schemas', () => {
  it('names: trimmed, required, at most 100 characters', () => {
    expect(userNameSchema.parse({ firstName: ' Grace ', lastName: 'Hopper ' })).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(firstMessage(userNameSchema.safeParse({ firstName: '  ', lastName: 'H' }))).toBe(
      messages.fieldRequired,
    );
    expect(firstMessage(userNameSchema.safeParse({ firstName: 'G' }))).toBe(messages.fieldRequired);
    expect(
      firstMessage(userNameSchema.safeParse({ firstName: 'x'.repeat(101), lastName: 'H' })),
    ).toBe(settingsMessages.nameTooLong);
  });

  it('visibility: public or invite_only', () => {
    expect(visibilitySchema.parse('public')).toBe('public');
    expect(visibilitySchema.safeParse('everyone').success).toBe(false);
  });

  it('new password: required, then the first failing strength rule', () => {
    expect(newPasswordSchema.parse('Str0ng!Pass')).toBe('Str0ng!Pass');
    expect(firstMessage(newPasswordSchema.safeParse(''))).toBe(messages.fieldRequired);
    expect(firstMessage(newPasswordSchema.safeParse('str0ng!pass'))).toBe(
      passwordRules.find((r) => r.id === 'uppercase')!.message,
    );
  });

  it('new e-mail: required, valid, normalized', () => {
    expect(newEmailSchema.parse(' New@Example.COM ')).toBe('new@example.com');
    expect(firstMessage(newEmailSchema.safeParse(' '))).toBe(messages.fieldRequired);
    expect(firstMessage(newEmailSchema.safeParse('nope'))).toBe(messages.emailInvalidChangeEmail);
    expect(firstMessage(settingsSecondaryEmailSchema.safeParse('nope'))).toBe(
      messages.secondaryEmailInvalid,
    );
    expect(firstMessage(settingsSecondaryEmailSchema.safeParse(''))).toBe(messages.fieldRequired);
  });

  it('LinkedIn URL and phone: the contact rules', () => {
    expect(linkedInUrlUpdateSchema.parse(' https://www.linkedin.com/in/ada ')).toBe(
      'https://www.linkedin.com/in/ada',
    );
    expect(firstMessage(linkedInUrlUpdateSchema.safeParse('https://example.com/in/ada'))).toBe(
      messages.linkedInUrlInvalid,
    );
    expect(phoneNumberUpdateSchema.parse({ phoneNumber: '(201) 555-0123', locale: 'US' })).toEqual({
      phoneNumber: '+12015550123',
      phoneNumberLocale: 'US',
    });
    expect(phoneNumberUpdateSchema.parse({ phoneNumber: '(201) 555-0123', locale: '' })).toEqual({
      phoneNumber: '+12015550123',
      phoneNumberLocale: 'US',
    });
    for (const input of [
      { phoneNumber: '12', locale: 'US' },
      { phoneNumber: '07400 123456', locale: 'ZZ' },
    ]) {
      expect(firstMessage(phoneNumberUpdateSchema.safeParse(input))).toBe(
        messages.phoneNumberInvalid,
      );
    }
  });

  it('change link parameters: both required', () => {
    expect(confirmChangeEmailSchema.parse({ email: ' a@example.com', id: ' abc ' })).toEqual({
      email: 'a@example.com',
      id: 'abc',
    });
    expect(firstMessage(confirmChangeEmailSchema.safeParse({ email: 'a@example.com' }))).toBe(
      messages.missingParameters,
    );
  });
});
