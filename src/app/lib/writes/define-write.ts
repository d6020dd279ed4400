/**
 * The write registry's declarations (docs/decisions/034-write-registry.md): each candidate write is
 * declared once, next to its GraphQL document, with everything the app does about it:
 *
 * - `operation` and `document`: what is sent (the outbox stores the printed document);
 * - `coalesceKey`: which unsent writes a newer one replaces (none: every write must arrive);
 * - `shows`: how the write looks in a query's data before the server has it. It is put into the
 *   cache when the write is stored, laid over a refetched server copy while the write is unsent
 *   (lib/writes/unsent.ts), and put into the cache again when it is delivered, until the refetch;
 * - `delivered`: what the server's answer changes in the cache, which queries it makes stale, and
 *   what it tells a screen (`raise`). Run in every tab by the outbox, for every delivered entry
 *   (lib/outbox/outbox.ts `runDelivery`, docs/decisions/068).
 *
 * Screens never patch the cache for a write: they save it (use-write.ts, the outbox's enqueueWrite) and read
 * the queries, or the server copy with the unsent writes laid over it (unsent.ts).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { QueryKey } from '@tanstack/react-query';
import type { OutboxEntry } from '../outbox/types.ts';

/**
 * The variables a caller gives, as the outbox stores them: `clientMutationId` (the entry's id) and
 * `sequence` are added when the entry is sent (lib/api/batch-request.ts `sentVariables`).
 */
export type WriteVariables<TVariables> = Omit<TVariables, 'clientMutationId' | 'sequence'>;

/**
 * A change of one query's cached data (`prefix`: of every query under the key, e.g. each cached
 * list of invitations; `apply` gets each one's key). It must be idempotent: the same write applied
 * twice gives the same data, since it may be laid over a copy that already holds it.
 */
export interface CacheChange<TInput> {
  queryKey: QueryKey;
  prefix?: boolean;
  apply: (data: never, input: TInput, queryKey: QueryKey) => unknown;
}

/** A typed `CacheChange` for data of type `TData` (see `change()`). */
export interface TypedCacheChange<TData, TInput> extends CacheChange<TInput> {
  apply: (data: TData, input: TInput, queryKey: QueryKey) => TData;
}

/** Declares a change of the query `queryKey`, its data type checked (the registry stores it untyped). */
export function change<TData, TInput>(
  queryKey: QueryKey,
  apply: (data: TData, input: TInput, queryKey: QueryKey) => TData,
): TypedCacheChange<TData, TInput> {
  return { queryKey, apply };
}

/** Declares a change of every query under `prefix` (e.g. each cached, filtered list). */
export function changeEach<TData, TInput>(
  prefix: QueryKey,
  apply: (data: TData, input: TInput, queryKey: QueryKey) => TData,
): TypedCacheChange<TData, TInput> {
  return { queryKey: prefix, prefix: true, apply };
}

/** Queries to refetch: every query under a key, or (`exactly`) the one query of that key. */
export type RefetchTarget = QueryKey | { readonly queryKey: QueryKey; readonly exact: true };

/** The one query of this key, not the queries under it (['user'] alone, not ['user', …]). */
export const exactly = (queryKey: QueryKey): RefetchTarget => ({ queryKey, exact: true });

export interface WriteDefinition<TResult, TVariables> {
  /** The spec's operation name, e.g. "UpdateUserSchoolsArray" (the outbox's `operation`). */
  operation: string;
  /**
   * What the write is, in the candidate's words, as "Not saved: {label}." reads it (e.g. "your
   * phone number"). The operation's name never reaches the screen (write-registry.test.ts).
   */
  label: string;
  /**
   * True: the screen that makes this write reports its refusals itself (the timed runner: refused
   * answers and closes), so the connection banner leaves them out and each is said once.
   */
  refusalShownByScreen?: true;
  /** True: the write is one of the candidate's answers (a sign-out counts them apart). */
  answer?: true;
  document: TypedDocumentNode<TResult, TVariables>;
  /**
   * Unsent writes with the same key (and user) replace each other: the newer one wins. A string
   * for a write about one thing (a form), a function for a write per thing (per question, per
   * invitation). Leave it out for writes that must each reach the server (timed item responses,
   * docs/decisions/014).
   */
  coalesceKey?: string | ((variables: WriteVariables<TVariables>) => string);
  /**
   * True: queued writes of this kind may share one request with their batchable neighbours, as
   * aliased fields (docs/decisions/044-batched-answer-flush.md): for writes a candidate makes many
   * of in a row (timed answers, survey answers). The document must be one mutation of one field,
   * without fragments (write-registry.test.ts checks it). Each still arrives once, in order.
   */
  batch?: boolean;
  /**
   * True: the document declares `$sequence: AnswerSequence` and is sent with the entry's place in
   * its outbox (docs/decisions/047: the server refuses an answer older than one it received from
   * the same outbox). The outbox entry carries it (OutboxEntry.sequenced).
   */
  sequenced?: true;
  /** How the unsent write shows in cached data (see the header). */
  shows?: readonly CacheChange<WriteVariables<TVariables>>[];
  delivered?: {
    /**
     * What the server's answer changes in cached data, at once. Without it the `shows` changes are
     * applied with the variables (the server now holds exactly them).
     */
    update?: readonly CacheChange<{ result: TResult; variables: WriteVariables<TVariables> }>[];
    /**
     * Queries the write makes stale, refetched in the background. Each inner list waits for the one
     * before it (a browser sends at most six requests to a host at once: the next screen's queries
     * go first). Nothing else is refetched after a delivery.
     */
    refetch?: (variables: WriteVariables<TVariables>) => readonly (readonly RefetchTarget[])[];
    /**
     * What the server's answer tells the screen that made the write, beyond the cache (the timed
     * answer's time left: features/assessments/api/submit-item-response.ts). Screens follow that, never
     * the outbox's deliveries themselves.
     */
    raise?: (
      result: TResult,
      write: { userId: string; variables: WriteVariables<TVariables> },
    ) => void;
  };
}

/** Any declared write (the registry's element type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of differently typed writes
export type AnyWriteDefinition = WriteDefinition<any, any>;

export function defineWrite<TResult, TVariables>(
  definition: WriteDefinition<TResult, TVariables>,
): WriteDefinition<TResult, TVariables> {
  return definition;
}

/** An outbox entry of a known write, its variables typed. */
export type WriteEntry<TVariables> = Omit<OutboxEntry, 'variables'> & {
  variables: WriteVariables<TVariables>;
};

export function isEntryOf<TResult, TVariables>(
  definition: WriteDefinition<TResult, TVariables>,
  entry: OutboxEntry,
): entry is OutboxEntry & WriteEntry<TVariables> {
  return entry.operation === definition.operation;
}

/** An entry of any of these writes. */
export const isEntryOfAny = (writes: readonly AnyWriteDefinition[], entry: OutboxEntry): boolean =>
  writes.some((write) => write.operation === entry.operation);

/** The entries of one write, in the given (queue) order. */
export function entriesOf<TResult, TVariables>(
  definition: WriteDefinition<TResult, TVariables>,
  entries: readonly OutboxEntry[],
): WriteEntry<TVariables>[] {
  return entries.filter((e) => isEntryOf(definition, e));
}

/** The key unsent writes of these variables share, or undefined (every write is sent). */
export function coalesceKeyOf<TResult, TVariables>(
  definition: WriteDefinition<TResult, TVariables>,
  variables: WriteVariables<TVariables>,
): string | undefined {
  const key = definition.coalesceKey;
  return typeof key === 'function' ? key(variables) : key;
}

/** A refused entry: the server will not take it; it waits for the candidate to retry or discard. */
export const isRefused = (entry: Pick<OutboxEntry, 'lastError'>): boolean =>
  entry.lastError?.permanent === true;
