/**
 * After the outbox delivers a write, refetch the user (every candidate write changes some of it);
 * after a sign-in, drain at once: writes refused with 401 by an expired session wait for it.
 * The outbox module is imported lazily here and in main.tsx: nothing is sent without a session, so
 * the public pages' first load does without it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userQueryKey } from '../lib/api/query-keys.ts';
import { useSession } from '../lib/session.ts';

export function OutboxSync() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? null;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/outbox/outbox.ts').then(({ onDelivered, drainOutboxNow }) => {
      if (cancelled) return;
      stop = onDelivered(() => void queryClient.invalidateQueries({ queryKey: userQueryKey }));
      drainOutboxNow();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, userId]);
  return null;
}
