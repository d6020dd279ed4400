/**
 * The drain loop: sends the signed-in user's entries in order, holding the drain lock
 * (README.md beside it). It chooses the next entry from the in-memory view (view.ts) and
 * checks it against the database only when it claims it, so a send costs a fixed amount of
 * IndexedDB work whatever the length of the queue (docs/decisions/035):
 *   claim (check the entry and mark it in flight, unless the exclusive lock makes that needless:
 *   see claim) → send → remove it (while the next one is sent: see sendOne), or record the failure.
 *
 * - success: the entry is removed, then `delivered` is told (the server's result);
 * - network error, timeout, 5xx: the entry stays at the head and is retried with backoff
 *   (backoff.ts; never sooner than the server's Retry-After, up to a minute), at once on kick(true)
 *   (connection back, tab shown, the server reachable again: a send that got no answer makes
 *   `unanswered` start the reachability probes, docs/decisions/042);
 * - refused (4xx, GraphQL errors; classify.ts): the entry is kept with the server's message and
 *   skipped, later entries go on, until the candidate retries or discards it.
 *
 * Batches (docs/decisions/044): with `sendBatch`, the head and the batchable entries right after it
 * (queue.ts batchFrom, at most MAX_ALIASES_PER_REQUEST) go in one request; each entry's outcome is
 * then applied as if it had been sent alone (see sendBatch). A batch of n costs n claims and n
 * removals or failures: still a fixed amount of work per entry.
 */
import { backoffDelayMs } from './backoff.ts';
import {
  classifySendError,
  describeSendError,
  errorRetryAfterMs,
  errorStatus,
  graphQLErrors,
} from './classify.ts';
import type { LockRunner } from '../cross-tab/lock.ts';
import { MAX_ALIASES_PER_REQUEST } from '../../../domain/graphql-limits.ts';
import { batchFrom, nextAction, type NextActionOptions } from './queue.ts';
import type { OutboxStorage } from './storage.ts';
import type {
  BatchOutcome,
  OutboxEntry,
  SendBatchFn,
  SendOptions,
  StartOutboxOptions,
} from './types.ts';
import type { EntryChanges } from './view.ts';

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

export interface DrainDeps {
  storage: OutboxStorage;
  lock: LockRunner;
  /** The entries as this tab knows them (view.ts), in queue order. */
  entries: () => readonly OutboxEntry[];
  /** True when another tab may have written an entry before this seq that the view lacks. */
  missesEntriesBefore: (seq: number) => boolean;
  /** Reads every entry again into the view; resolves with the latest read in progress. */
  reload: () => Promise<void>;
  /** Resolves once the latest full read is in the view. */
  loaded: () => Promise<void>;
  /**
   * Read everything before each choice: without a channel, what other tabs write is not heard
   * (the rare fallback).
   */
  readBeforeEachSend: boolean;
  /** A storage call changed entries: update the view and tell the other tabs. */
  changed: (changes: EntryChanges) => void;
  /** The server accepted the entry (already removed from storage). */
  delivered: (entry: OutboxEntry, result: unknown) => void;
  /** This tab starts or stops sending. */
  sending: (active: boolean) => void;
  now: () => number;
  random: () => number;
  isOnline: () => boolean;
  /** A send got no answer from the server (network error, timeout, a gateway's 502/503/504). */
  unanswered: () => void;
  /** The server answered a send (accepted or refused it). */
  answered: () => void;
  sendTimeoutMs: number;
}

/**
 * A failure that says nothing about the server but that it could not be reached: no status at all,
 * or a gateway's 502/503/504 without a Retry-After (a server that asks for a wait is answered,
 * never probed: docs/decisions/042).
 */
export function isUnanswered(error: unknown): boolean {
  const status = errorStatus(error);
  if (status === undefined) return graphQLErrors(error) === undefined;
  return status >= 502 && status <= 504 && errorRetryAfterMs(error) === undefined;
}

export interface DrainLoop {
  /** Starts sending with this configuration (replacing any earlier one). */
  start(config: StartOutboxOptions): void;
  stop(): void;
  /** The configuration sending now, or null when stopped. */
  config(): StartOutboxOptions | null;
  /** Runs a pass now (or after the running one); `force` sends the head even if it waits to retry. */
  kick(force?: boolean): void;
  /** Resolves once no pass is running. */
  whenIdle(): Promise<void>;
  isRunning(): boolean;
}

/** What a send leaves to finish: the removals of the delivered entries, being written. */
interface Sent {
  removals: [id: string, removal: Promise<void>][];
  /** The server refused the batch as a whole: send one entry at a time for the rest of the pass. */
  refusedAsAWhole?: boolean;
}

class SendTimeoutError extends Error {
  override name = 'TimeoutError';
  constructor() {
    super('The server did not answer in time.');
  }
}

export function createDrainLoop(deps: DrainDeps): DrainLoop {
  const { storage, lock, now } = deps;
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
    let sending = false;
    // Delivered entries whose removal is being written: the next entry leaves meanwhile.
    const removing = new Map<string, Promise<void>>();
    try {
      let ignoreBackoff = force;
      let reloadedForMissing = false;
      // Once the database confirmed one entry of this pass, the view is trusted (see claim).
      let viewConfirmed = false;
      let sendAlone = false;
      const cfg = config;
      while (cfg && config === cfg) {
        const userId = cfg.getUserId();
        if (userId === null || !deps.isOnline()) return;
        await (deps.readBeforeEachSend ? deps.reload() : deps.loaded());
        const t = now();
        const options: NextActionOptions = {
          userId,
          now: t,
          ignoreBackoff,
          // Holding the exclusive lock, no other tab is sending: every in-flight mark is a leftover.
          inFlightStaleBefore: exclusive ? Number.POSITIVE_INFINITY : t - IN_FLIGHT_STALE_MS,
        };
        const entries = deps.entries();
        const available =
          removing.size === 0 ? entries : entries.filter((e) => !removing.has(e.id));
        const action = nextAction(available, options);
        if (action.kind === 'idle') return;
        if (action.kind === 'wait') return schedule(action.until - t);
        if (action.kind === 'busy') return schedule(BUSY_RECHECK_MS);
        const chosen =
          cfg.sendBatch && !sendAlone
            ? batchFrom(available, action.entry, options, MAX_ALIASES_PER_REQUEST)
            : [action.entry];
        if (!reloadedForMissing && deps.missesEntriesBefore(chosen[chosen.length - 1]!.seq)) {
          // Another tab wrote an entry before this one and its message is on its way.
          reloadedForMissing = true;
          await deps.reload();
          continue;
        }
        reloadedForMissing = false;
        const claimed = await claimAll(chosen, options, exclusive, viewConfirmed);
        if (claimed.length === 0) continue; // the view was behind the database; it is up to date now
        viewConfirmed = true;
        ignoreBackoff = false;
        if (!sending) deps.sending((sending = true));
        const sent =
          cfg.sendBatch && claimed.length > 1
            ? await sendBatch(cfg.sendBatch, claimed)
            : await sendOne(cfg, claimed[0]!);
        if (sent.refusedAsAWhole) sendAlone = true;
        for (const [id, removal] of sent.removals) {
          removing.set(id, removal);
          void removal.then(() => removing.delete(id));
        }
      }
    } finally {
      // The lock is held until every removal is on disk: the next holder reads what this one did.
      await Promise.all(removing.values());
      if (sending) deps.sending(false);
    }
  }

  /**
   * Claims the entries of a batch in order (see claim); the first the database disagrees about ends
   * it. Empty when the first one cannot be claimed. The entries after the first are claimed as the
   * ones after a confirmed entry are (the view is trusted), and never ahead of their retry time.
   */
  async function claimAll(
    chosen: readonly OutboxEntry[],
    options: NextActionOptions,
    exclusive: boolean,
    viewConfirmed: boolean,
  ): Promise<OutboxEntry[]> {
    const [head, ...followers] = chosen;
    const first = head && (await claim(head, options, exclusive, viewConfirmed));
    if (!first) return [];
    const claimed = [first];
    const followerOptions = { ...options, ignoreBackoff: false };
    for (const entry of followers) {
      const next = await claim(entry, followerOptions, exclusive, true);
      if (!next) break;
      claimed.push(next);
    }
    return claimed;
  }

  /**
   * Checks the entry against the database and marks it in flight; when the database says it does
   * not go now (gone, refused, sent by another tab), updates the view and returns null.
   *
   * The mark keeps other tabs from sending the entry (without the exclusive lock) and a newer edit
   * from replacing it (coalesceKey: it may have reached the server). Holding the exclusive lock, an
   * entry without a coalesce key needs neither, so it is not written:
   * - the first one of a pass is read, since the view may lag behind the tab that held the lock
   *   before (its "delivered" messages on their way);
   * - once one is confirmed, the view is up to date with that tab (it sent in order, so nothing
   *   after a sendable entry was delivered), and while this tab holds the lock no other one sends;
   *   other tabs only add entries (heard, or caught by missesEntriesBefore), coalesce entries with
   *   a key, and retry or discard refused ones, none of which makes a sendable entry stale. So the
   *   next entries are sent as the view has them: a send then costs one transaction, the removal.
   */
  async function claim(
    entry: OutboxEntry,
    options: NextActionOptions,
    exclusive: boolean,
    viewConfirmed: boolean,
  ): Promise<OutboxEntry | null> {
    const sendable = (stored: OutboxEntry) => nextAction([stored], options).kind === 'send';
    if (exclusive && entry.coalesceKey === undefined) {
      if (viewConfirmed) return entry;
      const stored = await storage.read(entry.id);
      if (stored && sendable(stored)) return stored;
      deps.changed(stored ? { upserted: [stored] } : { removedIds: [entry.id] });
      return null;
    }
    let claimed: OutboxEntry | null = null;
    const stored = await storage.modify(entry.id, (current) => {
      if (!sendable(current)) return current;
      claimed = { ...current, inFlightAt: now() };
      return claimed;
    });
    if (!stored) deps.changed({ removedIds: [entry.id] });
    else deps.changed({ upserted: [stored] });
    return stored !== null && stored === claimed ? stored : null;
  }

  /** Runs one request, abandoned (SendTimeoutError) when it takes longer than sendTimeoutMs. */
  async function withTimeout<T>(request: (options: SendOptions) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new SendTimeoutError();
        controller.abort(error);
        reject(error);
      }, deps.sendTimeoutMs);
    });
    try {
      return await Promise.race([request({ signal: controller.signal }), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Sends the entry; on success, resolves at once with its removal in progress (its 'delivered'
   * runs once that is on disk), so that the next entry leaves while the removal is written instead
   * of after it. A crash before the removal is on disk sends the entry again on the next start, as
   * it always could between the server's answer and the removal: the server recognises the replay
   * (clientMutationId).
   */
  async function sendOne(cfg: StartOutboxOptions, claimed: OutboxEntry): Promise<Sent> {
    let result: unknown;
    try {
      result = await withTimeout((options) => cfg.send(claimed, options));
    } catch (error) {
      await recordFailure(claimed, error);
      return { removals: [] };
    }
    deps.answered();
    return { removals: [[claimed.id, remove(claimed, result)]] };
  }

  /**
   * Sends the entries in one request and applies each one's outcome in order, as if it had been
   * sent alone: delivered (removed, as sendOne does), failed (recordFailure: refused, or waiting
   * to be retried, which holds the ones after it), or unsent (left as it was, its mark taken off:
   * the loop sends it again). When the request as a whole failed, the first entry takes the
   * failure as if it had been sent alone and the others are left as they were; a refusal of the
   * whole request says nothing about any entry, so they go one at a time for the rest of the pass.
   */
  async function sendBatch(sendBatchFn: SendBatchFn, claimed: OutboxEntry[]): Promise<Sent> {
    const [head, ...followers] = claimed as [OutboxEntry, ...OutboxEntry[]];
    let outcomes: BatchOutcome[];
    try {
      outcomes = await withTimeout((options) => sendBatchFn(claimed, options));
    } catch (error) {
      await release(followers);
      if (classifySendError(error) === 'permanent') {
        await release([head]);
        deps.answered();
        return { removals: [], refusedAsAWhole: true };
      }
      await recordFailure(head, error);
      return { removals: [] };
    }
    deps.answered();
    if (!outcomes.some((outcome) => outcome.kind !== 'unsent')) {
      // Nothing delivered or refused: the head waits for its retry time instead of looping.
      await release(followers);
      await recordFailure(head, new Error('The server did not say what became of the change.'));
      return { removals: [] };
    }
    const sent: Sent = { removals: [] };
    for (const [i, entry] of claimed.entries()) {
      const outcome = outcomes[i] ?? { kind: 'unsent' };
      if (outcome.kind === 'delivered') {
        sent.removals.push([entry.id, remove(entry, outcome.result)]);
      } else if (outcome.kind === 'failed') await recordFailure(entry, outcome.error);
      else await release([entry]);
    }
    return sent;
  }

  /** Removes a delivered entry; its 'delivered' runs once the removal is on disk. */
  function remove(claimed: OutboxEntry, result: unknown): Promise<void> {
    const { inFlightAt: _sent, ...delivered } = claimed;
    return storage.remove(claimed.id).then(
      () => deps.delivered(delivered, result),
      // Still stored: the view keeps it, and the next pass sends it again (a replay).
      (error: unknown) => console.error('Outbox: a delivered change could not be removed.', error),
    );
  }

  /** Takes the in-flight marks off claimed entries that were not sent after all (one write each). */
  async function release(entries: readonly OutboxEntry[]): Promise<void> {
    for (const entry of entries) {
      if (entry.inFlightAt === undefined) continue;
      const stored = await storage.modify(entry.id, ({ inFlightAt: _mark, ...rest }) => rest);
      deps.changed(stored ? { upserted: [stored] } : { removedIds: [entry.id] });
    }
  }

  async function recordFailure(entry: OutboxEntry, error: unknown): Promise<void> {
    const kind = classifySendError(error);
    const described = describeSendError(error);
    const stored = await storage.modify(entry.id, (e) => {
      const { inFlightAt: _attempted, ...rest } = e;
      const attempts = e.attempts + 1;
      return kind === 'permanent'
        ? { ...rest, attempts, lastError: { ...described, permanent: true } }
        : {
            ...rest,
            attempts,
            nextAttemptAt: now() + backoffDelayMs(attempts, deps.random, errorRetryAfterMs(error)),
            lastError: { ...described, permanent: false },
          };
    });
    deps.changed(stored ? { upserted: [stored] } : { removedIds: [entry.id] });
    if (kind === 'retry' && isUnanswered(error)) deps.unanswered();
    else deps.answered();
  }

  return {
    start(options) {
      config = { ...options };
    },
    stop() {
      config = null;
      clearTimeout(retryTimer);
    },
    config: () => config,
    kick,
    async whenIdle() {
      while (running) await currentRun;
    },
    isRunning: () => running,
  };
}
