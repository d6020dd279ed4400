/**
 * "Install app": Chromium fires `beforeinstallprompt` when the app is installable; we keep the event
 * (suppressing the browser's own mini-infobar) and offer our button instead. The event can come
 * early in the page's life, so `captureInstallPrompt()` should run at start (registerServiceWorker
 * calls it); the hook calls it too, in case.
 */
import { useSyncExternalStore } from 'react';

/** Not in TypeScript's DOM library (Chromium only). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let capturing = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export function captureInstallPrompt(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const canInstallNow = () => deferredPrompt !== null;

/** Shows the browser's install dialog; a prompt event can be used once. */
export async function install(): Promise<InstallOutcome> {
  const event = deferredPrompt;
  if (!event) return 'unavailable';
  deferredPrompt = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome;
}

export function useInstallPrompt(): {
  canInstall: boolean;
  install: () => Promise<InstallOutcome>;
} {
  captureInstallPrompt();
  const canInstall = useSyncExternalStore(subscribe, canInstallNow, () => false);
  return { canInstall, install };
}
