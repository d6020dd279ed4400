/**
 * Persistent storage for a running assessment (docs/decisions/041-answer-sync-state.md). Unsent
 * answers wait in the outbox (IndexedDB); unless the site's storage is persistent, the browser may
 * clear it when the device runs short of space. The runner asks for it once per page load when it
 * opens; a refusal is told to the candidate once (until dismissed), and never blocks the assessment.
 */
import { useEffect, useState } from 'react';

/** PERSISTED: already so; GRANTED: just now; REFUSED: the browser said no; UNSUPPORTED: no API. */
export type PersistOutcome = 'PERSISTED' | 'GRANTED' | 'REFUSED' | 'UNSUPPORTED';

/** The part of `navigator.storage` used here (a fake in tests). */
export interface PersistentStorageLike {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

/** Asks for persistent storage unless it is already granted. Never throws. */
export async function requestPersistentStorage(
  storage: PersistentStorageLike | undefined,
): Promise<PersistOutcome> {
  if (typeof storage?.persist !== 'function' || typeof storage.persisted !== 'function')
    return 'UNSUPPORTED';
  try {
    if (await storage.persisted()) return 'PERSISTED';
    return (await storage.persist()) ? 'GRANTED' : 'REFUSED';
  } catch {
    // A browser that throws (a privacy mode) has not granted it, but gives no answer to tell.
    return 'UNSUPPORTED';
  }
}

// Once per page load: the runner opens again with each section boundary and visit.
let asked: Promise<PersistOutcome> | null = null;
let refusalDismissed = false;

const storageOfThisBrowser = (): PersistentStorageLike | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage;

/**
 * Asks for persistent storage when the runner opens (once per page load) and says whether to tell
 * the candidate it was refused.
 */
export function usePersistentStorageRefusal(
  storage: () => PersistentStorageLike | undefined = storageOfThisBrowser,
): { refused: boolean; dismiss: () => void } {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    let current = true;
    asked ??= requestPersistentStorage(storage());
    void asked.then((outcome) => {
      if (current) setRefused(outcome === 'REFUSED' && !refusalDismissed);
    });
    return () => {
      current = false;
    };
  }, [storage]);
  return {
    refused,
    dismiss: () => {
      refusalDismissed = true;
      setRefused(false);
    },
  };
}

/** Tests: forget this page load's request and dismissal. */
export function resetPersistentStorageRequest(): void {
  asked = null;
  refusalDismissed = false;
}

export const persistentStorageMessages = {
  refusedTitle: 'Stay online when you can',
  refusedBody:
    'Answers given offline are kept on this device until they are sent, but this browser may clear them if the device runs short of space. An answer is safe once it shows "Received".',
};
