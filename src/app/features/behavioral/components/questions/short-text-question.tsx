/** short_text: a line of text, at most SHORT_TEXT_MAX_LENGTH characters (said, not cut off). */
import { SHORT_TEXT_MAX_LENGTH, surveyMessages } from '../../../../../domain/survey.ts';
import type { QuestionProps } from './question-props.ts';
import { TypedAnswer } from './typed-answer.tsx';

export function ShortTextQuestion(props: QuestionProps) {
  const tooLong = (props.answer?.value ?? '').trim().length > SHORT_TEXT_MAX_LENGTH;
  return (
    <TypedAnswer
      {...props}
      inputMode="text"
      problem={tooLong ? surveyMessages.textTooLong : null}
    />
  );
}
