/**
 * A section's questions (spec 001 sections 2 and 4): the status bar that stays in view (timer,
 * "Answered X of Y", lateral's "Section X of Y", "Go to first unanswered"), the item groups as
 * numbered cards, and Next, enabled once every item is answered and not while closing, with the
 * spec's hint while some are not. While the section closes, Next says so at once (a spinner and
 * "Saving your answers…"), whatever the wait.
 */
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useId, useRef, type ClipboardEventHandler, type ReactNode, type Ref } from 'react';
import { assessmentMessages } from '../../../../domain/assessments.ts';
import type { AnswerSyncStates } from '../lib/answer-sync.ts';
import { type AnswerMap, isAnswered, type ItemGroup } from '../lib/responses.ts';
import { runnerMessages } from '../lib/section-flow.ts';
import { ItemGroupView } from './items/item-group-view.tsx';
import { SectionStatusBar } from './section-status-bar.tsx';

const useStyles = makeStyles({
  questions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600, outline: 'none' },
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
  /** Where each answer is: on this device, or received (lib/answer-sync.ts). */
  syncStates?: AnswerSyncStates;
  /** Time is up or the section is closing: answers can no longer change. */
  locked: boolean;
  closing: boolean;
  /** Lateral's "Section X of Y"; null hides it (cognitive). */
  position: { section: number; sections: number } | null;
  answered: { answered: number; total: number };
  nextLabel: string;
  onNext: () => void;
  /** The timer, shown top-left. */
  timer?: ReactNode;
  /** A copy, cut or paste on the questions (recorded: lib/section-activity.ts). */
  onClipboard?: ClipboardEventHandler;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The id of the first item without a complete answer, in the order shown; null when none. */
export function firstUnansweredItem(groups: readonly ItemGroup[], answers: AnswerMap) {
  for (const group of groups)
    for (const item of group.items)
      if (!isAnswered(group, item, answers.get(item.id))) return item.id;
  return null;
}

/** Each group with the number of its first item (items are numbered 1..total across groups). */
function numberGroups(groups: readonly ItemGroup[], total: number) {
  const numbered: { group: ItemGroup; numbering: { first: number; total: number } }[] = [];
  let first = 1;
  for (const group of groups) {
    numbered.push({ group, numbering: { first, total } });
    first += group.items.length;
  }
  return numbered;
}

/** The first control of a question block that takes focus (a radio, a checkbox, a field). */
const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled])';

export function SectionQuestions(props: SectionQuestionsProps) {
  const styles = useStyles();
  const hintId = useId();
  const section = useRef<HTMLElement>(null);
  const { answered, closing, locked, headingRef, position, groups, answers } = props;
  const { syncStates } = props;
  const { title, nextLabel, onNext, timer, onClipboard } = props;
  const allAnswered = answered.answered === answered.total;

  const unanswered = locked || closing ? null : firstUnansweredItem(groups, answers);
  const goToFirstUnanswered = () => {
    const block = section.current?.querySelector(`[data-question="${CSS.escape(unanswered!)}"]`);
    const control = block?.querySelector<HTMLElement>(FOCUSABLE);
    if (!block || !control) return;
    // The question's top right under the status bar (the page's scroll padding, decision 029),
    // then its first control focused where it is.
    block.scrollIntoView({ block: 'start' });
    control.focus({ preventScroll: true });
  };

  const numbered = numberGroups(groups, answered.total);

  return (
    <section
      ref={section}
      className={styles.questions}
      onCopy={onClipboard}
      onCut={onClipboard}
      onPaste={onClipboard}
    >
      <SectionStatusBar
        timer={timer}
        answered={answered}
        position={position}
        onFirstUnanswered={unanswered ? goToFirstUnanswered : null}
      />
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {numbered.map(({ group, numbering }) => (
        <ItemGroupView
          key={group.id}
          group={group}
          answers={answers}
          disabled={locked || closing}
          numbering={numbering}
          syncStates={syncStates}
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
        {!allAnswered && !closing && (
          <p id={hintId} className={styles.hint}>
            {assessmentMessages.answerEveryQuestion}
          </p>
        )}
        {/* Always there, so that screen readers hear the wait when it starts. */}
        <p role="status" className={styles.hint}>
          {closing ? runnerMessages.movingOn : null}
        </p>
      </div>
    </section>
  );
}
