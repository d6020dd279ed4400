/**
 * After the outbox delivers a write (in every tab), run what its declaration says the delivery
 * changes in the cache and tells its screen, and keep a receipt its answer carries (lib/receipts/);
 * nothing else (app/write-registry.ts, lib/writes/cache.ts). This is the app's one delivery
 * listener (write-registry.test.ts keeps it so). After a sign-in, drain at once: writes refused with 401 by an expired session wait for it.
 * The outbox and the registry are imported lazily here and in main.tsx: nothing is sent without a
 * session, so the public pages' first load does without them.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userQueryKey } from '../lib/api/query-keys.ts';
import { useSession } from '../lib/session.ts';

/** Runs each delivered write's declared cache changes; returns the unsubscribe. */
export async function followDeliveredWrites(queryClient: QueryClient): Promise<() => void> {
  const [{ onDelivered }, { applyDelivered }, { writeFor }, { keepDeliveredReceipts }] =
    await Promise.all([
      import('../lib/outbox/outbox.ts'),
      import('../lib/writes/cache.ts'),
      import('./write-registry.ts'),
      import('../lib/receipts/receipts.ts'),
    ]);
  return onDelivered((entry, result) => {
    const write = writeFor(entry.operation);
    if (!write) {
      // Stored by an older build under a name this one no longer has: read the user again.
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      return;
    }
    const { variables } = entry;
    void applyDelivered(queryClient, write, variables, result);
    write.delivered?.raise?.(result, { userId: entry.userId, variables });
    // A close's or a submit's signed receipt is kept on the device (docs/decisions/048).
    void keepDeliveredReceipts(queryClient, entry.userId, result);
  });
}

export function OutboxSync() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? null;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([followDeliveredWrites(queryClient), import('../lib/outbox/outbox.ts')]).then(
      ([unsubscribe, { drainOutboxNow }]) => {
        if (cancelled) return unsubscribe();
        stop = unsubscribe;
        drainOutboxNow();
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, userId]);
  return null;
}
