/**
 * A choice made on a row or in the modal: in flight while its outbox write is being stored or
 * sent (the button shows its progress text, and the page holds the row where it is), then settled
 * once, delivered, on this device (offline) or refused, when `onSettled` says what happened and
 * lets the row go: the lists then show it where the server's copy and the unsent choices put it
 * (unsent-choices.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OutboxWriteStatus } from '../../../lib/writes/use-write.ts';

export type WriteOutcome = 'saved' | 'savedOnDevice' | 'failed';

export const isInFlight = (status: OutboxWriteStatus) =>
  status === 'storing' || status === 'sending';

export function useSettledWrite<A>(
  status: OutboxWriteStatus,
  onSettled: (action: A, outcome: WriteOutcome) => void,
) {
  const [action, setAction] = useState<A | null>(null);
  const settling = useRef<A | null>(null);
  const busy = isInFlight(status);
  // `start` and the write's 'storing' come in one render: once not in flight, the choice is over.
  if (action !== null && !busy) setAction(null);
  const latest = useRef(onSettled);
  useEffect(() => {
    latest.current = onSettled;
  });
  useEffect(() => {
    const done = settling.current;
    if (done === null || busy) return;
    settling.current = null;
    latest.current(done, status === 'saved' || status === 'savedOnDevice' ? status : 'failed');
  }, [busy, status]);
  const start = useCallback((next: A) => {
    settling.current = next;
    setAction(next);
  }, []);
  return { action: busy ? action : null, start };
}

/** The page's hold on rows whose choice is in progress (connection-lists.ts, HeldRows). */
export interface RowHold<T extends { _id: string }> {
  /** Keeps the row as it is now until `end`. */
  start: (item: T) => void;
  end: (id: string) => void;
}

export function useHeldRows<T extends { _id: string }>() {
  const [held, setHeld] = useState<ReadonlyMap<string, T>>(() => new Map());
  const hold = useMemo<RowHold<T>>(
    () => ({
      start: (item) => setHeld((rows) => new Map(rows).set(item._id, item)),
      end: (id) =>
        setHeld((rows) => {
          if (!rows.has(id)) return rows;
          const next = new Map(rows);
          next.delete(id);
          return next;
        }),
    }),
    [],
  );
  return [held, hold] as const;
}

/** Lets the row go when it leaves the page before its choice settled (another tab of the page). */
export function useReleaseOnUnmount(release: (id: string) => void, id: string) {
  useEffect(() => () => release(id), [release, id]);
}
