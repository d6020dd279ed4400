/**
 * The outbox: every write a candidate makes goes through here (README.md beside it). The
 * write is in IndexedDB before `enqueue` resolves, so the UI may then say "saved on this device";
 * one tab sends the writes in order; a refused write is kept and shown until the candidate acts.
 *
 * Usage (screens):
 *   startOutbox({ send, getUserId })                 once, at app start (main.tsx)
 *   await enqueue({ userId, operation, document, variables, coalesceKey? })
 *   onDelivered(listener)                            app/outbox-sync.tsx: runs what the write's
 *                                                    declaration says its delivery changes
 *   useOutbox()                                      see use-outbox.ts
 *   await pendingCountFor(userId)                    before logout: never drop unsent changes
 *
 * This module holds the app's single instance (created on first use); the engine is
 * create-outbox.ts.
 */
import {
  OUTBOX_CHANNEL,
  OUTBOX_DB_NAME,
  OUTBOX_DRAIN_LOCK,
  OUTBOX_STORE_NAME,
} from '../../config/storage-keys.ts';
import { createBroadcastOutboxChannel } from './channel.ts';
import { createOutbox, type Outbox, type OutboxListener } from './create-outbox.ts';
import { browserLockManager, exclusiveLock } from '../cross-tab/lock.ts';
import { createOutboxStorage } from './storage.ts';
import { appReachability } from '../pwa/reachability.ts';
import type {
  DeliveredListener,
  EnqueueInput,
  ImportedEntry,
  OutboxEntry,
  OutboxState,
  StartOutboxOptions,
} from './types.ts';

export type {
  DeliveredListener,
  EnqueueInput,
  OutboxEntry,
  OutboxError,
  OutboxState,
  SendFn,
  SendOptions,
  StartOutboxOptions,
} from './types.ts';
export { classifySendError, type SendErrorKind } from './classify.ts';

let instance: Outbox | undefined;

function outbox(): Outbox {
  return (instance ??= createOutbox({
    storage: createOutboxStorage(OUTBOX_DB_NAME, OUTBOX_STORE_NAME),
    // One tab sends at a time: the Web Lock spans every tab (a realm mutex without it; the in-flight
    // marks and the server's idempotent replay make overlapping tabs harmless then).
    lock: exclusiveLock(OUTBOX_DRAIN_LOCK, browserLockManager()),
    channel: createBroadcastOutboxChannel(OUTBOX_CHANNEL),
    reachability: appReachability(),
  }));
}

/**
 * Stores a write (with `clientMutationId` = its new id added to the variables) and resolves once it
 * is on disk. With a `coalesceKey`, an unsent, not-in-flight entry of the same user and key is
 * replaced (the newer edit wins): pass one only for edits a later edit fully replaces, never for
 * timed item responses (docs/decisions/014).
 */
export function enqueue(input: EnqueueInput): Promise<OutboxEntry> {
  return outbox().enqueue(input);
}

/**
 * Stores entries from a rescue file (features/rescue/) in their order, keeping their ids; ids
 * already stored are skipped. Resolves with the entries stored.
 */
export function importOutboxEntries(entries: readonly ImportedEntry[]): Promise<OutboxEntry[]> {
  return outbox().importEntries(entries);
}

/**
 * Starts sending the signed-in user's entries (this tab competes for the drain lock with the others).
 * Call once at app start; returns a function that stops it.
 */
export function startOutbox(options: StartOutboxOptions): () => void {
  return outbox().start(options);
}

/** Follows the outbox's state (all users' entries, in order), across tabs. Returns unsubscribe. */
export function subscribeOutbox(listener: OutboxListener): () => void {
  return outbox().subscribe(listener);
}

export function getOutboxState(): OutboxState {
  return outbox().getState();
}

/** The user whose entries this tab sends: `getUserId()` given to startOutbox, or null. */
export function getOutboxUserId(): string | null {
  return outbox().currentUserId();
}

/** Called in every tab for each entry the server accepted, with its result (to invalidate queries). */
export function onDelivered(listener: DeliveredListener): () => void {
  return outbox().onDelivered(listener);
}

/** Sends a refused (or waiting) entry again, as soon as the entries before it are through. */
export function retryOutboxEntry(id: string): Promise<void> {
  return outbox().retry(id);
}

/** Deletes an entry without sending it (the candidate chose to drop a refused change). */
export function discardOutboxEntry(id: string): Promise<void> {
  return outbox().discard(id);
}

/** Every unsent entry of the user, refused ones included (read from IndexedDB, not the view). */
export function pendingCountFor(userId: string): Promise<number> {
  return outbox().pendingCountFor(userId);
}

/** Tries to send now, ignoring backoff (e.g. right after sign-in). */
export function drainOutboxNow(): void {
  outbox().drainNow();
}
