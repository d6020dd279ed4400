/**
 * The outbox's data: one entry per candidate write, stored in IndexedDB until the server has it.
 * See README.md beside it and outbox.ts.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AnyWriteDefinition } from '../writes/define-write.ts';

export interface OutboxError {
  /** HTTP status of the failed attempt, when there was an answer. */
  status?: number;
  /** The server's message (GraphQL error messages, or a REST body's `message`), else a description. */
  message: string;
  /** True: the server refused the write (4xx, GraphQL errors). Kept and skipped until retry/discard. */
  permanent: boolean;
}

export interface OutboxEntry {
  /** crypto.randomUUID(); sent as the variable `clientMutationId` (idempotent replay). */
  id: string;
  userId: string;
  /** The GraphQL operation name, e.g. "SetAccountType". */
  operation: string;
  /** The GraphQL document (source text). */
  document: string;
  /** The operation's variables as the write gave them (sending adds `clientMutationId`, `sequence`). */
  variables: Record<string, unknown>;
  /** Wall-clock creation time (Date.now(), ms). */
  createdAt: number;
  /** performance.now() at creation, in the page that created the entry (ms since its time origin). */
  createdAtPerf: number;
  /** Failed send attempts so far. */
  attempts: number;
  /** Not before this time (Date.now() ms) unless the connection comes back or the tab is shown. */
  nextAttemptAt: number;
  lastError?: OutboxError;
  /** Entries with the same key (and user) replace each other while unsent: the newer edit wins. */
  coalesceKey?: string;
  /**
   * Position in the queue, given by the database (max + 1) when the entry is written, so the order
   * holds across tabs and whatever the wall clock does.
   */
  seq: number;
  /**
   * The id of the sequence `seq` belongs to: this store's, made anew whenever its numbering starts
   * again (a cleared store). Sent with the timed answers (docs/decisions/047); absent on entries
   * stored by earlier builds.
   */
  outboxId?: string;
  /** Set while a tab is sending the entry (Date.now() ms); cleared when the attempt ends. */
  inFlightAt?: number;
  /**
   * The write may share a request with the entries queued next to it (its declaration's `batch`,
   * docs/decisions/044). Absent: always sent alone (entries stored by older builds too).
   */
  batchable?: true;
  /**
   * Sent with `sequence: { outboxId, number: seq }` (its declaration's `sequenced`, the timed
   * answers, docs/decisions/047). Absent on entries stored by older builds: sent without it.
   */
  sequenced?: true;
}

export interface EnqueueInput {
  userId: string;
  operation: string;
  document: string;
  variables: Record<string, unknown>;
  /**
   * Give one only for writes that a later write of the same thing fully replaces (a profile form's
   * latest values, the latest answer to one survey question). Never for timed item responses:
   * each one must reach the server (docs/decisions/014).
   */
  coalesceKey?: string;
  /** The write may share a request with its neighbours in the queue (OutboxEntry.batchable). */
  batchable?: boolean;
  /** The write is sent with its place in the outbox (OutboxEntry.sequenced). */
  sequenced?: boolean;
}

/** An entry made on another device (a rescue file): its id and creation time are kept. */
export interface ImportedEntry extends EnqueueInput {
  /** The entry's id there, sent as `clientMutationId`: the server answers a replay once. */
  id: string;
  createdAt: number;
}

export interface SendOptions {
  /** Aborted when the attempt takes longer than the outbox waits (the entry is then retried). */
  signal: AbortSignal;
}

/** Sends one entry (the GraphQL request) and resolves with the server's result, or throws. */
export type SendFn = (entry: OutboxEntry, options: SendOptions) => Promise<unknown>;

/** What became of one entry of a batch: as if it had been sent alone, or not sent. */
export type BatchOutcome =
  /** The server accepted it: `result` is what `send` would have resolved with. */
  | { kind: 'delivered'; result: unknown }
  /** The server refused it or failed on it: `error` is what `send` would have thrown. */
  | { kind: 'failed'; error: unknown }
  /**
   * Not known to be delivered: not run (an entry before it in the request failed), or run but its
   * result lost with the others'. It goes again, as if never tried (the server answers a replay
   * with its first result).
   */
  | { kind: 'unsent' };

/**
 * Sends 2 to MAX_ALIASES_PER_REQUEST entries in one request, in their order (the server runs them
 * one after the other and stops at the first that fails). Resolves with one outcome per entry, in
 * the same order. Throws, as `send` does, when the request as a whole failed: no answer, or an
 * answer about the request rather than its entries (401, 503, a document refused); the outbox then
 * treats the first entry as if it had failed alone (a refusal: sends them one at a time).
 */
export type SendBatchFn = (
  entries: readonly OutboxEntry[],
  options: SendOptions,
) => Promise<BatchOutcome[]>;

export interface StartOutboxOptions {
  send: SendFn;
  /** Sends consecutive batchable entries together (docs/decisions/044); without it, one by one. */
  sendBatch?: SendBatchFn;
  /** The signed-in user, or null: only this user's entries are sent. */
  getUserId: () => string | null;
  /**
   * The declaration of a stored entry's write (app/write-registry.ts): the outbox runs what it says
   * a delivery does, in every tab (`runDelivery` in outbox.ts). Without it (engine tests), a
   * delivery only removes the entry.
   */
  writeFor?: (operation: string) => AnyWriteDefinition | undefined;
  /** The signed-in user's query cache, when one is mounted (lib/query-client.tsx). */
  queryClient?: () => QueryClient | null;
}

export interface OutboxState {
  /** Every stored entry of every user, in queue order. */
  entries: readonly OutboxEntry[];
  /** Some tab (this one or another) is sending an entry right now. */
  isDraining: boolean;
  /** False until the entries were first read from IndexedDB. */
  loaded: boolean;
}

export type DeliveredListener = (entry: OutboxEntry, result: unknown) => void;
