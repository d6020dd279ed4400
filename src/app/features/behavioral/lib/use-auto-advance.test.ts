import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_ADVANCE_DELAY_MS, POST_ANSWER_LOCK_MS } from '../../../../domain/survey.ts';
import type { HeldKey } from './keys-during-lock.ts';
import { useAutoAdvance } from './use-auto-advance.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(enabled = true) {
  const onAdvance = vi.fn();
  const onUnlock = vi.fn<(held: HeldKey[]) => void>();
  const hook = renderHook(
    (props: { enabled: boolean }) => useAutoAdvance({ ...props, onAdvance, onUnlock }),
    {
      initialProps: { enabled },
    },
  );
  return { ...hook, onAdvance, onUnlock };
}

const key = (k: string): HeldKey => ({ key: k, code: '', shiftKey: false });

describe('auto-advance', () => {
  it('moves on AUTO_ADVANCE_DELAY_MS after a final answer, and locks input for POST_ANSWER_LOCK_MS', () => {
    const { result, onAdvance } = setup();
    act(() => {
      result.current.answered({ advance: true, canAdvance: true });
    });
    expect(result.current.locked).toBe(true);
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_DELAY_MS - 1);
    });
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onAdvance).toHaveBeenCalledTimes(1);
    // The lock outlasts the move (1.5x the delay): the next question's first moments are safe.
    expect(result.current.locked).toBe(true);
    act(() => {
      vi.advanceTimersByTime(POST_ANSWER_LOCK_MS - AUTO_ADVANCE_DELAY_MS - 1);
    });
    expect(result.current.locked).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.locked).toBe(false);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('does not move on or lock for answers that are not final, on the last screen, or when off', () => {
    const { result, onAdvance, rerender } = setup();
    act(() => {
      result.current.answered({ advance: false, canAdvance: true });
    });
    act(() => {
      result.current.answered({ advance: true, canAdvance: false });
    });
    expect(result.current.locked).toBe(false);
    rerender({ enabled: false });
    act(() => {
      result.current.answered({ advance: true, canAdvance: true });
    });
    expect(result.current.locked).toBe(false);
    act(() => {
      vi.advanceTimersByTime(POST_ANSWER_LOCK_MS * 2);
    });
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it('forgets a scheduled move when the candidate navigates or turns the switch off', () => {
    const { result, onAdvance, rerender } = setup();
    act(() => {
      result.current.answered({ advance: true, canAdvance: true });
    });
    act(() => {
      result.current.cancel();
    });
    expect(result.current.locked).toBe(false);
    act(() => {
      result.current.answered({ advance: true, canAdvance: true });
    });
    rerender({ enabled: false });
    act(() => {
      vi.advanceTimersByTime(POST_ANSWER_LOCK_MS);
    });
    expect(onAdvance).not.toHaveBeenCalled();
    expect(result.current.locked).toBe(false);
  });

  it('moves on once for two quick answers (the second restarts the delay)', () => {
    const { result, onAdvance } = setup();
    act(() => {
      result.current.answered({ advance: true, canAdvance: true });
    });
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_DELAY_MS / 2);
    });
    act(() => {
      result.current.answered({ advance: true, canAdvance: true });
    });
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_DELAY_MS / 2);
    });
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_DELAY_MS);
    });
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('is moving until the next question shows, arriving until the lock ends, then open', () => {
    const { result } = setup();
    expect(result.current.phaseNow()).toBe('open');
    act(() => {
      result.current.answered({ advance: true, canAdvance: true });
    });
    expect(result.current.phaseNow()).toBe('moving');
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_DELAY_MS);
    });
    expect(result.current.phaseNow()).toBe('arriving');
    act(() => {
      vi.advanceTimersByTime(POST_ANSWER_LOCK_MS - AUTO_ADVANCE_DELAY_MS);
    });
    expect(result.current.phaseNow()).toBe('open');
  });

  it('hands the keys held while the next question arrived to onUnlock, in order, once unlocked', () => {
    const { result, onUnlock } = setup();
    act(() => {
      result.current.answered({ advance: true, canAdvance: true });
    });
    // Before the move, the frame refuses keys; one handed over anyway is not kept.
    result.current.hold(key('x'));
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_DELAY_MS);
    });
    result.current.hold(key('1'));
    result.current.hold(key('0'));
    let lockedWhenPlayed: boolean | undefined;
    onUnlock.mockImplementation(() => {
      lockedWhenPlayed = result.current.locked;
    });
    act(() => {
      vi.advanceTimersByTime(POST_ANSWER_LOCK_MS - AUTO_ADVANCE_DELAY_MS - 1);
    });
    expect(onUnlock).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onUnlock).toHaveBeenCalledTimes(1);
    expect(onUnlock).toHaveBeenCalledWith([key('1'), key('0')]);
    // The screen had rendered unlocked before the keys were played, so the question takes them.
    expect(lockedWhenPlayed).toBe(false);
    // Played once: a later lock starts with none.
    act(() => {
      result.current.answered({ advance: true, canAdvance: true });
    });
    act(() => {
      vi.advanceTimersByTime(POST_ANSWER_LOCK_MS);
    });
    expect(onUnlock).toHaveBeenLastCalledWith([]);
  });

  it('drops the held keys when the candidate closes or navigates during the lock', () => {
    const { result, onUnlock } = setup();
    act(() => {
      result.current.answered({ advance: true, canAdvance: true });
    });
    act(() => {
      vi.advanceTimersByTime(AUTO_ADVANCE_DELAY_MS);
    });
    result.current.hold(key('a'));
    act(() => {
      result.current.cancel();
    });
    expect(result.current.phaseNow()).toBe('open');
    act(() => {
      vi.advanceTimersByTime(POST_ANSWER_LOCK_MS);
    });
    expect(onUnlock).not.toHaveBeenCalled();
  });
});
