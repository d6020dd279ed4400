/** MULTIPLE_CHOICE: one option of the item, as a labelled radio group. */
import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { use } from 'react';
import { AnswerTo, type ItemProps } from './item-props.ts';

export function MultipleChoiceItem({ item, answer, disabled }: ItemProps) {
  const answerTo = use(AnswerTo);
  const selected = answer?.[0]?.id ?? '';
  return (
    <Field label={item.label}>
      <RadioGroup
        value={selected}
        disabled={disabled}
        onChange={(_event, data) => {
          if (!disabled) answerTo(item.id, [{ id: data.value }]);
        }}
      >
        {item.options.map((option) => (
          <Radio key={option.id} value={option.id} label={option.label} />
        ))}
      </RadioGroup>
    </Field>
  );
}
