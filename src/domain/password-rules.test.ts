import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  firstPasswordError,
  hasRepeatedRun,
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordRules,
  passwordSuggestions,
} from './password-rules.ts';

const STRONG = 'Str0ng!Pass';
const messageOf = (id: string) => passwordRules.find((r) => r.id === id)!.message;

describe('password rules (spec section 5)', () => {
  it('accepts a password that meets every rule', () => {
    expect(isStrongPassword(STRONG)).toBe(true);
    expect(firstPasswordError(STRONG)).toBeNull();
    expect(passwordSuggestions(STRONG)).toEqual([]);
    expect(checkPassword(STRONG).every((c) => c.passed)).toBe(true);
  });

  it.each([
    ['length', 'Sh0rt!pw', 'Password must be 10 to 20 characters long.'],
    ['length', 'L0ng!password-is-too-long', 'Password must be 10 to 20 characters long.'],
    ['number', 'NoNumbers!here', 'Password must contain at least 1 number.'],
    ['special', 'NoSpecial123x', 'Password must contain at least 1 special character.'],
    ['uppercase', 'no-upper-123', 'Password must contain at least 1 uppercase letter.'],
    ['lowercase', 'NO-LOWER-123', 'Password must contain at least 1 lowercase letter.'],
    ['repeats', 'Paaassword1!', 'Password must not repeat a character more than 2 times in a row.'],
    ['noSpaces', 'Pass word 1!', 'Password must not contain spaces.'],
  ])('rule %s: %j fails with its message', (id, password, message) => {
    expect(messageOf(id)).toBe(message);
    expect(passwordSuggestions(password)).toContain(message);
    expect(checkPassword(password).find((c) => c.id === id)!.passed).toBe(false);
    expect(isStrongPassword(password)).toBe(false);
  });

  it('has the bounds of the spec: 10 to 20 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(PASSWORD_MAX_LENGTH).toBe(20);
    expect(isStrongPassword('Aa1!bcdefg')).toBe(true); // 10
    expect(isStrongPassword('Aa1!bcdef')).toBe(false); // 9
    expect(isStrongPassword('Aa1!bcdefghijklmnopq')).toBe(true); // 20
    expect(isStrongPassword('Aa1!bcdefghijklmnopqr')).toBe(false); // 21
  });

  it('allows two repeats in a row but not three', () => {
    expect(hasRepeatedRun('aab')).toBe(false);
    expect(hasRepeatedRun('aaab')).toBe(true);
    expect(hasRepeatedRun('abcabc')).toBe(false);
    expect(isStrongPassword('Paassword1!')).toBe(true);
  });

  it('gives the first failing rule, in checklist order', () => {
    expect(firstPasswordError('')).toBe(messageOf('length'));
    expect(firstPasswordError('abcdefghijk')).toBe(messageOf('number'));
    expect(firstPasswordError('abcdefghij1')).toBe(messageOf('special'));
  });

  it('lists every rule for an empty password, and labels each for the checklist', () => {
    expect(passwordSuggestions('')).toEqual(passwordRules.map((r) => r.message));
    expect(checkPassword('').map((c) => c.label)).toEqual([
      '10 to 20 characters',
      'At least 1 number',
      'At least 1 special character',
      'At least 1 uppercase letter',
      'At least 1 lowercase letter',
      'No more than 2 consecutive repeated characters',
      'No spaces (passphrases are not allowed)',
    ]);
  });
});
