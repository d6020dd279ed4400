/**
 * Whether the app can reach the server, for the screens: navigator.onLine ("offline" is reliable),
 * corrected by the outbox's probes after a send got no answer ("online" is not: see
 * reachability.ts and docs/decisions/042).
 */
import { useSyncExternalStore } from 'react';
import { appReachability } from './reachability.ts';

function subscribe(onChange: () => void): () => void {
  return appReachability().subscribe(onChange);
}

export function isOnline(): boolean {
  return appReachability().isOnline();
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
