/**
 * Education (spec sections 2, 3 and 5): the degrees and their rules per industry context, GPA
 * options, labels and guidance, graduation dates, the majors, and the school-entry schema. One
 * module for the /education page, the server's UpdateUserSchoolsArray and the profile-completion
 * rule (`degreeRequirementErrors`), so the three never disagree.
 */
import { z } from 'zod';
import { DEFAULT_INDUSTRY_CONTEXT_ID } from './constants.ts';
import { messages } from './messages.ts';

// --- Degrees -------------------------------------------------------------------------------------

export const DEGREES = [
  { id: 'ASSOCIATES', label: 'Associates', graduate: false, lawOnly: false },
  { id: 'BACHELORS', label: 'Bachelors', graduate: false, lawOnly: false },
  { id: 'MASTERS', label: 'Masters', graduate: true, lawOnly: false },
  { id: 'DOCTORATE', label: 'Doctorate', graduate: true, lawOnly: false },
  { id: 'PROFESSIONAL', label: 'Professional', graduate: true, lawOnly: false },
  { id: 'JD', label: 'Juris Doctor (JD)', graduate: true, lawOnly: true },
] as const;

export type Degree = (typeof DEGREES)[number];
export type DegreeId = Degree['id'];

export const DEGREE_IDS: readonly DegreeId[] = DEGREES.map((d) => d.id);
export const JD: DegreeId = 'JD';
/** The industry context whose candidates may (and must) enter a JD. */
export const LAW_CONTEXT_ID = 'law';

export function isDegreeId(value: unknown): value is DegreeId {
  return typeof value === 'string' && (DEGREE_IDS as readonly string[]).includes(value);
}

export function degreeLabel(id: string): string {
  return DEGREES.find((d) => d.id === id)?.label ?? id;
}

/** Associates and Bachelors. */
export function isUndergraduateDegree(id: string): boolean {
  return DEGREES.some((d) => d.id === id && !d.graduate);
}

/** Masters, Doctorate, Professional and JD. */
export function isGraduateDegree(id: string): boolean {
  return DEGREES.some((d) => d.id === id && d.graduate);
}

/** An unknown or missing context reads as the general one ('none'). */
const isLaw = (industryContextId: string | null | undefined) =>
  (industryContextId ?? DEFAULT_INDUSTRY_CONTEXT_ID) === LAW_CONTEXT_ID;

/** The degrees a candidate of this context may enter: Juris Doctor (JD) only for law. */
export function degreesForContext(industryContextId: string | null | undefined): readonly Degree[] {
  return DEGREES.filter((d) => !d.lawOnly || isLaw(industryContextId));
}

/**
 * The degree options of one school form, given the degrees of the OTHER entries: at most one
 * undergraduate degree, and in law at most one JD (spec section 5, "degree options are restricted").
 */
export function allowedDegrees(
  industryContextId: string | null | undefined,
  otherDegrees: readonly string[],
): readonly Degree[] {
  const undergraduateTaken = otherDegrees.some(isUndergraduateDegree);
  const jdTaken = otherDegrees.includes(JD);
  return degreesForContext(industryContextId).filter(
    (d) => !(d.graduate ? d.id === JD && jdTaken : undergraduateTaken),
  );
}

// --- Requirements and restrictions (spec section 5) ----------------------------------------------

/** What each context needs before Save is enabled and the education counts as complete. */
export function missingDegreeErrors(
  industryContextId: string | null | undefined,
  degrees: readonly string[],
): string[] {
  const errors: string[] = [];
  if (!degrees.some(isUndergraduateDegree)) errors.push(messages.undergraduateDegreeRequired);
  if (isLaw(industryContextId) && !degrees.includes(JD)) errors.push(messages.jdDegreeRequired);
  return errors;
}

/** Lists the restricted options make impossible: the server refuses them (nothing is written). */
export function degreeRestrictionErrors(
  industryContextId: string | null | undefined,
  degrees: readonly string[],
): string[] {
  const errors: string[] = [];
  if (degrees.filter(isUndergraduateDegree).length > 1)
    errors.push(educationMessages.oneUndergraduateDegree);
  const jds = degrees.filter((d) => d === JD).length;
  if (!isLaw(industryContextId) && jds > 0) errors.push(educationMessages.jdOnlyForLaw);
  else if (jds > 1) errors.push(educationMessages.oneJdDegree);
  return errors;
}

/**
 * Everything that keeps a list of degrees from meeting its context's rules, in words; empty when
 * the education is complete. General and finance contexts need at least one Associates or
 * Bachelors; law needs that plus a JD; at most one undergraduate degree and, in law, one JD.
 * (Used by the profile-completion rule: keep this signature.)
 */
export function degreeRequirementErrors(industryContextId: string, degrees: string[]): string[] {
  return [
    ...missingDegreeErrors(industryContextId, degrees),
    ...degreeRestrictionErrors(industryContextId, degrees),
  ];
}

export interface RequirementItem {
  id: 'undergraduate' | 'jd';
  label: string;
  met: boolean;
}

/** The page's "required information" checklist, each item checked once met. */
export function requiredEducationChecklist(
  industryContextId: string | null | undefined,
  degrees: readonly string[],
): RequirementItem[] {
  const items: RequirementItem[] = [
    {
      id: 'undergraduate',
      label: 'An undergraduate degree (Associates or Bachelors)',
      met: degrees.some(isUndergraduateDegree),
    },
  ];
  if (isLaw(industryContextId)) {
    items.push({ id: 'jd', label: 'A Juris Doctor (JD) degree', met: degrees.includes(JD) });
  }
  return items;
}

/** The page's instructions per industry context (spec section 2: they depend on it). */
export function educationInstructions(industryContextId: string | null | undefined): string[] {
  const stillStudying =
    'Still in school? Choose the month and year you expect to graduate. You can change your education at any time.';
  switch (industryContextId) {
    case LAW_CONTEXT_ID:
      return [
        'Law firms look at your whole academic record. Add your undergraduate degree (Associates or Bachelors) and your Juris Doctor (JD), then any other degree you hold or are working toward, such as a Masters or an LLM (choose Professional).',
        stillStudying,
      ];
    case 'finance_banking_investment':
      return [
        'Finance, banking and investment firms look closely at your degrees and GPA. Add your undergraduate degree (Associates or Bachelors), then any graduate degree you hold or are working toward, such as an MBA (choose Masters) or a PhD (choose Doctorate).',
        stillStudying,
      ];
    default:
      return [
        'Add your undergraduate degree (Associates or Bachelors), then any other degree you hold or are working toward.',
        stillStudying,
      ];
  }
}

// --- GPA -----------------------------------------------------------------------------------------

/** "N/A" is stored as a single space (spec section 3). */
export const GPA_NOT_APPLICABLE = ' ';

/** N/A, then "4.0" down to "1.0" in 0.1 steps. */
export const GPA_VALUES: readonly string[] = [
  GPA_NOT_APPLICABLE,
  ...Array.from({ length: 31 }, (_, i) => ((40 - i) / 10).toFixed(1)),
];

export const GPA_OPTIONS: readonly { value: string; label: string }[] = GPA_VALUES.map((value) => ({
  value,
  label: value === GPA_NOT_APPLICABLE ? 'N/A' : value,
}));

export function isGpaOption(value: unknown): value is string {
  return typeof value === 'string' && GPA_VALUES.includes(value);
}

export function gpaLabel(degree: string): 'Graduate Degree GPA' | 'Cumulative GPA' {
  return isGraduateDegree(degree) ? 'Graduate Degree GPA' : 'Cumulative GPA';
}

export const GPA_GUIDANCE: readonly string[] = [
  'Enter your cumulative GPA across all of your study for this degree, not your major GPA.',
  'If your school does not grade on a 4.0 scale (for example, outside the US), convert your GPA to a 4.0 scale.',
  'For a graduate degree without a GPA, choose N/A.',
];

// --- Graduation date -----------------------------------------------------------------------------

export const FIRST_GRADUATION_YEAR = 1975;
export const GRADUATION_YEARS_AHEAD = 10;
/** Every graduation date is saved as this day of the chosen month (spec section 9). */
export const GRADUATION_DAY_OF_MONTH = 7;

export const GRADUATION_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 1975 to the current year plus 10, newest first. */
export function graduationYears(now: Date = new Date()): number[] {
  const last = now.getFullYear() + GRADUATION_YEARS_AHEAD;
  return Array.from({ length: last - FIRST_GRADUATION_YEAR + 1 }, (_, i) => last - i);
}

/** 'YYYY-MM-07' for a year and a month (1 to 12). */
export function toGraduationDate(year: number, month: number): string {
  const day = String(GRADUATION_DAY_OF_MONTH).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${day}`;
}

/** Year and month (1 to 12) of a stored date, or null when it is not a 'YYYY-MM-07' date. */
export function parseGraduationDate(date: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day !== GRADUATION_DAY_OF_MONTH) return null;
  return { year, month };
}

// --- Majors --------------------------------------------------------------------------------------

/** Common US majors, alphabetical ("accounting through urban planning"). None for a JD. */
export const MAJORS: readonly string[] = [
  'Accounting',
  'Actuarial Science',
  'Advertising',
  'Aerospace Engineering',
  'African American Studies',
  'Agricultural Science',
  'American Studies',
  'Animal Science',
  'Anthropology',
  'Applied Mathematics',
  'Architecture',
  'Art History',
  'Asian Studies',
  'Astronomy',
  'Biochemistry',
  'Bioengineering',
  'Biology',
  'Biomedical Engineering',
  'Business Administration',
  'Chemical Engineering',
  'Chemistry',
  'Civil Engineering',
  'Classics',
  'Cognitive Science',
  'Communications',
  'Comparative Literature',
  'Computer Engineering',
  'Computer Science',
  'Construction Management',
  'Criminal Justice',
  'Criminology',
  'Dance',
  'Data Science',
  'Dentistry',
  'Economics',
  'Education',
  'Electrical Engineering',
  'English',
  'Entrepreneurship',
  'Environmental Engineering',
  'Environmental Science',
  'Ethnic Studies',
  'Film Studies',
  'Finance',
  'Fine Arts',
  'Food Science',
  'Foreign Languages',
  'Forensic Science',
  'Gender Studies',
  'Geography',
  'Geology',
  'Graphic Design',
  'Health Administration',
  'Health Sciences',
  'History',
  'Hospitality Management',
  'Human Resources',
  'Industrial Engineering',
  'Information Systems',
  'Information Technology',
  'International Business',
  'International Relations',
  'Journalism',
  'Kinesiology',
  'Labor Relations',
  'Latin American Studies',
  'Legal Studies',
  'Liberal Arts',
  'Linguistics',
  'Management',
  'Management Information Systems',
  'Marketing',
  'Materials Science',
  'Mathematics',
  'Mechanical Engineering',
  'Medicine',
  'Microbiology',
  'Music',
  'Neuroscience',
  'Nursing',
  'Nutrition',
  'Operations Management',
  'Pharmacy',
  'Philosophy',
  'Physics',
  'Political Science',
  'Pre-Law',
  'Pre-Medicine',
  'Psychology',
  'Public Health',
  'Public Policy',
  'Real Estate',
  'Religious Studies',
  'Social Work',
  'Sociology',
  'Statistics',
  'Supply Chain Management',
  'Theater',
  'Urban Planning',
];

// --- Messages the spec does not word (the product's own) -----------------------------------------

export const educationMessages = {
  oneUndergraduateDegree: 'Only one undergraduate degree (Associates or Bachelors) can be entered.',
  oneJdDegree: 'Only one Juris Doctor (JD) degree can be entered.',
  jdOnlyForLaw: 'A Juris Doctor (JD) degree can only be entered for law.',
  unknownDegree: 'Please choose a degree from the list.',
  invalidGpa: 'Please choose a GPA from the list: N/A, or 4.0 down to 1.0.',
  invalidGraduationDate:
    'The graduation date must be the 7th of a month from 1975 to ten years from now.',
  unknownSchool:
    'This school is not in our list. Please search for it again, or choose "Other - my school is not listed".',
  unknownEntry:
    'This education entry is not part of your profile. Please reload the page and try again.',
  duplicateEntry: 'The same education entry appears twice.',
  tooManyEntries: 'At most 20 schools can be entered.',
  tooLong: 'This value is too long.',
} as const;

// --- Schools -------------------------------------------------------------------------------------

/** The school value of "Other - my school is not listed": the unlisted name is then required. */
export const OTHER_SCHOOL = 'OTHER';
export const OTHER_SCHOOL_LABEL = 'Other - my school is not listed';
export const SCHOOL_SEARCH_HINT = "Can't find what you need";
/** At most this many options per search (spec section 9). */
export const SCHOOL_SEARCH_LIMIT = 25;
export const MAX_SCHOOL_ENTRIES = 20;
export const SCHOOL_NAME_MAX_LENGTH = 200;
const TEXT_MAX_LENGTH = 200;
const ID_MAX_LENGTH = 100;

/** A new entry's id until the server gives it one: a prefix and a timestamp (spec section 3). */
export const NEW_SCHOOL_ID_PREFIX = 'new-school-';
let lastNewSchoolTimestamp = 0;

export function newSchoolId(now: number = Date.now()): string {
  // Two entries made within one millisecond still get different ids.
  lastNewSchoolTimestamp = Math.max(now, lastNewSchoolTimestamp + 1);
  return `${NEW_SCHOOL_ID_PREFIX}${lastNewSchoolTimestamp}`;
}

export function isTemporarySchoolId(id: string): boolean {
  return new RegExp(`^${NEW_SCHOOL_ID_PREFIX}\\d+$`).test(id);
}

// --- The school entry ----------------------------------------------------------------------------

/**
 * One school form's values. Graduation month and year and the unlisted name are form-only (spec
 * section 3); `schoolName` is what the school field shows for the chosen id.
 */
export interface SchoolEntryValues {
  id: string;
  school: string;
  schoolName: string;
  unlistedSchoolName: string;
  degree: string;
  major: string;
  gpa: string;
  /** '1' to '12', or '' while not chosen. */
  graduationMonth: string;
  /** '1975' and so on, or '' while not chosen. */
  graduationYear: string;
}

const required = z.string({ error: messages.fieldRequired }).min(1, messages.fieldRequired);

/** Required, and one of a list's values: a blank field only says that it is required. */
const chosen = (isValid: (value: string) => boolean, message: string) =>
  required.refine((value) => value === '' || isValid(value), message);

/**
 * The school-entry schema: every field required (degree, school, GPA, graduation month and year,
 * major unless JD), the unlisted name when Other is chosen; values from the lists only.
 */
export const schoolEntrySchema = z
  .object({
    id: z.string().max(ID_MAX_LENGTH),
    school: required.max(ID_MAX_LENGTH),
    schoolName: z.string(),
    unlistedSchoolName: z.string().max(SCHOOL_NAME_MAX_LENGTH, educationMessages.tooLong),
    degree: chosen(isDegreeId, educationMessages.unknownDegree),
    major: z.string().max(TEXT_MAX_LENGTH, educationMessages.tooLong),
    // N/A is a single space: "required" means chosen, not non-blank.
    gpa: chosen(isGpaOption, educationMessages.invalidGpa),
    graduationMonth: chosen((m) => /^(?:[1-9]|1[0-2])$/.test(m), messages.fieldInvalid),
    graduationYear: chosen(
      // A day of slack: the server's clock may already be in the next year where the candidate is.
      (y) => graduationYears(new Date(Date.now() + 24 * 60 * 60 * 1000)).includes(Number(y)),
      educationMessages.invalidGraduationDate,
    ),
  })
  .superRefine((entry, ctx) => {
    if (entry.degree !== JD && entry.major.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['major'], message: messages.fieldRequired });
    }
    if (entry.school === OTHER_SCHOOL && entry.unlistedSchoolName.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['unlistedSchoolName'],
        message: messages.fieldRequired,
      });
    }
  });

/** What UpdateUserSchoolsArray takes per entry (GraphQL SchoolInput). */
export interface SchoolInputValues {
  id: string;
  school: string;
  unlistedSchoolName?: string | null;
  degree: string;
  major?: string | null;
  gpa: string;
  graduationDate: string;
}

/** A stored entry as GetUser's `userProfile.schools` gives it. */
export interface StoredSchoolValues {
  id: string;
  school: string;
  schoolObj: { name: string };
  degree: string;
  major?: string | null;
  gpa: string;
  graduationDate: string;
}

export function emptySchoolEntry(id: string = newSchoolId()): SchoolEntryValues {
  return {
    id,
    school: '',
    schoolName: '',
    unlistedSchoolName: '',
    degree: '',
    major: '',
    gpa: '',
    graduationMonth: '',
    graduationYear: '',
  };
}

/** A stored (or sent) entry as form values; `schoolName` is the name to show for its school. */
export function toSchoolEntryValues(
  entry: SchoolInputValues | StoredSchoolValues,
  schoolName = 'schoolObj' in entry ? entry.schoolObj.name : '',
): SchoolEntryValues {
  const date = parseGraduationDate(entry.graduationDate);
  return {
    id: entry.id,
    school: entry.school,
    schoolName,
    unlistedSchoolName: ('unlistedSchoolName' in entry && entry.unlistedSchoolName) || '',
    degree: entry.degree,
    major: entry.major ?? '',
    gpa: entry.gpa,
    graduationMonth: date ? String(date.month) : '',
    graduationYear: date ? String(date.year) : '',
  };
}

/** Valid form values as the mutation's input: the date as the 7th, no major for a JD. */
export function toSchoolInput(values: SchoolEntryValues): SchoolInputValues {
  const other = values.school === OTHER_SCHOOL;
  return {
    id: values.id,
    school: values.school,
    unlistedSchoolName: other ? values.unlistedSchoolName.trim() : null,
    degree: values.degree,
    major: values.degree === JD ? null : values.major.trim(),
    gpa: values.gpa,
    graduationDate: toGraduationDate(Number(values.graduationYear), Number(values.graduationMonth)),
  };
}

/**
 * The server's check of one sent entry: a 'YYYY-MM-07' date, then the same schema as the form.
 * Returns the first problem as "<field>: <message>", or the entry's normalized input.
 */
export function checkSchoolInput(
  input: SchoolInputValues,
): { ok: true; value: SchoolInputValues } | { ok: false; field: string; message: string } {
  if (!parseGraduationDate(input.graduationDate)) {
    return {
      ok: false,
      field: 'graduationDate',
      message: educationMessages.invalidGraduationDate,
    };
  }
  const parsed = schoolEntrySchema.safeParse(toSchoolEntryValues(input));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'school');
    const wire =
      field === 'graduationMonth' || field === 'graduationYear' ? 'graduationDate' : field;
    return { ok: false, field: wire, message: issue.message };
  }
  return { ok: true, value: toSchoolInput(parsed.data) };
}
