/**
 * A sample item on a section's information screen: answered on this screen only (never sent),
 * then checked: "Correct!" or "Please try again." followed by the explanation (spec 001 section 8).
 */
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { assessmentMessages } from '../../../../domain/assessments.ts';
import { type Answer, isAnswered, isSampleCorrect, type ItemGroup } from '../lib/responses.ts';
import { runnerMessages } from '../lib/section-flow.ts';
import { ItemGroupView } from './items/item-group-view.tsx';
import { AnswerTo } from './items/item-props.ts';

const useStyles = makeStyles({
  sample: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  feedback: { margin: 0 },
  correct: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  wrong: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex' },
});

export function SampleItemGroup({ group, index }: { group: ItemGroup; index: number }) {
  const styles = useStyles();
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer>>(new Map());
  const [checked, setChecked] = useState<boolean | null>(null);
  const complete = group.items.every((item) => isAnswered(group, item, answers.get(item.id)));

  return (
    <section className={styles.sample} aria-label={`${runnerMessages.sampleHeading} ${index + 1}`}>
      <h3 className={styles.heading}>
        {runnerMessages.sampleHeading} {index + 1}
      </h3>
      <AnswerTo
        value={(itemId, values) => {
          setAnswers((previous) => new Map(previous).set(itemId, values));
          setChecked(null);
        }}
      >
        <ItemGroupView group={group} headingLevel={4} answers={answers} disabled={false} />
      </AnswerTo>
      <div className={styles.actions}>
        <Button disabled={!complete} onClick={() => setChecked(isSampleCorrect(group, answers))}>
          {runnerMessages.checkAnswer}
        </Button>
      </div>
      <p role="status" className={styles.feedback}>
        {checked !== null && (
          <>
            <span className={mergeClasses(checked ? styles.correct : styles.wrong)}>
              {checked ? assessmentMessages.sampleCorrect : assessmentMessages.sampleTryAgain}
            </span>
            {group.explanation ? ` ${group.explanation}` : null}
          </>
        )}
      </p>
    </section>
  );
}
