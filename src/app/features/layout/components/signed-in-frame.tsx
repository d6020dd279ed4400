/**
 * The signed-in layout around every signed-in page (spec section 2, "Layout"): the app shell with
 * the side navigation on wide screens (900 px and up) or the slide-in menu on small ones, the top
 * bar's settings and invitations links, the info banner, the maintenance modal and the feedback
 * panel. The caller (routes/signed-in-layout.tsx) gives the badge, its own actions and banners.
 */
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { BREAKPOINTS_PX, type AccountType } from '../../../../domain/constants.ts';
import { isProfileComplete } from '../../../../domain/profile-completion.ts';
import { AppShell } from '../../../components/app-shell.tsx';
import { OfflineReadyStatus } from '../../../components/offline-ready-status.tsx';
import { useAssessmentRunning } from '../../../lib/pwa/service-worker.ts';
import { currentNavItemId } from '../lib/nav-items.ts';
import { useNavItems } from '../lib/use-nav-items.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { InfoBanner } from './info-banner.tsx';
import { MaintenanceModal } from './maintenance-modal.tsx';
import { NavList } from './nav-list.tsx';
import { SideNavigation } from './side-navigation.tsx';
import { SlideInMenu } from './slide-in-menu.tsx';
import { InvitationsLink, SettingsLink } from './top-bar-links.tsx';

export const WIDE_LAYOUT_QUERY = `(min-width: ${BREAKPOINTS_PX.md}px)`;
/**
 * Under 600 px the top bar keeps to one row (issue 12): the logo shows its mark only (AppShell) and
 * the actions are icons with their names in tooltips.
 */
export const COMPACT_HEADER_QUERY = `(max-width: ${BREAKPOINTS_PX.sm - 1}px)`;

export interface SignedInFrameProps {
  userId: string;
  accountType: AccountType;
  /** accommodations.assessmentTimerMultiplier */
  multiplier: number | null | undefined;
  /** The number on the envelope (features/connections counts it). */
  pendingInvitations: number;
  badge?: ReactNode;
  actions?: ReactNode;
  banners?: ReactNode;
  /**
   * The caller shows the maintenance notice itself, after its first-run gate (routes/
   * signed-in-layout.tsx); the frame then leaves it out.
   */
  maintenanceHeld?: boolean;
  children: ReactNode;
}

export function SignedInFrame({
  userId,
  accountType,
  multiplier,
  pendingInvitations,
  badge,
  actions,
  banners,
  maintenanceHeld = false,
  children,
}: SignedInFrameProps) {
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // A running assessment shows where each answer is instead (docs/decisions/041), and its screen
  // keeps every line for the questions, as the info banner does.
  const assessmentRunning = useAssessmentRunning();
  const { items, completion, surveyStatus, assessments } = useNavItems(accountType, multiplier);
  const profileComplete = isProfileComplete({ surveyStatus, completion, assessments });
  const currentId = currentNavItemId(items, location);

  return (
    <>
      <AppShell
        leading={
          wide ? null : (
            <SlideInMenu open={menuOpen} onOpenChange={setMenuOpen}>
              <NavList
                items={items}
                currentId={currentId}
                profileComplete={profileComplete}
                onNavigate={() => setMenuOpen(false)}
                onFeedback={() => {
                  setMenuOpen(false);
                  setFeedbackOpen(true);
                }}
              />
            </SlideInMenu>
          )
        }
        badge={badge}
        actions={
          <>
            <SettingsLink />
            <InvitationsLink pending={pendingInvitations} />
            {actions}
          </>
        }
        banners={
          <>
            {banners}
            <InfoBanner />
          </>
        }
        navigation={
          wide ? (
            <SideNavigation>
              <NavList
                items={items}
                currentId={currentId}
                profileComplete={profileComplete}
                onFeedback={() => setFeedbackOpen(true)}
              />
            </SideNavigation>
          ) : null
        }
        footer={assessmentRunning ? null : <OfflineReadyStatus />}
      >
        {children}
      </AppShell>
      {maintenanceHeld ? null : <MaintenanceModal />}
      <FeedbackDialog userId={userId} open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </>
  );
}
