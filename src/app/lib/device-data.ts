/**
 * What a session leaves on the device once it ends (docs/decisions/051; docs/product-decisions.md,
 * "what the device keeps after sign-out"): nothing of the candidate's but the writes that have
 * not reached the server yet.
 *
 * Run when a session ends on this device (sign-out, a 401, the session's cookies gone at start:
 * see PERSONAL_DATA_MARKER_KEY), it removes:
 * - localStorage: every personal key (PERSONAL_LOCAL_STORAGE_PREFIXES: the persisted query caches
 *   of every user, the questionnaire's auto-advance switch);
 * - IndexedDB: the receipts and the rescue keys (every user's: the device keeps them only for a
 *   signed-in candidate);
 * - Cache Storage: any answer of the server's own paths (the service worker caches none today; a
 *   cache that did would be emptied here too).
 * The outbox keeps each user's unsent entries, sent at that user's next sign-in only; a user whose
 * entries are all sent has nothing left in it (storage.ts drops a user's records with their last
 * entry). The device's own settings (feature flags, a dismissed banner) stay.
 */
import { clear, createStore } from 'idb-keyval';
import { SERVER_PATH_PREFIXES, serverPathPattern } from '../../domain/server-paths.ts';
import {
  PERSONAL_DATA_MARKER_KEY,
  PERSONAL_LOCAL_STORAGE_PREFIXES,
  RECEIPTS_DB_NAME,
  RECEIPTS_STORE_NAME,
  RESCUE_KEY_DB_NAME,
  RESCUE_KEY_STORE_NAME,
} from '../config/storage-keys.ts';

/** IndexedDB databases (and their one store) that hold personal data; never the outbox's. */
const PERSONAL_DATABASES = [
  [RECEIPTS_DB_NAME, RECEIPTS_STORE_NAME],
  [RESCUE_KEY_DB_NAME, RESCUE_KEY_STORE_NAME],
] as const;

/** A query cache write already scheduled may land after the first pass: look again after it. */
const SECOND_PASS_MS = 1_500;

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function removePersonalKeys(): void {
  const storage = localStore();
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  for (const key of keys) {
    if (PERSONAL_LOCAL_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) {
      storage.removeItem(key);
    }
  }
}

async function clearPersonalDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  // Only the databases there are: opening one that is not would create it.
  const existing = indexedDB.databases
    ? new Set((await indexedDB.databases()).map((db) => db.name))
    : null;
  await Promise.all(
    PERSONAL_DATABASES.filter(([name]) => existing?.has(name) ?? true).map(([name, store]) =>
      clear(createStore(name, store)),
    ),
  );
}

const serverPaths = SERVER_PATH_PREFIXES.map(serverPathPattern);

async function clearServerAnswersFromCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const { pathname, search } = new URL(request.url);
      if (serverPaths.some((pattern) => pattern.test(`${pathname}${search}`))) {
        await cache.delete(request);
      }
    }
  }
}

let running: Promise<void> | null = null;

/**
 * Removes the candidate's data from the device (see above); the marker goes last, so a page closed
 * meanwhile has it done again at the next start. Concurrent calls share one run. `signedIn` is
 * session.ts's own check, passed in so that this module (loaded lazily by it) imports nothing back.
 */
export function clearPersonalDeviceData(signedIn: () => boolean): Promise<void> {
  running ??= (async () => {
    try {
      removePersonalKeys();
      await Promise.all([
        clearPersonalDatabases().catch((error: unknown) =>
          console.warn('Could not clear the personal data in IndexedDB.', error),
        ),
        clearServerAnswersFromCaches().catch((error: unknown) =>
          console.warn('Could not clear the cached answers.', error),
        ),
      ]);
      await new Promise((resolve) => setTimeout(resolve, SECOND_PASS_MS));
      // Signed in again meanwhile: what is stored now is the new session's.
      if (signedIn()) return;
      removePersonalKeys();
      localStore()?.removeItem(PERSONAL_DATA_MARKER_KEY);
    } finally {
      running = null;
    }
  })();
  return running;
}
