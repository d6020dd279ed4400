/** A small survey of every screen type, for the questionnaire's unit tests. */
import type { SurveyField } from '../../domain/survey.ts';

const required = { required: true };

export const intro: SurveyField = { id: 's1', type: 'statement', label: 'Welcome' };
export const single: SurveyField = {
  id: 'q1',
  type: 'multiple_choice',
  label: 'Pick one',
  properties: {
    choices: [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ],
  },
  validations: required,
};
export const multi: SurveyField = {
  id: 'q2',
  type: 'multiple_choice',
  label: 'Pick some',
  properties: {
    choices: [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ],
    allow_multiple_selection: true,
  },
  validations: required,
};
export const text: SurveyField = {
  id: 'q3',
  type: 'short_text',
  label: 'Say something',
  validations: { required: false },
};
export const middle: SurveyField = { id: 's2', type: 'statement', label: 'Part two' };
export const points: SurveyField = {
  id: 'q4',
  type: 'point_allocation',
  label: 'Share 10',
  properties: {
    questions: [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ],
    total_points: 10,
  },
  validations: required,
};
export const rating: SurveyField = {
  id: 'q5',
  type: 'rating',
  label: 'Rate',
  properties: { labels: { left: 'Low', right: 'High' } },
  validations: required,
};

/** s1, q1, q2, q3, s2, q4, q5 */
export const screens: SurveyField[] = [intro, single, multi, text, middle, points, rating];
