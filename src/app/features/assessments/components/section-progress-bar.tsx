/**
 * The fixed bottom bar: the percent of the assessment's sections completed, never below
 * MIN_PROGRESS_PERCENT (spec 001 section 9). The page's bottom scroll padding covers it, so that
 * it never hides the focused element (lib/use-scroll-clearance.ts).
 */
import { makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import { sectionProgressPercent } from '../../../../domain/assessments.ts';
import { runnerMessages } from '../lib/section-flow.ts';
import { useClearanceAtBottom } from '../lib/use-scroll-clearance.ts';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 1,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

export function SectionProgressBar({ completed, total }: { completed: number; total: number }) {
  const styles = useStyles();
  const bar = useRef<HTMLDivElement>(null);
  useClearanceAtBottom(bar);
  const percent = sectionProgressPercent(completed, total);
  const shown = total > 0 ? (completed / total) * 100 : 0;
  return (
    <div ref={bar} className={styles.bar}>
      <ProgressBar
        value={percent / 100}
        thickness="large"
        aria-label={runnerMessages.progress(shown)}
        aria-valuetext={runnerMessages.progress(shown)}
      />
    </div>
  );
}
