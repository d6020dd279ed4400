/**
 * Moving through the questionnaire (spec 001 section 4): one screen per question (groups are
 * flattened by surveyScreens), the next arrow's and the previous arrow's rules, where to start on
 * load, and whether an answer moves on by itself.
 */
import {
  isAnswered,
  isRequired,
  type SurveyAnswerValue,
  type SurveyField,
  takesAnswer,
} from '../../../../domain/survey.ts';
import type { AnswerMap } from './answers.ts';

const isEmpty = (answer: SurveyAnswerValue | undefined) =>
  !answer ||
  ((answer.value == null || answer.value.trim() === '') &&
    (answer.multiValue == null || answer.multiValue.length === 0));

/**
 * Whether the candidate may leave this screen forwards: a statement always (its Continue); a
 * required question once answered (isAnswered); an optional one when answered or left empty (it
 * may be skipped, but not left with an answer that does not fit).
 */
export function canMoveOn(field: SurveyField, answer: SurveyAnswerValue | undefined): boolean {
  if (!takesAnswer(field)) return true;
  if (isAnswered(field, answer)) return true;
  return !isRequired(field) && isEmpty(answer);
}

/** The next arrow: enabled when the screen may be left and it is not the last one. */
export function canGoNext(screens: readonly SurveyField[], index: number, answers: AnswerMap) {
  const field = screens[index];
  return !!field && index < screens.length - 1 && canMoveOn(field, answers.get(field.id));
}

/** The previous arrow: disabled on the first screen. */
export function canGoPrevious(index: number): boolean {
  return index > 0;
}

/** Single choice, dropdown and rating move on by themselves, except on the last screen. */
export function advancesFrom(screens: readonly SurveyField[], index: number): boolean {
  return index < screens.length - 1;
}

/**
 * Where the questionnaire opens (spec: "jumps to the first unanswered question"): the first
 * required question without a fitting answer, shown after the statements that lead into it (a
 * new candidate starts at the welcome statement). With every required question answered: the last
 * screen, where Submit is.
 */
export function startIndex(screens: readonly SurveyField[], answers: AnswerMap): number {
  if (screens.length === 0) return 0;
  let index = screens.findIndex((f) => isRequired(f) && !isAnswered(f, answers.get(f.id)));
  if (index < 0) return screens.length - 1;
  while (index > 0 && !takesAnswer(screens[index - 1]!)) index--;
  return index;
}

/** The screen showing a question (a required one the server names in invalidAnswers), or -1. */
export function screenOf(screens: readonly SurveyField[], questionId: string): number {
  return screens.findIndex((f) => f.id === questionId);
}
