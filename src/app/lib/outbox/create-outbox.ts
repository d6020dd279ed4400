/**
 * The outbox engine: stores writes, sends them in order one at a time, keeps the in-memory view
 * that the UI reads, and talks to the other tabs. Built from injected parts (storage, lock, channel,
 * clock) so that tests can run two "tabs" or a "reload" against the same IndexedDB. The app uses the
 * single instance in outbox.ts.
 *
 * Sending rules (ARCHITECTURE.md section 5):
 * - entries of the signed-in user, in queue order, one at a time, by one tab (the drain lock);
 * - success: the entry is removed, then 'delivered' listeners get the server's result (every tab);
 * - network error, timeout, 5xx: the entry stays at the head and is retried with backoff
 *   (backoff.ts; never sooner than the server's Retry-After, up to a minute), at once when the
 *   connection comes back or the tab is shown again;
 * - refused (4xx, GraphQL errors; classify.ts): the entry is kept with the server's message and
 *   skipped, later entries go on, until the candidate retries or discards it.
 */
import { backoffDelayMs } from './backoff.ts';
import type { OutboxChannel, OutboxMessage } from './channel.ts';
import { classifySendError, describeSendError, errorRetryAfterMs } from './classify.ts';
import type { LockRunner } from './lock.ts';
import { nextAction } from './queue.ts';
import type { OutboxStorage } from './storage.ts';
import type {
  DeliveredListener,
  EnqueueInput,
  OutboxEntry,
  OutboxState,
  StartOutboxOptions,
} from './types.ts';

/** An attempt that has not answered after this long is abandoned (and retried). */
export const SEND_TIMEOUT_MS = 30_000;
/**
 * Without the Web Locks API another tab may be sending the head entry; an in-flight mark older than
 * this is a leftover of a closed tab.
 */
export const IN_FLIGHT_STALE_MS = SEND_TIMEOUT_MS + 15_000;
/** How soon to look again when another tab is sending the head entry. */
export const BUSY_RECHECK_MS = 2_000;
/** After an unexpected failure of the drain itself (IndexedDB error), try again after this long. */
export const DRAIN_FAILURE_RETRY_MS = 5_000;

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
}

export type OutboxListener = (state: OutboxState) => void;

export interface Outbox {
  enqueue(input: EnqueueInput): Promise<OutboxEntry>;
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
  /** Resolves once no drain is running and the view is up to date (tests). */
  whenIdle(): Promise<void>;
  /** Stops draining and closes the channel (tests, hot reload). */
  close(): void;
}

class SendTimeoutError extends Error {
  override name = 'TimeoutError';
  constructor() {
    super('The server did not answer in time.');
  }
}

const INITIAL_STATE: OutboxState = { entries: [], isDraining: false, loaded: false };

export function createOutbox(deps: OutboxDeps): Outbox {
  const { storage, lock, channel } = deps;
  const now = deps.now ?? (() => Date.now());
  const perfNow = deps.perfNow ?? (() => performance.now());
  const random = deps.random ?? Math.random;
  const uuid = deps.uuid ?? (() => crypto.randomUUID());
  const isOnline =
    deps.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const browserWindow = typeof window === 'undefined' ? null : window;
  const browserDocument = typeof document === 'undefined' ? null : document;
  const windowTarget = deps.windowTarget === undefined ? browserWindow : deps.windowTarget;
  const documentTarget = deps.documentTarget === undefined ? browserDocument : deps.documentTarget;
  const sendTimeoutMs = deps.sendTimeoutMs ?? SEND_TIMEOUT_MS;

  // --- The in-memory view -------------------------------------------------------------------
  let state: OutboxState = INITIAL_STATE;
  const listeners = new Set<OutboxListener>();
  const deliveredListeners = new Set<DeliveredListener>();
  let localSending = false;
  let remoteDraining = false;
  let remoteDrainingTimer: ReturnType<typeof setTimeout> | undefined;

  function setState(patch: Partial<OutboxState>): void {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener(state);
  }

  function updateDraining(): void {
    const isDraining = localSending || remoteDraining;
    if (isDraining !== state.isDraining) setState({ isDraining });
  }

  let refreshGeneration = 0;
  let latestRefresh: Promise<void> = Promise.resolve();
  function refresh(): Promise<void> {
    const generation = ++refreshGeneration;
    latestRefresh = storage.readAll().then(
      (entries) => {
        if (generation === refreshGeneration) setState({ entries, loaded: true });
      },
      (error: unknown) => {
        console.error('Outbox: could not read the stored changes.', error);
        if (generation === refreshGeneration) setState({ loaded: true });
      },
    );
    return latestRefresh;
  }

  /** Something changed in storage: update this tab's view and tell the others. */
  function changed(): void {
    void refresh();
    channel?.post({ type: 'changed' });
  }

  function emitDelivered(entry: OutboxEntry, result: unknown): void {
    for (const listener of [...deliveredListeners]) {
      try {
        listener(entry, result);
      } catch (error) {
        console.error('Outbox: a delivered listener failed.', error);
      }
    }
  }

  function setLocalSending(sending: boolean): void {
    localSending = sending;
    channel?.post({ type: 'draining', draining: sending });
    updateDraining();
  }

  function onMessage(message: OutboxMessage): void {
    switch (message.type) {
      case 'changed':
        void refresh();
        kick();
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
        emitDelivered(message.entry, message.result);
        break;
    }
  }
  const unsubscribeChannel = channel?.subscribe(onMessage);

  // --- Draining -----------------------------------------------------------------------------
  let config: StartOutboxOptions | null = null;
  let running = false;
  let again = false;
  let forceHead = false;
  let currentRun: Promise<void> = Promise.resolve();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function schedule(delayMs: number): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => kick(), Math.max(0, delayMs));
  }

  function kick(force = false): void {
    if (!config) return;
    if (force) forceHead = true;
    if (running) {
      again = true;
      return;
    }
    running = true;
    currentRun = runPasses();
  }

  async function runPasses(): Promise<void> {
    try {
      do {
        again = false;
        const force = forceHead;
        forceHead = false;
        try {
          await lock((exclusive) => drain(force, exclusive));
        } catch (error) {
          console.error('Outbox: sending stopped on an unexpected error.', error);
          schedule(DRAIN_FAILURE_RETRY_MS);
        }
      } while (again && config);
    } finally {
      // Set synchronously after the last check of `again`: a kick() from now on starts a new run.
      running = false;
    }
  }

  async function drain(force: boolean, exclusive: boolean): Promise<void> {
    let ignoreBackoff = force;
    const cfg = config;
    while (cfg && config === cfg) {
      const userId = cfg.getUserId();
      if (userId === null || !isOnline()) return;
      const entries = await storage.readAll();
      const t = now();
      const action = nextAction(entries, {
        userId,
        now: t,
        ignoreBackoff,
        // Holding the exclusive lock, no other tab is sending: every in-flight mark is a leftover.
        inFlightStaleBefore: exclusive ? Number.POSITIVE_INFINITY : t - IN_FLIGHT_STALE_MS,
      });
      ignoreBackoff = false;
      switch (action.kind) {
        case 'idle':
          return;
        case 'wait':
          schedule(action.until - t);
          return;
        case 'busy':
          schedule(BUSY_RECHECK_MS);
          return;
        case 'send':
          await sendOne(cfg, action.entry);
          break;
      }
    }
  }

  async function sendOne(cfg: StartOutboxOptions, entry: OutboxEntry): Promise<void> {
    const claimed = await storage.modify(entry.id, (e) => ({ ...e, inFlightAt: now() }));
    if (!claimed) return; // discarded meanwhile
    setLocalSending(true);
    changed();
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new SendTimeoutError();
        controller.abort(error);
        reject(error);
      }, sendTimeoutMs);
    });
    try {
      let result: unknown;
      try {
        result = await Promise.race([cfg.send(claimed, { signal: controller.signal }), timeout]);
      } catch (error) {
        await recordFailure(claimed, error);
        return;
      } finally {
        clearTimeout(timer);
      }
      await storage.remove(claimed.id);
      const { inFlightAt: _sent, ...delivered } = claimed;
      emitDelivered(delivered, result);
      channel?.post({ type: 'delivered', entry: delivered, result });
    } finally {
      setLocalSending(false);
      changed();
    }
  }

  async function recordFailure(entry: OutboxEntry, error: unknown): Promise<void> {
    const kind = classifySendError(error);
    const described = describeSendError(error);
    await storage.modify(entry.id, (e) => {
      const { inFlightAt: _attempted, ...rest } = e;
      const attempts = e.attempts + 1;
      return kind === 'permanent'
        ? { ...rest, attempts, lastError: { ...described, permanent: true } }
        : {
            ...rest,
            attempts,
            nextAttemptAt: now() + backoffDelayMs(attempts, random, errorRetryAfterMs(error)),
            lastError: { ...described, permanent: false },
          };
    });
  }

  const onOnline = () => kick(true);
  const onVisibility = () => {
    if (documentTarget?.visibilityState === 'visible') {
      void refresh();
      kick(true);
    }
  };

  function stop(): void {
    if (!config) return;
    config = null;
    clearTimeout(retryTimer);
    windowTarget?.removeEventListener('online', onOnline);
    documentTarget?.removeEventListener('visibilitychange', onVisibility);
  }

  // --- API ----------------------------------------------------------------------------------
  return {
    async enqueue(input) {
      if (!input.userId) throw new Error('Outbox: a write needs the user it belongs to.');
      const id = uuid();
      const { entry } = await storage.add(input, (seq) => {
        const createdAt = now();
        return {
          id,
          userId: input.userId,
          operation: input.operation,
          document: input.document,
          variables: { ...input.variables, clientMutationId: id },
          createdAt,
          createdAtPerf: perfNow(),
          attempts: 0,
          nextAttemptAt: createdAt,
          seq,
          ...(input.coalesceKey === undefined ? {} : { coalesceKey: input.coalesceKey }),
        };
      });
      changed();
      kick();
      return entry;
    },

    start(options) {
      stop();
      const cfg = { ...options };
      config = cfg;
      windowTarget?.addEventListener('online', onOnline);
      documentTarget?.addEventListener('visibilitychange', onVisibility);
      void refresh();
      kick(true);
      return () => {
        if (config === cfg) stop();
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

    currentUserId: () => config?.getUserId() ?? null,

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
        changed();
        kick();
      }
    },

    async discard(id) {
      await storage.remove(id);
      changed();
    },

    async pendingCountFor(userId) {
      const entries = await storage.readAll();
      return entries.filter((e) => e.userId === userId).length;
    },

    drainNow() {
      kick(true);
    },

    refresh,

    async whenIdle() {
      for (;;) {
        const refreshing = latestRefresh;
        while (running) await currentRun;
        await refreshing;
        if (!running && refreshing === latestRefresh) return;
      }
    },

    close() {
      stop();
      clearTimeout(remoteDrainingTimer);
      unsubscribeChannel?.();
      channel?.close();
    },
  };
}
