/**
 * The behavioral questionnaire (spec 001, sections 2-5 and 9): the shape of a survey definition,
 * how each question type is answered, the answer rules and the progress rule. Shared by the server
 * (which validates every answer and the completion) and the client (which shows the same errors
 * and counts the same progress), so both always agree.
 *
 * How each type is answered:
 * - multiple_choice, single: `value` = a choice id; multiple: `multiValue` = choice ids (at least one).
 * - dropdown: `value` = a choice id.
 * - rating: `value` = "1" … "10".
 * - short_text: `value`, at most 64 characters after trimming.
 * - number: `value`, a decimal number within min and max when given.
 *   (A blank short_text or number value clears the stored answer: the candidate emptied the field.)
 * - point_allocation: `multiValue` = one whole number per sub-question, in the order of
 *   `properties.questions`, each 0..total_points, adding up to exactly total_points.
 * - statement: no answer (a Continue button).
 * - group: not a question; its nested `fields` are.
 */

export const SURVEY_FIELD_TYPES = [
  'multiple_choice',
  'dropdown',
  'rating',
  'short_text',
  'number',
  'point_allocation',
  'statement',
  'group',
] as const;
export type SurveyFieldType = (typeof SURVEY_FIELD_TYPES)[number];

export const SURVEY_STATUSES = ['not_started', 'in_progress', 'complete'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

export const SHORT_TEXT_MAX_LENGTH = 64;
export const RATING_MIN = 1;
export const RATING_MAX = 10;
/** Digits typed on a rating wait this long for a second digit (so 1 then 0 gives 10). */
export const RATING_DIGIT_DELAY_MS = 400;
/**
 * Single choice, dropdown and rating move on by themselves after this (docs/product-decisions.md).
 */
export const AUTO_ADVANCE_DELAY_MS = 600;
/** After an answer, further input waits 1.5x the auto-advance delay (spec section 4). */
export const POST_ANSWER_LOCK_MS = AUTO_ADVANCE_DELAY_MS * 1.5;
/** Placeholder questions of the loading skeleton (spec section 9). */
export const SURVEY_SKELETON_QUESTIONS = 10;

export const surveyMessages = {
  required: 'This question is required.',
  textTooLong: `Please limit your answer to ${SHORT_TEXT_MAX_LENGTH} characters.`,
  notANumber: 'Please enter a number',
  numberTooSmall: (min: number) => `Please enter a number greater than or equal to ${min}.`,
  numberTooLarge: (max: number) => `Please enter a number less than or equal to ${max}.`,
  chooseMany: 'choose as many as you like',
  pointsRemaining: 'Points Remaining',
  // Ours, where the spec gives no wording (server refusals).
  unknownChoice: 'This answer is not one of the choices.',
  ratingOutOfRange: `Please choose a value from ${RATING_MIN} to ${RATING_MAX}.`,
  pointsNotWhole: 'Points must be whole numbers from 0 to the total.',
  pointsWrongTotal: (total: number) => `The points must add up to exactly ${total}.`,
  pointsWrongCount: 'Please give points to every statement.',
  wrongAnswerKind: 'This answer does not fit the question.',
  notAQuestion: 'This item takes no answer.',
  unknownQuestion: 'This question is not part of the assessment.',
  alreadyComplete: 'The Behavioral Assessment has been submitted and can no longer be changed.',
  // The retry dialog when the survey cannot be loaded (spec section 2).
  loadFailedTitle: 'Oops! Something Went Wrong.',
  loadFailedBody:
    'It looks like there was an issue retrieving the assessment. Please click the button below to retry.',
  // Submit (spec section 4).
  submitConfirmTitle: "Are you sure you're ready to submit?",
  submitConfirmBody:
    'Once the Behavioral Assessment questions are submitted, they may not be modified.',
  saveAndClose: 'Save and Close',
} as const;

export interface SurveyChoice {
  id: string;
  label: string;
}

export interface SurveyPointQuestion {
  id: string;
  label: string;
}

export interface SurveyFieldProperties {
  choices?: SurveyChoice[] | null;
  allow_multiple_selection?: boolean | null;
  vertical_alignment?: boolean | null;
  labels?: { left?: string | null; right?: string | null } | null;
  min?: number | null;
  max?: number | null;
  questions?: SurveyPointQuestion[] | null;
  total_points?: number | null;
}

export interface SurveyField {
  id: string;
  type: SurveyFieldType;
  label: string;
  description?: string | null;
  properties?: SurveyFieldProperties | null;
  validations?: { required: boolean } | null;
  /** A group's nested fields. */
  fields?: SurveyField[] | null;
}

export interface SurveyDefinition {
  id: string;
  version: number;
  fields: SurveyField[];
}

export interface SurveyAnswerValue {
  value?: string | null;
  multiValue?: readonly string[] | null;
}

/** Every screen of the questionnaire in order: groups are flattened to their nested fields. */
export function surveyScreens(fields: readonly SurveyField[]): SurveyField[] {
  return fields.flatMap((field) =>
    field.type === 'group' ? surveyScreens(field.fields ?? []) : [field],
  );
}

/** Statements and groups take no answer. */
export function takesAnswer(field: SurveyField): boolean {
  return field.type !== 'statement' && field.type !== 'group';
}

export function isRequired(field: SurveyField): boolean {
  return takesAnswer(field) && field.validations?.required === true;
}

/** Answered with the multiValue list (multi-select and point allocation), else with value. */
export function answersWithMultiValue(field: SurveyField): boolean {
  return (
    field.type === 'point_allocation' ||
    (field.type === 'multiple_choice' && field.properties?.allow_multiple_selection === true)
  );
}

const WHOLE_NUMBER = /^\d+$/;
const DECIMAL_NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * Why an answer does not fit its question, or null when it does. An empty answer is not judged
 * here (see isAnswered): required-ness is checked at completion.
 */
export function answerProblem(field: SurveyField, answer: SurveyAnswerValue): string | null {
  if (!takesAnswer(field)) return surveyMessages.notAQuestion;
  const properties = field.properties ?? {};
  const multi = answersWithMultiValue(field);
  if (multi ? answer.value != null : answer.multiValue != null) {
    return surveyMessages.wrongAnswerKind;
  }
  const choiceIds = new Set((properties.choices ?? []).map((c) => c.id));
  switch (field.type) {
    case 'multiple_choice':
    case 'dropdown': {
      const picked = multi ? (answer.multiValue ?? []) : [answer.value ?? ''];
      if (picked.length === 0) return surveyMessages.required;
      if (new Set(picked).size !== picked.length) return surveyMessages.wrongAnswerKind;
      return picked.every((id) => choiceIds.has(id)) ? null : surveyMessages.unknownChoice;
    }
    case 'rating': {
      const value = answer.value ?? '';
      const n = Number(value);
      return WHOLE_NUMBER.test(value) && n >= RATING_MIN && n <= RATING_MAX
        ? null
        : surveyMessages.ratingOutOfRange;
    }
    case 'short_text': {
      const value = (answer.value ?? '').trim();
      if (value === '') return surveyMessages.required;
      return value.length > SHORT_TEXT_MAX_LENGTH ? surveyMessages.textTooLong : null;
    }
    case 'number': {
      const value = (answer.value ?? '').trim();
      if (!DECIMAL_NUMBER.test(value)) return surveyMessages.notANumber;
      const n = Number(value);
      if (properties.min != null && n < properties.min) {
        return surveyMessages.numberTooSmall(properties.min);
      }
      if (properties.max != null && n > properties.max) {
        return surveyMessages.numberTooLarge(properties.max);
      }
      return null;
    }
    case 'point_allocation': {
      const points = answer.multiValue ?? [];
      const total = properties.total_points ?? 0;
      if (points.length !== (properties.questions ?? []).length) {
        return surveyMessages.pointsWrongCount;
      }
      if (!points.every((p) => WHOLE_NUMBER.test(p) && Number(p) <= total)) {
        return surveyMessages.pointsNotWhole;
      }
      const sum = points.reduce((s, p) => s + Number(p), 0);
      return sum === total ? null : surveyMessages.pointsWrongTotal(total);
    }
    default:
      return surveyMessages.notAQuestion;
  }
}

/** A blank typed answer (short text, number): the candidate emptied the field, which clears it. */
export function clearsAnswer(field: SurveyField, answer: SurveyAnswerValue): boolean {
  return (
    (field.type === 'short_text' || field.type === 'number') &&
    answer.multiValue == null &&
    answer.value != null &&
    answer.value.trim() === ''
  );
}

/**
 * Counts as answered (progress, next arrow, completion): a stored answer that fits the question.
 * An empty point allocation (all zeros, or none) is unanswered (spec section 4).
 */
export function isAnswered(field: SurveyField, answer: SurveyAnswerValue | undefined): boolean {
  if (!answer || !takesAnswer(field)) return false;
  if (
    field.type === 'point_allocation' &&
    (answer.multiValue ?? []).every((p) => Number(p) === 0)
  ) {
    return false;
  }
  return answerProblem(field, answer) === null;
}

/**
 * Percent complete: required questions answered over required questions, 0..100, whole number.
 * Statements need no answer; optional questions do not count (spec section 4).
 */
export function surveyProgress(
  fields: readonly SurveyField[],
  answers: ReadonlyMap<string, SurveyAnswerValue>,
): number {
  const required = surveyScreens(fields).filter(isRequired);
  if (required.length === 0) return 100;
  const answered = required.filter((f) => isAnswered(f, answers.get(f.id))).length;
  return Math.min(100, Math.floor((answered / required.length) * 100));
}

/** The required questions without a fitting answer, in order (completion's invalidAnswers). */
export function missingRequiredAnswers(
  fields: readonly SurveyField[],
  answers: ReadonlyMap<string, SurveyAnswerValue>,
): { questionId: string; reason: string }[] {
  return surveyScreens(fields)
    .filter((f) => isRequired(f) && !isAnswered(f, answers.get(f.id)))
    .map((f) => ({ questionId: f.id, reason: surveyMessages.required }));
}
