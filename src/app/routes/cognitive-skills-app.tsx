/**
 * `/assessments/cognitive-skills-app`: the cognitive in-assessment view, for campus accounts with
 * the assessment started (otherwise its landing page opens).
 */
import { paths } from '../config/paths.ts';
import { AssessmentRunner } from '../features/assessments/components/assessment-runner.tsx';
import { AssessmentAppGate } from '../features/assessments/components/landing/assessment-app-gate.tsx';
import { WrongAccountType } from '../features/assessments/components/landing/landing-parts.tsx';
import { useSignedIn } from './signed-in-frame.tsx';
import { useNextSteps } from './use-next-steps.ts';
import { env } from '../config/env.ts';

export function CognitiveSkillsAppRoute() {
  const { user, accountType } = useSignedIn();
  const nextSteps = useNextSteps('cognitive');
  if (accountType !== 'CAMPUS') return <WrongAccountType variant="cognitive" />;
  return (
    <AssessmentAppGate
      assessmentId={env.COGNITIVE_ASSESSMENT_ID}
      landingPath={paths.cognitiveSkills}
    >
      <AssessmentRunner
        assessmentId={env.COGNITIVE_ASSESSMENT_ID}
        variant="cognitive"
        landingPath={paths.cognitiveSkills}
        userId={user.id}
        nextSteps={nextSteps}
      />
    </AssessmentAppGate>
  );
}
