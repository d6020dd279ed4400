/**
 * `/assessments/Lateral`: the lateral landing page, for lateral accounts (spec 001). A campus
 * account with the LATERAL feature flag sees it as a preview it cannot start (docs/decisions/013).
 */
import { LateralLanding } from '../features/assessments/components/landing/lateral-landing.tsx';
import { WrongAccountType } from '../features/assessments/components/landing/landing-parts.tsx';
import { useFeatureFlag } from '../lib/feature-flags.ts';
import { useSignedIn } from './signed-in-frame.tsx';
import { useNextSteps } from './use-next-steps.ts';

export function LateralLandingRoute() {
  const { user, accountType, accountTypeSavedOnDevice } = useSignedIn();
  const lateralPreview = useFeatureFlag('LATERAL');
  const multiplier = user.accommodations.assessmentTimerMultiplier;
  const nextSteps = useNextSteps('lateral');
  if (accountType === 'LATERAL') {
    return (
      <LateralLanding
        multiplier={multiplier}
        provision={!accountTypeSavedOnDevice}
        nextSteps={nextSteps}
        userId={user.id}
      />
    );
  }
  if (lateralPreview)
    return <LateralLanding multiplier={multiplier} preview nextSteps={[]} userId={user.id} />;
  return <WrongAccountType variant="lateral" />;
}
