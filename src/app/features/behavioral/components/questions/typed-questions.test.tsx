import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type SurveyField, surveyMessages } from '../../../../../domain/survey.ts';
import {
  descriptionOf,
  isDisabled,
  renderQuestion,
} from '../../../../test-support/question-harness.tsx';

const shortText: SurveyField = { id: 't1', type: 'short_text', label: 'Your nickname' };
const number: SurveyField = {
  id: 'n1',
  type: 'number',
  label: 'Years of experience',
  properties: { min: 0, max: 50 },
};
const points: SurveyField = {
  id: 'p1',
  type: 'point_allocation',
  label: 'Share 100 points between these',
  properties: {
    total_points: 100,
    questions: [
      { id: 's1', label: 'I plan ahead' },
      { id: 's2', label: 'I improvise' },
    ],
  },
};
const statement: SurveyField = {
  id: 'st1',
  type: 'statement',
  label: 'The next part is about teamwork.',
  description: 'Answer with your first instinct.',
};

afterEach(cleanup);

describe('short text', { timeout: 20_000 }, () => {
  it('is a labelled input, focused when shown; letters type text and pick nothing', async () => {
    const user = userEvent.setup();
    const { onAnswer, onContinue } = renderQuestion(shortText);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: shortText.label });
    expect(document.activeElement).toBe(input);
    await user.keyboard('abc');
    expect(input.value).toBe('abc');
    expect(onAnswer).toHaveBeenLastCalledWith({ value: 'abc' }, { advance: false });
    expect(onAnswer.mock.calls.every(([, o]) => !o.advance)).toBe(true);
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('says when the answer is over 64 characters (not cut off) and does not continue', async () => {
    const user = userEvent.setup();
    const { onContinue } = renderQuestion(shortText, { answer: { value: 'x'.repeat(64) } });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: shortText.label });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard('y');
    expect(input.value).toHaveLength(65);
    expect(screen.getByRole('alert').textContent).toBe(surveyMessages.textTooLong);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe(surveyMessages.textTooLong);
    await user.keyboard('{Enter}');
    expect(onContinue).not.toHaveBeenCalled();
    await user.keyboard('{Backspace}{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('does not continue when empty, shows the frame error, and ignores typing while locked', async () => {
    const user = userEvent.setup();
    const { onAnswer, onContinue } = renderQuestion(shortText, {
      locked: true,
      error: surveyMessages.required,
    });
    await user.keyboard('abc{Enter}');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(onContinue).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe(surveyMessages.required);
  });
});

describe('number', { timeout: 20_000 }, () => {
  it('says when the answer is not a number or out of range; Enter continues when it fits', async () => {
    const user = userEvent.setup();
    const { onAnswer, onContinue } = renderQuestion(number);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: number.label });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    await user.keyboard('ab');
    expect(screen.getByRole('alert').textContent).toBe(surveyMessages.notANumber);
    await user.keyboard('{Enter}');
    expect(onContinue).not.toHaveBeenCalled();

    await user.clear(input);
    await user.keyboard('-1');
    expect(screen.getByRole('alert').textContent).toBe(surveyMessages.numberTooSmall(0));
    await user.clear(input);
    await user.keyboard('51');
    expect(screen.getByRole('alert').textContent).toBe(surveyMessages.numberTooLarge(50));
    await user.clear(input);
    await user.keyboard('12.5');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onAnswer).toHaveBeenLastCalledWith({ value: '12.5' }, { advance: false });
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});

describe('point allocation', { timeout: 20_000 }, () => {
  const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
  const remaining = () => screen.getByRole('status');
  const done = () => screen.getByRole('button', { name: 'Done' });

  it('clamps each field to 0..total as typed, counts down, and allows Done only at the total', async () => {
    const user = userEvent.setup();
    const { onAnswer, onContinue } = renderQuestion(points);
    expect(
      within(screen.getByRole('group', { name: points.label })).getAllByRole('textbox'),
    ).toHaveLength(2);
    expect(remaining().textContent).toBe('100Points Remaining');
    expect(isDisabled(done())).toBe(true);

    await user.type(field('I plan ahead'), '150');
    expect(field('I plan ahead').value).toBe('100');
    expect(onAnswer).toHaveBeenLastCalledWith({ multiValue: ['100', '0'] }, { advance: false });
    expect(remaining().textContent).toBe('0Points Remaining');
    const notOverClass = remaining().className;

    await user.type(field('I improvise'), '2x0');
    expect(field('I improvise').value).toBe('20');
    expect(remaining().textContent).toBe('\u221220Points Remaining(20 points too many)');
    // The red colour comes with the over-class (the minus and the words above carry it too).
    expect(remaining().className).not.toBe(notOverClass);
    expect(isDisabled(done())).toBe(true);
    await user.click(done());
    expect(onContinue).not.toHaveBeenCalled();

    await user.clear(field('I plan ahead'));
    expect(field('I plan ahead').value).toBe('');
    expect(onAnswer).toHaveBeenLastCalledWith({ multiValue: ['0', '20'] }, { advance: false });
    await user.type(field('I plan ahead'), '79');
    expect(isDisabled(done())).toBe(true);
    await user.keyboard('{Enter}');
    expect(onContinue).not.toHaveBeenCalled();

    await user.clear(field('I plan ahead'));
    await user.type(field('I plan ahead'), '80');
    expect(remaining().textContent).toBe('0Points Remaining');
    expect(isDisabled(done())).toBe(false);
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);
    await user.click(done());
    expect(onContinue).toHaveBeenCalledTimes(2);
  });

  it('starts from the stored answer, and ignores typing while locked', async () => {
    const user = userEvent.setup();
    const { onAnswer, onContinue } = renderQuestion(points, {
      answer: { multiValue: ['30', '70'] },
      locked: true,
    });
    expect(field('I plan ahead').value).toBe('30');
    expect(isDisabled(done())).toBe(false);
    await user.type(field('I improvise'), '5');
    await user.click(done());
    expect(field('I improvise').value).toBe('70');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('marks the fields invalid and shows the error', () => {
    renderQuestion(points, { error: surveyMessages.required });
    expect(field('I improvise').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(surveyMessages.required);
  });
});

describe('statement', { timeout: 20_000 }, () => {
  it('shows its text and continues with the button or Enter, once each', async () => {
    const user = userEvent.setup();
    const { onContinue } = renderQuestion(statement);
    const question = screen.getByRole('group', { name: statement.label });
    expect(descriptionOf(question)).toBe(statement.description);
    expect(document.activeElement).toBe(question);
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Continue' }).focus();
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(3);
  });

  it('ignores input while locked', async () => {
    const user = userEvent.setup();
    const { onContinue } = renderQuestion(statement, { locked: true });
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).not.toHaveBeenCalled();
  });
});
