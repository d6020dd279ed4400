/**
 * The end of the assessment (spec 001 section 2): done, the receipts of its sections (kept on this
 * device, checked: docs/decisions/048), what comes next (the rest of the profile, the other
 * assessment, each a link), and Close Assessment to the landing page.
 */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle48Regular } from '@fluentui/react-icons';
import type { Ref } from 'react';
import { type NextStep, NextSteps } from '../../../components/next-steps.tsx';
import { ReceiptsList } from '../../../components/receipts-list.tsx';
import { runnerMessages } from '../lib/section-flow.ts';

const useStyles = makeStyles({
  end: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
  },
  icon: { color: tokens.colorPaletteGreenForeground1 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600, outline: 'none' },
  body: { margin: 0 },
});

export interface EndOfAssessmentProps {
  onClose: () => void;
  nextSteps: readonly NextStep[];
  headingRef?: Ref<HTMLHeadingElement>;
  userId: string;
  assessmentId: string;
}

export function EndOfAssessment({
  onClose,
  nextSteps,
  headingRef,
  userId,
  assessmentId,
}: EndOfAssessmentProps) {
  const styles = useStyles();
  return (
    <section className={styles.end}>
      <CheckmarkCircle48Regular className={styles.icon} aria-hidden />
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {runnerMessages.endTitle}
      </h2>
      <p className={styles.body}>{runnerMessages.endBody}</p>
      <ReceiptsList userId={userId} assessmentId={assessmentId} />
      <NextSteps steps={nextSteps} headingLevel={3} />
      <Button onClick={onClose}>{runnerMessages.closeAssessment}</Button>
    </section>
  );
}
