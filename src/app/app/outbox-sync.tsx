/**
 * After the outbox delivers a write, refetch the user (every profile write and a section's close
 * change some of it; an assessment answer does not), after a close the assessment's queries first; after a sign-in, drain at once: writes refused with 401 by an expired session wait for it.
 * The outbox module is imported lazily here and in main.tsx: nothing is sent without a session, so
 * the public pages' first load does without it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { assessmentsQueryKey, userQueryKey } from '../lib/api/query-keys.ts';
import { useSession } from '../lib/session.ts';

/** The outbox's names of two assessment writes (features/assessments/api/). */
const SECTION_CLOSE_OPERATION = 'AssessmentSectionClose';
const ITEM_RESPONSE_OPERATION = 'SubmitItemResponse';

export function OutboxSync() {
  const queryClient = useQueryClient();
  const userId = useSession()?.userId ?? null;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/outbox/outbox.ts').then(({ onDelivered, drainOutboxNow }) => {
      if (cancelled) return;
      stop = onDelivered((entry) => {
        // An assessment item's answer changes nothing the user's queries show (a section starts
        // and ends by other calls): refetching five queries per answer only slowed the answers.
        if (entry.operation === ITEM_RESPONSE_OPERATION) return;
        // After a section's close the next screen waits on the assessment's own queries: they go
        // first and alone (a browser sends at most six requests to a host at once), the user's
        // five after them (docs/decisions/031-click-to-next-screen-benchmark.md).
        const first =
          entry.operation === SECTION_CLOSE_OPERATION
            ? queryClient.invalidateQueries(
                { queryKey: assessmentsQueryKey },
                { cancelRefetch: false },
              )
            : Promise.resolve();
        void first.finally(() => void queryClient.invalidateQueries({ queryKey: userQueryKey }));
      });
      drainOutboxNow();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, userId]);
  return null;
}
