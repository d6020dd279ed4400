/**
 * The signed-in frame: a skip link, the top bar (an optional leading control such as the small
 * screens' menu button, product, account-type badge, actions), banners under it, and the page with
 * the side navigation (`navigation`, wide screens) before it. See features/layout.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../config/paths.ts';
import { Logo, PRODUCT_NAME } from './logo.tsx';

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
    // only and the actions are icons (features/layout, COMPACT_HEADER_QUERY).
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

export interface AppShellProps {
  /** Before the logo (the slide-in menu's button on small screens). */
  leading?: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
  banners?: ReactNode;
  navigation?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

export function AppShell({
  leading,
  badge,
  actions,
  banners,
  navigation,
  footer,
  children,
}: AppShellProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <a className={styles.skip} href="#main">
        Skip to main content
      </a>
      <header className={styles.topBar}>
        {leading}
        <Link href={paths.welcome} className={styles.home} aria-label={`${PRODUCT_NAME}: home`}>
          <Logo />
        </Link>
        {badge ? <div className={styles.badge}>{badge}</div> : null}
        <div className={styles.actions}>{actions}</div>
      </header>
      {banners ? <div className={styles.banners}>{banners}</div> : null}
      <div className={styles.body}>
        {navigation}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
