/** `/work-preferences`: the candidate's location preferences (spec section 2). */
import { WorkPreferencesPage } from '../features/work-preferences/components/work-preferences-page.tsx';
import { useSignedIn } from './signed-in-frame.tsx';

export function WorkPreferencesRoute() {
  const { user } = useSignedIn();
  return <WorkPreferencesPage userId={user.id} />;
}
