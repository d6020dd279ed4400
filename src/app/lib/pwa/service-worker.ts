/**
 * Registration of the service worker (sw/, built to /sw.js) with workbox-window, and the update
 * offer as React state. See update-controller.ts for the rules.
 *
 * In main.tsx:   registerServiceWorker();
 * In a layout:   <UpdatePrompt />   (components/update-prompt.tsx)
 * In an assessment screen, while a section runs:
 *   useEffect(() => { setAssessmentRunning(true); return () => setAssessmentRunning(false); }, []);
 */
import { useSyncExternalStore } from 'react';
import { ASSESSMENT_RUNNING_LOCK, PWA_CHANNEL } from '../../config/storage-keys.ts';
import { captureInstallPrompt } from './install-prompt.ts';
import { watchOfflineReady } from './offline-ready.ts';
import { openCrossTabChannel } from '../cross-tab/channel.ts';
import { browserLockManager } from '../cross-tab/lock.ts';
import {
  createUpdateController,
  isPwaMessage,
  type UpdateController,
} from './update-controller.ts';

/** How often an open app asks the server whether there is a new build. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** A tab shown again checks for an update if the last check is older than this. */
export const UPDATE_CHECK_ON_SHOW_AFTER_MS = 10 * 60 * 1000;

let controller: UpdateController | undefined;

function getController(): UpdateController {
  if (!controller) {
    controller = createUpdateController({
      lockName: ASSESSMENT_RUNNING_LOCK,
      locks: browserLockManager(),
      channel: openCrossTabChannel(PWA_CHANNEL, isPwaMessage),
      reload: () => window.location.reload(),
    });
  }
  return controller;
}

let registered = false;

/**
 * Runs `start` once the page has loaded and the main thread is idle: the worker's precache (about
 * 1 MB) then never competes with the first paint for a slow link or a slow CPU
 * (docs/decisions/059).
 */
function whenPageIsIdle(start: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 1_000 });
    else setTimeout(start, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Registers /sw.js in production builds (no service worker in `vite dev` or tests), after the
 * first load, and starts listening for updates, for the install prompt and for the worker saying
 * that the app opens offline. Safe to call more than once.
 */
export function registerServiceWorker(): void {
  captureInstallPrompt();
  if (!import.meta.env.PROD || registered) return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registered = true;
  // A page the worker already controls (a reload) says at once that it works offline.
  watchOfflineReady();
  whenPageIsIdle(() => whenOnline(() => startServiceWorker(getController())));
}

/**
 * Registering fetches /sw.js, which fails without a connection and would leave this page without
 * offline use: a page that lost its connection before registering waits for it to come back.
 * (`navigator.onLine` false is reliable; true may not be, and a failed fetch is tried again.)
 */
function whenOnline(start: () => void): void {
  if (navigator.onLine) start();
  else window.addEventListener('online', start, { once: true });
}

function startServiceWorker(updates: UpdateController): void {
  // workbox-window is loaded in its own chunk, after the first paint.
  void import('workbox-window')
    .then(async ({ Workbox }) => {
      // updateViaCache 'none': update checks always fetch sw.js from the server, never the HTTP cache.
      const workbox = new Workbox('/sw.js', { scope: '/', updateViaCache: 'none' });
      updates.attach(workbox);
      await workbox.register();
      let lastCheck = Date.now();
      const check = () => {
        lastCheck = Date.now();
        workbox.update().catch(() => undefined); // offline: try again later
      };
      setInterval(check, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible') return;
        void updates.recheck();
        if (Date.now() - lastCheck > UPDATE_CHECK_ON_SHOW_AFTER_MS) check();
      });
    })
    .catch((error: unknown) => {
      // The connection dropped while /sw.js was on its way: again once it is back.
      if (!navigator.onLine) {
        whenOnline(() => startServiceWorker(updates));
        return;
      }
      console.error(
        'The service worker could not be registered; the app will not work offline.',
        error,
      );
    });
}

/**
 * Tells the app that an assessment is running (true) or no longer (false) in this tab. While any
 * tab runs one, no update is offered or applied.
 */
export function setAssessmentRunning(running: boolean): void {
  getController().setAssessmentRunning(running);
  if (running === assessmentRunningHere) return;
  assessmentRunningHere = running;
  for (const listener of [...assessmentListeners]) listener();
}

// Whether this tab runs an assessment, for screens that stay out of its way (the info banner).
let assessmentRunningHere = false;
const assessmentListeners = new Set<() => void>();
const subscribeAssessment = (listener: () => void) => {
  assessmentListeners.add(listener);
  return () => {
    assessmentListeners.delete(listener);
  };
};

/** True while this tab runs an assessment (setAssessmentRunning). */
export function useAssessmentRunning(): boolean {
  return useSyncExternalStore(
    subscribeAssessment,
    () => assessmentRunningHere,
    () => false,
  );
}

/** Applies a waiting update (or reloads onto one applied elsewhere); false when refused. */
export function applyUpdate(): Promise<boolean> {
  return getController().applyUpdate();
}

const subscribe = (listener: () => void) => getController().subscribe(listener);
const getUpdateAvailable = () => getController().getSnapshot().updateAvailable;

export function useServiceWorkerUpdate(): {
  updateAvailable: boolean;
  applyUpdate: () => Promise<boolean>;
} {
  const updateAvailable = useSyncExternalStore(subscribe, getUpdateAvailable, () => false);
  return { updateAvailable, applyUpdate };
}
