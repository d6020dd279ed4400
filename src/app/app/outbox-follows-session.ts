/**
 * The outbox follows the session (docs/decisions/068). Nothing is sent without a session, so the
 * outbox, the writes' declarations it runs on delivery (write-registry.ts) and the query client's
 * module are loaded once there is one: a signed-out visitor's first load does without them. It is
 * started once, with the signed-in user's query cache (`activeQueryClient`), and drained at every
 * sign-in after that: writes refused with 401 by an expired session wait for it.
 */
import type { SendBatchFn, SendFn } from '../lib/outbox/types.ts';
import { getSession, getUserId, subscribeSession } from '../lib/session.ts';

/** Starts following; returns the function that stops it (tests). */
export function outboxFollowsSession(send: SendFn, sendBatch: SendBatchFn): () => void {
  let signedIn: string | null = null;
  let started = false;
  const follow = (): void => {
    const userId = getSession()?.userId ?? null;
    if (userId === signedIn) return;
    signedIn = userId;
    if (!userId) return;
    void Promise.all([
      import('../lib/outbox/outbox.ts'),
      import('./write-registry.ts'),
      import('../lib/query-client.tsx'),
    ]).then(([outbox, { writeFor }, { activeQueryClient }]) => {
      if (!started) {
        started = true;
        outbox.startOutbox({
          send,
          sendBatch,
          getUserId,
          writeFor,
          queryClient: activeQueryClient,
        });
      }
      outbox.drainOutboxNow();
    });
  };
  follow();
  return subscribeSession(follow);
}
