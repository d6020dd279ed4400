/**
 * MULTISELECT: any options of the item, as a labelled group of checkboxes. Checking an exclusive
 * option ("None of these") clears the others and disables them until it is unchecked (spec 001
 * section 4).
 */
import { Checkbox } from '@fluentui/react-components';
import { use, useId } from 'react';
import { AnswerTo, type ItemProps } from './item-props.ts';
import { useItemStyles } from './item-styles.ts';

export function MultiselectItem({ item, answer, disabled }: ItemProps) {
  const answerTo = use(AnswerTo);
  const styles = useItemStyles();
  const legendId = useId();
  const picked = new Set((answer ?? []).map((v) => v.id).filter((id): id is string => !!id));
  const exclusivePicked = item.options.some((o) => o.isExclusive && picked.has(o.id));

  const toggle = (optionId: string, isExclusive: boolean, checked: boolean) => {
    if (disabled) return;
    let next: string[];
    if (!checked) next = [...picked].filter((id) => id !== optionId);
    else if (isExclusive) next = [optionId];
    else next = [...[...picked].filter((id) => !isExclusiveId(id)), optionId];
    // The options' order, as the server stores them.
    answerTo(
      item.id,
      item.options.filter((o) => next.includes(o.id)).map((o) => ({ id: o.id })),
    );
  };
  const isExclusiveId = (id: string) => item.options.some((o) => o.id === id && o.isExclusive);

  return (
    <fieldset className={styles.fieldset} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {item.label}
      </legend>
      {item.options.map((option) => (
        <Checkbox
          key={option.id}
          label={option.label}
          checked={picked.has(option.id)}
          disabled={disabled || (exclusivePicked && !option.isExclusive)}
          onChange={(_event, data) => toggle(option.id, option.isExclusive, data.checked === true)}
        />
      ))}
    </fieldset>
  );
}
