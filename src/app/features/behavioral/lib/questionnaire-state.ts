/**
 * The questionnaire's own state (components/questionnaire.tsx), as a pure reducer: which screen is
 * shown and how it slid in, the question the server said is missing an answer, Submit's
 * confirmation, and the note about a key refused during the post-answer lock (docs/decisions/030).
 * No React, no I/O: the hook (use-questionnaire.ts) feeds it the candidate's acts and carries out
 * the saves. What the server and the outbox hold (the questions, the answers) is not state here.
 */
import { isAnswered, surveyMessages, type SurveyField } from '../../../../domain/survey.ts';
import type { AnswerMap } from './answers.ts';

export type Direction = 'forward' | 'backward';

export interface QuestionnaireState {
  /** The screen shown: null until the questions, the answers and the outbox have been read. */
  index: number | null;
  /** The way the screen slid in. */
  direction: Direction;
  /** The question the server named in invalidAnswers: it says "This question is required." */
  invalidId: string | null;
  /** Submit's confirmation is open. */
  confirmOpen: boolean;
  /** A key came before the next question showed: said until the candidate acts. */
  keyRefused: boolean;
}

export const initialQuestionnaireState: QuestionnaireState = {
  index: null,
  direction: 'forward',
  invalidId: null,
  confirmOpen: false,
  keyRefused: false,
};

export type QuestionnaireEvent =
  /** Everything is loaded: the first screen to show (navigation.ts startIndex). */
  | { type: 'OPENED'; start: number }
  /** The candidate moved one screen (arrows, Continue, Enter): the refused key's note goes. */
  | { type: 'STEPPED'; by: 1 | -1; last: number }
  /** Auto-advance moved on after a final answer; the note stays until the candidate acts. */
  | { type: 'ADVANCED'; last: number }
  /** The candidate answered (or a held key did for them). */
  | { type: 'ANSWERED' }
  /** A key pressed before the next question showed was not used. */
  | { type: 'KEY_REFUSED' }
  | { type: 'CONFIRM_OPENED' }
  | { type: 'CONFIRM_CANCELLED' }
  | { type: 'SUBMIT_CONFIRMED' }
  /** The server refused the Submit for a missing answer: its screen (`at`, -1: none) shows. */
  | { type: 'SUBMIT_REFUSED'; questionId: string; at: number; last: number };

/** The state after moving to screen `to` (kept within the screens), the way it slides in. */
function moved(state: QuestionnaireState, to: number, last: number, direction: Direction) {
  return { ...state, index: Math.max(0, Math.min(to, last)), direction };
}

export function questionnaireReducer(
  state: QuestionnaireState,
  event: QuestionnaireEvent,
): QuestionnaireState {
  switch (event.type) {
    case 'OPENED':
      return state.index === null ? { ...state, index: event.start } : state;
    case 'STEPPED': {
      const to = (state.index ?? 0) + event.by;
      const next = moved(state, to, event.last, event.by > 0 ? 'forward' : 'backward');
      return { ...next, keyRefused: false };
    }
    case 'ADVANCED':
      return moved(state, (state.index ?? 0) + 1, event.last, 'forward');
    case 'ANSWERED':
      return state.keyRefused ? { ...state, keyRefused: false } : state;
    case 'KEY_REFUSED':
      return state.keyRefused ? state : { ...state, keyRefused: true };
    case 'CONFIRM_OPENED':
      return { ...state, confirmOpen: true };
    case 'CONFIRM_CANCELLED':
      return { ...state, confirmOpen: false };
    case 'SUBMIT_CONFIRMED':
      return { ...state, confirmOpen: false, invalidId: null };
    case 'SUBMIT_REFUSED': {
      const refused = { ...state, invalidId: event.questionId };
      if (event.at < 0) return refused;
      const way = event.at < (state.index ?? 0) ? 'backward' : 'forward';
      return moved(refused, event.at, event.last, way);
    }
  }
}

/** The question on screen (undefined before the first screen is chosen). */
export function shownScreen(
  state: QuestionnaireState,
  screens: readonly SurveyField[],
): SurveyField | undefined {
  return state.index === null ? undefined : screens[Math.min(state.index, screens.length - 1)];
}

/**
 * The problem the question on screen shows: "required" when the server found it unanswered and it
 * still is, else the server's refusal of its latest answer (answers.ts failedAnswers), else none.
 */
export function questionError(
  state: QuestionnaireState,
  field: SurveyField,
  answers: AnswerMap,
  failed: ReadonlyMap<string, string>,
): string | null {
  if (state.invalidId === field.id && !isAnswered(field, answers.get(field.id))) {
    return surveyMessages.required;
  }
  return failed.get(field.id) ?? null;
}
