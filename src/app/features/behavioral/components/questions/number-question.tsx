/** number: a decimal number within the field's min and max (the shared answer rules). */
import { answerProblem } from '../../../../../domain/survey.ts';
import type { QuestionProps } from './question-props.ts';
import { TypedAnswer } from './typed-answer.tsx';

export function NumberQuestion(props: QuestionProps) {
  const value = props.answer?.value ?? '';
  // Nothing typed yet is not a problem here; required-ness is the frame's error.
  const problem = value.trim() === '' ? null : answerProblem(props.field, { value });
  return <TypedAnswer {...props} inputMode="decimal" problem={problem} />;
}
