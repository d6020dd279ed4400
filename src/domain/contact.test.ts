import { describe, expect, it } from 'vitest';
import {
  callingCodeOf,
  DEFAULT_PHONE_COUNTRY,
  formatPhone,
  isPhoneCountry,
  isSameEmail,
  isValidLinkedInUrl,
  isValidPhone,
  LINKEDIN_URL_MAX_LENGTH,
  phoneCountries,
  secondaryContactInfoSchema,
  type SecondaryContactInfoInput,
} from './contact.ts';
import { messages } from './messages.ts';

describe('isValidLinkedInUrl', () => {
  it.each([
    'https://www.linkedin.com/in/ada-lovelace',
    'http://www.linkedin.com/in/ada-lovelace',
    'https://linkedin.com/in/ada-lovelace',
    'https://uk.linkedin.com/in/ada-lovelace',
    'https://de.linkedin.com/in/ada_lovelace-123/',
    'https://www.linkedin.com/in/j%C3%BCrgen',
    'https://www.linkedin.com/in/jürgen-müller',
    'HTTPS://WWW.LINKEDIN.COM/in/Ada',
    'https://www.linkedin.com/pub/ada-lovelace/12/345/678',
    'https://www.linkedin.com/pub/ada-lovelace/1a/b2/c3/',
    '  https://www.linkedin.com/in/padded  ',
  ])('accepts %j', (url) => expect(isValidLinkedInUrl(url)).toBe(true));

  it.each([
    '',
    'linkedin.com/in/ada',
    'www.linkedin.com/in/ada',
    'ftp://www.linkedin.com/in/ada',
    'https://www.linkedin.com/',
    'https://www.linkedin.com/in/',
    'https://www.linkedin.com/in/ada/extra',
    'https://www.linkedin.com/company/acme',
    'https://www.linkedin.com/pub/ada/12/345',
    'https://www.linkedin.com/pub/ada/12/345/678/9',
    'https://abc.linkedin.com/in/ada',
    'https://m.linkedin.com/in/ada',
    'https://www.linkedin.co/in/ada',
    'https://www.linkedin.com.evil.example/in/ada',
    'https://evil.example/?https://www.linkedin.com/in/ada',
    'https://www.linkedin.com/in/ada lovelace',
    'https://www.linkedin.com/in/ada?trk=x',
    'javascript:alert(1)//linkedin.com/in/ada',
  ])('refuses %j', (url) => expect(isValidLinkedInUrl(url)).toBe(false));

  it(`refuses URLs longer than ${LINKEDIN_URL_MAX_LENGTH} characters`, () => {
    const prefix = 'https://www.linkedin.com/in/';
    expect(isValidLinkedInUrl(prefix + 'a'.repeat(LINKEDIN_URL_MAX_LENGTH - prefix.length))).toBe(
      true,
    );
    expect(
      isValidLinkedInUrl(prefix + 'a'.repeat(LINKEDIN_URL_MAX_LENGTH - prefix.length + 1)),
    ).toBe(false);
  });
});

describe('phones', () => {
  it('defaults to the US and knows every country with its calling code', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
    expect(phoneCountries()).toContain('US');
    expect(phoneCountries()).toContain('GB');
    expect(isPhoneCountry('IN')).toBe(true);
    expect(isPhoneCountry('ZZ')).toBe(false);
    expect(isPhoneCountry('us')).toBe(false);
    expect(callingCodeOf('GB')).toBe('+44');
    expect(callingCodeOf('IN')).toBe('+91');
  });

  it.each([
    ['(201) 555-0123', 'US'],
    ['201-555-0123', 'US'],
    ['2015550123', 'US'],
    ['+1 201 555 0123', 'US'],
    ['07400 123456', 'GB'],
    ['020 7946 0958', 'GB'],
    ['+44 7400 123456', 'GB'],
    ['98765 43210', 'IN'],
    ['+91 98765 43210', 'IN'],
  ] as const)('%j is valid for %s', (phone, country) =>
    expect(isValidPhone(phone, country)).toBe(true),
  );

  it.each([
    ['123', 'US'],
    ['1234567890', 'US'],
    ['555-555-5555', 'US'],
    ['not a phone', 'US'],
    ['', 'US'],
    ['201 555 0123 ext 5', 'US'],
    // Valid numbers, but of another country than the one chosen.
    ['+44 7400 123456', 'US'],
    ['(415) 555-0132', 'GB'],
    ['416 555 0123', 'US'],
    ['0740 012', 'GB'],
    ['98765', 'IN'],
  ] as const)('%j is not valid for %s', (phone, country) =>
    expect(isValidPhone(phone, country)).toBe(false),
  );

  it('shows US numbers in national format and others in international format', () => {
    expect(formatPhone('2015550123', 'US')).toBe('(201) 555-0123');
    expect(formatPhone('+12015550123', 'US')).toBe('(201) 555-0123');
    expect(formatPhone('07400123456', 'GB')).toBe('+44 7400 123456');
    expect(formatPhone('+447400123456', 'GB')).toBe('+44 7400 123456');
    expect(formatPhone('9876543210', 'IN')).toBe('+91 98765 43210');
    expect(formatPhone('12', 'US'), 'not a number: left as typed').toBe('12');
  });
});

describe('isSameEmail', () => {
  it('compares addresses trimmed and without case', () => {
    expect(isSameEmail(' Ada@Example.com ', 'ada@example.com')).toBe(true);
    expect(isSameEmail('ada@example.com', 'bob@example.com')).toBe(false);
    expect(isSameEmail(null, 'ada@example.com')).toBe(false);
  });
});

describe('secondaryContactInfoSchema', () => {
  const messagesOf = (input: SecondaryContactInfoInput) => {
    const result = secondaryContactInfoSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('stores the address trimmed in lower case, the phone in E.164 with its country', () => {
    expect(
      secondaryContactInfoSchema.parse({
        secondaryEmail: '  Ada.Personal@Example.COM ',
        linkedInUrl: ' https://www.linkedin.com/in/ada ',
        phoneNumber: '07400 123456',
        phoneNumberLocale: 'GB',
      }),
    ).toEqual({
      secondaryEmail: 'ada.personal@example.com',
      linkedInUrl: 'https://www.linkedin.com/in/ada',
      phoneNumber: '+447400123456',
      phoneNumberLocale: 'GB',
    });
  });

  it('makes LinkedIn and phone optional: blank or missing is none, and so is the locale', () => {
    const none = {
      secondaryEmail: 'ada@example.com',
      linkedInUrl: null,
      phoneNumber: null,
      phoneNumberLocale: null,
    };
    expect(secondaryContactInfoSchema.parse({ secondaryEmail: 'ada@example.com' })).toEqual(none);
    expect(
      secondaryContactInfoSchema.parse({
        secondaryEmail: 'ada@example.com',
        linkedInUrl: '  ',
        phoneNumber: ' ',
        phoneNumberLocale: 'GB',
      }),
    ).toEqual(none);
  });

  it('reads a phone as a US number when no country is given', () => {
    expect(
      secondaryContactInfoSchema.parse({
        secondaryEmail: 'a@example.com',
        phoneNumber: '2015550123',
      }),
    ).toMatchObject({ phoneNumber: '+12015550123', phoneNumberLocale: 'US' });
  });

  it("says 'Email is required.' for a blank address and 'Email address is invalid' for a bad one", () => {
    expect(messagesOf({ secondaryEmail: '' })).toEqual({
      secondaryEmail: messages.secondaryEmailRequired,
    });
    expect(messagesOf({ secondaryEmail: '   ' })).toEqual({
      secondaryEmail: messages.secondaryEmailRequired,
    });
    expect(messagesOf({} as SecondaryContactInfoInput)).toEqual({
      secondaryEmail: messages.secondaryEmailRequired,
    });
    expect(messagesOf({ secondaryEmail: 'not-an-address' })).toEqual({
      secondaryEmail: messages.secondaryEmailInvalid,
    });
    expect(messagesOf({ secondaryEmail: `${'a'.repeat(250)}@example.com` })).toEqual({
      secondaryEmail: messages.secondaryEmailInvalid,
    });
  });

  it("says 'LinkedIn URL is invalid' and 'Please enter a valid phone number'", () => {
    expect(
      messagesOf({
        secondaryEmail: 'ada@example.com',
        linkedInUrl: 'https://example.com/in/ada',
        phoneNumber: '555',
        phoneNumberLocale: 'US',
      }),
    ).toEqual({
      linkedInUrl: messages.linkedInUrlInvalid,
      phoneNumber: messages.phoneNumberInvalid,
    });
  });

  it('refuses a phone of another country than the locale, and an unknown locale', () => {
    expect(
      messagesOf({
        secondaryEmail: 'ada@example.com',
        phoneNumber: '(415) 555-0132',
        phoneNumberLocale: 'GB',
      }),
    ).toEqual({ phoneNumber: messages.phoneNumberInvalid });
    expect(
      messagesOf({
        secondaryEmail: 'ada@example.com',
        phoneNumber: '(201) 555-0123',
        phoneNumberLocale: 'XX',
      }),
    ).toEqual({ phoneNumber: messages.phoneNumberInvalid });
  });

  it('refuses values of the wrong type with the field messages', () => {
    expect(
      messagesOf({
        secondaryEmail: 42,
        linkedInUrl: 7,
        phoneNumber: {},
      } as unknown as SecondaryContactInfoInput),
    ).toEqual({
      secondaryEmail: messages.secondaryEmailRequired,
      linkedInUrl: messages.linkedInUrlInvalid,
      phoneNumber: messages.phoneNumberInvalid,
    });
  });
});
