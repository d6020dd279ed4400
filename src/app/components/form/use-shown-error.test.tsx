import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_DELAY_MS } from '../../../domain/constants.ts';
import { useShownError } from './use-shown-error.ts';

describe('useShownError', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message once the field has been in error for the validation delay, and drops it at once', () => {
    const { result, rerender } = renderHook(({ error }) => useShownError(error), {
      initialProps: { error: undefined as string | undefined },
    });
    rerender({ error: 'This field is required.' });
    expect(result.current).toBeUndefined();
    act(() => {
      vi.advanceTimersByTime(VALIDATION_DELAY_MS - 1);
    });
    expect(result.current).toBeUndefined();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('This field is required.');

    // A new message replaces the shown one at once; a fixed field clears it at once.
    rerender({ error: 'Password is invalid.' });
    expect(result.current).toBe('Password is invalid.');
    rerender({ error: undefined });
    expect(result.current).toBeUndefined();
  });

  it('never shows a message that lasted less than the delay (typing through an invalid value)', () => {
    const { result, rerender } = renderHook(({ error }) => useShownError(error), {
      initialProps: { error: undefined as string | undefined },
    });
    rerender({ error: 'Please enter a valid email address.' });
    act(() => {
      vi.advanceTimersByTime(VALIDATION_DELAY_MS / 2);
    });
    rerender({ error: undefined });
    act(() => {
      vi.advanceTimersByTime(VALIDATION_DELAY_MS * 2);
    });
    expect(result.current).toBeUndefined();
  });
});
