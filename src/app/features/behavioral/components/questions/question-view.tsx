/** One survey field's controls, chosen by its type (filled in by the question components work). */
import type { QuestionProps } from './question-props.ts';

export function QuestionView(_props: QuestionProps) {
  return null;
}
