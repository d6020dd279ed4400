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

export type TabOwnership = 'checking' | 'owner' | 'elsewhere';

export interface LockManagerLike {
  request(
    name: string,
    options: { mode?: 'exclusive'; ifAvailable?: boolean; steal?: boolean },
    callback: (lock: unknown) => unknown,
  ): Promise<unknown>;
}

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
  let release: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const hold = (lock: unknown): Promise<void> | undefined => {
    if (stopped || !lock) return undefined;
    onChange('owner');
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  const lost = (error: unknown) => {
    release = null;
    if (!stopped && error instanceof Error && error.name === 'AbortError') onChange('elsewhere');
  };
  const attempt = (recheck: boolean) => {
    if (!locks || stopped) return;
    locks
      .request(name, { mode: 'exclusive', ifAvailable: true }, (lock) => {
        if (!lock) {
          if (stopped) return undefined;
          if (recheck) timer = setTimeout(() => attempt(false), recheckDelayMs);
          else onChange('elsewhere');
          return undefined;
        }
        return hold(lock);
      })
      .catch(lost);
  };

  return {
    start() {
      if (!locks) {
        onChange('owner');
        return;
      }
      attempt(true);
    },
    takeOver() {
      if (!locks) {
        onChange('owner');
        return;
      }
      clearTimeout(timer);
      locks.request(name, { mode: 'exclusive', steal: true }, hold).catch(lost);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      release?.();
      release = null;
    },
  };
}

export function browserLockManager(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
    ? navigator.locks
    : null;
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
