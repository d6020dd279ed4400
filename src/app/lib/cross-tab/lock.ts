/**
 * Web Locks, written once for the app's three users: the outbox's drain lock (one tab sends), the
 * running-assessment locks (updates wait while any tab runs an assessment) and tab ownership (one
 * tab runs an assessment). The browser releases a tab's locks when it closes or crashes.
 *
 * - `exclusiveLock`: runs work holding a lock. Without the Web Locks API (old browsers) a FIFO mutex
 *   per JavaScript realm keeps this tab's runs apart; tabs may then overlap, and `work` is told so
 *   (`exclusive` false) to guard itself.
 * - `holdLock`: takes a lock and keeps it until released (or stolen by another tab).
 * - `heldLockNames`: the locks held now by every tab, for "does another tab run X".
 */

export interface LockRequestOptions {
  mode?: 'exclusive';
  /** Do not wait: the callback gets null when another tab holds the lock. */
  ifAvailable?: boolean;
  /** Take the lock from its holder (whose request then fails with an AbortError). */
  steal?: boolean;
}

/** The part of navigator.locks the app uses (tests pass an in-memory manager). */
export interface LockManagerLike {
  request(
    name: string,
    options: LockRequestOptions,
    callback: (lock: unknown) => unknown,
  ): Promise<unknown>;
  query?(): Promise<{ held?: Array<{ name?: string }> }>;
}

/** navigator.locks when the browser has it. */
export function browserLockManager(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
    ? navigator.locks
    : null;
}

/** Runs `work` holding the lock. `exclusive`: no other tab can hold it at the same time. */
export type LockRunner = <T>(work: (exclusive: boolean) => Promise<T>) => Promise<T>;

type Mutexes = Map<string, Promise<unknown>>;
const REALM_MUTEXES = Symbol.for('candidate-portal.realm-mutexes');

function realmMutexes(): Mutexes {
  const holder = globalThis as typeof globalThis & { [REALM_MUTEXES]?: Mutexes };
  return (holder[REALM_MUTEXES] ??= new Map<string, Promise<unknown>>());
}

/** A FIFO mutex shared by every module instance in this realm (kept on globalThis). */
function withRealmMutex<T>(name: string, work: () => Promise<T>): Promise<T> {
  const mutexes = realmMutexes();
  const previous = mutexes.get(name) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  mutexes.set(name, tail);
  void tail.then(() => {
    if (mutexes.get(name) === tail) mutexes.delete(name);
  });
  return run;
}

export function exclusiveLock(name: string, locks: LockManagerLike | null): LockRunner {
  if (locks) {
    // The browser resolves request() with what the callback's promise resolves to.
    return <T>(work: (exclusive: boolean) => Promise<T>) =>
      locks.request(name, { mode: 'exclusive' }, () => work(true)) as Promise<T>;
  }
  return (work) => withRealmMutex(name, () => work(false));
}

export interface HoldLockEvents {
  /** The lock is this tab's (until released or stolen). */
  onAcquired?: () => void;
  /** With `ifAvailable`: another tab holds it; nothing is held. */
  onUnavailable?: () => void;
  /** The request failed or the lock was taken away (AbortError when stolen). */
  onLost?: (error: unknown) => void;
}

export interface HeldLock {
  /** Lets the lock go (or, if not granted yet, gives it up as soon as it is). */
  release(): void;
}

/** Takes the lock (exclusive) and holds it until `release()`; see HoldLockEvents. */
export function holdLock(
  locks: LockManagerLike,
  name: string,
  options: Omit<LockRequestOptions, 'mode'> = {},
  events: HoldLockEvents = {},
): HeldLock {
  let released = false;
  let letGo: (() => void) | null = null;
  locks
    .request(name, { mode: 'exclusive', ...options }, (lock) => {
      if (lock === null) {
        events.onUnavailable?.();
        return undefined;
      }
      if (released) return undefined;
      events.onAcquired?.();
      return new Promise<void>((resolve) => (letGo = resolve));
    })
    .catch((error: unknown) => {
      letGo = null;
      events.onLost?.(error);
    });
  return {
    release() {
      released = true;
      letGo?.();
      letGo = null;
    },
  };
}

/** The names of the locks held now, in every tab of the origin ([] when unknown). */
export async function heldLockNames(locks: LockManagerLike | null): Promise<string[]> {
  if (!locks?.query) return [];
  try {
    const { held = [] } = await locks.query();
    return held.flatMap((lock) => (lock.name === undefined ? [] : [lock.name]));
  } catch {
    return [];
  }
}
