/**
 * Auto-advance and the post-answer lock (spec 001 section 4; docs/product-decisions.md): a final
 * answer (single choice, dropdown, rating) moves to the next screen after AUTO_ADVANCE_DELAY_MS,
 * except on the last screen or when the candidate turned auto-advance off; while a move is coming,
 * the questionnaire changes nothing for POST_ANSWER_LOCK_MS from the answer (it outlasts the move,
 * so nothing lands on the next question while it slides in).
 *
 * Keys pressed meanwhile are not lost (docs/decisions/030, lib/keys-during-lock.ts): the frame
 * refuses those pressed before the move, visibly, and hands those pressed after it to `hold`;
 * they come back through `onUnlock`, in order, once the lock is over and the screen re-rendered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { AUTO_ADVANCE_DELAY_MS, POST_ANSWER_LOCK_MS } from '../../../../domain/survey.ts';
import type { HeldKey, LockPhase } from './keys-during-lock.ts';

export interface AutoAdvance {
  /** True during the post-answer lock: the question and the frame change nothing. */
  locked: boolean;
  /** The lock's phase at this moment (read in key handlers, which may run before a render). */
  phaseNow: () => LockPhase;
  /**
   * An answer was given. `advance`: it is final (the question said so); `canAdvance`: a next
   * screen exists. Returns whether a move was scheduled.
   */
  answered: (options: { advance: boolean; canAdvance: boolean }) => boolean;
  /** Keep a key pressed while the next question arrives, for `onUnlock`. */
  hold: (key: HeldKey) => void;
  /** Forget a scheduled move, the lock and its held keys (the candidate navigated or closed). */
  cancel: () => void;
}

export function useAutoAdvance({
  enabled,
  onAdvance,
  onUnlock,
}: {
  /** The candidate's switch 'Move to the next question automatically'. */
  enabled: boolean;
  onAdvance: () => void;
  /** The lock is over (and rendered so): the keys held during it, oldest first (maybe none). */
  onUnlock: (held: HeldKey[]) => void;
}): AutoAdvance {
  const [locked, setLocked] = useState(false);
  const phase = useRef<LockPhase>('open');
  const held = useRef<HeldKey[]>([]);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onAdvanceRef = useRef(onAdvance);
  const onUnlockRef = useRef(onUnlock);
  const enabledRef = useRef(enabled);
  useEffect(() => {
    onAdvanceRef.current = onAdvance;
    onUnlockRef.current = onUnlock;
    enabledRef.current = enabled;
  });

  const clearTimers = useCallback(() => {
    clearTimeout(advanceTimer.current);
    clearTimeout(lockTimer.current);
    advanceTimer.current = undefined;
    lockTimer.current = undefined;
  }, []);

  const cancel = useCallback(() => {
    clearTimers();
    phase.current = 'open';
    held.current = [];
    setLocked(false);
  }, [clearTimers]);

  const answered = useCallback(
    ({ advance, canAdvance }: { advance: boolean; canAdvance: boolean }) => {
      if (!advance || !canAdvance || !enabled) return false;
      clearTimers();
      phase.current = 'moving';
      setLocked(true);
      advanceTimer.current = setTimeout(() => {
        advanceTimer.current = undefined;
        // Turning the switch off stops a move already scheduled (the lock runs its course).
        if (!enabledRef.current) return;
        phase.current = 'arriving';
        onAdvanceRef.current();
      }, AUTO_ADVANCE_DELAY_MS);
      lockTimer.current = setTimeout(() => {
        lockTimer.current = undefined;
        phase.current = 'open';
        const keys = held.current;
        held.current = [];
        // Rendered unlocked before the held keys are played: the question must take them.
        flushSync(() => setLocked(false));
        onUnlockRef.current(keys);
      }, POST_ANSWER_LOCK_MS);
      return true;
    },
    [enabled, clearTimers],
  );

  const hold = useCallback((key: HeldKey) => {
    if (phase.current === 'arriving') held.current.push(key);
  }, []);

  const phaseNow = useCallback(() => phase.current, []);

  useEffect(() => clearTimers, [clearTimers]);

  return { locked, phaseNow, answered, hold, cancel };
}
