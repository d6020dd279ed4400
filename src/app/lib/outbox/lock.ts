/**
 * One drainer at a time. With the Web Locks API the lock spans every tab of the origin (and is
 * released by the browser when a tab closes or crashes). Without it (old browsers), a FIFO mutex per
 * JavaScript realm keeps this tab's drains apart; tabs may then overlap, which the in-flight mark on
 * each entry and the server's idempotent replay (clientMutationId) make harmless.
 */

/** Runs `work` holding the lock. `exclusive`: no other tab can hold it at the same time. */
export type LockRunner = <T>(work: (exclusive: boolean) => Promise<T>) => Promise<T>;

interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T>;
}

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

export function createDrainLock(
  name: string,
  locks: LockManagerLike | null | undefined,
): LockRunner {
  if (locks && typeof locks.request === 'function') {
    return (work) => locks.request(name, { mode: 'exclusive' }, () => work(true));
  }
  return (work) => withRealmMutex(name, () => work(false));
}

/** navigator.locks when the browser has it. */
export function browserLocks(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks
    ? navigator.locks
    : null;
}
