/**
 * The answers of the section on screen (spec 001 section 7): each one is its outbox entry until
 * the server has it, laid over the served questions (responses.ts `shownAnswers`), and, while it
 * is being written to this device, on the answer desk (answer-desk.ts). Where each one is comes
 * from the same sources (answer-sync.ts). `answer` keeps its identity while the section takes
 * answers: the questions keep their render when nothing they show changed
 * (components/items/item-group-view.tsx).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { serverClock } from '../../../lib/api/server-clock.ts';
import { enqueueWrite, getOutboxState } from '../../../lib/outbox/outbox.ts';
import { itemResponseVariables, submitItemResponseWrite } from '../api/submit-item-response.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import type { SectionQuestions } from '../api/get-next-section-questions.ts';
import { sectionQuestionsQueryKey } from '../api/get-next-section-questions.ts';
import { createAnswerDesk, noUnsavedAnswers, withUnsaved } from './answer-desk.ts';
import { type AnswerSyncStates, answerSyncStates } from './answer-sync.ts';
import { type Answer, type AnswerMap, shownAnswers } from './responses.ts';

export interface RunnerAnswersOptions {
  userId: string;
  assessmentId: string;
  /** The section on screen and its served questions. */
  sectionId: string | null;
  questions: SectionQuestions | undefined;
  itemIds: ReadonlySet<string>;
  /** The user's outbox entries, as this render shows them. */
  entries: readonly OutboxEntry[];
  /** The section takes answers (running-assessment-state.ts `canAnswer`). */
  accepting: boolean;
  /** Each answer's write to this device: stored, or not (with the error). Keep its identity. */
  onStored: (stored: boolean, error?: unknown) => void;
}

export interface RunnerAnswers {
  answers: AnswerMap;
  syncStates: AnswerSyncStates;
  answer: (itemId: string, values: Answer) => void;
}

export function useRunnerAnswers({
  userId,
  assessmentId,
  sectionId,
  questions,
  itemIds,
  entries,
  accepting,
  onStored,
}: RunnerAnswersOptions): RunnerAnswers {
  const queryClient = useQueryClient();
  const desk = useMemo(
    () =>
      createAnswerDesk({
        // Dated on the server's clock as this page knows it (lib/server-clock.ts); a cleared
        // answer too is written (the server drops its copy).
        store: (itemId, values) =>
          enqueueWrite(
            submitItemResponseWrite,
            userId,
            itemResponseVariables(itemId, values, serverClock.now()),
          ),
        outcome: onStored,
        // Read now, not from the last render: an answer asked for since then is already there.
        current: (itemId) => {
          const now = getOutboxState().entries.filter((e) => e.userId === userId);
          const served =
            sectionId === null
              ? undefined
              : queryClient.getQueryData<SectionQuestions>(
                  sectionQuestionsQueryKey(assessmentId, sectionId),
                );
          const shown = shownAnswers(assessmentId, served, now);
          const state = answerSyncStates([itemId], shown, now, noUnsavedAnswers).get(itemId);
          return {
            answer: shown.get(itemId),
            onItsWay: state === 'ON_DEVICE' || state === 'RECEIVED',
          };
        },
      }),
    [onStored, queryClient, userId, assessmentId, sectionId],
  );
  const unsaved = useSyncExternalStore(desk.subscribe, desk.unsaved, desk.unsaved);

  const served = useMemo(
    () => shownAnswers(assessmentId, questions, entries),
    [assessmentId, questions, entries],
  );
  const answers = useMemo(() => withUnsaved(new Map(served), unsaved), [served, unsaved]);
  const syncStates = useMemo(
    () => answerSyncStates(itemIds, answers, entries, unsaved),
    [itemIds, answers, entries, unsaved],
  );
  const answer = useCallback(
    (itemId: string, values: Answer) => {
      if (accepting) desk.answer(itemId, values);
    },
    [desk, accepting],
  );
  return { answers, syncStates, answer };
}
