/**
 * The shared layout of the public pages (spec section 2): logo, headline, an optional call to
 * action at the top, the content card, and a footer with "Ready to work offline" once it is, the
 * terms, the privacy policy and the copyright of the current year.
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AppLink } from './app-link.tsx';
import { privacyHref, termsHref } from './legal-links.ts';
import { Logo, PRODUCT_NAME } from './logo.tsx';
import { OfflineReadyStatus } from './offline-ready-status.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { useSession } from '../lib/session.ts';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    '@media (min-width: 900px)': {
      padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXXL}`,
    },
  },
  homeLink: { color: 'inherit', textDecoration: 'none', borderRadius: tokens.borderRadiusMedium },
  cta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  main: {
    flexGrow: 1,
    width: '100%',
    boxSizing: 'border-box',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    maxWidth: '480px',
    '@media (min-width: 600px)': {
      padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    },
  },
  wide: { maxWidth: '720px' },
  headline: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
    '@media (min-width: 600px)': {
      fontSize: tokens.fontSizeHero700,
      lineHeight: tokens.lineHeightHero700,
    },
  },
  subtitle: {
    margin: `0 0 ${tokens.spacingVerticalL}`,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    padding: tokens.spacingHorizontalL,
    '@media (min-width: 600px)': { padding: tokens.spacingHorizontalXXL },
  },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    padding: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  legal: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  copyright: { margin: 0 },
  // A row of its own above the links, its height kept while empty: nothing moves when it appears.
  offlineReady: { flexBasis: '100%', textAlign: 'center' },
});

export interface AuthLayoutProps {
  /** The page's headline (its only h1) and tab title. */
  title: string;
  subtitle?: ReactNode;
  /** Shown at the top right, e.g. "Already have an account? Sign in". */
  callToAction?: ReactNode;
  /** Forms with two columns (registration) use the wide card. */
  wide?: boolean;
  children: ReactNode;
}

export function AuthLayout({ title, subtitle, callToAction, wide, children }: AuthLayoutProps) {
  const styles = useStyles();
  useDocumentTitle(title);
  // The public documents are read signed in too: the logo then leads back into the app.
  const signedIn = useSession() !== null;
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Link
          href={signedIn ? '/' : '/login'}
          className={styles.homeLink}
          aria-label={`${PRODUCT_NAME}: ${signedIn ? 'your profile' : 'sign in'}`}
        >
          <Logo />
        </Link>
        {callToAction ? <div className={styles.cta}>{callToAction}</div> : null}
      </header>
      <main id="main" className={mergeClasses(styles.main, wide && styles.wide)}>
        <h1 className={styles.headline}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <div className={styles.card}>{children}</div>
      </main>
      <footer className={styles.footer}>
        <OfflineReadyStatus className={styles.offlineReady} />
        <nav aria-label="Legal">
          <ul className={styles.legal}>
            <li>
              <AppLink href={termsHref}>Terms of Service</AppLink>
            </li>
            <li>
              <AppLink href={privacyHref}>Privacy Policy</AppLink>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
      </footer>
    </div>
  );
}
