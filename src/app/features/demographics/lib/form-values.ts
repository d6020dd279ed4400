/**
 * The demographic form's values and their way to and from what is stored. The form keeps the
 * answers while "No" is chosen (choosing "Yes, share" again brings them back); what is saved for
 * "No" has every answer cleared, as the server stores it.
 */
import {
  isDemographicsValid,
  OPTED_OUT_VALUES,
  type PersonalInformationValues,
} from '../../../../domain/demographics.ts';

export interface DemographicFormValues {
  /** null until the candidate chooses. */
  diversityOptIn: boolean | null;
  birthYear: number | null;
  gender: string | null;
  ethnicity: string[];
  veteran: string | null;
  lgbtq: string | null;
  firstGenCollege: string | null;
}

export const EMPTY_FORM_VALUES: DemographicFormValues = {
  diversityOptIn: null,
  birthYear: null,
  gender: null,
  ethnicity: [],
  veteran: null,
  lgbtq: null,
  firstGenCollege: null,
};

/** Stored answers, or an unsent save's variables (GraphQL lets a one-item list be a string). */
type Stored = {
  [K in Exclude<keyof PersonalInformationValues, 'ethnicity'>]?:
    PersonalInformationValues[K] | null | undefined;
} & { ethnicity?: readonly string[] | string | null | undefined };

export function toFormValues(stored: Stored | null | undefined): DemographicFormValues {
  if (!stored) return EMPTY_FORM_VALUES;
  return {
    diversityOptIn: stored.diversityOptIn ?? null,
    birthYear: stored.birthYear ?? null,
    gender: stored.gender ?? null,
    ethnicity:
      typeof stored.ethnicity === 'string' ? [stored.ethnicity] : [...(stored.ethnicity ?? [])],
    veteran: stored.veteran ?? null,
    lgbtq: stored.lgbtq ?? null,
    firstGenCollege: stored.firstGenCollege ?? null,
  };
}

/** Spec section 5, with "not chosen yet" as not valid: there is nothing to save. */
export function isFormValid(values: DemographicFormValues): boolean {
  return (
    values.diversityOptIn !== null &&
    isDemographicsValid({ ...values, diversityOptIn: values.diversityOptIn })
  );
}

/** What UpdateUserPersonalInformation is sent (null when the form cannot be saved). */
export function toSaveVariables(values: DemographicFormValues): PersonalInformationValues | null {
  if (!isFormValid(values)) return null;
  if (!values.diversityOptIn) return OPTED_OUT_VALUES;
  return { ...values, diversityOptIn: true };
}
