/**
 * Answers given in time and sent after the deadline (docs/decisions/053), as the candidate sees
 * them: while offline past the deadline, how long they can still be sent (a countdown), and what
 * happens after; once delivered within that time, that they were recorded.
 *
 * Screen readers: a MessageBar announces itself once, when it mounts, so the countdown's bar (keyed
 * by its phase) is announced when it appears and when the time has passed, not every second. One
 * polite status in between says when one minute is left.
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useVisuallyHiddenClassName } from '../../../components/visually-hidden.ts';
import { formatClock } from '../lib/deadline-timer.ts';
import { runnerMessages } from '../lib/section-flow.ts';
import type { LateAnswersWaiting } from '../lib/runner-summary.ts';

const MINUTE_MS = 60_000;

/** performance.now() once a second (the countdown's clock: the device's clock may be changed). */
function useNow(): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function LateAnswersCountdown({ waiting }: { waiting: LateAnswersWaiting }) {
  const hidden = useVisuallyHiddenClassName();
  const leftMs = waiting.endsAt - useNow();
  const { count } = waiting;
  const [startedAboveMinute] = useState(leftMs > MINUTE_MS);
  if (leftMs <= 0) {
    return (
      <MessageBar key="late-passed" intent="error" politeness="polite" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{runnerMessages.lateExpiredTitle(count)}</MessageBarTitle>
          {runnerMessages.lateExpiredBody(count)}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <>
      <MessageBar key="late-waiting" intent="warning" politeness="polite" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>
            {runnerMessages.lateWaitingTitle(formatClock(leftMs).replace(/^0(?=\d:)/, ''), count)}
          </MessageBarTitle>
          {runnerMessages.lateWaitingBody(count)}
        </MessageBarBody>
      </MessageBar>
      <div role="status" aria-live="polite" className={hidden}>
        {startedAboveMinute && leftMs <= MINUTE_MS ? runnerMessages.lateWaitingMinute : ''}
      </div>
    </>
  );
}

export function RecordedLateNote({ count, onDismiss }: { count: number; onDismiss: () => void }) {
  return (
    <MessageBar intent="success" politeness="polite" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{runnerMessages.recordedLateTitle(count)}</MessageBarTitle>
        {runnerMessages.recordedLateBody(count)}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onDismiss}>{runnerMessages.dismiss}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
