/**
 * Where the app's alerts show (alert-store.ts): one region, mounted once for the whole app
 * (app/alerts-host.tsx), fixed under the top bar at the right; on phones along the bottom edge.
 *
 * - Each alert is a Fluent MessageBar with a Dismiss button. Fluent announces a bar once, when it
 *   mounts, through the app's AriaLiveAnnouncer: politely, errors assertively. An alert replaced
 *   under its alertId keeps its bar and is announced here once more; a re-render announces nothing.
 * - Bars fade in and out over FADE_MS; with prefers-reduced-motion Fluent's motion skips the fade.
 * - While an assessment runs in this tab, alerts wait unseen (the info banner and the update
 *   prompt do the same), so nothing covers the timer or the question's buttons; their countdowns
 *   wait too. The pointer over an alert or the focus in one also stops the countdowns.
 * - Dismissing with the button puts the focus back where it was before it came to the alert.
 */
import {
  Button,
  createPresenceComponent,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  PresenceGroup,
  tokens,
  useAnnounce,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { type FocusEvent, useEffect, useRef } from 'react';
import { FADE_MS } from '../../../domain/constants.ts';
import { useAssessmentRunning } from '../../lib/pwa/service-worker.ts';
import { type Alert, holdAlerts, releaseAlerts } from './alert-store.ts';
import { useAlerts } from './use-alerts.ts';

/** The region's accessible name (a landmark, so a screen reader can go straight to it). */
export const ALERTS_REGION_LABEL = 'Notifications';

/** The signed-in top bar's height (routes/signed-in-frame.tsx; the spec's banner top padding). */
const TOP_BAR_PX = 53;

const useStyles = makeStyles({
  region: {
    position: 'fixed',
    // Above the sticky top bar (10) and the page; Fluent's dialogs and popovers portal above it.
    zIndex: 20,
    // Phones: along the bottom edge. Their top bar wraps to two rows, which a bar under it at a
    // fixed height would cover.
    bottom: `calc(${tokens.spacingVerticalM} + env(safe-area-inset-bottom, 0px))`,
    left: tokens.spacingHorizontalM,
    right: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    // The gaps between bars never catch a click meant for the page.
    pointerEvents: 'none',
    // Wider screens: under the one-row top bar, at the right, clear of the page's title and timer.
    '@media (min-width: 600px)': {
      top: `calc(${TOP_BAR_PX}px + ${tokens.spacingVerticalS})`,
      bottom: 'auto',
      left: 'auto',
      right: tokens.spacingHorizontalXL,
      width: '400px',
    },
  },
  item: { pointerEvents: 'auto' },
  bar: { boxShadow: tokens.shadow16 },
  message: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
});

const AlertFade = createPresenceComponent({
  enter: { keyframes: [{ opacity: 0 }, { opacity: 1 }], duration: FADE_MS },
  exit: { keyframes: [{ opacity: 1 }, { opacity: 0 }], duration: FADE_MS },
});

function AlertBar({ alert, onDismiss }: { alert: Alert; onDismiss: () => void }) {
  const styles = useStyles();
  const { announce } = useAnnounce();
  const announcedRevision = useRef(alert.revision);
  const error = alert.level === 'error';
  useEffect(() => {
    // The first revision was announced by the MessageBar as it mounted.
    if (announcedRevision.current === alert.revision) return;
    announcedRevision.current = alert.revision;
    announce(alert.message, { polite: !error, alert: error });
  }, [alert.revision, alert.message, error, announce]);
  return (
    <MessageBar
      intent={alert.level}
      layout="multiline"
      // Fluent reads any politeness given as polite: errors leave it out to be assertive.
      politeness={error ? undefined : 'polite'}
      role="status"
      // Fluent names the bar by its title; these bars have none (no dangling reference).
      aria-labelledby={undefined}
      className={styles.bar}
    >
      <MessageBarBody className={styles.message}>{alert.message}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            aria-label={`Dismiss: ${alert.message}`}
            icon={<DismissRegular />}
            onClick={onDismiss}
          />
        }
      />
    </MessageBar>
  );
}

export function AlertsRegion() {
  const styles = useStyles();
  const { alerts, removeAlert } = useAlerts();
  const assessmentRunning = useAssessmentRunning();
  const region = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const shown = assessmentRunning ? [] : alerts;

  useEffect(() => {
    if (!assessmentRunning) return;
    holdAlerts('assessment');
    return () => releaseAlerts('assessment');
  }, [assessmentRunning]);

  // The last alert gone under the pointer or with the focus: nothing is left to hold.
  const empty = shown.length === 0;
  useEffect(() => {
    if (!empty) return;
    releaseAlerts('pointer');
    releaseAlerts('focus');
  }, [empty]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (!event.currentTarget.contains(from)) {
      returnFocusTo.current = from instanceof HTMLElement ? from : null;
    }
    holdAlerts('focus');
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) releaseAlerts('focus');
  };

  const dismiss = (alertId: string) => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    removeAlert(alertId);
    if (!hadFocus) return;
    const back = returnFocusTo.current;
    returnFocusTo.current = null;
    (back?.isConnected ? back : document.getElementById('main'))?.focus();
  };

  return (
    <div
      ref={region}
      // A landmark only while it holds alerts: no empty "Notifications" to land on.
      role={empty ? undefined : 'region'}
      aria-label={empty ? undefined : ALERTS_REGION_LABEL}
      className={styles.region}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={() => holdAlerts('pointer')}
      onPointerLeave={() => releaseAlerts('pointer')}
    >
      <PresenceGroup>
        {shown.map((alert) => (
          <AlertFade key={alert.alertId}>
            <div className={styles.item}>
              <AlertBar alert={alert} onDismiss={() => dismiss(alert.alertId)} />
            </div>
          </AlertFade>
        ))}
      </PresenceGroup>
    </div>
  );
}
