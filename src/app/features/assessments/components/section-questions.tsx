/**
 * A section's questions (spec 001 sections 2 and 4): the item groups, the lateral "Section X of Y"
 * and "Answered X of Y" box at the top-right, and Next, enabled once every item is answered and
 * not while closing, with the spec's hint while some are not.
 */
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useId, type ReactNode, type Ref } from 'react';
import { assessmentMessages } from '../../../../domain/assessments.ts';
import type { Answer, AnswerMap, ItemGroup } from '../lib/responses.ts';
import { runnerMessages } from '../lib/section-flow.ts';
import { ItemGroupView } from './items/item-group-view.tsx';

const useStyles = makeStyles({
  questions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  top: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600, outline: 'none' },
  box: {
    marginLeft: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    display: 'flex',
    flexDirection: 'column',
    textAlign: 'end',
  },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
  },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface SectionQuestionsProps {
  title: string;
  groups: readonly ItemGroup[];
  answers: AnswerMap;
  onAnswer: (itemId: string, values: Answer) => void;
  /** Time is up or the section is closing: answers can no longer change. */
  locked: boolean;
  closing: boolean;
  /** The lateral box: section position and answered count; null hides it (cognitive). */
  position: { section: number; sections: number } | null;
  answered: { answered: number; total: number };
  nextLabel: string;
  onNext: () => void;
  /** The timer, shown top-left. */
  timer?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function SectionQuestions(props: SectionQuestionsProps) {
  const styles = useStyles();
  const hintId = useId();
  const { answered, closing, locked, headingRef, position, groups, answers, onAnswer } = props;
  const { title, nextLabel, onNext, timer } = props;
  const allAnswered = answered.answered === answered.total;
  return (
    <section className={styles.questions}>
      <div className={styles.top}>
        <div>
          {timer}
          <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
            {title}
          </h2>
        </div>
        {position && (
          <div className={styles.box}>
            <span>{runnerMessages.sectionOf(position.section, position.sections)}</span>
            <span>{runnerMessages.answeredOf(answered.answered, answered.total)}</span>
          </div>
        )}
      </div>
      {groups.map((group) => (
        <ItemGroupView
          key={group.id}
          group={group}
          answers={answers}
          onAnswer={onAnswer}
          disabled={locked || closing}
        />
      ))}
      <div className={styles.footer}>
        <Button
          appearance="primary"
          disabledFocusable={!allAnswered || closing || locked}
          aria-describedby={allAnswered ? undefined : hintId}
          icon={closing ? <Spinner size="tiny" /> : undefined}
          onClick={() => {
            if (allAnswered && !closing && !locked) onNext();
          }}
        >
          {nextLabel}
        </Button>
        {!allAnswered && (
          <p id={hintId} className={styles.hint}>
            {assessmentMessages.answerEveryQuestion}
          </p>
        )}
      </div>
    </section>
  );
}
