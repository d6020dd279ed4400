/**
 * The one way a screen reads "the server's copy with the candidate's unsent writes on top": the
 * outbox's entries, in queue order, laid over the query's data through each write's declared
 * `shows` changes (define-write.ts). So an edit saved offline shows at once, after a reload too,
 * and a refetch of the server's older copy does not undo it. Refused writes are left out: the
 * server's copy stands, and the screen says why.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { OutboxEntry } from '../outbox/types.ts';
import { changesFor } from './cache.ts';
import { type AnyWriteDefinition, isEntryOf, isRefused } from './define-write.ts';

/**
 * `data` (the query `queryKey`'s server copy) with every unsent entry of `writes` applied, in the
 * entries' order. Entries of other writes and other users' entries are ignored.
 */
export function withUnsent<TData>(
  data: TData,
  queryKey: QueryKey,
  entries: readonly OutboxEntry[],
  writes: readonly AnyWriteDefinition[],
): TData {
  let current = data;
  for (const entry of entries) {
    if (isRefused(entry)) continue;
    const write = writes.find((w) => isEntryOf(w, entry));
    if (!write) continue;
    for (const { apply } of changesFor(write.shows, queryKey)) {
      current = apply(current as never, entry.variables, queryKey) as TData;
    }
  }
  return current;
}
