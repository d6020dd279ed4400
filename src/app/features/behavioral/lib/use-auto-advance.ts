/**
 * Auto-advance and the post-answer lock (spec 001 section 4; docs/product-decisions.md): a final
 * answer (single choice, dropdown, rating) moves to the next screen after AUTO_ADVANCE_DELAY_MS,
 * except on the last screen or when the candidate turned auto-advance off; while a move is coming,
 * input is ignored for POST_ANSWER_LOCK_MS from the answer (it outlasts the move, so a second key
 * press cannot land on the next question while it slides in).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTO_ADVANCE_DELAY_MS, POST_ANSWER_LOCK_MS } from '../../../../domain/survey.ts';

export interface AutoAdvance {
  /** True during the post-answer lock: the question and the frame ignore input. */
  locked: boolean;
  /**
   * An answer was given. `advance`: it is final (the question said so); `canAdvance`: a next
   * screen exists. Returns whether a move was scheduled.
   */
  answered: (options: { advance: boolean; canAdvance: boolean }) => boolean;
  /** Forget a scheduled move and the lock (the candidate navigated, or the screen closed). */
  cancel: () => void;
}

export function useAutoAdvance({
  enabled,
  onAdvance,
}: {
  /** The candidate's switch 'Move to the next question automatically'. */
  enabled: boolean;
  onAdvance: () => void;
}): AutoAdvance {
  const [locked, setLocked] = useState(false);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onAdvanceRef = useRef(onAdvance);
  const enabledRef = useRef(enabled);
  useEffect(() => {
    onAdvanceRef.current = onAdvance;
    enabledRef.current = enabled;
  });

  const cancel = useCallback(() => {
    clearTimeout(advanceTimer.current);
    clearTimeout(lockTimer.current);
    advanceTimer.current = undefined;
    lockTimer.current = undefined;
    setLocked(false);
  }, []);

  const answered = useCallback(
    ({ advance, canAdvance }: { advance: boolean; canAdvance: boolean }) => {
      if (!advance || !canAdvance || !enabled) return false;
      clearTimeout(advanceTimer.current);
      clearTimeout(lockTimer.current);
      setLocked(true);
      advanceTimer.current = setTimeout(() => {
        advanceTimer.current = undefined;
        // Turning the switch off stops a move already scheduled.
        if (enabledRef.current) onAdvanceRef.current();
      }, AUTO_ADVANCE_DELAY_MS);
      lockTimer.current = setTimeout(() => {
        lockTimer.current = undefined;
        setLocked(false);
      }, POST_ANSWER_LOCK_MS);
      return true;
    },
    [enabled],
  );

  useEffect(
    () => () => {
      clearTimeout(advanceTimer.current);
      clearTimeout(lockTimer.current);
    },
    [],
  );

  return { locked, answered, cancel };
}
