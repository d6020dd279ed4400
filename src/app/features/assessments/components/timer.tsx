/**
 * The section's countdown (mm:ss, redrawn every second) at the top-left. Screen readers find it
 * as a timer named "Time remaining", but it is not a live region (a reading every second would
 * drown everything else): a polite status says the time only at 5 minutes, 1 minute and time up.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Timer20Regular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useVisuallyHiddenClassName } from '../../../components/visually-hidden.ts';
import { crossedThreshold, formatClock } from '../lib/deadline-timer.ts';
import { runnerMessages } from '../lib/section-flow.ts';

const useStyles = makeStyles({
  timer: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    fontVariantNumeric: 'tabular-nums',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  low: { color: tokens.colorPaletteRedForeground1 },
});

/** Below this the clock turns red. */
const LOW_TIME_MS = 60_000;

export function SectionTimer({ remainingMs }: { remainingMs: number }) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenClassName();
  const labelId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [previous, setPrevious] = useState(remainingMs);
  if (previous !== remainingMs) {
    const crossed = crossedThreshold(previous, remainingMs);
    setPrevious(remainingMs);
    if (crossed !== null) {
      setAnnouncement(
        crossed === 0 ? runnerMessages.timeUp : runnerMessages.timeLeftAnnouncement(crossed),
      );
    }
  }
  return (
    <>
      <div
        role="timer"
        aria-labelledby={labelId}
        className={mergeClasses(styles.timer, remainingMs <= LOW_TIME_MS && styles.low)}
      >
        <Timer20Regular aria-hidden="true" />
        <span id={labelId} className={hidden}>
          {runnerMessages.timeRemaining}
        </span>
        <span>{formatClock(remainingMs)}</span>
      </div>
      <div role="status" aria-live="polite" className={hidden}>
        {announcement}
      </div>
    </>
  );
}
