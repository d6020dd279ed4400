/** The end of the assessment (spec 001 section 2): done, and Close Assessment to the landing page. */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { Ref } from 'react';
import { runnerMessages } from '../lib/section-flow.ts';

const useStyles = makeStyles({
  end: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600, outline: 'none' },
  body: { margin: 0 },
});

export interface EndOfAssessmentProps {
  onClose: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function EndOfAssessment({ onClose, headingRef }: EndOfAssessmentProps) {
  const styles = useStyles();
  return (
    <section className={styles.end}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {runnerMessages.endTitle}
      </h2>
      <p className={styles.body}>{runnerMessages.endBody}</p>
      <Button appearance="primary" onClick={onClose}>
        {runnerMessages.closeAssessment}
      </Button>
    </section>
  );
}
