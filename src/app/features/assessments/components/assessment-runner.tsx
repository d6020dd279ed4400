/**
 * The in-assessment view shared by the cognitive (/assessments/cognitive-skills-app) and lateral
 * (/assessments/lateral-app, /lateral-content) flows: section info, section questions, end of
 * assessment (running-assessment.tsx).
 *
 * One tab runs an assessment (lib/tab-ownership.ts): another tab says so and offers to take over.
 * While this tab runs it, no app update is applied (setAssessmentRunning).
 */
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { assessmentMessages } from '../../../../domain/assessments.ts';
import { setAssessmentRunning } from '../../../lib/pwa/service-worker.ts';
import { runnerMessages } from '../lib/section-flow.ts';
import { type LockManagerLike, useTabOwnership } from '../lib/tab-ownership.ts';
import { RunningAssessment } from './running-assessment.tsx';

const useStyles = makeStyles({
  elsewhere: {
    maxWidth: '960px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
  },
});

export interface AssessmentRunnerProps {
  /** The assessment definition's id (COGNITIVE_ASSESSMENT_ID or LATERAL_ASSESSMENT_ID). */
  assessmentId: string;
  variant: 'cognitive' | 'lateral';
  /** Where "Close Assessment", a missing section and a complete assessment lead. */
  landingPath: string;
  userId: string;
  /** Tests: a fake Web Locks manager (default navigator.locks; null: none). */
  locks?: LockManagerLike | null;
}

export function AssessmentRunner({ locks, ...props }: AssessmentRunnerProps) {
  const styles = useStyles();
  const ownership = useTabOwnership(props.assessmentId, locks);
  const owner = ownership.state === 'owner';

  useEffect(() => {
    if (!owner) return;
    setAssessmentRunning(true);
    return () => setAssessmentRunning(false);
  }, [owner]);

  if (ownership.state === 'checking') return <Spinner label={runnerMessages.checkingTab} />;
  if (ownership.state === 'elsewhere') {
    return (
      <div className={styles.elsewhere}>
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{assessmentMessages.otherTabRunning}</MessageBarBody>
          <MessageBarActions>
            <Button appearance="primary" onClick={ownership.takeOver}>
              {runnerMessages.takeOver}
            </Button>
          </MessageBarActions>
        </MessageBar>
      </div>
    );
  }
  return <RunningAssessment {...props} />;
}
