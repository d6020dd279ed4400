/**
 * The outbox: every write a candidate makes goes through here (README.md beside it). The
 * write is in IndexedDB before `enqueueWrite` resolves, so the UI may then say "saved on this device";
 * one tab sends the writes in order; a refused write is kept and shown until the candidate acts.
 *
 * Usage (screens):
 *   startOutbox({ send, getUserId, writeFor, queryClient })
 *                                                    once signed in (app/outbox-follows-session.ts):
 *                                                    each delivered write's declaration runs here
 *   await enqueueWrite(declaration, userId, variables)  a declared write (lib/writes/define-write.ts)
 *   onDelivered(listener)                            a form's own "Saved" (lib/writes/use-write.ts)
 *   useOutbox()                                      see use-outbox.ts
 *   await pendingCountFor(userId)                    before logout: never drop unsent changes
 *
 * This module holds the engine (`createOutbox`) and the app's single instance (created on first
 * use).
 *
 * The engine is composed of its parts: the stored entries (storage.ts), this tab's view of
 * them (view.ts), the drain loop (drain.ts) and the other tabs (channel.ts). Built from injected
 * parts (storage, lock, channel, clock) so that tests can run two "tabs" or a "reload" against the
 * same IndexedDB.
 *
 * Each enqueue and each send does a fixed amount of IndexedDB work, whatever the length of the
 * queue (docs/decisions/035): the view is updated from the results of the storage calls, and the
 * other tabs are told what changed. IndexedDB is read in full only at start, when the tab is shown
 * again, and on the fallbacks (no BroadcastChannel, a 'changed' message, an entry another tab wrote
 * whose message has not arrived).
 */
import { print } from 'graphql';
import {
  OUTBOX_CHANNEL,
  OUTBOX_DB_NAME,
  OUTBOX_DRAIN_LOCK,
  OUTBOX_STORE_NAME,
} from '../../config/storage-keys.ts';
import { createBroadcastOutboxChannel, type OutboxChannel, type OutboxMessage } from './channel.ts';
import { browserLockManager, exclusiveLock, type LockRunner } from '../cross-tab/lock.ts';
import { createOutboxStorage, type OutboxStorage } from './storage.ts';
import { appReachability, type Reachability } from '../pwa/reachability.ts';
import type {
  DeliveredListener,
  EnqueueInput,
  ImportedEntry,
  OutboxEntry,
  OutboxState,
  StartOutboxOptions,
} from './types.ts';
import { createDrainLoop, IN_FLIGHT_STALE_MS, SEND_TIMEOUT_MS } from './drain.ts';
import { OutboxView, type EntryChanges } from './view.ts';
import { isFailed } from './queue.ts';
import { keepDeliveredReceipts } from '../receipts/receipts.ts';
import { applyDelivered } from '../writes/cache.ts';
import {
  type AnyWriteDefinition,
  coalesceKeyOf,
  type WriteDefinition,
  type WriteVariables,
} from '../writes/define-write.ts';

export { SEND_TIMEOUT_MS } from './drain.ts';

export interface OutboxDeps {
  storage: OutboxStorage;
  lock: LockRunner;
  channel: OutboxChannel | null;
  now?: () => number;
  perfNow?: () => number;
  random?: () => number;
  uuid?: () => string;
  /** False when the browser knows it is offline (no attempt is made; 'online' resumes). */
  isOnline?: () => boolean;
  /** Source of 'online' events (window) and of 'visibilitychange' (document); null without a DOM. */
  windowTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  documentTarget?: Pick<
    Document,
    'addEventListener' | 'removeEventListener' | 'visibilityState'
  > | null;
  sendTimeoutMs?: number;
  /**
   * Whether the server can be reached (pwa/reachability.ts): told when a send got an answer or
   * none; its probes kick the drain as soon as the server answers again. Null: no probes (tests).
   */
  reachability?: Pick<Reachability, 'suspect' | 'confirm' | 'onReturn'> | null;
}

export type OutboxListener = (state: OutboxState) => void;

export interface Outbox {
  enqueue(input: EnqueueInput): Promise<OutboxEntry>;
  /**
   * Stores entries made on another device (a rescue file, features/rescue/), in the given order,
   * each with its own id (sent as clientMutationId) and creation time; an id already stored is skipped.
   * Resolves with the entries stored.
   */
  importEntries(entries: readonly ImportedEntry[]): Promise<OutboxEntry[]>;
  start(options: StartOutboxOptions): () => void;
  subscribe(listener: OutboxListener): () => void;
  getState(): OutboxState;
  /** The user whose entries this tab sends (null when not started or signed out). */
  currentUserId(): string | null;
  onDelivered(listener: DeliveredListener): () => void;
  retry(id: string): Promise<void>;
  discard(id: string): Promise<void>;
  pendingCountFor(userId: string): Promise<number>;
  /** Try the head entry now (e.g. right after sign-in), ignoring its backoff. */
  drainNow(): void;
  /** Re-read IndexedDB into the in-memory view. */
  refresh(): Promise<void>;
  /** Resolves once no drain is running, the view is up to date and listeners heard (tests). */
  whenIdle(): Promise<void>;
  /** Stops draining and closes the channel (tests, hot reload). */
  close(): void;
}

/** While this tab sends, the shortest time between two notifications of the state listeners. */
export const NOTIFY_INTERVAL_MS = 100;

const INITIAL_STATE: OutboxState = { entries: [], isDraining: false, loaded: false };

export function createOutbox(deps: OutboxDeps): Outbox {
  const { storage, channel } = deps;
  const now = deps.now ?? (() => Date.now());
  const perfNow = deps.perfNow ?? (() => performance.now());
  const uuid = deps.uuid ?? (() => crypto.randomUUID());
  const isOnline =
    deps.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const browserWindow = typeof window === 'undefined' ? null : window;
  const browserDocument = typeof document === 'undefined' ? null : document;
  const windowTarget = deps.windowTarget === undefined ? browserWindow : deps.windowTarget;
  const documentTarget = deps.documentTarget === undefined ? browserDocument : deps.documentTarget;
  const reachability = deps.reachability ?? null;

  // --- The in-memory view -------------------------------------------------------------------
  const view = new OutboxView();
  let state: OutboxState = INITIAL_STATE;
  const listeners = new Set<OutboxListener>();
  const deliveredListeners = new Set<DeliveredListener>();
  let localSending = false;
  let remoteDraining = false;
  let remoteDrainingTimer: ReturnType<typeof setTimeout> | undefined;

  // Listeners (React's renders) hear of each change at once, except while this tab sends: then at
  // most once per NOTIFY_INTERVAL_MS, after the current task. The drain sends the next entry first
  // (the render runs while that request is on its way), and 500 answers replayed cost a few dozen
  // renders, not 500 (docs/decisions/035). getState() is always current; 'delivered' listeners
  // still run at once.
  let notifyTimer: ReturnType<typeof setTimeout> | undefined;
  let lastNotifyAt = Number.NEGATIVE_INFINITY;
  function notify(): void {
    clearTimeout(notifyTimer);
    notifyTimer = undefined;
    lastNotifyAt = perfNow();
    for (const listener of [...listeners]) listener(state);
  }

  function setState(patch: Partial<OutboxState>): void {
    state = { ...state, ...patch };
    if (!localSending) notify();
    else notifyTimer ??= setTimeout(notify, lastNotifyAt + NOTIFY_INTERVAL_MS - perfNow());
  }

  function updateDraining(): void {
    const isDraining = localSending || remoteDraining;
    if (isDraining !== state.isDraining) setState({ isDraining });
  }

  let refreshGeneration = 0;
  let latestRefresh: Promise<void> = Promise.resolve();
  function refresh(): Promise<void> {
    const generation = ++refreshGeneration;
    latestRefresh = storage.readSnapshot().then(
      ({ entries, lastSeq }) => {
        if (generation !== refreshGeneration) return;
        view.replaceAll(entries, lastSeq);
        setState({ entries: view.entries, loaded: true });
      },
      (error: unknown) => {
        console.error('Outbox: could not read the stored changes.', error);
        if (generation === refreshGeneration) setState({ loaded: true });
      },
    );
    return latestRefresh;
  }

  function applyToView(changes: EntryChanges): void {
    if (view.apply(changes)) setState({ entries: view.entries });
  }

  /** A storage call of this tab changed entries: update the view and tell the other tabs. */
  function changed(changes: EntryChanges): void {
    applyToView(changes);
    const message: OutboxMessage = {
      type: 'entries',
      upserted: [...(changes.upserted ?? [])],
      removedIds: [...(changes.removedIds ?? [])],
    };
    if (channel && !channel.post(message)) channel.post({ type: 'changed' });
  }

  /**
   * What a delivered entry's write declares its delivery does (lib/writes/define-write.ts), run by
   * every tab's outbox, this one's included: the cache takes the server's answer
   * (lib/writes/cache.ts), the screen that made the write hears it (`raise`: a timed answer's time
   * left), a receipt it carries is kept (docs/decisions/048); then the forms' listeners.
   */
  function runDelivery(entry: OutboxEntry, result: unknown): void {
    applyToView({ removedIds: [entry.id] });
    const options = drain.config();
    const write = options?.writeFor?.(entry.operation);
    const queryClient = options?.queryClient?.() ?? null;
    try {
      if (queryClient) void applyDelivered(queryClient, write, entry.variables, result);
      write?.delivered?.raise?.(result, { userId: entry.userId, variables: entry.variables });
      if (queryClient) void keepDeliveredReceipts(queryClient, entry.userId, result);
    } catch (error) {
      console.error("Outbox: a write's delivery failed.", error);
    }
    for (const listener of [...deliveredListeners]) {
      try {
        listener(entry, result);
      } catch (error) {
        console.error('Outbox: a delivered listener failed.', error);
      }
    }
  }

  function onMessage(message: OutboxMessage): void {
    switch (message.type) {
      case 'changed':
        void refresh();
        drain.kick();
        break;
      case 'entries':
        applyToView(message);
        drain.kick();
        break;
      case 'draining':
        remoteDraining = message.draining;
        clearTimeout(remoteDrainingTimer);
        // A tab that closes while sending never says it stopped.
        if (message.draining) {
          remoteDrainingTimer = setTimeout(() => {
            remoteDraining = false;
            updateDraining();
          }, IN_FLIGHT_STALE_MS);
        }
        updateDraining();
        break;
      case 'delivered':
        runDelivery(message.entry, message.result);
        break;
    }
  }
  const unsubscribeChannel = channel?.subscribe(onMessage);

  // --- Draining -----------------------------------------------------------------------------
  const drain = createDrainLoop({
    storage,
    lock: deps.lock,
    entries: () => view.entries,
    missesEntriesBefore: (seq) => view.missesEntriesBefore(seq),
    reload: refresh,
    loaded: () => latestRefresh,
    readBeforeEachSend: channel === null,
    changed,
    delivered(entry, result) {
      runDelivery(entry, result);
      // A result that cannot be copied to another tab: the others still learn the entry is gone.
      if (channel && !channel.post({ type: 'delivered', entry, result })) {
        channel.post({ type: 'entries', upserted: [], removedIds: [entry.id] });
      }
    },
    sending(active) {
      localSending = active;
      channel?.post({ type: 'draining', draining: active });
      updateDraining();
    },
    now,
    random: deps.random ?? Math.random,
    isOnline,
    // Probe while this tab has something to send; the probes stop once the queue is empty.
    unanswered: () => reachability?.suspect(hasSomethingToSend),
    answered: () => reachability?.confirm(),
    sendTimeoutMs: deps.sendTimeoutMs ?? SEND_TIMEOUT_MS,
  });

  function hasSomethingToSend(): boolean {
    const userId = drain.config()?.getUserId() ?? null;
    return userId !== null && view.entries.some((e) => e.userId === userId && !isFailed(e));
  }

  const onOnline = () => drain.kick(true);
  let stopHearingReturn: (() => void) | undefined;
  const onVisibility = () => {
    if (documentTarget?.visibilityState === 'visible') {
      void refresh();
      drain.kick(true);
    }
  };

  function stop(): void {
    if (!drain.config()) return;
    drain.stop();
    windowTarget?.removeEventListener('online', onOnline);
    documentTarget?.removeEventListener('visibilitychange', onVisibility);
    stopHearingReturn?.();
    stopHearingReturn = undefined;
  }

  // --- API ----------------------------------------------------------------------------------
  return {
    async enqueue(input) {
      if (!input.userId) throw new Error('Outbox: a write needs the user it belongs to.');
      const id = uuid();
      const { entry, replaced } = await storage.add(input, (seq) => {
        const createdAt = now();
        return {
          id,
          userId: input.userId,
          operation: input.operation,
          document: input.document,
          variables: input.variables,
          createdAt,
          createdAtPerf: perfNow(),
          attempts: 0,
          nextAttemptAt: createdAt,
          seq,
          ...(input.coalesceKey === undefined ? {} : { coalesceKey: input.coalesceKey }),
          ...(input.batchable ? { batchable: true as const } : {}),
          ...(input.sequenced ? { sequenced: true as const } : {}),
        };
      });
      changed({ upserted: [entry], removedIds: replaced.map((e) => e.id) });
      drain.kick();
      return entry;
    },

    async importEntries(entries) {
      const stored: OutboxEntry[] = [];
      for (const input of entries) {
        if (await storage.read(input.id)) continue;
        const { entry, replaced } = await storage.add(input, (seq) => ({
          id: input.id,
          userId: input.userId,
          operation: input.operation,
          document: input.document,
          variables: input.variables,
          createdAt: input.createdAt,
          createdAtPerf: perfNow(),
          attempts: 0,
          nextAttemptAt: now(),
          seq,
          ...(input.coalesceKey === undefined ? {} : { coalesceKey: input.coalesceKey }),
          ...(input.batchable ? { batchable: true as const } : {}),
          ...(input.sequenced ? { sequenced: true as const } : {}),
        }));
        changed({ upserted: [entry], removedIds: replaced.map((e) => e.id) });
        stored.push(entry);
      }
      drain.kick();
      return stored;
    },

    start(options) {
      stop();
      drain.start(options);
      const started = drain.config();
      windowTarget?.addEventListener('online', onOnline);
      documentTarget?.addEventListener('visibilitychange', onVisibility);
      // The server answers again: the waiting head goes at once, not after its backoff.
      stopHearingReturn = reachability?.onReturn(onOnline);
      void refresh();
      drain.kick(true);
      return () => {
        if (drain.config() === started) stop();
      };
    },

    subscribe(listener) {
      listeners.add(listener);
      if (!state.loaded) void refresh();
      return () => {
        listeners.delete(listener);
      };
    },

    getState: () => state,

    currentUserId: () => drain.config()?.getUserId() ?? null,

    onDelivered(listener) {
      deliveredListeners.add(listener);
      return () => {
        deliveredListeners.delete(listener);
      };
    },

    async retry(id) {
      const updated = await storage.modify(id, (e) => {
        const { lastError: _previous, ...rest } = e;
        return { ...rest, nextAttemptAt: now() };
      });
      if (updated) {
        changed({ upserted: [updated] });
        drain.kick();
      }
    },

    async discard(id) {
      await storage.remove(id);
      changed({ removedIds: [id] });
    },

    async pendingCountFor(userId) {
      const entries = await storage.readAll();
      return entries.filter((e) => e.userId === userId).length;
    },

    drainNow() {
      drain.kick(true);
    },

    refresh,

    async whenIdle() {
      for (;;) {
        const refreshing = latestRefresh;
        await drain.whenIdle();
        await refreshing;
        if (!drain.isRunning() && refreshing === latestRefresh) {
          if (notifyTimer !== undefined) notify();
          return;
        }
      }
    },

    close() {
      stop();
      clearTimeout(remoteDrainingTimer);
      clearTimeout(notifyTimer);
      unsubscribeChannel?.();
      channel?.close();
    },
  };
}

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

const printedDocuments = new WeakMap<AnyWriteDefinition, string>();

function printedDocument(definition: AnyWriteDefinition): string {
  let printed = printedDocuments.get(definition);
  if (printed === undefined) {
    printed = print(definition.document);
    printedDocuments.set(definition, printed);
  }
  return printed;
}

/**
 * Stores a declared write (lib/writes/define-write.ts) under a new id (its `clientMutationId`);
 * resolves once it is on disk. An unsent entry with the same coalesce key (the declaration's, or a
 * screen's own `screenKey`) is replaced: never for timed answers (docs/decisions/014).
 */
export function enqueueWrite<TResult, TVariables>(
  definition: WriteDefinition<TResult, TVariables>,
  userId: string,
  variables: WriteVariables<TVariables>,
  screenKey?: string,
): Promise<OutboxEntry> {
  const coalesceKey = coalesceKeyOf(definition, variables) ?? screenKey;
  return outbox().enqueue({
    userId,
    operation: definition.operation,
    document: printedDocument(definition),
    variables,
    ...(coalesceKey === undefined ? {} : { coalesceKey }),
    ...(definition.batch ? { batchable: true } : {}),
    ...(definition.sequenced ? { sequenced: true } : {}),
  });
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

/** In every tab, for each entry the server accepted, with its result, after its declaration ran. */
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
