/**
 * The signed-in frame around every signed-in page (spec section 2, "Layout"), the one place it
 * lives. It loads the user, the survey status and the assessments in one GetUserBootstrap
 * (lib/api/get-user-bootstrap.ts, docs/decisions/021) and passes the first-run gates in order: the
 * account-type chooser, then the contact details and their verification (features/contact-info).
 * Then the frame: a skip link; the top bar (the small screens' menu button, the product, the
 * account-type badge, settings, invitations, install and logout); the connection, update and info
 * banners; the side navigation on wide screens (900 px and up) or the slide-in menu on small ones
 * (features/layout); the page; the offline-ready status; the maintenance notice, once the gates are
 * done; the feedback panel. Pages read the user and the account type with `useSignedIn()`.
 *
 * A network error on loading the user with nothing cached clears the session and goes to sign-in
 * (spec section 2); with cached data the page stays usable offline.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { BREAKPOINTS_PX, type AccountType } from '../../domain/constants.ts';
import { isProfileComplete } from '../../domain/profile-completion.ts';
import { describeWrite, isAnswer, refusalShownByScreen } from '../app/write-registry.ts';
import { ConnectionBanner } from '../components/connection-banner.tsx';
import { InstallButton } from '../components/install-button.tsx';
import { Logo, PRODUCT_NAME } from '../components/logo.tsx';
import { OfflineReadyStatus } from '../components/offline-ready-status.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { StatusPage } from '../components/status-page.tsx';
import { UpdatePrompt } from '../components/update-prompt.tsx';
import { loginHref, paths } from '../config/paths.ts';
import { AccountTypeBadge } from '../features/account-type/components/account-type-badge.tsx';
import { AccountTypeGate } from '../features/account-type/components/account-type-gate.tsx';
import { LogoutButton } from '../features/auth/components/logout-button.tsx';
import { usePendingInvitationCount } from '../features/connections/lib/use-pending-invitation-count.ts';
import { ContactInfoGate } from '../features/contact-info/components/contact-info-gate.tsx';
import { FeedbackDialog } from '../features/layout/components/feedback-dialog.tsx';
import { InfoBanner } from '../features/layout/components/info-banner.tsx';
import { MaintenanceModal } from '../features/layout/components/maintenance-modal.tsx';
import { NavList } from '../features/layout/components/nav-list.tsx';
import { SideNavigation } from '../features/layout/components/side-navigation.tsx';
import { SlideInMenu } from '../features/layout/components/slide-in-menu.tsx';
import { InvitationsLink, SettingsLink } from '../features/layout/components/top-bar-links.tsx';
import { currentNavItemId } from '../features/layout/lib/nav-items.ts';
import { useMediaQuery } from '../features/layout/lib/use-media-query.ts';
import { useNavItems } from '../features/layout/lib/use-nav-items.ts';
import { isNetworkError, isUnauthorizedError } from '../lib/api/errors.ts';
import type { User } from '../lib/api/get-user.ts';
import { useUserBootstrap } from '../lib/api/get-user-bootstrap.ts';
import { useAssessmentRunning } from '../lib/pwa/service-worker.ts';
import { clearSession } from '../lib/session.ts';

/** What every signed-in page may read from the frame: the user and the account type in effect. */
export interface SignedIn {
  user: User;
  accountType: AccountType;
  /** The account type is only on this device so far (chosen offline, not delivered yet). */
  accountTypeSavedOnDevice: boolean;
}

export const SignedInContext = createContext<SignedIn | null>(null);

export function useSignedIn(): SignedIn {
  const value = useContext(SignedInContext);
  if (!value) throw new Error('useSignedIn() outside the signed-in frame');
  return value;
}

const WIDE_LAYOUT_QUERY = `(min-width: ${BREAKPOINTS_PX.md}px)`;
/**
 * Under 600 px the top bar keeps to one row (issue 12): the logo shows its mark only and the
 * actions are icons with their names in tooltips.
 */
const COMPACT_HEADER_QUERY = `(max-width: ${BREAKPOINTS_PX.sm - 1}px)`;

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  skip: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow8,
    ':focus': { top: tokens.spacingVerticalM },
  },
  topBar: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    // One row at every width, 320 px included (issue 12): under 600 px the logo shows its mark
    // only and the actions are icons (COMPACT_HEADER_QUERY).
    flexWrap: 'nowrap',
    gap: tokens.spacingHorizontalS,
    minHeight: '53px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (min-width: 600px)': { gap: tokens.spacingHorizontalM },
    '@media (min-width: 900px)': {
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`,
    },
  },
  home: {
    flexShrink: 0,
    display: 'inline-flex',
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: tokens.borderRadiusMedium,
    // The product's name (the link's own name says it): the mark alone on small screens.
    '@media (max-width: 599px)': { '& > span > span': { display: 'none' } },
  },
  badge: { display: 'flex', alignItems: 'center', minWidth: 0 },
  actions: {
    marginLeft: 'auto',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    '@media (min-width: 600px)': { gap: tokens.spacingHorizontalS },
  },
  banners: { display: 'flex', flexDirection: 'column' },
  body: { flexGrow: 1, display: 'flex' },
  main: {
    flexGrow: 1,
    minWidth: 0,
    width: '100%',
    maxWidth: '1280px',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    ':focus': { outline: 'none' },
    '@media (min-width: 600px)': {
      padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    },
    '@media (min-width: 1800px)': { maxWidth: '1600px' },
  },
  footer: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    textAlign: 'center',
  },
});

function useSignOutOnNetworkFailure(failed: boolean) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!failed) return;
    void clearSession();
    navigate(loginHref(`${location}${search ? `?${search}` : ''}`), { replace: true });
  }, [failed, location, search, navigate]);
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

/** The side navigation's items, marks and Feedback, in the side bar or in the slide-in menu. */
function useNavigation(signedIn: SignedIn, onFeedback: () => void) {
  const [location] = useLocation();
  const multiplier = signedIn.user.accommodations.assessmentTimerMultiplier;
  const { items, completion, surveyStatus, assessments } = useNavItems(
    signedIn.accountType,
    multiplier,
  );
  const profileComplete = isProfileComplete({ surveyStatus, completion, assessments });
  const currentId = currentNavItemId(items, location);
  return (onNavigate?: () => void) => (
    <NavList
      items={items}
      currentId={currentId}
      profileComplete={profileComplete}
      onNavigate={onNavigate}
      onFeedback={() => {
        onNavigate?.();
        onFeedback();
      }}
    />
  );
}

/** The frame around the page, once the account type is known (the chooser shows instead before). */
function Frame({ signedIn, children }: { signedIn: SignedIn; children: ReactNode }) {
  const styles = useStyles();
  const userId = signedIn.user.id;
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const compact = useMediaQuery(COMPACT_HEADER_QUERY, false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // A running assessment shows where each answer is instead (docs/decisions/041), and its screen
  // keeps every line for the questions, as the info banner does.
  const assessmentRunning = useAssessmentRunning();
  const pendingInvitations = usePendingInvitationCount(userId);
  const navigation = useNavigation(signedIn, () => setFeedbackOpen(true));
  return (
    <>
      <div className={styles.root}>
        <a className={styles.skip} href="#main">
          Skip to main content
        </a>
        <header className={styles.topBar}>
          {wide ? null : (
            <SlideInMenu open={menuOpen} onOpenChange={setMenuOpen}>
              {navigation(() => setMenuOpen(false))}
            </SlideInMenu>
          )}
          <Link href={paths.welcome} className={styles.home} aria-label={`${PRODUCT_NAME}: home`}>
            <Logo />
          </Link>
          <div className={styles.badge}>
            <AccountTypeBadge
              accountType={signedIn.accountType}
              savedOnDevice={signedIn.accountTypeSavedOnDevice}
            />
          </div>
          <div className={styles.actions}>
            <SettingsLink />
            <InvitationsLink pending={pendingInvitations} />
            <InstallButton compact={compact} />
            <LogoutButton userId={userId} isAnswer={isAnswer} compact={compact} />
          </div>
        </header>
        <div className={styles.banners}>
          <WritesBanner userId={userId} />
          <UpdatePrompt />
          <InfoBanner />
        </div>
        <div className={styles.body}>
          {wide ? <SideNavigation>{navigation()}</SideNavigation> : null}
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
        {assessmentRunning ? null : (
          <footer className={styles.footer}>
            <OfflineReadyStatus />
          </footer>
        )}
      </div>
      <FeedbackDialog userId={userId} open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </>
  );
}

export function SignedInFrame({ children }: { children: ReactNode }) {
  const userQuery = useUserBootstrap();
  const { data, error } = userQuery;
  useSignOutOnNetworkFailure(!data && isNetworkError(error));

  if (data) {
    const { user } = data;
    return (
      <AccountTypeGate
        user={user}
        chooserActions={<LogoutButton userId={user.id} isAnswer={isAnswer} />}
        chooserBanner={<WritesBanner userId={user.id} />}
      >
        {(accountType, savedOnDevice) => {
          const signedIn = { user, accountType, accountTypeSavedOnDevice: savedOnDevice };
          return (
            <SignedInContext value={signedIn}>
              <Frame signedIn={signedIn}>
                {/* After the account type: the first-run contact details, then their
                    verification; the maintenance notice waits for both, as it waits for a
                    running assessment. */}
                <ContactInfoGate
                  user={user}
                  logoutAction={
                    <LogoutButton
                      userId={user.id}
                      isAnswer={isAnswer}
                      appearance="secondary"
                      size="large"
                    />
                  }
                  afterGate={<MaintenanceModal />}
                >
                  {children}
                </ContactInfoGate>
              </Frame>
            </SignedInContext>
          );
        }}
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
