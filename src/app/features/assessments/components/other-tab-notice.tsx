/**
 * What a tab shows while another tab runs the assessment (lib/tab-ownership.ts): that it is open
 * there, that the section's clock keeps running meanwhile, with the time left, and "Take over
 * here". The time comes from the section information (asking starts nothing), asked again every
 * OTHER_TAB_REFRESH_MS, since the other tab may close the section or start the next one.
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { assessmentMessages } from '../../../../domain/assessments.ts';
import { sectionInformationQueryOptions } from '../api/get-next-section-information.ts';
import { formatClock, remainingFromServer } from '../lib/deadline-timer.ts';
import { hasTimerStarted, runnerMessages } from '../lib/section-flow.ts';
import { useCountdown } from '../lib/use-countdown.ts';

export const OTHER_TAB_REFRESH_MS = 15_000;

export function OtherTabNotice({
  assessmentId,
  onTakeOver,
}: {
  assessmentId: string;
  onTakeOver: () => void;
}) {
  const query = useQuery({
    ...sectionInformationQueryOptions(assessmentId),
    refetchInterval: OTHER_TAB_REFRESH_MS,
  });
  const info = query.data;
  const running = info?.id && hasTimerStarted(info) ? info : null;
  const countdown = useCountdown({
    key: running?.id ?? null,
    // The other tab closes it at zero: ask what is next.
    onExpire: () => void query.refetch(),
  });
  const { sync } = countdown;
  const timerRemaining = running?.timerRemaining ?? null;
  const answeredAt = query.dataUpdatedAt;
  useEffect(() => {
    if (timerRemaining !== null) sync(remainingFromServer(timerRemaining));
  }, [timerRemaining, answeredAt, sync]);

  const clock =
    running && countdown.remainingMs !== null
      ? runnerMessages.otherTabClock(formatClock(countdown.remainingMs))
      : runnerMessages.otherTabNoClock;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{assessmentMessages.otherTabRunning}</MessageBarTitle> {clock}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={onTakeOver}>
          {runnerMessages.takeOver}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
