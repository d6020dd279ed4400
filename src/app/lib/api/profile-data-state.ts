/**
 * Whether a profile form can show, and from what: the unsent save (outbox) counts at once; the
 * server's copy counts once this visit asked for it, or once asking failed (offline: the cached
 * copy). Shared by the profile pages so each decides the same way.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { isNetworkError } from './errors.ts';

export type ProfileDataState = 'ready' | 'notLoadedOffline' | 'failed' | 'loading';

export function profileDataState(
  query: Pick<
    UseQueryResult,
    'isFetchedAfterMount' | 'failureCount' | 'fetchStatus' | 'error' | 'isError'
  >,
  {
    outboxLoaded,
    hasPending,
    hasData,
  }: { outboxLoaded: boolean; hasPending: boolean; hasData: boolean },
): ProfileDataState {
  const settled =
    query.isFetchedAfterMount || query.failureCount > 0 || query.fetchStatus === 'paused';
  if (outboxLoaded && (hasPending || (hasData && settled))) return 'ready';
  if (!hasData && !hasPending && (query.fetchStatus === 'paused' || isNetworkError(query.error)))
    return 'notLoadedOffline';
  if (query.isError && !hasData && !hasPending) return 'failed';
  return 'loading';
}
