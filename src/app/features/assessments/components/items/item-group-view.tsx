/**
 * One item group: its leading text, then its items, each with the component of its type. Used
 * for the section's questions and for the sample items of the information screen.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import type { Answer, AnswerMap, ItemGroup } from '../../lib/responses.ts';
import type { ItemProps } from './item-props.ts';
import { MatrixTableItems } from './matrix-table-item.tsx';
import { MultipleChoiceItem } from './multiple-choice-item.tsx';
import { MultiselectItem } from './multiselect-item.tsx';
import { PointAllocationItem } from './point-allocation-item.tsx';
import { TextInputItem } from './text-input-item.tsx';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
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
  onAnswer: (itemId: string, values: Answer) => void;
  disabled: boolean;
  /** The heading level of the leading text (3 under the section's h2). */
  headingLevel?: 3 | 4;
}

export function ItemGroupView({
  group,
  answers,
  onAnswer,
  disabled,
  headingLevel = 3,
}: ItemGroupViewProps) {
  const styles = useStyles();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className={styles.group} data-item-group={group.id}>
      {group.leadingText && <Heading className={styles.leading}>{group.leadingText}</Heading>}
      {group.itemType === 'MATRIXTABLE' ? (
        <MatrixTableItems group={group} answers={answers} onAnswer={onAnswer} disabled={disabled} />
      ) : (
        group.items.map((item) => {
          const Component = ITEM_COMPONENTS[group.itemType as keyof typeof ITEM_COMPONENTS];
          return (
            <Component
              key={item.id}
              group={group}
              item={item}
              answer={answers.get(item.id)}
              onAnswer={(values) => onAnswer(item.id, values)}
              disabled={disabled}
            />
          );
        })
      )}
    </section>
  );
}
