import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SurveyAnswerValue, SurveyField } from '../../../../domain/survey.ts';
import { points, single, text } from '../../../test-support/survey.ts';
import { ANSWER_SAVE_DEBOUNCE_MS, useAnswerDrafts } from './use-answer-drafts.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const save = vi.fn<(field: SurveyField, answer: SurveyAnswerValue) => Promise<void>>(() =>
    Promise.resolve(),
  );
  const hook = renderHook(() => useAnswerDrafts(save, () => undefined));
  return { ...hook, save };
}

describe('saving answers from the screen', () => {
  it('saves a final answer at once', () => {
    const { result, save } = setup();
    act(() => {
      result.current.change(single, { value: 'a' }, { debounce: false });
    });
    expect(save).toHaveBeenCalledWith(single, { value: 'a' });
    expect(result.current.drafts.get('q1')).toEqual({ value: 'a' });
  });

  it('saves typing once, ANSWER_SAVE_DEBOUNCE_MS after the last key, with the last value', () => {
    const { result, save } = setup();
    act(() => {
      result.current.change(text, { value: 'A' }, { debounce: true });
    });
    act(() => {
      vi.advanceTimersByTime(ANSWER_SAVE_DEBOUNCE_MS - 1);
    });
    act(() => {
      result.current.change(text, { value: 'AB' }, { debounce: true });
    });
    act(() => {
      vi.advanceTimersByTime(ANSWER_SAVE_DEBOUNCE_MS - 1);
    });
    expect(save).not.toHaveBeenCalled();
    expect(result.current.drafts.get('q3')).toEqual({ value: 'AB' });
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(text, { value: 'AB' });
  });

  it('never saves an answer that does not fit (the server would refuse it)', () => {
    const { result, save } = setup();
    act(() => {
      result.current.change(points, { multiValue: ['3', '0'] }, { debounce: true });
    });
    act(() => {
      result.current.change(text, { value: 'x'.repeat(65) }, { debounce: true });
    });
    act(() => {
      vi.advanceTimersByTime(ANSWER_SAVE_DEBOUNCE_MS);
    });
    expect(save).not.toHaveBeenCalled();
    act(() => {
      result.current.change(points, { multiValue: ['3', '7'] }, { debounce: true });
    });
    act(() => {
      vi.advanceTimersByTime(ANSWER_SAVE_DEBOUNCE_MS);
    });
    expect(save).toHaveBeenCalledWith(points, { multiValue: ['3', '7'] });
  });

  it('saves an emptied text field, which clears the stored answer', () => {
    const { result, save } = setup();
    act(() => {
      result.current.change(text, { value: '  ' }, { debounce: true });
    });
    act(() => {
      vi.advanceTimersByTime(ANSWER_SAVE_DEBOUNCE_MS);
    });
    expect(save).toHaveBeenCalledWith(text, { value: '  ' });
  });

  it('saves what waits at once on flush (moving on, closing) and when the screen goes', () => {
    const { result, save, unmount } = setup();
    act(() => {
      result.current.change(text, { value: 'Kind' }, { debounce: true });
    });
    act(() => {
      result.current.flush();
    });
    expect(save).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(ANSWER_SAVE_DEBOUNCE_MS);
    });
    expect(save).toHaveBeenCalledTimes(1);
    act(() => {
      result.current.change(text, { value: 'Kinder' }, { debounce: true });
    });
    unmount();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(text, { value: 'Kinder' });
  });
});
