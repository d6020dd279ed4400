/**
 * One item group: its leading text, then its items, each with the component of its type. Used
 * for the section's questions and for the sample items of the information screen.
 *
 * On the questions screen (`numbering`) the group is a card and each item says its number
 * ("Question 3 of 10"), so that the candidate can scan the section; each item's block carries
 * `data-question` (its id), where "Go to first unanswered" moves focus. There each answered item
 * also says where its answer is, "Saved on this device" or "Received" (lib/answer-sync.ts): beside
 * its number, and as the description of the question (a group named by its number).
 */
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { memo, useId } from 'react';
import type { AnswerSyncStates } from '../../lib/answer-sync.ts';
import { type AnswerMap, type ItemGroup, sameAnswer } from '../../lib/responses.ts';
import { runnerMessages } from '../../lib/section-flow.ts';
import { AnswerSyncStatus } from './answer-sync-status.tsx';
import type { ItemProps } from './item-props.ts';
import { MatrixTableItems } from './matrix-table-item.tsx';
import { MultipleChoiceItem } from './multiple-choice-item.tsx';
import { MultiselectItem } from './multiselect-item.tsx';
import { PointAllocationItem } from './point-allocation-item.tsx';
import { TextInputItem } from './text-input-item.tsx';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: {
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    // The question being answered stands out, also after "Go to first unanswered".
    ':focus-within': { boxShadow: `0 0 0 2px ${tokens.colorBrandStroke1}` },
  },
  question: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    // Items sharing a card are separated by a rule.
    ':not(:first-of-type)': {
      paddingTop: tokens.spacingVerticalL,
      borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
  // The number on the left, the answer's state on the right (below it on a narrow card).
  numberRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
  },
  number: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
  leading: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'pre-wrap',
  },
});

const ITEM_COMPONENTS = {
  MULTIPLE_CHOICE: MultipleChoiceItem,
  MULTISELECT: MultiselectItem,
  TEXTINPUT: TextInputItem,
  POINTALLOCATION: PointAllocationItem,
} as const satisfies Record<string, (props: ItemProps) => unknown>;

export interface ItemGroupViewProps {
  group: ItemGroup;
  answers: AnswerMap;
  disabled: boolean;
  /** The heading level of the leading text (3 under the section's h2). */
  headingLevel?: 3 | 4;
  /** The questions screen: the number of the group's first item, and of the section's items. */
  numbering?: { first: number; total: number };
  /** The questions screen: where each item's answer is (on this device, received). */
  syncStates?: AnswerSyncStates;
}

/**
 * A group renders again only when something it shows changes: its questions, an answer to one of
 * them or where that answer is, whether they are locked, or their numbers. Each answer the outbox delivers gives the
 * section new data (lib/writes/unsent.ts); a replay of hundreds of queued answers would otherwise
 * render every question hundreds of times (docs/decisions/039). The items read `AnswerTo`
 * (item-props.ts) themselves: a new one renders the items again, not the groups.
 */
export const ItemGroupView = memo(GroupView, (before, after) => {
  if (
    before.disabled !== after.disabled ||
    before.headingLevel !== after.headingLevel ||
    before.numbering?.first !== after.numbering?.first ||
    before.numbering?.total !== after.numbering?.total ||
    !sameQuestions(before.group, after.group)
  ) {
    return false;
  }
  return after.group.items.every(
    (item) =>
      before.syncStates?.get(item.id) === after.syncStates?.get(item.id) &&
      sameAnswer(before.answers.get(item.id), after.answers.get(item.id)),
  );
});

/**
 * The same questions: a new copy of the served group (another answer laid over it) differs only in
 * the answers, which are compared apart.
 */
function sameQuestions(before: ItemGroup, after: ItemGroup): boolean {
  if (before === after) return true;
  return (
    before.id === after.id &&
    before.itemType === after.itemType &&
    before.leadingText === after.leadingText &&
    before.items.length === after.items.length &&
    before.items.every((item, i) => item.id === after.items[i]!.id)
  );
}

function GroupView({
  group,
  answers,
  disabled,
  headingLevel = 3,
  numbering,
  syncStates,
}: ItemGroupViewProps) {
  const styles = useStyles();
  const baseId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const Component = group.itemType === 'MATRIXTABLE' ? null : ITEM_COMPONENTS[group.itemType];
  return (
    <section
      className={mergeClasses(styles.group, numbering && styles.card)}
      data-item-group={group.id}
    >
      {group.leadingText && <Heading className={styles.leading}>{group.leadingText}</Heading>}
      {Component === null ? (
        <>
          {numbering && (
            <p className={styles.number}>
              {runnerMessages.questionsOf(
                numbering.first,
                numbering.first + group.items.length - 1,
                numbering.total,
              )}
            </p>
          )}
          <MatrixTableItems
            group={group}
            answers={answers}
            disabled={disabled}
            firstNumber={numbering?.first}
            syncStates={syncStates}
          />
        </>
      ) : (
        group.items.map((item, index) => {
          const view = (
            <Component
              key={item.id}
              group={group}
              item={item}
              answer={answers.get(item.id)}
              disabled={disabled}
            />
          );
          if (!numbering) return view;
          const numberId = `${baseId}-number-${index}`;
          const stateId = `${baseId}-state-${index}`;
          const state = syncStates?.get(item.id);
          return (
            <div
              key={item.id}
              role="group"
              aria-labelledby={numberId}
              aria-describedby={state ? stateId : undefined}
              className={styles.question}
              data-question={item.id}
            >
              <div className={styles.numberRow}>
                <p id={numberId} className={styles.number}>
                  {runnerMessages.questionOf(numbering.first + index, numbering.total)}
                </p>
                {state && <AnswerSyncStatus id={stateId} state={state} />}
              </div>
              {view}
            </div>
          );
        })
      )}
    </section>
  );
}
