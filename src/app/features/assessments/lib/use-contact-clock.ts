/**
 * Contact while a timed section runs online (lib/heartbeat.ts, docs/decisions/047): a heartbeat
 * when no answer went for a while, never while answers wait in the outbox. Returns `touch`, for
 * each delivered answer (a contact too).
 */
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
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
      beat: () => sendHeartbeat(assessmentId).then(touch),
      lastContactAt: () => lastContactAt.current,
      answersWaiting: () => waiting(),
      now: () => performance.now(),
    });
  }, [runs, assessmentId, touch]);
  return { touch };
}
