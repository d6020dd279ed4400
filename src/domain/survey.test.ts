import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  answersWithMultiValue,
  isAnswered,
  isRequired,
  missingRequiredAnswers,
  POST_ANSWER_LOCK_MS,
  AUTO_ADVANCE_DELAY_MS,
  surveyMessages as m,
  surveyProgress,
  surveyScreens,
  takesAnswer,
  type SurveyAnswerValue,
  type SurveyField,
} from './survey.ts';

const required = { required: true };
const choices = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
];
const single: SurveyField = {
  id: 'single',
  type: 'multiple_choice',
  label: 'Pick one',
  properties: { choices },
  validations: required,
};
const multiple: SurveyField = {
  id: 'multiple',
  type: 'multiple_choice',
  label: 'Pick any',
  properties: { choices, allow_multiple_selection: true, vertical_alignment: true },
  validations: required,
};
const dropdown: SurveyField = {
  id: 'dropdown',
  type: 'dropdown',
  label: 'Choose',
  properties: { choices },
  validations: required,
};
const rating: SurveyField = {
  id: 'rating',
  type: 'rating',
  label: 'Rate',
  properties: { labels: { left: 'Low', right: 'High' } },
  validations: required,
};
const shortText: SurveyField = {
  id: 'text',
  type: 'short_text',
  label: 'Say',
  validations: { required: false },
};
const number: SurveyField = {
  id: 'number',
  type: 'number',
  label: 'How many',
  properties: { min: 0, max: 16 },
  validations: required,
};
const unbounded: SurveyField = { id: 'free', type: 'number', label: 'Any number' };
const points: SurveyField = {
  id: 'points',
  type: 'point_allocation',
  label: 'Share',
  properties: {
    questions: [
      { id: 'a', label: 'One' },
      { id: 'b', label: 'Two' },
      { id: 'c', label: 'Three' },
    ],
    total_points: 10,
  },
  validations: required,
};
const statement: SurveyField = { id: 'hello', type: 'statement', label: 'Hello' };
const group: SurveyField = {
  id: 'group',
  type: 'group',
  label: 'Part one',
  fields: [dropdown, rating],
};

const v = (value: string): SurveyAnswerValue => ({ value });
const mv = (...multiValue: string[]): SurveyAnswerValue => ({ multiValue });

describe('the messages', () => {
  it("use the spec's wording", () => {
    expect(m.required).toBe('This question is required.');
    expect(m.textTooLong).toBe('Please limit your answer to 64 characters.');
    expect(m.notANumber).toBe('Please enter a number');
    expect(m.numberTooSmall(0)).toBe('Please enter a number greater than or equal to 0.');
    expect(m.numberTooLarge(16)).toBe('Please enter a number less than or equal to 16.');
    expect(m.pointsWrongTotal(10)).toBe('The points must add up to exactly 10.');
    expect(m.loadFailedTitle).toBe('Oops! Something Went Wrong.');
    expect(m.submitConfirmTitle).toBe("Are you sure you're ready to submit?");
  });

  it('lock input for 1.5 times the auto-advance delay after an answer', () => {
    expect(POST_ANSWER_LOCK_MS).toBe(AUTO_ADVANCE_DELAY_MS * 1.5);
  });
});

describe('the structure', () => {
  it('flattens groups into their nested fields, in order', () => {
    expect(surveyScreens([statement, group, number]).map((f) => f.id)).toEqual([
      'hello',
      'dropdown',
      'rating',
      'number',
    ]);
  });

  it('treats statements and groups as taking no answer, so never required', () => {
    expect(takesAnswer(statement)).toBe(false);
    expect(takesAnswer(group)).toBe(false);
    expect(isRequired({ ...statement, validations: required })).toBe(false);
    expect(isRequired(number)).toBe(true);
    expect(isRequired(shortText)).toBe(false);
    expect(isRequired(unbounded)).toBe(false);
  });

  it('answers multiple selection and point allocation with a list, the rest with a value', () => {
    expect(
      [single, multiple, dropdown, rating, shortText, number, points].map(answersWithMultiValue),
    ).toEqual([false, true, false, false, false, false, true]);
  });
});

describe('answerProblem', () => {
  it('single choice and dropdown: one of the choice ids', () => {
    for (const field of [single, dropdown]) {
      expect(answerProblem(field, v('a'))).toBeNull();
      expect(answerProblem(field, v('c'))).toBeNull();
      expect(answerProblem(field, v('d'))).toBe(m.unknownChoice);
      expect(answerProblem(field, v('A'))).toBe(m.unknownChoice);
      expect(answerProblem(field, v(''))).toBe(m.unknownChoice);
      expect(answerProblem(field, mv('a'))).toBe(m.wrongAnswerKind);
    }
  });

  it('multiple selection: at least one distinct choice id, as a list', () => {
    expect(answerProblem(multiple, mv('a'))).toBeNull();
    expect(answerProblem(multiple, mv('c', 'a'))).toBeNull();
    expect(answerProblem(multiple, mv())).toBe(m.required);
    expect(answerProblem(multiple, mv('a', 'a'))).toBe(m.wrongAnswerKind);
    expect(answerProblem(multiple, mv('a', 'z'))).toBe(m.unknownChoice);
    expect(answerProblem(multiple, v('a'))).toBe(m.wrongAnswerKind);
  });

  it('rating: a whole number from 1 to 10', () => {
    for (const ok of ['1', '5', '10']) expect(answerProblem(rating, v(ok))).toBeNull();
    for (const bad of ['0', '11', '5.5', '-1', '', ' 5', 'five', '1e1']) {
      expect(answerProblem(rating, v(bad)), bad).toBe(m.ratingOutOfRange);
    }
    expect(answerProblem(rating, mv('5'))).toBe(m.wrongAnswerKind);
  });

  it('short text: not blank, at most 64 characters after trimming', () => {
    expect(answerProblem(shortText, v('A small, honest team'))).toBeNull();
    expect(answerProblem(shortText, v('x'.repeat(64)))).toBeNull();
    expect(answerProblem(shortText, v(`  ${'x'.repeat(64)}  `))).toBeNull();
    expect(answerProblem(shortText, v('x'.repeat(65)))).toBe(m.textTooLong);
    expect(answerProblem(shortText, v('   '))).toBe(m.required);
    expect(answerProblem(shortText, v(''))).toBe(m.required);
    expect(answerProblem(shortText, mv('hi'))).toBe(m.wrongAnswerKind);
  });

  it('number: a decimal number within min and max', () => {
    for (const ok of ['0', '16', '7.5', ' 8 ', '.5']) {
      expect(answerProblem(number, v(ok)), ok).toBeNull();
    }
    expect(answerProblem(number, v('-1'))).toBe(
      'Please enter a number greater than or equal to 0.',
    );
    expect(answerProblem(number, v('16.5'))).toBe(
      'Please enter a number less than or equal to 16.',
    );
    for (const bad of ['', 'abc', '1,5', '1e3', '--1', '5.', 'Infinity']) {
      expect(answerProblem(number, v(bad)), bad).toBe('Please enter a number');
    }
    expect(answerProblem(unbounded, v('-123456.75'))).toBeNull();
    expect(answerProblem(number, mv('5'))).toBe(m.wrongAnswerKind);
  });

  it('point allocation: one whole number per statement, adding up to the total', () => {
    expect(answerProblem(points, mv('5', '3', '2'))).toBeNull();
    expect(answerProblem(points, mv('10', '0', '0'))).toBeNull();
    expect(answerProblem(points, mv('5', '5'))).toBe(m.pointsWrongCount);
    expect(answerProblem(points, mv('5', '3', '1', '1'))).toBe(m.pointsWrongCount);
    expect(answerProblem(points, mv())).toBe(m.pointsWrongCount);
    expect(answerProblem(points, mv('5', '3', '1'))).toBe('The points must add up to exactly 10.');
    expect(answerProblem(points, mv('0', '0', '0'))).toBe(m.pointsWrongTotal(10));
    expect(answerProblem(points, mv('11', '0', '0'))).toBe(m.pointsNotWhole);
    expect(answerProblem(points, mv('-1', '6', '5'))).toBe(m.pointsNotWhole);
    expect(answerProblem(points, mv('2.5', '2.5', '5'))).toBe(m.pointsNotWhole);
    expect(answerProblem(points, mv('', '5', '5'))).toBe(m.pointsNotWhole);
    expect(answerProblem(points, v('10'))).toBe(m.wrongAnswerKind);
  });

  it('statement and group: take no answer', () => {
    expect(answerProblem(statement, v('ok'))).toBe(m.notAQuestion);
    expect(answerProblem(group, v('a'))).toBe(m.notAQuestion);
  });
});

describe('isAnswered', () => {
  it('needs a stored answer that fits', () => {
    expect(isAnswered(single, undefined)).toBe(false);
    expect(isAnswered(single, {})).toBe(false);
    expect(isAnswered(single, v('b'))).toBe(true);
    expect(isAnswered(single, v('z'))).toBe(false);
    expect(isAnswered(multiple, mv())).toBe(false);
    expect(isAnswered(shortText, v('  '))).toBe(false);
    expect(isAnswered(number, v('17'))).toBe(false);
    expect(isAnswered(statement, v('x'))).toBe(false);
  });

  it('counts an empty point allocation (all zeros, or none) as unanswered', () => {
    expect(isAnswered(points, mv())).toBe(false);
    expect(isAnswered(points, mv('0', '0', '0'))).toBe(false);
    expect(isAnswered(points, { multiValue: null })).toBe(false);
    expect(isAnswered(points, mv('4', '4', '2'))).toBe(true);
  });
});

describe('surveyProgress and missingRequiredAnswers', () => {
  const optionalRating: SurveyField = {
    ...rating,
    id: 'optional',
    validations: { required: false },
  };
  const fields = [statement, single, group, shortText, optionalRating, points];
  // Required: single, dropdown, rating (in the group), points. Not: statement, text, optional.

  it('counts required questions only, statements and optional questions aside', () => {
    const answers = new Map<string, SurveyAnswerValue>();
    expect(surveyProgress(fields, answers)).toBe(0);
    answers.set('text', v('An answer')).set('optional', v('3'));
    expect(surveyProgress(fields, answers)).toBe(0);
    answers.set('single', v('a'));
    expect(surveyProgress(fields, answers)).toBe(25);
    answers.set('rating', v('7'));
    expect(surveyProgress(fields, answers)).toBe(50);
    answers.set('points', mv('0', '0', '0'));
    expect(surveyProgress(fields, answers)).toBe(50);
    answers.set('dropdown', v('b')).set('points', mv('1', '2', '7'));
    expect(surveyProgress(fields, answers)).toBe(100);
  });

  it('rounds down, so 100 only when every required question is answered, and never above', () => {
    const three = [single, dropdown, rating];
    const answers = new Map<string, SurveyAnswerValue>([
      ['single', v('a')],
      ['dropdown', v('a')],
    ]);
    expect(surveyProgress(three, answers)).toBe(66);
    // Answers to questions that are not in the survey (or extra ones) cannot push it past 100.
    answers.set('rating', v('1')).set('elsewhere', v('a')).set('hello', v('x'));
    expect(surveyProgress(three, answers)).toBe(100);
  });

  it('is 100 for a survey without required questions', () => {
    expect(surveyProgress([statement, shortText], new Map())).toBe(100);
    expect(surveyProgress([], new Map())).toBe(100);
  });

  it('lists the required questions without a fitting answer, in screen order', () => {
    const answers = new Map<string, SurveyAnswerValue>([
      ['rating', v('12')],
      ['points', mv('0', '0', '0')],
    ]);
    expect(missingRequiredAnswers(fields, answers)).toEqual([
      { questionId: 'single', reason: 'This question is required.' },
      { questionId: 'dropdown', reason: 'This question is required.' },
      { questionId: 'rating', reason: 'This question is required.' },
      { questionId: 'points', reason: 'This question is required.' },
    ]);
    answers.set('single', v('c')).set('dropdown', v('a')).set('rating', v('10'));
    answers.set('points', mv('10', '0', '0'));
    expect(missingRequiredAnswers(fields, answers)).toEqual([]);
  });
});
