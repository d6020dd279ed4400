/**
 * The typed answers (short_text, number): a labelled input whose value is the answer as typed
 * (onAnswer without advance; the frame debounces the save and must not send a value with a
 * problem). Its problem shows as typed; Enter continues once the answer fits.
 */
import { Input, makeStyles } from '@fluentui/react-components';
import { type KeyboardEvent, useId, useRef } from 'react';
import { isAnswered } from '../../../../../domain/survey.ts';
import type { QuestionProps } from './question-props.ts';
import { describedBy, QuestionShell } from './question-shell.tsx';

const useStyles = makeStyles({ input: { maxWidth: '480px' } });

export interface TypedAnswerProps extends QuestionProps {
  /** What is wrong with the typed value (shown before the frame's error), or null. */
  problem: string | null;
  inputMode: 'text' | 'decimal';
}

export function TypedAnswer(props: TypedAnswerProps) {
  const { field, answer, onAnswer, onContinue, locked, labelId } = props;
  const styles = useStyles();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const error = props.problem ?? props.error;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!locked && props.problem == null && isAnswered(field, answer)) onContinue();
  };

  return (
    <QuestionShell
      labelId={labelId}
      description={field.description}
      error={error}
      errorId={errorId}
      initialFocus={inputRef}
    >
      <Input
        ref={inputRef}
        className={styles.input}
        type="text"
        inputMode={props.inputMode}
        autoComplete="off"
        aria-labelledby={labelId}
        aria-describedby={describedBy(error, errorId)}
        aria-invalid={error ? true : undefined}
        value={answer?.value ?? ''}
        onChange={(_, data) => {
          if (!locked) onAnswer({ value: data.value }, { advance: false });
        }}
        onKeyDown={onKeyDown}
      />
    </QuestionShell>
  );
}
