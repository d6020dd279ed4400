/**
 * The outbox as React state, for the connection banner, "unsent changes" counts and logout.
 * Updated when this tab or another one changes the outbox.
 */
import { useMemo, useSyncExternalStore } from 'react';
import {
  discardOutboxEntry,
  getOutboxState,
  getOutboxUserId,
  retryOutboxEntry,
  subscribeOutbox,
} from './outbox.ts';
import { entriesOf, isFailed } from './queue.ts';
import type { OutboxEntry } from './types.ts';

export interface UseOutboxResult {
  /** The user's unsent entries, in order (refused ones included). */
  entries: readonly OutboxEntry[];
  /** Entries waiting to be sent (not counting refused ones). */
  pendingCount: number;
  /** Entries the server refused (4xx, GraphQL errors): shown until retried or discarded. */
  failed: readonly OutboxEntry[];
  /** Some tab is sending an entry right now. */
  isDraining: boolean;
  /** False until IndexedDB was read once (do not show "0 unsent changes" before that). */
  loaded: boolean;
  retry: (id: string) => Promise<void>;
  discard: (id: string) => Promise<void>;
}

/**
 * @param userId whose entries; by default the user the outbox sends for (startOutbox's getUserId).
 *   Entries of other users are never shown.
 */
export function useOutbox(userId?: string | null): UseOutboxResult {
  const state = useSyncExternalStore(subscribeOutbox, getOutboxState, getOutboxState);
  const user = userId === undefined ? getOutboxUserId() : userId;
  return useMemo(() => {
    const entries = entriesOf(state.entries, user);
    const failed = entries.filter(isFailed);
    return {
      entries,
      pendingCount: entries.length - failed.length,
      failed,
      isDraining: state.isDraining,
      loaded: state.loaded,
      retry: retryOutboxEntry,
      discard: discardOutboxEntry,
    };
  }, [state, user]);
}
