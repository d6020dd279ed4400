/**
 * The frame of every profile page (education, location preferences, demographics, resume): the
 * page's one h1 (also the document title), its introduction, then the page's content.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title.ts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  intro: { margin: 0, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
});

interface ProfilePageProps {
  title: string;
  /** One or more paragraphs under the title. */
  intro: string | readonly string[];
  /** The widest the content gets, in CSS pixels (forms read better narrow). */
  maxWidthPx?: number;
  children: ReactNode;
}

export function ProfilePage({ title, intro, maxWidthPx = 720, children }: ProfilePageProps) {
  const styles = useStyles();
  useDocumentTitle(title);
  return (
    <div className={styles.page} style={{ maxWidth: `${maxWidthPx}px` }}>
      <h1 className={styles.title}>{title}</h1>
      {(typeof intro === 'string' ? [intro] : intro).map((paragraph) => (
        <p key={paragraph} className={styles.intro}>
          {paragraph}
        </p>
      ))}
      {children}
    </div>
  );
}

/** A paragraph in the introduction's style, for a page's own notes (e.g. "not loaded yet"). */
export function ProfilePageNote({ children }: { children: ReactNode }) {
  return <p className={useStyles().intro}>{children}</p>;
}
