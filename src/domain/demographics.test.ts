import { describe, expect, it } from 'vitest';
import {
  BIRTH_YEAR_RANGE_YEARS,
  birthYearOptions,
  demographicMessages,
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  isBirthYearInRange,
  isDemographicsValid,
  isPersonalInformationComplete,
  OPTED_OUT_VALUES,
  personalInformationInputSchema,
  PREFER_NOT_TO_DISCLOSE,
  toggleEthnicity,
  YES_NO_OPTIONS,
  type PersonalInformationValues,
} from './demographics.ts';

const complete: PersonalInformationValues = {
  diversityOptIn: true,
  birthYear: new Date().getFullYear() - 30,
  gender: 'Non-binary',
  ethnicity: ['Asian', 'White'],
  veteran: 'No',
  lgbtq: PREFER_NOT_TO_DISCLOSE,
  firstGenCollege: 'Yes',
};

describe('options (spec section 5)', () => {
  it('offers the genders in the spec order', () => {
    expect(GENDER_OPTIONS).toEqual([
      'Female',
      'Male',
      'Non-binary',
      'Transgender',
      'Prefer not to disclose',
    ]);
  });

  it('offers the ethnicities in the spec order', () => {
    expect(ETHNICITY_OPTIONS).toEqual([
      'Asian',
      'Black or African American',
      'Hispanic or Latino',
      'Middle Eastern or North African',
      'Native American or Alaska Native',
      'Pacific Islander or Native Hawaiian',
      'South Asian (including Indian and Pakistani)',
      'White',
      'Prefer not to disclose',
    ]);
  });

  it('offers Yes, No, Prefer not to disclose for veteran, lgbtq and first-generation college', () => {
    expect(YES_NO_OPTIONS).toEqual(['Yes', 'No', 'Prefer not to disclose']);
  });
});

describe('birth years', () => {
  it('runs from the current year back 80 years, newest first', () => {
    const years = birthYearOptions(new Date(2026, 5, 1));
    expect(BIRTH_YEAR_RANGE_YEARS).toBe(80);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1946);
    expect(years).toHaveLength(81);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it('knows which years are in range', () => {
    const now = new Date(2026, 0, 1);
    expect(isBirthYearInRange(2026, now)).toBe(true);
    expect(isBirthYearInRange(1946, now)).toBe(true);
    expect(isBirthYearInRange(1945, now)).toBe(false);
    expect(isBirthYearInRange(2027, now)).toBe(false);
    expect(isBirthYearInRange(1990.5, now)).toBe(false);
  });
});

describe('toggleEthnicity: Prefer not to disclose is exclusive', () => {
  it('adds a pick, in the options order', () => {
    expect(toggleEthnicity(['White'], 'Asian', true)).toEqual(['Asian', 'White']);
  });

  it('picking Prefer not to disclose clears the other picks', () => {
    expect(toggleEthnicity(['Asian', 'White'], PREFER_NOT_TO_DISCLOSE, true)).toEqual([
      PREFER_NOT_TO_DISCLOSE,
    ]);
  });

  it('picking another option clears Prefer not to disclose', () => {
    expect(toggleEthnicity([PREFER_NOT_TO_DISCLOSE], 'Hispanic or Latino', true)).toEqual([
      'Hispanic or Latino',
    ]);
  });

  it('unchecking removes only that option', () => {
    expect(toggleEthnicity(['Asian', 'White'], 'Asian', false)).toEqual(['White']);
    expect(toggleEthnicity([PREFER_NOT_TO_DISCLOSE], PREFER_NOT_TO_DISCLOSE, false)).toEqual([]);
  });

  it('checking an option twice keeps it once', () => {
    expect(toggleEthnicity(['Asian'], 'Asian', true)).toEqual(['Asian']);
  });
});

describe('validity (spec section 5)', () => {
  it('words the message as the spec does', () => {
    expect(demographicMessages.incomplete).toBe('Please complete all required fields.');
  });

  it('opted out is valid, whatever the other fields hold', () => {
    expect(isDemographicsValid(OPTED_OUT_VALUES)).toBe(true);
    expect(isDemographicsValid({ ...OPTED_OUT_VALUES, gender: 'Male' })).toBe(true);
  });

  it('opted in with every answer is valid', () => {
    expect(isDemographicsValid(complete)).toBe(true);
  });

  it.each([
    ['no ethnicity', { ethnicity: [] }],
    ['no gender', { gender: null }],
    ['no veteran answer', { veteran: null }],
    ['no lgbtq answer', { lgbtq: null }],
    ['no first-generation college answer', { firstGenCollege: null }],
    ['no birth year', { birthYear: null }],
    ['an empty gender', { gender: '' }],
  ])('opted in with %s is not valid', (_label, patch) => {
    expect(isDemographicsValid({ ...complete, ...patch })).toBe(false);
  });
});

describe('isPersonalInformationComplete', () => {
  it('is false when nothing was ever saved', () => {
    expect(isPersonalInformationComplete(null)).toBe(false);
    expect(isPersonalInformationComplete(undefined)).toBe(false);
  });

  it('is true for a stored opt-out', () => {
    expect(isPersonalInformationComplete(OPTED_OUT_VALUES)).toBe(true);
  });

  it('is true for a stored complete opt-in, false for an incomplete one', () => {
    expect(isPersonalInformationComplete(complete)).toBe(true);
    expect(isPersonalInformationComplete({ ...complete, ethnicity: [] })).toBe(false);
  });
});

describe('personalInformationInputSchema', () => {
  it('accepts a complete opt-in and returns it as stored', () => {
    expect(personalInformationInputSchema.parse(complete)).toEqual(complete);
  });

  it('clears every other field when opted out', () => {
    expect(personalInformationInputSchema.parse({ ...complete, diversityOptIn: false })).toEqual(
      OPTED_OUT_VALUES,
    );
    expect(personalInformationInputSchema.parse({ diversityOptIn: false })).toEqual(
      OPTED_OUT_VALUES,
    );
  });

  it('refuses an incomplete opt-in with the spec message', () => {
    const result = personalInformationInputSchema.safeParse({ ...complete, veteran: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(demographicMessages.incomplete);
  });

  it.each([
    ['a gender not in the list', { gender: 'Robot' }],
    ['an ethnicity not in the list', { ethnicity: ['Martian'] }],
    ['a veteran answer not in the list', { veteran: 'Maybe' }],
    ['an lgbtq answer not in the list', { lgbtq: 'yes' }],
    ['a first-generation answer not in the list', { firstGenCollege: 'Y' }],
    ['a birth year before the range', { birthYear: new Date().getFullYear() - 81 }],
    ['a birth year in the future', { birthYear: new Date().getFullYear() + 1 }],
    ['a fractional birth year', { birthYear: 1990.5 }],
    [
      'Prefer not to disclose with another ethnicity',
      { ethnicity: ['Asian', PREFER_NOT_TO_DISCLOSE] },
    ],
    ['a repeated ethnicity', { ethnicity: ['Asian', 'Asian'] }],
  ])('refuses %s', (_label, patch) => {
    expect(personalInformationInputSchema.safeParse({ ...complete, ...patch }).success).toBe(false);
  });

  it('refuses a missing opt-in choice', () => {
    const { diversityOptIn: _omitted, ...rest } = complete;
    expect(personalInformationInputSchema.safeParse(rest).success).toBe(false);
  });
});
