import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allowedDegrees,
  checkSchoolInput,
  DEGREES,
  degreeLabel,
  degreeRequirementErrors,
  degreeRestrictionErrors,
  degreesForContext,
  educationInstructions,
  educationMessages,
  emptySchoolEntry,
  GPA_GUIDANCE,
  GPA_OPTIONS,
  GPA_VALUES,
  gpaLabel,
  GRADUATION_MONTHS,
  graduationYears,
  isTemporarySchoolId,
  MAJORS,
  newSchoolId,
  parseGraduationDate,
  requiredEducationChecklist,
  schoolEntrySchema,
  toGraduationDate,
  toSchoolEntryValues,
  toSchoolInput,
  type SchoolEntryValues,
} from './education.ts';
import { messages } from './messages.ts';

const UNDERGRAD = 'You must have at least one undergraduate degree.';
const JD_NEEDED = 'Please enter a Juris Doctor (JD) degree.';
const REQUIRED = 'This field is required. Please enter a value.';

const ids = (degrees: readonly { id: string }[]) => degrees.map((d) => d.id);

afterEach(() => {
  vi.useRealTimers();
});

describe('degrees', () => {
  it('has the spec labels, with Juris Doctor (JD) for law only', () => {
    expect(DEGREES.map((d) => d.label)).toEqual([
      'Associates',
      'Bachelors',
      'Masters',
      'Doctorate',
      'Professional',
      'Juris Doctor (JD)',
    ]);
    expect(ids(degreesForContext('law'))).toContain('JD');
    for (const context of ['none', 'finance_banking_investment', 'unknown', null]) {
      expect(ids(degreesForContext(context))).toEqual([
        'ASSOCIATES',
        'BACHELORS',
        'MASTERS',
        'DOCTORATE',
        'PROFESSIONAL',
      ]);
    }
    expect(degreeLabel('JD')).toBe('Juris Doctor (JD)');
  });

  it('labels the GPA by degree: graduate degrees (Masters, Doctorate, Professional, JD) vs the rest', () => {
    for (const d of ['MASTERS', 'DOCTORATE', 'PROFESSIONAL', 'JD'])
      expect(gpaLabel(d)).toBe('Graduate Degree GPA');
    for (const d of ['ASSOCIATES', 'BACHELORS', '']) expect(gpaLabel(d)).toBe('Cumulative GPA');
  });
});

describe('degree requirements per industry context', () => {
  it('general and finance contexts need at least one Associates or Bachelors', () => {
    for (const context of ['none', 'finance_banking_investment']) {
      expect(degreeRequirementErrors(context, [])).toEqual([UNDERGRAD]);
      expect(degreeRequirementErrors(context, ['MASTERS', 'DOCTORATE'])).toEqual([UNDERGRAD]);
      expect(degreeRequirementErrors(context, ['ASSOCIATES'])).toEqual([]);
      expect(degreeRequirementErrors(context, ['BACHELORS', 'MASTERS'])).toEqual([]);
    }
  });

  it('law needs an undergraduate degree and a JD, with the spec messages', () => {
    expect(degreeRequirementErrors('law', [])).toEqual([UNDERGRAD, JD_NEEDED]);
    expect(degreeRequirementErrors('law', ['BACHELORS'])).toEqual([JD_NEEDED]);
    expect(degreeRequirementErrors('law', ['JD'])).toEqual([UNDERGRAD]);
    expect(degreeRequirementErrors('law', ['BACHELORS', 'JD'])).toEqual([]);
    expect(degreeRequirementErrors('law', ['ASSOCIATES', 'JD', 'MASTERS'])).toEqual([]);
    expect([UNDERGRAD, JD_NEEDED]).toEqual([
      messages.undergraduateDegreeRequired,
      messages.jdDegreeRequired,
    ]);
  });

  it('allows at most one undergraduate degree and, in law, one JD; a JD only in law', () => {
    expect(degreeRequirementErrors('none', ['ASSOCIATES', 'BACHELORS'])).toEqual([
      educationMessages.oneUndergraduateDegree,
    ]);
    expect(degreeRequirementErrors('law', ['BACHELORS', 'JD', 'JD'])).toEqual([
      educationMessages.oneJdDegree,
    ]);
    expect(degreeRestrictionErrors('finance_banking_investment', ['BACHELORS', 'JD'])).toEqual([
      educationMessages.jdOnlyForLaw,
    ]);
    // Partial progress breaks no restriction.
    expect(degreeRestrictionErrors('law', ['BACHELORS'])).toEqual([]);
  });

  it('restricts the degree options of a form by the other entries', () => {
    expect(ids(allowedDegrees('law', []))).toEqual([
      'ASSOCIATES',
      'BACHELORS',
      'MASTERS',
      'DOCTORATE',
      'PROFESSIONAL',
      'JD',
    ]);
    expect(ids(allowedDegrees('law', ['BACHELORS']))).toEqual([
      'MASTERS',
      'DOCTORATE',
      'PROFESSIONAL',
      'JD',
    ]);
    expect(ids(allowedDegrees('law', ['ASSOCIATES', 'JD']))).toEqual([
      'MASTERS',
      'DOCTORATE',
      'PROFESSIONAL',
    ]);
    // Several graduate degrees are fine.
    expect(ids(allowedDegrees('none', ['MASTERS', 'MASTERS']))).toEqual([
      'ASSOCIATES',
      'BACHELORS',
      'MASTERS',
      'DOCTORATE',
      'PROFESSIONAL',
    ]);
  });

  it('gives the checklist of required information, checked when met', () => {
    expect(requiredEducationChecklist('none', [])).toEqual([
      { id: 'undergraduate', label: expect.any(String), met: false },
    ]);
    expect(
      requiredEducationChecklist('law', ['BACHELORS']).map(({ id, met }) => ({ id, met })),
    ).toEqual([
      { id: 'undergraduate', met: true },
      { id: 'jd', met: false },
    ]);
    expect(requiredEducationChecklist('law', ['JD', 'ASSOCIATES']).every((i) => i.met)).toBe(true);
  });

  it('has instructions for each industry context', () => {
    const law = educationInstructions('law').join(' ');
    const finance = educationInstructions('finance_banking_investment').join(' ');
    const general = educationInstructions('none').join(' ');
    expect(law).toMatch(/Juris Doctor \(JD\)/);
    expect(finance).toMatch(/finance/i);
    expect(general).not.toMatch(/Juris Doctor/);
    expect(new Set([law, finance, general]).size).toBe(3);
    expect(educationInstructions('something-else')).toEqual(educationInstructions('none'));
  });
});

describe('GPA', () => {
  it('offers N/A (stored as a single space), then 4.0 down to 1.0 in 0.1 steps', () => {
    expect(GPA_VALUES).toHaveLength(32);
    expect(GPA_VALUES[0]).toBe(' ');
    expect(GPA_VALUES.slice(1, 4)).toEqual(['4.0', '3.9', '3.8']);
    expect(GPA_VALUES.at(-1)).toBe('1.0');
    expect(GPA_OPTIONS[0]).toEqual({ value: ' ', label: 'N/A' });
    expect(GPA_VALUES).not.toContain('0.9');
  });

  it('explains what to enter', () => {
    const text = GPA_GUIDANCE.join(' ');
    expect(text).toMatch(/cumulative/i);
    expect(text).toMatch(/not your major GPA/);
    expect(text).toMatch(/4\.0 scale/);
    expect(text).toMatch(/graduate degree.*N\/A/i);
  });
});

describe('graduation date', () => {
  it('offers 1975 to the current year plus 10, newest first; January to December', () => {
    const years = graduationYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(2036);
    expect(years.at(-1)).toBe(1975);
    expect(years).toHaveLength(2036 - 1975 + 1);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    expect(GRADUATION_MONTHS).toHaveLength(12);
    expect(GRADUATION_MONTHS[0]).toBe('January');
    expect(GRADUATION_MONTHS[11]).toBe('December');
  });

  it('is saved as the 7th of the chosen month', () => {
    expect(toGraduationDate(2027, 5)).toBe('2027-05-07');
    expect(toGraduationDate(1975, 12)).toBe('1975-12-07');
    expect(parseGraduationDate('2027-05-07')).toEqual({ year: 2027, month: 5 });
    expect(parseGraduationDate('2027-05-08')).toBeNull();
    expect(parseGraduationDate('2027-13-07')).toBeNull();
    expect(parseGraduationDate('May 2027')).toBeNull();
  });
});

describe('majors', () => {
  it('is a long alphabetical list from Accounting to Urban Planning', () => {
    expect(MAJORS.length).toBeGreaterThanOrEqual(90);
    expect(MAJORS[0]).toBe('Accounting');
    expect(MAJORS.at(-1)).toBe('Urban Planning');
    expect([...MAJORS].sort((a, b) => a.localeCompare(b))).toEqual(MAJORS);
    expect(new Set(MAJORS).size).toBe(MAJORS.length);
  });
});

describe('temporary ids', () => {
  it('are a prefix and a timestamp, distinct even within one millisecond', () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    const first = newSchoolId();
    const second = newSchoolId();
    expect(first).toMatch(/^new-school-\d{13}$/);
    expect(second).not.toBe(first);
    expect(isTemporarySchoolId(first)).toBe(true);
    expect(isTemporarySchoolId('4f1c2d3e-0000-4000-8000-000000000000')).toBe(false);
  });
});

describe('school entry schema', () => {
  const valid: SchoolEntryValues = {
    id: 'new-school-1',
    school: 'c0ffee00-0000-4000-8000-000000000000',
    schoolName: 'Harvard University',
    unlistedSchoolName: '',
    degree: 'BACHELORS',
    major: 'Economics',
    gpa: '3.7',
    graduationMonth: '5',
    graduationYear: '2015',
  };
  const errorsOf = (values: SchoolEntryValues) => {
    const result = schoolEntrySchema.safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('requires every field with the spec message', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf(emptySchoolEntry('new-school-2'))).toEqual({
      school: REQUIRED,
      degree: REQUIRED,
      major: REQUIRED,
      gpa: REQUIRED,
      graduationMonth: REQUIRED,
      graduationYear: REQUIRED,
    });
  });

  it('needs no major for a JD, and N/A counts as a chosen GPA', () => {
    expect(errorsOf({ ...valid, degree: 'JD', major: '', gpa: ' ' })).toEqual({});
    expect(errorsOf({ ...valid, major: '  ' })).toEqual({ major: REQUIRED });
  });

  it('needs the unlisted name when Other is chosen', () => {
    expect(errorsOf({ ...valid, school: 'OTHER' })).toEqual({ unlistedSchoolName: REQUIRED });
    expect(errorsOf({ ...valid, school: 'OTHER', unlistedSchoolName: 'Hill College' })).toEqual({});
  });

  it('refuses values that are not in the lists', () => {
    expect(errorsOf({ ...valid, degree: 'PHD' })).toEqual({
      degree: educationMessages.unknownDegree,
    });
    expect(errorsOf({ ...valid, gpa: '9' })).toEqual({ gpa: educationMessages.invalidGpa });
    expect(errorsOf({ ...valid, graduationYear: '1974' })).toEqual({
      graduationYear: educationMessages.invalidGraduationDate,
    });
    expect(errorsOf({ ...valid, graduationMonth: '13' })).toEqual({
      graduationMonth: messages.fieldInvalid,
    });
  });

  it('turns form values into the mutation input and back', () => {
    const input = toSchoolInput({ ...valid, major: ' Economics ' });
    expect(input).toEqual({
      id: 'new-school-1',
      school: valid.school,
      unlistedSchoolName: null,
      degree: 'BACHELORS',
      major: 'Economics',
      gpa: '3.7',
      graduationDate: '2015-05-07',
    });
    expect(toSchoolEntryValues(input, 'Harvard University')).toEqual(valid);
    expect(toSchoolInput({ ...valid, degree: 'JD' }).major).toBeNull();
    expect(
      toSchoolInput({ ...valid, school: 'OTHER', unlistedSchoolName: ' Hill ' }).unlistedSchoolName,
    ).toBe('Hill');
  });

  it('checks a sent entry as the server does', () => {
    const input = toSchoolInput(valid);
    expect(checkSchoolInput(input)).toEqual({ ok: true, value: input });
    expect(checkSchoolInput({ ...input, graduationDate: '2015-05-08' })).toEqual({
      ok: false,
      field: 'graduationDate',
      message: educationMessages.invalidGraduationDate,
    });
    expect(checkSchoolInput({ ...input, gpa: '9' })).toMatchObject({ ok: false, field: 'gpa' });
    expect(checkSchoolInput({ ...input, degree: 'PHD' })).toMatchObject({
      ok: false,
      field: 'degree',
      message: educationMessages.unknownDegree,
    });
    expect(checkSchoolInput({ ...input, major: null })).toMatchObject({
      ok: false,
      field: 'major',
      message: REQUIRED,
    });
  });
});
