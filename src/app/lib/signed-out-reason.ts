/**
 * Why the last session ended, for the sign-in page to say (docs/decisions/050). Kept in this tab's
 * sessionStorage between the 401 and the sign-in page, read once. Holds nothing of the candidate's.
 */
import { SIGNED_OUT_REASON_KEY } from '../config/storage-keys.ts';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The session ended after `timeoutMs` without use. */
export function rememberSignedOutIdle(timeoutMs: number): void {
  tabStorage()?.setItem(SIGNED_OUT_REASON_KEY, JSON.stringify({ reason: 'idle', timeoutMs }));
}

/** The message for the sign-in page, or null; `forgetSignedOutReason` once it is shown. */
export function signedOutMessage(): string | null {
  const raw = tabStorage()?.getItem(SIGNED_OUT_REASON_KEY);
  if (!raw) return null;
  try {
    const { reason, timeoutMs } = JSON.parse(raw) as { reason?: unknown; timeoutMs?: unknown };
    if (reason !== 'idle' || typeof timeoutMs !== 'number') return null;
    return idleSignOutMessage(timeoutMs);
  } catch {
    return null;
  }
}

export function forgetSignedOutReason(): void {
  tabStorage()?.removeItem(SIGNED_OUT_REASON_KEY);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "2 hours", "90 minutes", "10 seconds": the largest whole unit. */
export function durationText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

export function idleSignOutMessage(timeoutMs: number): string {
  return `You were signed out after ${durationText(timeoutMs)} without activity. Sign in again to continue.`;
}
