/**
 * A full-page message without the app around it: the generic error page and the unsupported-browser
 * page. Kept light (no router, no query client) so it renders even when those are what failed.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Logo } from './logo.tsx';
import { useDocumentTitle } from './use-document-title.ts';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    maxWidth: '560px',
    width: '100%',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    textAlign: 'center',
    alignItems: 'center',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  subtitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    color: tokens.colorNeutralForeground2,
  },
  body: { color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'center',
  },
});

export interface StatusPageProps {
  title: string;
  subtitle?: string;
  children?: ReactNode;
  actions?: ReactNode;
}

export function StatusPage({ title, subtitle, children, actions }: StatusPageProps) {
  const styles = useStyles();
  useDocumentTitle(title);
  return (
    <main id="main" className={styles.root}>
      <div className={styles.card}>
        <Logo />
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </main>
  );
}
