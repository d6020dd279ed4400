/** `/assessments/cognitive-skills`: the cognitive landing page, for campus accounts (spec 001). */
import { CognitiveLanding } from '../features/assessments/components/landing/cognitive-landing.tsx';
import { WrongAccountType } from '../features/assessments/components/landing/landing-parts.tsx';
import { useSignedIn } from './signed-in-frame.tsx';
import { useNextSteps } from './use-next-steps.ts';

export function CognitiveSkillsRoute() {
  const { user, accountType, accountTypeSavedOnDevice } = useSignedIn();
  const nextSteps = useNextSteps('cognitive');
  if (accountType !== 'CAMPUS') return <WrongAccountType variant="cognitive" />;
  return (
    <CognitiveLanding
      multiplier={user.accommodations.assessmentTimerMultiplier}
      provision={!accountTypeSavedOnDevice}
      nextSteps={nextSteps}
      userId={user.id}
    />
  );
}
