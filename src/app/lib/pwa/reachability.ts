/**
 * Can the server be reached? navigator.onLine says "offline" reliably, but its "online" only means
 * a network is there: it stays true while the server cannot be reached, and the browser may fire
 * 'online' long after the network is back. So after a send got no answer, the app asks a small
 * endpoint of ours (GET /api/ping, 204, no database work) until it answers, and says "offline"
 * while it does not (docs/decisions/042).
 *
 * - suspect(needed): a send got no answer; probe while `needed()` (the outbox has something to
 *   send). The first probe goes after PROBE_FIRST_DELAY_MS; later ones are spaced by a twentieth of
 *   the time the server has been unreachable (at least PROBE_FIRST_DELAY_MS, at most
 *   PROBE_MAX_DELAY_MS): after an outage of 20 s the next probe is at most 1 s away, after ten
 *   minutes 15 s, and a device that stays offline sends a few probes a minute. A Retry-After in a
 *   probe's answer (a 503 while the database is down, a 429) is always waited out.
 * - the first probe that answers 2xx ends the suspicion; after a failed probe it also runs the
 *   onReturn listeners (the outbox sends at once).
 * - confirm(): the server answered something (a send went through or was refused): not suspect.
 * - 'online' probes at once; 'offline' is believed.
 *
 * One source of truth for the UI: isOnline() (useOnlineStatus in online-status.ts).
 */

import { retryAfterMs } from '../outbox/backoff.ts';

export const PING_URL = '/api/ping';
export const PROBE_FIRST_DELAY_MS = 500;
export const PROBE_MAX_DELAY_MS = 15_000;
/** A probe that has not answered after this long failed. */
export const PROBE_TIMEOUT_MS = 5_000;
/** The wait between probes: this fraction of the time the server has been unreachable. */
const PROBE_DELAY_FRACTION = 1 / 20;

export interface Reachability {
  /** False when the browser says offline, or while probes fail. */
  isOnline(): boolean;
  /** Called when isOnline() may have changed. */
  subscribe(listener: () => void): () => void;
  /** A request got no answer: probe until the server answers, while `needed()` stays true. */
  suspect(needed: () => boolean): void;
  /** The server answered a request: stop probing. */
  confirm(): void;
  /** Called when a probe finds the server reachable again. */
  onReturn(listener: () => void): () => void;
  close(): void;
}

export interface ReachabilityDeps {
  fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'headers'>>;
  browserOnline: () => boolean;
  /** Source of 'online' and 'offline' events (window); null without a DOM. */
  windowTarget: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  now?: () => number;
  random?: () => number;
}

/** The wait before the next probe, `unreachableForMs` into an outage; `random` returns [0, 1). */
export function probeDelayMs(unreachableForMs: number, random: () => number = Math.random): number {
  const spaced = Math.min(
    PROBE_MAX_DELAY_MS,
    Math.max(PROBE_FIRST_DELAY_MS, unreachableForMs * PROBE_DELAY_FRACTION),
  );
  // Up to 20 % sooner, so that devices cut off together do not probe in step.
  return Math.round(spaced * (0.8 + 0.2 * random()));
}

export function createReachability(deps: ReachabilityDeps): Reachability {
  const now = deps.now ?? (() => Date.now());
  const random = deps.random ?? Math.random;
  const listeners = new Set<() => void>();
  const returnListeners = new Set<() => void>();
  let needed: (() => boolean) | null = null;
  let suspectedSince = 0;
  /** A probe failed since the last answer: the UI says offline. */
  let unreachable = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probing = false;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  function setUnreachable(value: boolean): void {
    if (value === unreachable) return;
    unreachable = value;
    notify();
  }

  function settle(): void {
    needed = null;
    clearTimeout(timer);
    timer = undefined;
    setUnreachable(false);
  }

  function scheduleProbe(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(() => void probe(), delayMs);
  }

  async function probe(): Promise<void> {
    timer = undefined;
    if (!needed) return;
    if (!needed()) return settle();
    if (probing) return;
    // Offline for sure: 'online' probes at once, so no need to ask meanwhile (only to look again
    // now and then, in case that event never comes).
    if (!deps.browserOnline()) return scheduleProbe(PROBE_MAX_DELAY_MS);
    probing = true;
    let waitAtLeastMs = 0;
    let answered = false;
    try {
      const response = await deps.fetch(PING_URL, {
        cache: 'no-store',
        credentials: 'omit',
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      answered = response.ok;
      if (!answered) waitAtLeastMs = retryAfterMs(response.headers.get('retry-after'), now()) ?? 0;
    } catch {
      // No answer: still unreachable.
    } finally {
      probing = false;
    }
    if (!needed) return; // confirmed or closed meanwhile
    if (answered) {
      // Only a return after a failed probe kicks the outbox. A first probe that answers says the
      // server was reachable all along and the send failed for its own reason: its backoff holds
      // (else a request that always fails would be resent every half second).
      const returned = unreachable;
      settle();
      if (returned) for (const listener of [...returnListeners]) listener();
      return;
    }
    setUnreachable(true);
    scheduleProbe(Math.max(waitAtLeastMs, probeDelayMs(now() - suspectedSince, random)));
  }

  const onOnline = () => {
    notify();
    if (needed) scheduleProbe(0);
  };
  deps.windowTarget?.addEventListener('online', onOnline);
  deps.windowTarget?.addEventListener('offline', notify);

  return {
    isOnline: () => deps.browserOnline() && !unreachable,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    suspect(isNeeded) {
      const already = needed !== null;
      needed = isNeeded;
      if (already) return; // the probes already running go on at their pace
      suspectedSince = now();
      scheduleProbe(probeDelayMs(0, random));
    },
    confirm() {
      if (needed || unreachable) settle();
    },
    onReturn(listener) {
      returnListeners.add(listener);
      return () => {
        returnListeners.delete(listener);
      };
    },
    close() {
      settle();
      deps.windowTarget?.removeEventListener('online', onOnline);
      deps.windowTarget?.removeEventListener('offline', notify);
      listeners.clear();
      returnListeners.clear();
    },
  };
}

let instance: Reachability | undefined;

/** The app's single instance (created on first use). */
export function appReachability(): Reachability {
  return (instance ??= createReachability({
    fetch: (url, init) => fetch(url, init),
    browserOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    windowTarget: typeof window === 'undefined' ? null : window,
  }));
}
