/** The questionnaire while it loads: SURVEY_SKELETON_QUESTIONS placeholder questions (spec 001). */
import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';
import { SURVEY_SKELETON_QUESTIONS } from '../../../../domain/survey.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  question: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { width: '70%' },
  options: { display: 'flex', gap: tokens.spacingHorizontalM },
  option: { width: '120px' },
});

export function SurveySkeleton() {
  const styles = useStyles();
  return (
    <Skeleton aria-label="Loading the questions…" className={styles.list}>
      {Array.from({ length: SURVEY_SKELETON_QUESTIONS }, (_, i) => (
        <div key={i} className={styles.question} data-testid="skeleton-question">
          <SkeletonItem size={24} className={styles.title} />
          <div className={styles.options}>
            <SkeletonItem size={40} className={styles.option} />
            <SkeletonItem size={40} className={styles.option} />
            <SkeletonItem size={40} className={styles.option} />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}
