/**
 * dropdown: a native select (its own typeahead and list on every platform). Choosing from the list
 * moves on; keys typed on the closed select (arrows, typeahead) only change the value, so that a
 * keyboard user is not carried off at the first arrow. Letter keys from A pick while focus is in
 * the question but not on the select (where letters are the select's typeahead).
 */
import { makeStyles, Select } from '@fluentui/react-components';
import { type KeyboardEvent, useId, useRef } from 'react';
import { isButtonTarget, isTypingTarget, letterIndex } from '../../lib/keyboard.ts';
import type { QuestionProps } from './question-props.ts';
import { describedBy, QuestionShell } from './question-shell.tsx';

const useStyles = makeStyles({ select: { maxWidth: '480px' } });

export function DropdownQuestion({
  field,
  answer,
  onAnswer,
  onContinue,
  locked,
  error,
  labelId,
}: QuestionProps) {
  const styles = useStyles();
  const errorId = useId();
  const choices = field.properties?.choices ?? [];
  const value = choices.some((c) => c.id === answer?.value) ? (answer?.value ?? '') : '';
  // Set while a key is down on the select: a change then comes from the keyboard, not the list.
  const keyDown = useRef(false);

  const pick = (id: string, advance: boolean) => {
    if (locked || id === '') return;
    onAnswer({ value: id }, { advance });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isButtonTarget(event.target)) {
      event.preventDefault();
      if (!locked && value !== '') onContinue();
      return;
    }
    if (isTypingTarget(event.target)) return;
    const letter = letterIndex(event, choices.length);
    if (letter != null) {
      event.preventDefault();
      pick(choices[letter]!.id, true);
    }
  };

  return (
    <QuestionShell
      labelId={labelId}
      description={field.description}
      error={error}
      errorId={errorId}
      onKeyDown={onKeyDown}
    >
      <Select
        className={styles.select}
        aria-labelledby={labelId}
        aria-describedby={describedBy(error, errorId)}
        aria-invalid={error ? true : undefined}
        value={value}
        onKeyDown={() => {
          keyDown.current = true;
        }}
        onKeyUp={() => {
          keyDown.current = false;
        }}
        onBlur={() => {
          keyDown.current = false;
        }}
        onChange={(_, data) => pick(data.value, !keyDown.current)}
      >
        <option value="" disabled>
          Choose an answer
        </option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </Select>
    </QuestionShell>
  );
}
