/**
 * The contract between the questionnaire frame (one question per screen) and the question
 * components (one per survey field type). The frame owns navigation, auto-advance, the post-answer
 * lock and saving; a question component owns its controls and its keys.
 */
import type { SurveyAnswerValue, SurveyField } from '../../../../../domain/survey.ts';

export interface QuestionProps {
  field: SurveyField;
  /** The current answer (the unsent one first, else the server's), or undefined. */
  answer: SurveyAnswerValue | undefined;
  /**
   * A new answer. `advance`: the answer is final and the frame may move on after
   * AUTO_ADVANCE_DELAY_MS (single choice, dropdown and rating; never on the last question).
   * Text and number answers call this as the candidate types (the frame debounces the save).
   */
  onAnswer: (answer: SurveyAnswerValue, options: { advance: boolean }) => void;
  /** Continue (statement), Okay (multiple selection), Done (point allocation): go to the next screen. */
  onContinue: () => void;
  /**
   * True during the post-answer lock: the controls ignore clicks (keys never reach them then: the
   * frame refuses or holds them, docs/decisions/030).
   */
  locked: boolean;
  /** The question's own error message to show (e.g. "This question is required."), or null. */
  error: string | null;
  /** The id of the element that labels this question (the frame's heading), for aria-labelledby. */
  labelId: string;
}
