/**
 * What the candidate is answering on screen, before and while it is saved: every change shows at
 * once (a draft); final answers are saved at once, typed ones (text, number, points, arrows over
 * choices) after a pause of ANSWER_SAVE_DEBOUNCE_MS (spec 001 section 9: text-input debounce).
 * Only an answer that fits its question, or an emptied text or number field (which clears the
 * stored answer), is saved: the server would refuse the others (they show their problem on screen
 * instead). `flush` saves what waits, before moving, closing or submitting.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clearsAnswer,
  isAnswered,
  type SurveyAnswerValue,
  type SurveyField,
} from '../../../../domain/survey.ts';

export const ANSWER_SAVE_DEBOUNCE_MS = 500;

export type SaveAnswer = (field: SurveyField, answer: SurveyAnswerValue) => Promise<void>;

interface Waiting {
  field: SurveyField;
  timer: ReturnType<typeof setTimeout>;
}

export function useAnswerDrafts(save: SaveAnswer, onSaveError: (error: unknown) => void) {
  const [drafts, setDrafts] = useState<ReadonlyMap<string, SurveyAnswerValue>>(new Map());
  const latest = useRef(new Map<string, SurveyAnswerValue>());
  const waiting = useRef(new Map<string, Waiting>());
  const saveRef = useRef(save);
  const onErrorRef = useRef(onSaveError);
  useEffect(() => {
    saveRef.current = save;
    onErrorRef.current = onSaveError;
  });

  const commit = useCallback((field: SurveyField) => {
    const pending = waiting.current.get(field.id);
    if (pending) clearTimeout(pending.timer);
    waiting.current.delete(field.id);
    const answer = latest.current.get(field.id);
    // An emptied text or number field is saved too: it clears the stored answer.
    if (answer && (isAnswered(field, answer) || clearsAnswer(field, answer))) {
      saveRef.current(field, answer).catch((error: unknown) => onErrorRef.current(error));
    }
  }, []);

  const change = useCallback(
    (field: SurveyField, answer: SurveyAnswerValue, { debounce }: { debounce: boolean }) => {
      latest.current.set(field.id, answer);
      setDrafts(new Map(latest.current));
      const pending = waiting.current.get(field.id);
      if (pending) clearTimeout(pending.timer);
      if (!debounce) {
        commit(field);
        return;
      }
      waiting.current.set(field.id, {
        field,
        timer: setTimeout(() => commit(field), ANSWER_SAVE_DEBOUNCE_MS),
      });
    },
    [commit],
  );

  const flush = useCallback(() => {
    for (const { field } of [...waiting.current.values()]) commit(field);
  }, [commit]);

  // Closing the questionnaire saves what is still waiting.
  useEffect(() => () => flush(), [flush]);

  return { drafts, change, flush };
}
