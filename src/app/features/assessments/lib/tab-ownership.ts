/**
 * One tab runs an assessment; another tab says so and offers to take over (issue 6). The running
 * tab holds the Web Lock `assessment-<id>` for as long as its runner is open (the browser releases
 * it when the tab closes or crashes). A tab that finds the lock held shows
 * assessmentMessages.otherTabRunning with "Take over here", which steals the lock: the old
 * holder's request then fails with an AbortError and that tab shows the message in turn.
 *
 * Without navigator.locks (old browsers) every tab runs: the outbox's in-flight marks and the
 * server's idempotent replay keep two runners harmless, only not exclusive.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  browserLockManager,
  holdLock,
  type HeldLock,
  type LockManagerLike,
} from '../../../lib/cross-tab/lock.ts';

export type TabOwnership = 'checking' | 'owner' | 'elsewhere';

export type { LockManagerLike };

export const tabLockName = (assessmentId: string) => `assessment-${assessmentId}`;

/**
 * A lock just released (a reload, React's double effects in development) may still be held for a
 * moment: the first refusal is checked once more after this delay before saying "another tab".
 */
export const RECHECK_DELAY_MS = 300;

export interface TabOwnershipHandle {
  start(): void;
  takeOver(): void;
  stop(): void;
}

export function createTabOwnership(
  name: string,
  locks: LockManagerLike | null,
  onChange: (state: TabOwnership) => void,
  recheckDelayMs = RECHECK_DELAY_MS,
): TabOwnershipHandle {
  let stopped = false;
  let held: HeldLock | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const take = (options: { ifAvailable?: boolean; steal?: boolean }, recheck = false) => {
    if (!locks || stopped) return;
    held = holdLock(locks, name, options, {
      onAcquired: () => onChange('owner'),
      onUnavailable: () => {
        if (stopped) return;
        if (recheck) timer = setTimeout(() => take({ ifAvailable: true }), recheckDelayMs);
        else onChange('elsewhere');
      },
      // Another tab took it over ("Take over here" there).
      onLost: (error) => {
        if (!stopped && error instanceof Error && error.name === 'AbortError')
          onChange('elsewhere');
      },
    });
  };

  return {
    start() {
      if (!locks) {
        onChange('owner');
        return;
      }
      take({ ifAvailable: true }, true);
    },
    takeOver() {
      if (!locks) {
        onChange('owner');
        return;
      }
      clearTimeout(timer);
      take({ steal: true });
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      held?.release();
      held = null;
    },
  };
}

export function useTabOwnership(
  assessmentId: string,
  locks: LockManagerLike | null = browserLockManager(),
): { state: TabOwnership; takeOver: () => void } {
  const [state, setState] = useState<TabOwnership>('checking');
  const handle = useRef<TabOwnershipHandle | null>(null);
  useEffect(() => {
    const ownership = createTabOwnership(tabLockName(assessmentId), locks, setState);
    handle.current = ownership;
    ownership.start();
    return () => {
      ownership.stop();
      handle.current = null;
    };
  }, [assessmentId, locks]);
  const takeOver = useCallback(() => handle.current?.takeOver(), []);
  return { state, takeOver };
}
