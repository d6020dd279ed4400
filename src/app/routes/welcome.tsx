/** `/` for a signed-in candidate: the welcome page (spec section 2). */
import { Welcome } from '../features/welcome/components/welcome.tsx';
import { useSignedIn } from './signed-in-frame.tsx';

export function WelcomeRoute() {
  const { user, accountType } = useSignedIn();
  return <Welcome firstName={user.firstName} accountType={accountType} />;
}
