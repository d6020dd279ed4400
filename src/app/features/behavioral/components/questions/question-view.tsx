/**
 * One survey field's controls, chosen by its type. Each question keeps its keys on its own
 * container (see question-shell.tsx) and takes focus when it appears.
 */
import { DropdownQuestion } from './dropdown-question.tsx';
import { MultipleChoiceQuestion } from './multiple-choice-question.tsx';
import { NumberQuestion } from './number-question.tsx';
import { PointAllocationQuestion } from './point-allocation-question.tsx';
import type { QuestionProps } from './question-props.ts';
import { RatingQuestion } from './rating-question.tsx';
import { ShortTextQuestion } from './short-text-question.tsx';
import { StatementQuestion } from './statement-question.tsx';

const COMPONENTS = {
  multiple_choice: MultipleChoiceQuestion,
  dropdown: DropdownQuestion,
  rating: RatingQuestion,
  short_text: ShortTextQuestion,
  number: NumberQuestion,
  point_allocation: PointAllocationQuestion,
  statement: StatementQuestion,
} as const;

export function QuestionView(props: QuestionProps) {
  const type = props.field.type;
  // A group is not a screen (surveyScreens flattens it).
  if (type === 'group') return null;
  const Component = COMPONENTS[type];
  // Keyed by the field: a new question starts with fresh state (point drafts, digit buffer).
  return <Component key={props.field.id} {...props} />;
}
