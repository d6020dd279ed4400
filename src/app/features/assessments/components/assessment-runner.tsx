/**
 * The in-assessment view shared by the cognitive (/assessments/cognitive-skills-app) and lateral
 * (/assessments/lateral-app, /lateral-content) flows: section info, section questions, end of
 * assessment (running-assessment.tsx).
 *
 * One tab runs an assessment (lib/tab-ownership.ts): another tab says so, with the time left of the
 * running section, and offers to take over (other-tab-notice.tsx).
 * While this tab runs it, no app update is applied (setAssessmentRunning).
 */
import { makeStyles, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { NextStep } from '../../../components/next-steps.tsx';
import { setAssessmentRunning } from '../../../lib/pwa/service-worker.ts';
import { runnerMessages } from '../lib/section-flow.ts';
import { type LockManagerLike, useTabOwnership } from '../lib/tab-ownership.ts';
import { OtherTabNotice } from './other-tab-notice.tsx';
import { RunningAssessment } from './running-assessment.tsx';

const useStyles = makeStyles({
  // The column of the other pages (see running-assessment.tsx).
  elsewhere: { maxWidth: '880px' },
});

export interface AssessmentRunnerProps {
  /** The assessment definition's id (COGNITIVE_ASSESSMENT_ID or LATERAL_ASSESSMENT_ID). */
  assessmentId: string;
  variant: 'cognitive' | 'lateral';
  /** Where "Close Assessment", a missing section and a complete assessment lead. */
  landingPath: string;
  userId: string;
  /** What is left to do, for the end page. */
  nextSteps: readonly NextStep[];
  /** Tests: a fake Web Locks manager (default navigator.locks; null: none). */
  locks?: LockManagerLike | null;
}

export function AssessmentRunner({ locks, ...props }: AssessmentRunnerProps) {
  const styles = useStyles();
  const ownership = useTabOwnership(props.assessmentId, locks);
  const owner = ownership.state === 'owner';
  // A take-over is recorded with the timed section it lands in (docs/decisions/045).
  const [tookOver, setTookOver] = useState(false);

  useEffect(() => {
    if (!owner) return;
    setAssessmentRunning(true);
    return () => setAssessmentRunning(false);
  }, [owner]);

  if (ownership.state === 'checking') return <Spinner label={runnerMessages.checkingTab} />;
  if (ownership.state === 'elsewhere') {
    return (
      <div className={styles.elsewhere}>
        <OtherTabNotice
          assessmentId={props.assessmentId}
          onTakeOver={() => {
            setTookOver(true);
            ownership.takeOver();
          }}
        />
      </div>
    );
  }
  return <RunningAssessment {...props} tookOver={tookOver} />;
}
