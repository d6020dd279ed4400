/**
 * After the outbox delivers a write, refetch the user (every candidate write changes some of it).
 * The outbox module is imported lazily here and in main.tsx: nothing is sent without a session, so
 * the public pages' first load does without it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userQueryKey } from '../lib/api/query-keys.ts';

export function OutboxSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/outbox/outbox.ts').then(({ onDelivered }) => {
      if (cancelled) return;
      stop = onDelivered(() => void queryClient.invalidateQueries({ queryKey: userQueryKey }));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);
  return null;
}
