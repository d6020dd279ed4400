/**
 * The section's clock: the countdown on a local deadline (use-countdown.ts), set from what the
 * server says of the time left, one way (`timeLeftFromServer`, deadline-timer.ts) for both of its
 * words: the served questions (asked again on reconnect and when the tab is shown: use-section-
 * resync.ts) and each delivered answer of the section on screen (api/submit-item-response.ts
 * `followAnswerDeliveries`). At zero,
 * or when the server says the section is complete, time is up. After the deadline, the answers
 * given in time may still arrive for the section's late window (docs/decisions/053): which ones,
 * until when, and how many were recorded late.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { serverClock } from '../../../lib/api/server-clock.ts';
import type { SectionQuestions } from '../api/get-next-section-questions.ts';
import { type AnswerDelivery, followAnswerDeliveries } from '../api/submit-item-response.ts';
import { timeLeftFromServer } from './deadline-timer.ts';
import { useCountdown } from './use-countdown.ts';

/** Room for reconnecting and sending: the countdown ends this long before the server's window. */
export const LATE_WINDOW_MARGIN_MS = 5_000;

export interface LateWindow {
  sectionId: string;
  itemIds: ReadonlySet<string>;
  /** performance.now() when answers given in time stop counting, less the margin. */
  endsAt: number;
}

export interface SectionClockOptions {
  userId: string;
  /** The section whose questions are on screen, and its questions once served. */
  sectionId: string | null;
  questions: SectionQuestions | undefined;
  itemIds: ReadonlySet<string>;
  /** The countdown reached zero, or the server said the section is complete. */
  onTimeUp: (sectionId: string) => void;
  /** The device seems to have slept: ask the server again (use-section-resync.ts). */
  onClockJump: () => void;
  /** A delivered answer of the section on screen: a contact with the server (use-contact-clock.ts). */
  onContact: () => void;
}

export interface SectionClock {
  /** Milliseconds left of the timed section on screen, or null. */
  remainingMs: number | null;
  lateWindow: LateWindow | null;
  /** Answers recorded after their section's deadline since the last dismiss. */
  recordedLate: number;
  dismissRecordedLate: () => void;
}

export function useSectionClock({
  userId,
  sectionId,
  questions,
  itemIds,
  onTimeUp,
  onClockJump,
  onContact,
}: SectionClockOptions): SectionClock {
  const [lateWindow, setLateWindow] = useState<LateWindow | null>(null);
  const [recordedLate, setRecordedLate] = useState(0);
  const timed = !!questions && questions.timeRemaining !== null;

  const countdown = useCountdown({
    key: timed ? sectionId : null,
    onExpire: () => {
      if (!sectionId) return;
      // From here answers given in time may still arrive for lateAnswerWindow seconds (decision 053).
      if (questions?.lateAnswerWindow != null) {
        setLateWindow({
          sectionId,
          itemIds,
          endsAt: performance.now() + questions.lateAnswerWindow * 1000 - LATE_WINDOW_MARGIN_MS,
        });
      }
      onTimeUp(sectionId);
    },
    onClockJump: () => {
      // performance.now() may have stopped while the device slept: so has the server clock's.
      serverClock.forget();
      onClockJump();
    },
  });
  const { sync } = countdown;
  /** The server's word on the time left: from the questions, or from a delivered answer. */
  const syncFromServer = (word: Parameters<typeof timeLeftFromServer>[0]) => {
    const left = timeLeftFromServer(word);
    if (left !== null) sync(left);
  };

  // Each answer of the server once (receivedAt tells them apart).
  const receivedAt = questions?.receivedAt;
  const syncFromQuestions = useEffectEvent(() => {
    if (questions) syncFromServer(questions);
  });
  useEffect(() => {
    if (receivedAt !== undefined) syncFromQuestions();
  }, [receivedAt, sync]);

  const delivered = useEffectEvent((delivery: AnswerDelivery) => {
    if (delivery.userId !== userId) return;
    // Whichever section shows now: a late answer arrives after its own section's time.
    if (delivery.recordedLate) setRecordedLate((n) => n + 1);
    if (!sectionId || !itemIds.has(delivery.itemId)) return;
    onContact();
    if (delivery.status === 'COMPLETE') onTimeUp(sectionId);
    else syncFromServer(delivery);
  });
  useEffect(() => followAnswerDeliveries((delivery) => delivered(delivery)), []);

  return {
    remainingMs: timed ? countdown.remainingMs : null,
    lateWindow,
    recordedLate,
    dismissRecordedLate: () => setRecordedLate(0),
  };
}
