/**
 * The questionnaire's behaviour (spec 001 sections 2 and 4), for a view that only renders
 * (components/questionnaire.tsx): the reducer's state (questionnaire-state.ts) over the loaded data
 * (use-questionnaire-data.ts), auto-advance and its lock, the keys pressed during it
 * (docs/decisions/030), Save and Close, and Submit with its confirmation.
 */
import { type KeyboardEvent, type RefObject, useEffect, useReducer } from 'react';
import { flushSync } from 'react-dom';
import { isAnswered, type SurveyAnswerValue } from '../../../../domain/survey.ts';
import { reportError } from '../../../lib/error-reporting.ts';
import { setAssessmentRunning } from '../../../lib/pwa/service-worker.ts';
import { type SurveyCompletion, useSubmitSurvey } from '../api/set-user-survey-complete.ts';
import { useAutoAdvancePreference } from './auto-advance-preference.ts';
import { isButtonTarget, isTypingTarget } from './keyboard.ts';
import { heldKey, keyFate, type HeldKey, replayKey } from './keys-during-lock.ts';
import { advancesFrom, canGoNext, canGoPrevious, screenOf, startIndex } from './navigation.ts';
import {
  initialQuestionnaireState,
  questionError,
  questionnaireReducer,
  shownScreen,
} from './questionnaire-state.ts';
import { useAutoAdvance } from './use-auto-advance.ts';
import { useQuestionnaireData } from './use-questionnaire-data.ts';

export interface QuestionnaireCallbacks {
  /** Save and Close, Cancel in the retry dialog, or a survey found complete: back to the intro. */
  onClose: () => void;
  /** The server completed the survey. */
  onCompleted: () => void;
}

/**
 * While open, the app behind takes no focus, clicks or reading, and no update prompt interrupts
 * (lib/pwa/service-worker.ts).
 */
function useCoversTheApp() {
  useEffect(() => {
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    setAssessmentRunning(true);
    return () => {
      root?.removeAttribute('inert');
      setAssessmentRunning(false);
    };
  }, []);
}

/** Plays keys held during the lock to the focused control of the layer, or to the question. */
function playHeldKeys(layer: HTMLElement | null, keys: HeldKey[]) {
  for (const key of keys) {
    const focused = document.activeElement;
    const target =
      focused instanceof HTMLElement && layer?.contains(focused)
        ? focused
        : layer?.querySelector<HTMLElement>('[data-question-root]');
    // One render each, so each key sees what the one before did.
    if (target) flushSync(() => replayKey(target, key));
  }
}

/** `layerRef`: the questionnaire's layer, where keys held during the lock are played. */
export function useQuestionnaire(
  userId: string,
  layerRef: RefObject<HTMLElement | null>,
  { onClose, onCompleted }: QuestionnaireCallbacks,
) {
  useCoversTheApp();
  const data = useQuestionnaireData(userId);
  const { screens, answers, flush } = data;
  const [state, dispatch] = useReducer(questionnaireReducer, initialQuestionnaireState);
  const [autoAdvanceOn, setAutoAdvanceOn] = useAutoAdvancePreference();
  const last = screens.length - 1;
  // On load: the first unanswered question (spec 001 section 4).
  if (data.ready && state.index === null) {
    dispatch({ type: 'OPENED', start: startIndex(screens, answers) });
  }
  const { index } = state;
  const current = shownScreen(state, screens);

  const auto = useAutoAdvance({
    enabled: autoAdvanceOn,
    onAdvance: () => {
      flush();
      dispatch({ type: 'ADVANCED', last });
    },
    onUnlock: (keys) => playHeldKeys(layerRef.current, keys),
  });
  const mayStep = (by: 1 | -1) =>
    !auto.locked &&
    index !== null &&
    (by > 0 ? canGoNext(screens, index, answers) : canGoPrevious(index));
  const step = (by: 1 | -1) => {
    auto.cancel();
    flush();
    dispatch({ type: 'STEPPED', by, last });
  };
  const next = () => {
    if (mayStep(1)) step(1);
  };

  // A survey already complete (e.g. submitted in another tab) goes back to the intro.
  useEffect(() => {
    if (data.complete) onCompleted();
  }, [data.complete, onCompleted]);

  const onResult = (result: SurveyCompletion) => {
    const first = result.invalidAnswers[0];
    // The server misses an answer the screen thought it had: show that question (the write's
    // delivery reads the server's answers afresh).
    if (first) {
      const at = screenOf(screens, first.questionId);
      if (at >= 0) flush();
      dispatch({ type: 'SUBMIT_REFUSED', questionId: first.questionId, at, last });
    } else if (result.completeStatus) onCompleted();
  };
  const submit = useSubmitSurvey(userId, onResult);
  const { wait } = data;
  const submitting =
    submit.status === 'storing' || (wait.kind !== 'none' && wait.kind !== 'refused');

  return {
    data,
    state,
    current,
    error: current ? questionError(state, current, answers, data.failed) : null,
    locked: auto.locked,
    submitting,
    submitStoring: submit.status === 'storing',
    canNext: data.ready && index !== null && canGoNext(screens, index, answers),
    canPrevious: data.ready && index !== null && canGoPrevious(index),
    autoAdvanceOn,
    setAutoAdvanceOn,
    next,
    previous: () => {
      if (mayStep(-1)) step(-1);
    },
    onAnswer: (answer: SurveyAnswerValue, { advance }: { advance: boolean }) => {
      if (!current || index === null || auto.locked) return;
      dispatch({ type: 'ANSWERED' });
      data.change(current, answer, { debounce: !advance });
      auto.answered({
        advance,
        canAdvance: advancesFrom(screens, index) && isAnswered(current, answer),
      });
    },
    // Continue (statement), Okay (multiple selection), Done (points): the question checked itself.
    onContinue: () => {
      if (!auto.locked && index !== null && index < last) step(1);
    },
    close: () => {
      flush();
      auto.cancel();
      onClose();
    },
    openConfirm: () => {
      flush();
      dispatch({ type: 'CONFIRM_OPENED' });
    },
    cancelConfirm: () => dispatch({ type: 'CONFIRM_CANCELLED' }),
    confirmSubmit: () => {
      dispatch({ type: 'SUBMIT_CONFIRMED' });
      submit.save({}).catch((error: unknown) => reportError(error, { where: 'behavioral submit' }));
    },
    // Before any handler of the questionnaire: during the lock, a key is refused or held.
    onKeyDownCapture: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.nativeEvent.isComposing) return;
      const fate = keyFate(auto.phaseNow(), event);
      if (fate === 'use') return;
      event.preventDefault();
      event.stopPropagation();
      if (fate === 'keep') auto.hold(heldKey(event));
      if (fate === 'refuse') dispatch({ type: 'KEY_REFUSED' });
    },
    // Enter on the frame (outside the question's own controls) goes on once the screen is answered.
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
      const target = event.target;
      if (isButtonTarget(target) || isTypingTarget(target) || target instanceof HTMLInputElement) {
        return;
      }
      if (index !== null && canGoNext(screens, index, answers)) {
        event.preventDefault();
        next();
      }
    },
  };
}

export type Questionnaire = ReturnType<typeof useQuestionnaire>;
