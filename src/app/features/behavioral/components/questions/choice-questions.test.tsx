import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATING_DIGIT_DELAY_MS, type SurveyField } from '../../../../../domain/survey.ts';
import { descriptionOf, renderQuestion } from '../../../../test-support/question-harness.tsx';

const choices = [
  { id: 'c1', label: 'Agree' },
  { id: 'c2', label: 'Neutral' },
  { id: 'c3', label: 'Disagree' },
];
const single: SurveyField = {
  id: 'q1',
  type: 'multiple_choice',
  label: 'How do you feel about deadlines?',
  properties: { choices },
  validations: { required: true },
};
const multiple: SurveyField = {
  ...single,
  label: 'Which do you enjoy?',
  properties: { choices, allow_multiple_selection: true },
};
const dropdown: SurveyField = {
  id: 'q2',
  type: 'dropdown',
  label: 'Your favourite season',
  properties: {
    choices: [
      { id: 'spring', label: 'Spring' },
      { id: 'summer', label: 'Summer' },
    ],
  },
};
const rating: SurveyField = {
  id: 'q3',
  type: 'rating',
  label: 'How organised are you?',
  properties: { labels: { left: 'Not at all', right: 'Extremely' } },
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const question = (name: string) => screen.getByRole('group', { name });

describe('single choice', { timeout: 20_000 }, () => {
  it('is a labelled radio group with lettered options and takes focus when shown', () => {
    renderQuestion(single);
    const group = screen.getByRole('radiogroup', { name: single.label });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual(['AAgree', 'BNeutral', 'CDisagree']);
    expect(
      within(group).getByRole('radio', { name: 'Neutral' }).getAttribute('aria-keyshortcuts'),
    ).toBe('B');
    expect(document.activeElement).toBe(question(single.label));
  });

  it('picks with a letter and moves on; arrows change the value without moving on; Enter confirms', async () => {
    const user = userEvent.setup();
    const { onAnswer, onContinue } = renderQuestion(single);
    await user.keyboard('b');
    expect(onAnswer).toHaveBeenLastCalledWith({ value: 'c2' }, { advance: true });
    expect(screen.getByRole('radio', { name: 'Neutral' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    await user.keyboard('{ArrowRight}');
    expect(onAnswer).toHaveBeenLastCalledWith({ value: 'c3' }, { advance: false });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Disagree' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onAnswer).toHaveBeenLastCalledWith({ value: 'c1' }, { advance: false });

    // Enter on the focused option picks it and moves on.
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith({ value: 'c1' }, { advance: true });
    expect(onContinue).not.toHaveBeenCalled();

    // Enter on the question itself confirms the current answer.
    act(() => question(single.label).focus());
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);

    await user.keyboard('z');
    expect(onAnswer).toHaveBeenCalledTimes(5);
  });

  it('picks on click, and Enter does not continue before an answer', async () => {
    const user = userEvent.setup();
    const { onAnswer, onContinue } = renderQuestion(single);
    await user.keyboard('{Enter}');
    expect(onContinue).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Disagree' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ value: 'c3' }, { advance: true });
  });

  it('ignores letters, arrows and clicks while locked', async () => {
    const user = userEvent.setup();
    const { onAnswer, onContinue } = renderQuestion(single, {
      answer: { value: 'c1' },
      locked: true,
    });
    await user.keyboard('b{ArrowRight}{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Disagree' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(onContinue).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Agree' }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows the error as an alert and marks the group invalid', () => {
    renderQuestion(single, { error: 'This question is required.' });
    expect(screen.getByRole('alert').textContent).toBe('This question is required.');
    const group = screen.getByRole('radiogroup', { name: single.label });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(group)).toBe('This question is required.');
  });
});

describe('multiple choice', { timeout: 20_000 }, () => {
  it('toggles with letters, keeps the choices order, shows Okay once one is picked, Enter confirms', async () => {
    const user = userEvent.setup();
    const { onAnswer, onContinue } = renderQuestion(multiple);
    const group = screen.getByRole('group', { name: multiple.label });
    expect(descriptionOf(group)).toBe('choose as many as you like');
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByText('choose as many as you like')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Okay' })).toBeNull();

    await user.keyboard('{Enter}');
    expect(onContinue).not.toHaveBeenCalled();

    await user.keyboard('c');
    await user.keyboard('a');
    expect(onAnswer).toHaveBeenLastCalledWith({ multiValue: ['c1', 'c3'] }, { advance: false });
    expect(screen.getByRole('checkbox', { name: 'Agree' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.keyboard('c');
    expect(onAnswer).toHaveBeenLastCalledWith({ multiValue: ['c1'] }, { advance: false });

    expect(screen.getByRole('button', { name: 'Okay' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('toggles with Space and clicks; Enter on a checkbox confirms rather than toggles; Okay continues once', async () => {
    const user = userEvent.setup();
    const { onAnswer, onContinue } = renderQuestion(multiple, { answer: { multiValue: ['c2'] } });
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Agree' }));
    await user.keyboard(' ');
    expect(onAnswer).toHaveBeenLastCalledWith({ multiValue: ['c1', 'c2'] }, { advance: false });
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onContinue).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('checkbox', { name: 'Neutral' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ multiValue: ['c1'] }, { advance: false });
    screen.getByRole('button', { name: 'Okay' }).focus();
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(2);
  });

  it('ignores input while locked', async () => {
    const user = userEvent.setup();
    const { onAnswer, onContinue } = renderQuestion(multiple, {
      answer: { multiValue: ['c1'] },
      locked: true,
    });
    await user.keyboard('b{Enter}');
    await user.click(screen.getByRole('checkbox', { name: 'Neutral' }));
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(onContinue).not.toHaveBeenCalled();
  });
});

describe('multiple choice errors and layout', { timeout: 20_000 }, () => {
  it('marks the checkbox group invalid with the error', () => {
    renderQuestion(multiple, { error: 'This question is required.' });
    const group = screen.getByRole('group', { name: multiple.label });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(group)).toBe('choose as many as you like This question is required.');
  });

  it('lays the options out vertically only when asked', () => {
    renderQuestion(single);
    const horizontal = screen.getByRole('radiogroup').className;
    cleanup();
    renderQuestion({ ...single, properties: { choices, vertical_alignment: true } });
    expect(screen.getByRole('radiogroup').className).not.toBe(horizontal);
  });
});

describe('dropdown', { timeout: 20_000 }, () => {
  it('is a labelled select; choosing from the list moves on', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderQuestion(dropdown);
    const select = screen.getByRole('combobox', { name: dropdown.label });
    await user.selectOptions(select, 'Summer');
    expect(onAnswer).toHaveBeenLastCalledWith({ value: 'summer' }, { advance: true });
  });

  it('picks with a letter from the question, not while the select has focus (its own typeahead)', async () => {
    const user = userEvent.setup();
    const { onAnswer, onContinue } = renderQuestion(dropdown);
    await user.keyboard('b');
    expect(onAnswer).toHaveBeenLastCalledWith({ value: 'summer' }, { advance: true });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: dropdown.label });
    expect(select.value).toBe('summer');

    select.focus();
    fireEvent.keyDown(select, { key: 'a' });
    expect(onAnswer).toHaveBeenCalledTimes(1);

    // A change made by keys on the closed select does not move on; Enter then confirms.
    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: 'spring' } });
    fireEvent.keyUp(select, { key: 'ArrowUp' });
    expect(onAnswer).toHaveBeenLastCalledWith({ value: 'spring' }, { advance: false });
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('ignores input while locked and shows the error', async () => {
    const user = userEvent.setup();
    const { onAnswer } = renderQuestion(dropdown, {
      locked: true,
      error: 'This question is required.',
    });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: dropdown.label });
    await user.keyboard('a');
    await user.selectOptions(select, 'Summer');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(select.value).toBe('');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('This question is required.');
  });
});

describe('rating', { timeout: 20_000 }, () => {
  // With fake timers, keys are pressed on the focused element directly (user-event waits on timers).
  const press = (...keys: string[]) => {
    for (const key of keys) fireEvent.keyDown(document.activeElement ?? document.body, { key });
  };

  it('is a labelled group of ten values with its end labels shown and described', () => {
    renderQuestion(rating);
    const group = screen.getByRole('radiogroup', { name: rating.label });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getAllByText('Not at all').length).toBeGreaterThan(0);
    expect(descriptionOf(group)).toBe('1: Not at all. 10: Extremely.');
  });

  it('gives 10 for 1 then 0 within the delay', async () => {
    vi.useFakeTimers();
    const { onAnswer } = renderQuestion(rating);
    press('1');
    act(() => {
      vi.advanceTimersByTime(RATING_DIGIT_DELAY_MS - 1);
    });
    press('0');
    // 10 too is picked after the delay, like every value.
    expect(onAnswer).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(RATING_DIGIT_DELAY_MS);
    });
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenLastCalledWith({ value: '10' }, { advance: true });
    act(() => {
      vi.advanceTimersByTime(RATING_DIGIT_DELAY_MS * 2);
    });
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('picks 1 only once the delay passes with no second digit', async () => {
    vi.useFakeTimers();
    const { onAnswer } = renderQuestion(rating);
    press('1');
    act(() => {
      vi.advanceTimersByTime(RATING_DIGIT_DELAY_MS - 1);
    });
    expect(onAnswer).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onAnswer).toHaveBeenLastCalledWith({ value: '1' }, { advance: true });
    expect(screen.getByRole('radio', { name: '1' }).getAttribute('aria-checked')).toBe('true');
  });

  it('picks 2-9 after the delay too, the latest digit winning; a lone 0 does nothing', async () => {
    vi.useFakeTimers();
    const { onAnswer } = renderQuestion(rating);
    press('0');
    act(() => {
      vi.advanceTimersByTime(RATING_DIGIT_DELAY_MS);
    });
    expect(onAnswer).not.toHaveBeenCalled();
    press('7');
    act(() => {
      vi.advanceTimersByTime(RATING_DIGIT_DELAY_MS - 1);
    });
    expect(onAnswer).not.toHaveBeenCalled();
    press('8'); // a correction within the delay
    act(() => {
      vi.advanceTimersByTime(RATING_DIGIT_DELAY_MS);
    });
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenLastCalledWith({ value: '8' }, { advance: true });
  });

  it('moves the value with the arrows without moving on; Enter confirms; clicks pick and move on', async () => {
    const user = userEvent.setup();
    const { onAnswer, onContinue } = renderQuestion(rating, { answer: { value: '5' } });
    await user.keyboard('{ArrowRight}');
    expect(onAnswer).toHaveBeenLastCalledWith({ value: '6' }, { advance: false });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '6' }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(onAnswer).toHaveBeenLastCalledWith({ value: '3' }, { advance: false });
    await user.keyboard('{End}');
    expect(onAnswer).toHaveBeenLastCalledWith({ value: '10' }, { advance: false });
    act(() => question(rating.label).focus());
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('radio', { name: '8' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ value: '8' }, { advance: true });
  });

  it('ignores digits, arrows and clicks while locked', async () => {
    vi.useFakeTimers();
    const { onAnswer } = renderQuestion(rating, { answer: { value: '5' }, locked: true });
    press('1', 'ArrowRight', '7');
    act(() => {
      vi.advanceTimersByTime(RATING_DIGIT_DELAY_MS);
    });
    fireEvent.click(screen.getByRole('radio', { name: '8' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '5' }).getAttribute('aria-checked')).toBe('true');
  });
});
