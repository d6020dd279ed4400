/**
 * The bar at the top of a section's questions that stays in view while the candidate scrolls
 * (docs/decisions/029): the timer at its top-left (spec 001 section 2), "Answered X of Y" beside
 * it, lateral's "Section X of Y", and a way to the first unanswered question.
 *
 * The count is plain text, not a live region: it changes with every answer, and screen readers
 * hear the timer only at 5 minutes, 1 minute and time up (timer.tsx).
 */
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type ReactNode, useRef } from 'react';
import { runnerMessages } from '../lib/section-flow.ts';
import { useStickyUnderTopBar } from '../lib/use-scroll-clearance.ts';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    // Under the shell's top bar (10), above the questions.
    zIndex: 5,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    // Tight enough for one row on a 390 px phone; it wraps on narrower screens.
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  group: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
  },
  end: { marginLeft: 'auto' },
  count: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
});

export interface SectionStatusBarProps {
  /** The timer (timed sections). */
  timer?: ReactNode;
  answered: { answered: number; total: number };
  /** Lateral's "Section X of Y"; null: not shown (cognitive). */
  position: { section: number; sections: number } | null;
  /** Moves focus to the first unanswered question; null: none left (or answers are locked). */
  onFirstUnanswered: (() => void) | null;
}

export function SectionStatusBar({
  timer,
  answered,
  position,
  onFirstUnanswered,
}: SectionStatusBarProps) {
  const styles = useStyles();
  const bar = useRef<HTMLDivElement>(null);
  const top = useStickyUnderTopBar(bar);
  return (
    <div ref={bar} className={styles.bar} style={{ top: `${top}px` }}>
      <div className={styles.group}>
        {timer}
        <span className={styles.count}>
          {runnerMessages.answeredOf(answered.answered, answered.total)}
        </span>
      </div>
      <div className={mergeClasses(styles.group, styles.end)}>
        {position && <span>{runnerMessages.sectionOf(position.section, position.sections)}</span>}
        {onFirstUnanswered && (
          <Button
            size="small"
            aria-label={runnerMessages.firstUnansweredName}
            onClick={onFirstUnanswered}
          >
            {runnerMessages.firstUnanswered}
          </Button>
        )}
      </div>
    </div>
  );
}
