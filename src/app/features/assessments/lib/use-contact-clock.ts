/**
 * Contact while a timed section runs online (lib/heartbeat.ts, docs/decisions/047): a heartbeat
 * when no answer went for a while, never while answers wait in the outbox; each one also tells
 * the server's time, on which answers are dated (lib/server-clock.ts). Returns `touch`, for each
 * delivered answer (a contact too).
 */
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { serverClock } from '../../../lib/api/server-clock.ts';
import { sendHeartbeat } from '../api/heartbeat.ts';
import { startHeartbeat } from './heartbeat.ts';

export interface ContactClockOptions {
  assessmentId: string;
  /** A timed section runs, unlocked, online. */
  runs: boolean;
  /** The outbox holds answers to send (not refused ones). */
  answersWaiting: () => boolean;
}

export function useContactClock({ assessmentId, runs, answersWaiting }: ContactClockOptions): {
  touch: () => void;
} {
  const lastContactAt = useRef(Number.NEGATIVE_INFINITY);
  const touch = useCallback(() => {
    lastContactAt.current = performance.now();
  }, []);
  const waiting = useEffectEvent(answersWaiting);
  useEffect(() => {
    if (!runs) return;
    return startHeartbeat({
      beat: () =>
        sendHeartbeat(assessmentId).then(({ serverTimeMs, roundTripMs }) => {
          serverClock.sync(serverTimeMs, roundTripMs);
          touch();
        }),
      lastContactAt: () => lastContactAt.current,
      answersWaiting: () => waiting(),
      now: () => performance.now(),
    });
  }, [runs, assessmentId, touch]);
  return { touch };
}
