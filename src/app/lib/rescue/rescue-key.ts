/**
 * The signed-in candidate's rescue key (docs/decisions/043): fetched from the server while online
 * (GetRescueKey) and kept in IndexedDB per user, so a rescue file can be saved with no connection.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { RESCUE_KEY_DB_NAME, RESCUE_KEY_STORE_NAME } from '../../config/storage-keys.ts';
import { graphql } from '../../gql/gql.ts';
import { gqlRequest } from '../api/graphql.ts';

const GetRescueKeyDocument = graphql(`
  query GetRescueKey {
    rescueKey
  }
`);

let store: UseStore | undefined;
// Opened on first use: importing this module must not touch IndexedDB.
const keyStore = () => (store ??= createStore(RESCUE_KEY_DB_NAME, RESCUE_KEY_STORE_NAME));

/** The key kept on this device for the user, or null. */
export async function storedRescueKey(userId: string): Promise<string | null> {
  const key: unknown = await get(userId, keyStore());
  return typeof key === 'string' ? key : null;
}

/** Asks the server for the user's key and keeps it on this device (the key never changes). */
export async function fetchRescueKey(userId: string): Promise<string> {
  const { rescueKey } = await gqlRequest(GetRescueKeyDocument);
  await set(userId, rescueKey, keyStore());
  return rescueKey;
}

/** The kept key, else the server's (online only): null when neither can be had. */
export async function rescueKeyFor(userId: string): Promise<string | null> {
  const stored = await storedRescueKey(userId);
  if (stored) return stored;
  try {
    return await fetchRescueKey(userId);
  } catch {
    return null;
  }
}

/** Fetches and keeps the key once per user and page load, while online (before it is needed). */
const kept = new Set<string>();
export function keepRescueKey(userId: string): void {
  if (kept.has(userId)) return;
  kept.add(userId);
  void storedRescueKey(userId)
    .then((stored) => stored ?? fetchRescueKey(userId))
    .catch(() => kept.delete(userId)); // offline or signed out meanwhile: try again later
}
