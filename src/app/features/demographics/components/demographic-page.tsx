/** The Demographic Information page (spec section 2), shared by /demographic and /personal-data. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { DemographicForm } from './demographic-form.tsx';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '720px',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export function DemographicPage({ userId }: { userId: string }) {
  const styles = useStyles();
  useDocumentTitle('Demographic Information');
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>Demographic Information</h1>
      <p className={styles.intro}>
        Sharing your demographic information is optional. If you choose to share it, it may be used
        for aggregate adverse-impact analysis, which helps make hiring fairer, and it may be shown
        to prospective employers. You can change your answers at any time.
      </p>
      <DemographicForm userId={userId} />
    </div>
  );
}
