import { cleanup } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type SurveyField, surveyMessages } from '../../../../../domain/survey.ts';
import { renderQuestion } from '../../../../test-support/question-harness.tsx';

const choices = [
  { id: 'a', label: 'Yes' },
  { id: 'b', label: 'No' },
];
const fields: SurveyField[] = [
  { id: '1', type: 'multiple_choice', label: 'One choice', properties: { choices } },
  {
    id: '2',
    type: 'multiple_choice',
    label: 'Several choices',
    properties: { choices, allow_multiple_selection: true },
  },
  { id: '3', type: 'dropdown', label: 'A list', properties: { choices } },
  {
    id: '4',
    type: 'rating',
    label: 'A scale',
    properties: { labels: { left: 'Low', right: 'High' } },
  },
  { id: '5', type: 'short_text', label: 'Some text' },
  { id: '6', type: 'number', label: 'A number', properties: { min: 1 } },
  {
    id: '7',
    type: 'point_allocation',
    label: 'Points',
    properties: { total_points: 10, questions: [{ id: 'x', label: 'Planning' }] },
  },
  { id: '8', type: 'statement', label: 'A statement', description: 'Read this first.' },
];

afterEach(cleanup);

// The ARIA rules in jsdom (contrast needs a real browser; the page's landmarks are the frame's).
describe('question accessibility', { timeout: 20_000 }, () => {
  for (const field of fields) {
    it(`${field.type} (${field.label}) with its error has no axe violations`, async () => {
      renderQuestion(field, {
        error: surveyMessages.required,
        answer: field.id === '2' ? { multiValue: ['a'] } : undefined,
      });
      const result = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
      ).toEqual([]);
    });
  }
});
