/**
 * After Submit (spec 001 section 2): "Well done", what the results are for, then `next`: the rest
 * of the profile, since recruiting starts only when every check in the menu is marked
 * (components/next-steps.tsx, given by behavioral-assessment-page.tsx).
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle48Regular } from '@fluentui/react-icons';
import { forwardRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

export const wellDoneMessages = {
  title: 'Well done!',
  results:
    'You have completed the Behavioral Assessment. Your results let firms learn more about you and how you like to work.',
} as const;

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    maxWidth: '720px',
  },
  icon: { color: tokens.colorPaletteGreenForeground1 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    outline: 'none',
  },
  text: { margin: 0, lineHeight: tokens.lineHeightBase400 },
});

export const WellDone = forwardRef<HTMLHeadingElement, { next: ReactNode }>(function WellDone(
  { next },
  ref,
) {
  const styles = useStyles();
  const m = wellDoneMessages;
  useDocumentTitle('Behavioral Assessment');
  return (
    <div className={styles.page}>
      <CheckmarkCircle48Regular className={styles.icon} aria-hidden />
      <h1 ref={ref} tabIndex={-1} className={styles.title}>
        {m.title}
      </h1>
      <p className={styles.text}>{m.results}</p>
      {next}
    </div>
  );
});
