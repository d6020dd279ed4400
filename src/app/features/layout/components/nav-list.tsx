/**
 * The navigation's content, the same in the side column (wide screens) and the slide-in menu:
 * the 'Profile Complete' badge, the items with the mark of their state (a check when done, an
 * empty circle for a profile page to fill in, a play mark for an assessment to start, a half-filled
 * circle for one in progress, a prohibited mark for one voided, a lock for one the candidate cannot
 * take), and the Feedback action. The current page's link carries aria-current="page"; each link's name ends with the
 * state its icon shows ("Education, completed") for screen readers.
 */
import {
  Button,
  makeStyles,
  mergeClasses,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import {
  ChatRegular,
  CheckmarkCircleFilled,
  CircleHalfFillRegular,
  CircleRegular,
  LockClosedRegular,
  PlayCircleRegular,
  ProhibitedRegular,
  QuestionCircleRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { NAV_STATE_TEXT, type NavItem, type NavItemState } from '../lib/nav-items.ts';
import { ProfileCompleteBadge } from './profile-complete-badge.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    height: '100%',
  },
  badge: { padding: `0 ${tokens.spacingHorizontalS}` },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '40px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    borderLeft: `${tokens.strokeWidthThicker} solid transparent`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke1}`,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  icon: { flexShrink: 0, fontSize: '20px' },
  complete: { color: tokens.colorPaletteGreenForeground1 },
  pending: { color: tokens.colorNeutralForeground3 },
  started: { color: tokens.colorBrandForeground1 },
  footer: {
    marginTop: 'auto',
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

function StateIcon({ state, className }: { state: NavItemState; className: string }) {
  const styles = useStyles();
  const icons: Record<NavItemState, ReactElement> = {
    complete: <CheckmarkCircleFilled className={mergeClasses(className, styles.complete)} />,
    incomplete: <CircleRegular className={mergeClasses(className, styles.pending)} />,
    open: <PlayCircleRegular className={mergeClasses(className, styles.started)} />,
    inProgress: <CircleHalfFillRegular className={mergeClasses(className, styles.started)} />,
    voided: <ProhibitedRegular className={mergeClasses(className, styles.pending)} />,
    locked: <LockClosedRegular className={mergeClasses(className, styles.pending)} />,
    help: <QuestionCircleRegular className={className} />,
  };
  return icons[state];
}

export interface NavListProps {
  items: readonly NavItem[];
  currentId: string | null;
  profileComplete: boolean;
  /** After a link is followed (the slide-in menu closes). */
  onNavigate?: () => void;
  onFeedback: () => void;
}

export function NavList({
  items,
  currentId,
  profileComplete,
  onNavigate,
  onFeedback,
}: NavListProps) {
  const styles = useStyles();
  // The feedback panel opens without a DialogTrigger: focus comes back here when it closes.
  const restoreFocus = useRestoreFocusTarget();
  return (
    <div className={styles.root}>
      {profileComplete ? (
        <div className={styles.badge}>
          <ProfileCompleteBadge />
        </div>
      ) : null}
      <ul className={styles.list}>
        {items.map((item) => {
          const current = item.id === currentId;
          const stateText = NAV_STATE_TEXT[item.state];
          return (
            <li key={item.id}>
              <Link
                href={item.href}
                // The visible label first, then the state the icon shows (WCAG 2.5.3).
                aria-label={stateText ? `${item.label}, ${stateText}` : undefined}
                aria-current={current ? 'page' : undefined}
                className={mergeClasses(styles.link, current && styles.current)}
                onClick={onNavigate}
              >
                <StateIcon state={item.state} className={styles.icon} />
                <span>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        <Button {...restoreFocus} appearance="subtle" icon={<ChatRegular />} onClick={onFeedback}>
          Feedback
        </Button>
      </div>
    </div>
  );
}
