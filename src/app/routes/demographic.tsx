/** `/demographic` and `/personal-data` (the same form, spec section 2). */
import { DemographicPage } from '../features/demographics/components/demographic-page.tsx';
import { useSignedIn } from './signed-in-frame.tsx';

export function DemographicRoute() {
  const { user } = useSignedIn();
  return <DemographicPage userId={user.id} />;
}
