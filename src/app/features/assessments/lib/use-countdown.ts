/**
 * The countdown of the running section as React state (see deadline-timer.ts for the rules): one
 * deadline per section (`key`), redrawn every TIMER_TICK_MS, `onExpire` called once when it
 * reaches zero, `onClockJump` when the device seems to have slept (re-sync from the server).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMER_TICK_MS } from '../../../../domain/assessments.ts';
import { browserClock, type Clock, createDeadline, type Deadline } from './deadline-timer.ts';

export interface UseCountdownOptions {
  /** The section the deadline belongs to; null: no countdown. */
  key: string | null;
  onExpire: () => void;
  onClockJump?: () => void;
  clock?: Clock;
}

export interface Countdown {
  /** Milliseconds left, or null while there is no deadline (untimed, or not synced yet). */
  remainingMs: number | null;
  sync: (remainingMs: number, options?: { force?: boolean }) => void;
}

interface Store {
  deadlines: Map<string, Deadline>;
  expired: Set<string>;
}

export function useCountdown({
  key,
  onExpire,
  onClockJump,
  clock = browserClock,
}: UseCountdownOptions): Countdown {
  // Mutable, kept for the component's life (deadlines are not React state: they never change
  // by themselves; the tick below redraws).
  const [store] = useState<Store>(() => ({ deadlines: new Map(), expired: new Set() }));
  const [, setTick] = useState(0);
  const callbacks = useRef({ onExpire, onClockJump });
  useEffect(() => {
    callbacks.current = { onExpire, onClockJump };
  });

  const deadlineFor = useCallback(
    (k: string) => {
      let deadline = store.deadlines.get(k);
      if (!deadline) {
        deadline = createDeadline(clock);
        store.deadlines.set(k, deadline);
      }
      return deadline;
    },
    [store, clock],
  );

  const check = useCallback(
    (k: string) => {
      setTick((n) => n + 1);
      if (deadlineFor(k).remainingMs() === 0 && !store.expired.has(k)) {
        store.expired.add(k);
        callbacks.current.onExpire();
      }
    },
    [deadlineFor, store],
  );

  useEffect(() => {
    if (!key) return;
    const timer = setInterval(() => {
      if (deadlineFor(key).clockJumped()) callbacks.current.onClockJump?.();
      check(key);
    }, TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [key, deadlineFor, check]);

  const sync = useCallback(
    (ms: number, options?: { force?: boolean }) => {
      if (!key) return;
      deadlineFor(key).sync(ms, options);
      check(key);
    },
    [key, deadlineFor, check],
  );

  const remainingMs = key ? (store.deadlines.get(key)?.remainingMs() ?? null) : null;
  return { remainingMs, sync };
}
