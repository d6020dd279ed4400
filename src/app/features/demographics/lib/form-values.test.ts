import { describe, expect, it } from 'vitest';
import { OPTED_OUT_VALUES } from '../../../../domain/demographics.ts';
import {
  EMPTY_FORM_VALUES,
  isFormValid,
  toFormValues,
  toSaveVariables,
  type DemographicFormValues,
} from './form-values.ts';

const complete: DemographicFormValues = {
  diversityOptIn: true,
  birthYear: 1990,
  gender: 'Female',
  ethnicity: ['Asian'],
  veteran: 'No',
  lgbtq: 'Yes',
  firstGenCollege: 'Prefer not to disclose',
};

describe('demographic form values', () => {
  it('start empty, with no opt-in choice, when nothing was saved', () => {
    expect(toFormValues(null)).toEqual(EMPTY_FORM_VALUES);
    expect(isFormValid(EMPTY_FORM_VALUES)).toBe(false);
  });

  it('read stored answers and unsent variables alike', () => {
    expect(toFormValues(complete)).toEqual(complete);
    expect(toFormValues({ ...complete, ethnicity: 'White' })).toEqual({
      ...complete,
      ethnicity: ['White'],
    });
  });

  it('save a complete opt-in as it is, and an opt-out with every answer cleared', () => {
    expect(toSaveVariables(complete)).toEqual(complete);
    expect(toSaveVariables({ ...complete, diversityOptIn: false })).toEqual(OPTED_OUT_VALUES);
    expect(toSaveVariables({ ...EMPTY_FORM_VALUES, diversityOptIn: false })).toEqual(
      OPTED_OUT_VALUES,
    );
  });

  it('have nothing to save when opted in and incomplete', () => {
    expect(toSaveVariables({ ...complete, gender: null })).toBeNull();
    expect(isFormValid({ ...complete, ethnicity: [] })).toBe(false);
  });
});
