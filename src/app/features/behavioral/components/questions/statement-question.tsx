/** statement: text to read (the frame's heading and the description) and a Continue button. */
import { Button } from '@fluentui/react-components';
import { type KeyboardEvent, useId } from 'react';
import { isButtonTarget } from '../../lib/keyboard.ts';
import type { QuestionProps } from './question-props.ts';
import { QuestionShell } from './question-shell.tsx';

export function StatementQuestion({ field, onContinue, locked, error, labelId }: QuestionProps) {
  const errorId = useId();
  const next = () => {
    if (!locked) onContinue();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // On the button itself Enter clicks it.
    if (event.key === 'Enter' && !isButtonTarget(event.target)) {
      event.preventDefault();
      next();
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
      <div>
        <Button appearance="primary" onClick={next}>
          Continue
        </Button>
      </div>
    </QuestionShell>
  );
}
