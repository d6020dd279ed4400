import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each([
    'ada@example.com',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.org",
    '  padded@example.com  ',
  ])('accepts %j', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    '',
    '   ',
    'plain',
    'no-at.example.com',
    'two@@example.com',
    'no-domain@',
    '@no-local.com',
    'no-dot@localhost',
    'space in@example.com',
    'trailing-dot@example.com.',
    'dash@-example.com',
    'dash@example-.com',
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false));

  it(`refuses addresses longer than ${EMAIL_MAX_LENGTH} characters`, () => {
    const domain = '@example.com';
    const fits = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(EMAIL_MAX_LENGTH - 183 - domain.length)}${domain}`;
    expect(fits).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isValidEmail(fits)).toBe(true);
    expect(isValidEmail(`x${fits}`)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });
});
