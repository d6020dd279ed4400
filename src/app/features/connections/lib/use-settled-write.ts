/**
 * A choice made on a row or in the modal: in flight while its outbox write is being stored or
 * sent (the button shows its progress text), then settled once, delivered, on this device
 * (offline) or refused, when `onSettled` edits the cached lists and says what happened.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
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
