/**
 * The running assessment's writes, and everything they and their delivery change in the query
 * cache: the one place that does (docs/decisions/036-running-assessment-reducer.md). The hook
 * (use-running-assessment.ts) calls these and decides what the screen does; nothing here touches
 * the runner's state.
 *
 * - An answer: the served questions show it at once (the cache), then it goes to the outbox.
 * - A close: goes to the outbox after the section's answers; once stored, the assessment's
 *   progress counts the section as complete.
 * - Delivered: a close asks the server what is next (the information and the assessment); an
 *   answer is written into the served questions (the outbox no longer shows it), and its result
 *   (time left, or the section complete) goes to the runner.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SectionCloseType } from '../../../../domain/assessments.ts';
import { onDelivered } from '../../../lib/outbox/outbox.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { enqueueSectionClose, SECTION_CLOSE_OPERATION } from '../api/close-section.ts';
import { assessmentQueryKey, markSectionCompleteLocally } from '../api/get-assessment.ts';
import { sectionInformationQueryKey } from '../api/get-next-section-information.ts';
import {
  type SectionQuestions,
  sectionQuestionsQueryKey,
} from '../api/get-next-section-questions.ts';
import { deliveredResponseResult, enqueueItemResponse } from '../api/submit-item-response.ts';
import { type Answer, valuesOf, withAnswer } from './responses.ts';

export type DeliveredResponse = NonNullable<ReturnType<typeof deliveredResponseResult>>;

export interface RunnerDeliveries {
  /** The section whose questions show `itemId` now, if any. */
  sectionShowing: (itemId: string) => string | null;
  /** A delivered answer of the section on screen: what the server said (time left, status). */
  answerDelivered: (response: DeliveredResponse) => void;
}

export function runnerWrites(queryClient: QueryClient, userId: string, assessmentId: string) {
  /** The served questions of `sectionId` with `values` as the answer of `itemId`. */
  const writeServedAnswer = (sectionId: string, itemId: string, values: Answer) =>
    queryClient.setQueryData<SectionQuestions>(
      sectionQuestionsQueryKey(assessmentId, sectionId),
      (data) =>
        data ? { ...data, itemGroups: withAnswer(data.itemGroups, itemId, values) } : data,
    );

  /** Asks the server which section is next (after it served another one than shown). */
  const askWhatIsNext = () =>
    void queryClient.invalidateQueries({ queryKey: sectionInformationQueryKey(assessmentId) });

  return {
    askWhatIsNext,

    /** Shown at once; stored on this device (a cleared answer too: the server drops its copy). */
    storeAnswer(sectionId: string, itemId: string, values: Answer): Promise<OutboxEntry> {
      writeServedAnswer(sectionId, itemId, values);
      return enqueueItemResponse(userId, itemId, values);
    },

    /** Stored after the answers already queued; the progress counts the section at once. */
    async storeClose(sectionId: string, closeType: SectionCloseType): Promise<OutboxEntry> {
      const entry = await enqueueSectionClose(userId, sectionId, closeType);
      markSectionCompleteLocally(queryClient, assessmentId, sectionId);
      return entry;
    },

    /** Follows the outbox's deliveries of this user's writes; returns the unsubscribe. */
    followDeliveries({ sectionShowing, answerDelivered }: RunnerDeliveries): () => void {
      return onDelivered((entry, result) => {
        if (entry.userId !== userId) return;
        if (entry.operation === SECTION_CLOSE_OPERATION) {
          // app/outbox-sync.tsx asks for these too, first: whichever asks second shares the
          // request in flight (cancelRefetch: false) instead of cancelling and sending it again.
          const shared = { cancelRefetch: false };
          void queryClient.invalidateQueries(
            { queryKey: sectionInformationQueryKey(assessmentId) },
            shared,
          );
          void queryClient.invalidateQueries(
            { queryKey: assessmentQueryKey(assessmentId), exact: true },
            shared,
          );
          return;
        }
        const response = deliveredResponseResult(entry.operation, result);
        const itemId = String(entry.variables.id);
        const sectionId = response ? sectionShowing(itemId) : null;
        if (!response || !sectionId) return;
        // The server holds it now, and the outbox no longer shows it: the served answers must
        // (an answer given in a tab closed offline and delivered from this one looked unanswered).
        writeServedAnswer(sectionId, itemId, valuesOf(entry));
        answerDelivered(response);
      });
    },
  };
}

export type RunnerWrites = ReturnType<typeof runnerWrites>;
