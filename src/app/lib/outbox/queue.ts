/**
 * The queue's rules as pure functions over a list of entries (no storage, no clock): the order,
 * which entry goes next, and which entries a new one replaces.
 */
import type { OutboxEntry } from './types.ts';

/** Queue order: `seq` (given by the database), then creation time, then id (a stable tie-break). */
export function compareEntries(a: OutboxEntry, b: OutboxEntry): number {
  return a.seq - b.seq || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function sortEntries(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return [...entries].sort(compareEntries);
}

export function entriesOf(entries: readonly OutboxEntry[], userId: string | null): OutboxEntry[] {
  return userId === null ? [] : sortEntries(entries.filter((e) => e.userId === userId));
}

export function isFailed(entry: OutboxEntry): boolean {
  return entry.lastError?.permanent === true;
}

/** The next seq to give: one more than any stored (the first entry gets 1). */
export function nextSeq(entries: readonly OutboxEntry[]): number {
  return entries.reduce((max, e) => Math.max(max, e.seq), 0) + 1;
}

export type NextAction =
  | { kind: 'send'; entry: OutboxEntry }
  /** The head of the queue waits for its retry time; later entries wait behind it (order). */
  | { kind: 'wait'; entry: OutboxEntry; until: number }
  /** The head is being sent by another tab. */
  | { kind: 'busy'; entry: OutboxEntry }
  | { kind: 'idle' };

export interface NextActionOptions {
  userId: string | null;
  now: number;
  /** Send the head now even if its retry time has not come (connection back, tab shown). */
  ignoreBackoff?: boolean;
  /**
   * In-flight marks older than this (ms since epoch) are leftovers of a closed or crashed tab.
   * Holding the exclusive drain lock, every mark is a leftover: pass Infinity.
   */
  inFlightStaleBefore: number;
}

/**
 * Which entry of the user goes next. Entries refused by the server (permanent errors) are skipped
 * and later ones go on; an entry waiting to be retried holds the ones behind it, so that writes
 * reach the server in the order they were made.
 */
export function nextAction(
  entries: readonly OutboxEntry[],
  options: NextActionOptions,
): NextAction {
  const head = entriesOf(entries, options.userId).find((e) => !isFailed(e));
  if (!head) return { kind: 'idle' };
  if (head.inFlightAt !== undefined && head.inFlightAt >= options.inFlightStaleBefore) {
    return { kind: 'busy', entry: head };
  }
  if (!options.ignoreBackoff && head.nextAttemptAt > options.now) {
    return { kind: 'wait', entry: head, until: head.nextAttemptAt };
  }
  return { kind: 'send', entry: head };
}

/**
 * The entries that go in one request with `head` (nextAction's entry), in order: the ones that
 * would be sent right after it, as long as each allows batching (docs/decisions/044). Refused
 * entries are skipped, as nextAction skips them; an entry that does not allow batching, waits for
 * its retry time or is in flight ends the batch, as does `max`. Just [head] unless head allows it.
 */
export function batchFrom(
  entries: readonly OutboxEntry[],
  head: OutboxEntry,
  options: NextActionOptions,
  max: number,
): OutboxEntry[] {
  const batch = [head];
  if (!head.batchable) return batch;
  for (const e of entriesOf(entries, options.userId)) {
    if (batch.length >= max) break;
    if (compareEntries(e, head) <= 0 || isFailed(e)) continue;
    const inFlight = e.inFlightAt !== undefined && e.inFlightAt >= options.inFlightStaleBefore;
    if (!e.batchable || inFlight || e.nextAttemptAt > options.now) break;
    batch.push(e);
  }
  return batch;
}

/**
 * The stored entries that a new write with this coalesce key replaces: same user, same key, and not
 * being sent right now (an entry in flight may already have reached the server, so it stays and the
 * newer edit goes after it). Entries refused by the server are replaced too: the newer edit is what
 * the candidate wants now.
 */
export function coalesceTargets(
  entries: readonly OutboxEntry[],
  input: { userId: string; coalesceKey?: string | undefined },
): OutboxEntry[] {
  const key = input.coalesceKey;
  if (key === undefined) return [];
  return entries.filter(
    (e) => e.userId === input.userId && e.coalesceKey === key && e.inFlightAt === undefined,
  );
}
