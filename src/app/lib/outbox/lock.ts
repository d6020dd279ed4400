/**
 * The outbox's drain lock: one tab sends at a time. With the Web Locks API the lock spans every tab
 * of the origin; without it a mutex per realm keeps this tab's drains apart, and the in-flight mark
 * on each entry and the server's idempotent replay (clientMutationId) make overlapping tabs
 * harmless. The primitive is cross-tab/lock.ts.
 */
export {
  browserLockManager as browserLocks,
  exclusiveLock as createDrainLock,
  type LockRunner,
} from '../cross-tab/lock.ts';
