/** /user-settings: the candidate's account settings, with the app's sign-out button in its header. */
import { isAnswer } from '../app/write-registry.ts';
import { LogoutButton } from '../features/auth/components/logout-button.tsx';
import { useLogout } from '../features/auth/lib/use-logout.ts';
import { UserSettingsPage } from '../features/user-settings/components/user-settings-page.tsx';
import { useSignedIn } from './signed-in-frame.tsx';

export function UserSettingsRoute() {
  const { user } = useSignedIn();
  const logout = useLogout();
  return (
    <UserSettingsPage
      userId={user.id}
      signOutAction={<LogoutButton userId={user.id} isAnswer={isAnswer} label="Sign Out" />}
      onUserMissing={() => void logout()}
    />
  );
}
