/**
 * /connection-manager (spec section 2): invitations from firms and connections with them
 * (features/connections). The 'Invitation Link Expired' modal of an expired `?code=` is the
 * sign-in page's (features/auth), handed in here so the features stay apart.
 */
import { lazy, Suspense } from 'react';
import { ConnectionManager } from '../features/connections/components/connection-manager.tsx';
import { useSignedIn } from './signed-in-frame.tsx';

const InvitationExpiredDialog = lazy(() =>
  import('../features/auth/components/invitation-expired-dialog.tsx').then((m) => ({
    default: m.InvitationExpiredDialog,
  })),
);

export function ConnectionManagerRoute() {
  const { user } = useSignedIn();
  // The first-run contact modals come first; the connection modal opens once they are done.
  const contactModalOpen = !user.hasSecondaryContactInfo || !user.secondaryEmailVerified;
  return (
    <ConnectionManager
      userId={user.id}
      modalHeld={contactModalOpen}
      expiredDialog={
        <Suspense fallback={null}>
          <InvitationExpiredDialog />
        </Suspense>
      }
    />
  );
}
