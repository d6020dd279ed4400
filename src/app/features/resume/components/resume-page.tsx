/** The Resume page (spec section 2: "Resume: upload card"). */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { ResumeUploader } from './resume-uploader.tsx';

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

export function ResumePage({ userId }: { userId: string }) {
  const styles = useStyles();
  useDocumentTitle('Resume');
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>Resume</h1>
      <p className={styles.intro}>
        Add your resume to your profile. You can replace or remove it at any time.
      </p>
      <ResumeUploader userId={userId} />
    </div>
  );
}
