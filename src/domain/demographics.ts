/**
 * The demographic form (spec sections 2, 3, 4 and 5): its options, the birth-year range, the
 * Prefer-not-to-disclose rule for ethnicity, the validity rule and the input schema. Shared by the
 * form, the server (updateUserPersonalInformation) and profile completion.
 */
import { z } from 'zod';

export const PREFER_NOT_TO_DISCLOSE = 'Prefer not to disclose';

export const GENDER_OPTIONS = [
  'Female',
  'Male',
  'Non-binary',
  'Transgender',
  PREFER_NOT_TO_DISCLOSE,
] as const;

export const ETHNICITY_OPTIONS = [
  'Asian',
  'Black or African American',
  'Hispanic or Latino',
  'Middle Eastern or North African',
  'Native American or Alaska Native',
  'Pacific Islander or Native Hawaiian',
  'South Asian (including Indian and Pakistani)',
  'White',
  PREFER_NOT_TO_DISCLOSE,
] as const;

/** The answers of veteran, lgbtq and firstGenCollege. */
export const YES_NO_OPTIONS = ['Yes', 'No', PREFER_NOT_TO_DISCLOSE] as const;

export type Ethnicity = (typeof ETHNICITY_OPTIONS)[number];

/** Birth years offered: this many years back from the current year (spec section 9). */
export const BIRTH_YEAR_RANGE_YEARS = 80;

export const demographicMessages = {
  incomplete: 'Please complete all required fields.',
  birthYearOutOfRange: 'Please choose a birth year from the list.',
  optionNotAllowed: 'Please choose one of the listed options.',
} as const;

/** Birth years from the current year back to 80 years ago, newest first. */
export function birthYearOptions(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: BIRTH_YEAR_RANGE_YEARS + 1 }, (_, i) => current - i);
}

export function isBirthYearInRange(year: number, now: Date = new Date()): boolean {
  const current = now.getFullYear();
  return Number.isInteger(year) && year <= current && year >= current - BIRTH_YEAR_RANGE_YEARS;
}

/**
 * The ethnicity list after (un)checking `option`: picking Prefer not to disclose clears the other
 * picks, and picking any other clears Prefer not to disclose. Kept in the options' order.
 */
export function toggleEthnicity(
  selected: readonly string[],
  option: Ethnicity,
  checked: boolean,
): Ethnicity[] {
  let next: Set<string>;
  if (!checked) next = new Set(selected.filter((value) => value !== option));
  else if (option === PREFER_NOT_TO_DISCLOSE) next = new Set([option]);
  else next = new Set([...selected.filter((value) => value !== PREFER_NOT_TO_DISCLOSE), option]);
  return ETHNICITY_OPTIONS.filter((value) => next.has(value));
}

/** What the form edits and the server stores (GraphQL PersonalInformation). */
export interface PersonalInformationValues {
  diversityOptIn: boolean;
  birthYear: number | null;
  gender: string | null;
  ethnicity: readonly string[];
  veteran: string | null;
  lgbtq: string | null;
  firstGenCollege: string | null;
}

/** The values of a candidate who chose not to share: nothing but the choice is kept. */
export const OPTED_OUT_VALUES: PersonalInformationValues = {
  diversityOptIn: false,
  birthYear: null,
  gender: null,
  ethnicity: [],
  veteran: null,
  lgbtq: null,
  firstGenCollege: null,
};

/** What the validity rule reads: the stored answers, the form's values or a request's input. */
export interface DemographicsAnswers {
  diversityOptIn: boolean;
  birthYear?: number | null | undefined;
  gender?: string | null | undefined;
  ethnicity?: readonly string[] | null | undefined;
  veteran?: string | null | undefined;
  lgbtq?: string | null | undefined;
  firstGenCollege?: string | null | undefined;
}

const isSet = (value: string | number | null | undefined) =>
  value !== null && value !== undefined && value !== '';

/**
 * Spec section 5: opted out is valid; opted in is valid only with at least one ethnicity and the
 * gender, veteran, lgbtq, first-generation college and birth year answers all set.
 */
export function isDemographicsValid(values: DemographicsAnswers): boolean {
  if (!values.diversityOptIn) return true;
  return (
    (values.ethnicity?.length ?? 0) > 0 &&
    isSet(values.gender) &&
    isSet(values.veteran) &&
    isSet(values.lgbtq) &&
    isSet(values.firstGenCollege) &&
    isSet(values.birthYear)
  );
}

/**
 * completedPersonalInformation: a stored answer that is valid, opted in or opted out. Never saved
 * (null) is not complete.
 */
export function isPersonalInformationComplete(
  info: DemographicsAnswers | null | undefined,
): boolean {
  return info !== null && info !== undefined && isDemographicsValid(info);
}

const answer = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: demographicMessages.optionNotAllowed }).nullish();

/**
 * UpdateUserPersonalInformation's input: every value from its list, the birth year in range, the
 * ethnicity list without duplicates and Prefer not to disclose alone. Opted in, it must be complete;
 * opted out, the other fields are ignored. The result is what is stored (opted out: cleared).
 */
export const personalInformationInputSchema = z
  .object({
    diversityOptIn: z.boolean(),
    birthYear: z
      .number()
      .int()
      .refine((year) => isBirthYearInRange(year), demographicMessages.birthYearOutOfRange)
      .nullish(),
    gender: answer(GENDER_OPTIONS),
    ethnicity: z
      .array(z.enum(ETHNICITY_OPTIONS, { error: demographicMessages.optionNotAllowed }))
      .max(ETHNICITY_OPTIONS.length)
      .nullish(),
    veteran: answer(YES_NO_OPTIONS),
    lgbtq: answer(YES_NO_OPTIONS),
    firstGenCollege: answer(YES_NO_OPTIONS),
  })
  .superRefine((input, ctx) => {
    if (!input.diversityOptIn) return;
    const ethnicity = input.ethnicity ?? [];
    const exclusive =
      new Set(ethnicity).size === ethnicity.length &&
      (!ethnicity.includes(PREFER_NOT_TO_DISCLOSE) || ethnicity.length === 1);
    if (!exclusive) {
      ctx.addIssue({
        code: 'custom',
        path: ['ethnicity'],
        message: demographicMessages.optionNotAllowed,
      });
    }
    if (!isDemographicsValid(input)) {
      ctx.addIssue({ code: 'custom', path: [], message: demographicMessages.incomplete });
    }
  })
  .transform((input): PersonalInformationValues =>
    input.diversityOptIn
      ? {
          diversityOptIn: true,
          birthYear: input.birthYear ?? null,
          gender: input.gender ?? null,
          ethnicity: input.ethnicity ?? [],
          veteran: input.veteran ?? null,
          lgbtq: input.lgbtq ?? null,
          firstGenCollege: input.firstGenCollege ?? null,
        }
      : OPTED_OUT_VALUES,
  );
