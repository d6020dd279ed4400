/**
 * This tab's copy of the stored entries, kept up to date from the results of its own storage calls
 * and from what the other tabs say they changed, so that choosing the next entry and showing the
 * queue cost no IndexedDB read (docs/decisions/035). A full read replaces it at start, when the tab
 * is shown again, and on the rare fallbacks (no BroadcastChannel, a message it does not know).
 *
 * Messages from different tabs may arrive out of order. Two rules keep the copy from going wrong:
 * - an id once removed stays removed (ids are never reused), so a late "changed" for an entry that
 *   is gone does not bring it back;
 * - it knows which seqs it has heard of. Seqs are given one after the other by the database, so a
 *   seq below the head's that it has not heard of is an entry another tab wrote whose message has
 *   not arrived yet: `missesEntriesBefore` says so, and the drain reads everything again before
 *   sending (order across tabs).
 */
import { compareEntries } from './queue.ts';
import type { OutboxEntry } from './types.ts';

export interface EntryChanges {
  /** Entries written (added or changed), as stored. */
  upserted?: readonly OutboxEntry[];
  /** Ids of entries deleted (delivered, discarded, replaced by a newer edit). */
  removedIds?: readonly string[];
}

/** How many removed ids are remembered (a late message is never older than a few thousand sends). */
const REMEMBERED_REMOVALS = 10_000;

export class OutboxView {
  private list: readonly OutboxEntry[] = [];
  private removed = new Set<string>();
  /** Every seq up to this one is known (in the list, or gone). */
  private knownThrough = 0;
  /** The seq of the last full read: an entry below it that the read did not return is gone. */
  private snapshotSeq = 0;
  private heardAbove = new Set<number>();

  get entries(): readonly OutboxEntry[] {
    return this.list;
  }

  /** A full read of storage. */
  replaceAll(entries: readonly OutboxEntry[], lastSeq: number): void {
    // What was heard while the read ran stays: entries written after it, removals.
    let list = entries.filter((e) => !this.removed.has(e.id));
    for (const later of this.list) if (later.seq > lastSeq) list = insertSorted(list, later);
    this.list = list;
    this.snapshotSeq = lastSeq;
    this.knownThrough = Math.max(this.knownThrough, lastSeq);
    for (const seq of this.heardAbove) if (seq <= this.knownThrough) this.heardAbove.delete(seq);
    this.advance();
  }

  /** Applies changes; returns whether the list changed. */
  apply(changes: EntryChanges): boolean {
    let list = this.list;
    const removedIds = changes.removedIds ?? [];
    if (removedIds.length > 0) {
      for (const id of removedIds) this.remember(id);
      const gone = new Set(removedIds);
      list = list.filter((e) => !gone.has(e.id));
    }
    for (const entry of changes.upserted ?? []) {
      if (this.removed.has(entry.id)) continue;
      this.hear(entry.seq);
      const index = list.findIndex((e) => e.id === entry.id);
      if (index >= 0) {
        list = list.map((e) => (e.id === entry.id ? entry : e));
      } else if (entry.seq > this.snapshotSeq) {
        list = insertSorted(list, entry);
      }
      // else: older than the last full read, which did not have it: it is gone.
    }
    if (list === this.list) return false;
    this.list = list;
    return true;
  }

  /** True when an entry with a seq below this one may exist that this view has not heard of. */
  missesEntriesBefore(seq: number): boolean {
    return this.knownThrough < seq - 1;
  }

  private hear(seq: number): void {
    if (seq <= this.knownThrough) return;
    this.heardAbove.add(seq);
    this.advance();
  }

  private advance(): void {
    while (this.heardAbove.delete(this.knownThrough + 1)) this.knownThrough++;
  }

  private remember(id: string): void {
    this.removed.add(id);
    if (this.removed.size > REMEMBERED_REMOVALS) {
      const oldest = this.removed.values().next();
      if (!oldest.done) this.removed.delete(oldest.value);
    }
  }
}

/** Inserts in queue order; a new entry usually goes last, so the search starts from the end. */
function insertSorted(list: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  let index = list.length;
  while (index > 0 && compareEntries(list[index - 1]!, entry) > 0) index--;
  return [...list.slice(0, index), entry, ...list.slice(index)];
}
