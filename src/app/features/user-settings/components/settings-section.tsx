/**
 * One part of User Settings: an h2 and its content, labelled by the heading; while the settings
 * load, a small spinner instead of the content.
 */
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { type ReactNode, useId } from 'react';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalXL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  spinner: { alignSelf: 'flex-start' },
});

export function SettingsSection({
  title,
  loading = false,
  children,
}: {
  title: string;
  loading?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {loading ? <Spinner className={styles.spinner} size="tiny" label="Loading…" /> : children}
    </section>
  );
}

/** A paragraph of a section (what it is for, what happens next). */
export function SectionText({ children }: { children: ReactNode }) {
  return (
    <p
      style={{
        margin: 0,
        lineHeight: tokens.lineHeightBase400,
        color: tokens.colorNeutralForeground2,
      }}
    >
      {children}
    </p>
  );
}
