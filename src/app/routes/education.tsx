/** `/education`: the candidate's schools and degrees (spec section 2). */
import { EducationPage } from '../features/education/components/education-page.tsx';
import { useSignedIn } from './signed-in-frame.tsx';

export function EducationRoute() {
  const { user } = useSignedIn();
  return <EducationPage userId={user.id} industryContextId={user.industryContext.id} />;
}
