/** `/assessments/behavioral-assessment` and `/psychometric-assessment` (spec 001 section 2). */
import { BehavioralAssessmentPage } from '../features/behavioral/components/behavioral-assessment-page.tsx';
import { useSignedIn } from './signed-in-frame.tsx';
import { useNextSteps } from './use-next-steps.ts';

export function BehavioralAssessmentRoute() {
  const { user } = useSignedIn();
  const nextSteps = useNextSteps('behavioral');
  return <BehavioralAssessmentPage userId={user.id} nextSteps={nextSteps} />;
}
