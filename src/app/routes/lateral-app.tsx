/**
 * `/assessments/lateral-app` and `/lateral-content` (the same flow, spec 001 section 2): the
 * lateral in-assessment view, for lateral accounts with the assessment started (otherwise its
 * landing page opens).
 */
import { LATERAL_ASSESSMENT_ID } from '../../domain/assessments.ts';
import { paths } from '../config/paths.ts';
import { AssessmentRunner } from '../features/assessments/components/assessment-runner.tsx';
import { AssessmentAppGate } from '../features/assessments/components/landing/assessment-app-gate.tsx';
import { WrongAccountType } from '../features/assessments/components/landing/landing-parts.tsx';
import { useSignedIn } from './signed-in-frame.tsx';
import { useNextSteps } from './use-next-steps.ts';

export function LateralAppRoute() {
  const { user, accountType } = useSignedIn();
  const nextSteps = useNextSteps('lateral');
  if (accountType !== 'LATERAL') return <WrongAccountType variant="lateral" />;
  return (
    <AssessmentAppGate assessmentId={LATERAL_ASSESSMENT_ID} landingPath={paths.lateralLanding}>
      <AssessmentRunner
        assessmentId={LATERAL_ASSESSMENT_ID}
        variant="lateral"
        landingPath={paths.lateralLanding}
        userId={user.id}
        nextSteps={nextSteps}
      />
    </AssessmentAppGate>
  );
}
