/**
 * After Submit (spec 001 section 2): "Well done", what the results are for, and the rest of the
 * profile, since recruiting starts only when every check in the menu is marked.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle48Regular } from '@fluentui/react-icons';
import { forwardRef } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';

export const wellDoneMessages = {
  title: 'Well done!',
  results:
    'You have completed the Behavioral Assessment. Your results let firms learn more about you and how you like to work.',
  profile: 'Next, please complete the rest of your profile.',
  checks:
    'Recruiting can start only when all the checks in the menu are marked, so make sure every item is complete.',
  link: 'Go to your profile',
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

export const WellDone = forwardRef<HTMLHeadingElement>(function WellDone(_props, ref) {
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
      <p className={styles.text}>{m.profile}</p>
      <p className={styles.text}>{m.checks}</p>
      <AppLink href={paths.welcome}>{m.link}</AppLink>
    </div>
  );
});
