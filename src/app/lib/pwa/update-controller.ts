/**
 * When to offer and apply a new version of the app (a new service worker), as a small store.
 *
 * - A new build's worker installs and waits. The candidate is offered the update and chooses when
 *   (never forced): applying posts SKIP_WAITING to the waiting worker and reloads this tab once the
 *   new worker controls it.
 * - Never during a running assessment, in this tab or in any other: the new worker takes over every
 *   open tab of the app at once, and a tab still running the old build then fails to load its lazy
 *   chunks (docs/pitfalls.md, "A new service worker mid-session"). `setAssessmentRunning(true)`
 *   holds a Web Lock named for the tab that every tab can see (released by the browser if the tab
 *   closes); while any tab holds one, the offer is hidden and applying is refused.
 * - If another tab applied the update, this tab runs the old build under the new worker: it offers a
 *   reload ("Update now" then only reloads), and does not reload by itself (unsaved form input).
 */
import type { WorkboxLifecycleEvent } from 'workbox-window';
import { hasMessageType, type CrossTabChannel } from '../cross-tab/channel.ts';
import { heldLockNames, holdLock, type HeldLock, type LockManagerLike } from '../cross-tab/lock.ts';

/** The part of workbox-window's `Workbox` the controller uses. */
export interface WorkboxLike {
  addEventListener(
    type: 'waiting' | 'controlling',
    listener: (event: WorkboxLifecycleEvent) => void,
  ): void;
  messageSkipWaiting(): void;
}

/** What the tabs tell each other (cross-tab/channel.ts): an assessment started or ended in one. */
export type PwaMessage = { type: 'assessment-running-changed' };

export const isPwaMessage = (data: unknown): data is PwaMessage =>
  hasMessageType(data, ['assessment-running-changed']);

export interface UpdateControllerDeps {
  /** Each tab running an assessment holds `<lockName>:<tab id>`. */
  lockName: string;
  /** Identifies this tab among the lock holders (default: a random UUID). */
  tabId?: string;
  locks: LockManagerLike | null;
  channel: CrossTabChannel<PwaMessage> | null;
  reload: () => void;
}

export interface UpdateSnapshot {
  /** Show the offer: a new version is ready and no assessment runs (here or, for a waiting worker, anywhere). */
  updateAvailable: boolean;
}

export interface UpdateController {
  attach(workbox: WorkboxLike): void;
  setAssessmentRunning(running: boolean): void;
  /** Applies the update; false when there is none or an assessment runs. */
  applyUpdate(): Promise<boolean>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): UpdateSnapshot;
  /** Re-reads whether another tab runs an assessment (on messages and when the tab is shown). */
  recheck(): Promise<void>;
}

export function createUpdateController(deps: UpdateControllerDeps): UpdateController {
  // One lock per tab, so that "another tab runs an assessment" is exact: a lock this tab is just
  // releasing is never mistaken for someone else's.
  const lockPrefix = `${deps.lockName}:`;
  const ownLockName = `${lockPrefix}${deps.tabId ?? crypto.randomUUID()}`;
  let workbox: WorkboxLike | null = null;
  /** A new worker waits to take over. */
  let waiting = false;
  /** Another tab applied an update: this page runs the old build under the new worker. */
  let staleBuild = false;
  let runningHere = false;
  let runningElsewhere = false;
  let reloadRequested = false;
  let heldLock: HeldLock | null = null;

  const listeners = new Set<() => void>();
  let snapshot: UpdateSnapshot = { updateAvailable: false };

  function update(): void {
    const updateAvailable =
      !runningHere && ((waiting && !runningElsewhere) || (staleBuild && !waiting));
    if (updateAvailable !== snapshot.updateAvailable) {
      snapshot = { updateAvailable };
      for (const listener of [...listeners]) listener();
    }
  }

  /** Whether a tab other than this one holds the assessment lock. */
  async function assessmentRunningElsewhere(): Promise<boolean> {
    const held = await heldLockNames(deps.locks);
    return held.some((name) => name.startsWith(lockPrefix) && name !== ownLockName);
  }

  async function recheck(): Promise<void> {
    runningElsewhere = await assessmentRunningElsewhere();
    update();
  }

  deps.channel?.subscribe(() => void recheck());

  return {
    attach(wb) {
      workbox = wb;
      wb.addEventListener('waiting', () => {
        waiting = true;
        update();
      });
      wb.addEventListener('controlling', (event) => {
        if (reloadRequested) {
          deps.reload();
          return;
        }
        // The first worker taking control of a fresh page is not an update; one replacing an
        // earlier worker (applied in another tab) is.
        if (event.isUpdate) {
          waiting = false;
          staleBuild = true;
          update();
        }
      });
    },

    setAssessmentRunning(running) {
      if (running === runningHere) return;
      runningHere = running;
      if (running && deps.locks) {
        heldLock = holdLock(deps.locks, ownLockName);
      } else if (!running && heldLock) {
        heldLock.release();
        heldLock = null;
      }
      deps.channel?.post({ type: 'assessment-running-changed' });
      update();
    },

    async applyUpdate() {
      if (runningHere) return false;
      if (staleBuild && !waiting) {
        deps.reload();
        return true;
      }
      if (!waiting || !workbox) return false;
      runningElsewhere = await assessmentRunningElsewhere();
      update();
      if (runningElsewhere || runningHere) return false;
      reloadRequested = true;
      workbox.messageSkipWaiting();
      return true;
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    getSnapshot: () => snapshot,

    recheck,
  };
}
