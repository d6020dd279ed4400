/**
 * The frame of every signed-in page: loads the user, the survey status and the assessments in one
 * GetUserBootstrap (lib/api/get-user-bootstrap.ts, docs/decisions/021), asks for the account type
 * when there is none, then shows the signed-in layout (features/layout: navigation, top bar with
 * the badge, settings, invitations, install and logout; connection, update and info banners;
 * maintenance modal). A network error on loading the user with nothing cached clears the session
 * and goes to sign-in (spec section 2); with cached data the page stays usable offline.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { describeWrite, refusalShownByScreen } from '../app/write-registry.ts';
import { ConnectionBanner } from '../components/connection-banner.tsx';
import { InstallButton } from '../components/install-button.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { StatusPage } from '../components/status-page.tsx';
import { UpdatePrompt } from '../components/update-prompt.tsx';
import { loginHref } from '../config/paths.ts';
import { AccountTypeBadge } from '../features/account-type/components/account-type-badge.tsx';
import { AccountTypeGate } from '../features/account-type/components/account-type-gate.tsx';
import { usePendingInvitationCount } from '../features/connections/lib/use-pending-invitation-count.ts';
import { ContactInfoGate } from '../features/contact-info/components/contact-info-gate.tsx';
import {
  COMPACT_HEADER_QUERY,
  SignedInFrame,
  type SignedInFrameProps,
} from '../features/layout/components/signed-in-frame.tsx';
import { MaintenanceModal } from '../features/layout/components/maintenance-modal.tsx';
import { useMediaQuery } from '../features/layout/lib/use-media-query.ts';
import { LogoutButton } from '../features/auth/components/logout-button.tsx';
import { isNetworkError, isUnauthorizedError } from '../lib/api/errors.ts';
import { useUserBootstrap } from '../lib/api/get-user-bootstrap.ts';
import { clearSession } from '../lib/session.ts';
import { SignedInContext } from './signed-in-context.ts';

function useSignOutOnNetworkFailure(failed: boolean) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!failed) return;
    void clearSession();
    navigate(loginHref(`${location}${search ? `?${search}` : ''}`), { replace: true });
  }, [failed, location, search, navigate]);
}

/** The layout's frame with the envelope's count of pending invitations (features/connections). */
function FrameWithInvitations(props: Omit<SignedInFrameProps, 'pendingInvitations'>) {
  return <SignedInFrame {...props} pendingInvitations={usePendingInvitationCount(props.userId)} />;
}

/** The connection banner, naming each write as the registry does (never its operation). */
function WritesBanner({ userId }: { userId: string }) {
  return (
    <ConnectionBanner
      userId={userId}
      describe={describeWrite}
      refusalShownByScreen={refusalShownByScreen}
    />
  );
}

export function SignedInLayout({ children }: { children: ReactNode }) {
  const userQuery = useUserBootstrap();
  const { data, error } = userQuery;
  useSignOutOnNetworkFailure(!data && isNetworkError(error));
  const compactHeader = useMediaQuery(COMPACT_HEADER_QUERY, false);

  if (data) {
    const userId = data.user.id;
    return (
      <AccountTypeGate
        user={data.user}
        chooserActions={<LogoutButton userId={userId} />}
        chooserBanner={<WritesBanner userId={userId} />}
      >
        {(accountType, savedOnDevice) => (
          <SignedInContext
            value={{ user: data.user, accountType, accountTypeSavedOnDevice: savedOnDevice }}
          >
            <FrameWithInvitations
              userId={userId}
              accountType={accountType}
              multiplier={data.user.accommodations.assessmentTimerMultiplier}
              badge={<AccountTypeBadge accountType={accountType} savedOnDevice={savedOnDevice} />}
              actions={
                <>
                  <InstallButton compact={compactHeader} />
                  <LogoutButton userId={userId} compact={compactHeader} />
                </>
              }
              banners={
                <>
                  <WritesBanner userId={userId} />
                  <UpdatePrompt />
                </>
              }
              maintenanceHeld
            >
              {/* After the account type: the first-run contact details, then their verification;
                  the maintenance notice waits for both, as it waits for a running assessment. */}
              <ContactInfoGate
                user={data.user}
                logoutAction={<LogoutButton userId={userId} appearance="secondary" size="large" />}
                afterGate={<MaintenanceModal />}
              >
                {children}
              </ContactInfoGate>
            </FrameWithInvitations>
          </SignedInContext>
        )}
      </AccountTypeGate>
    );
  }
  if (error) {
    if (isNetworkError(error) || isUnauthorizedError(error))
      return <PageLoader label="Signing you out…" />;
    throw error; // the route's error boundary shows the error page
  }
  if (userQuery.fetchStatus === 'paused') {
    return (
      <StatusPage
        title="You're offline"
        subtitle="Your account has not been loaded on this device yet."
      >
        <p>
          Connect to the internet and this page loads by itself. Once loaded, it also works offline.
        </p>
      </StatusPage>
    );
  }
  return <PageLoader label="Loading your account…" />;
}
