/**
 * The running assessment's writes (docs/decisions/036-running-assessment-reducer.md). What they
 * change in the query cache is their declarations' (api/submit-item-response.ts,
 * api/close-section.ts; lib/writes/): the hook (use-running-assessment.ts) calls these and decides
 * what the screen does; nothing here touches the runner's state.
 *
 * - An answer: the served questions show it at once, then it goes to the outbox.
 * - A close: goes to the outbox after the section's answers; once stored, the assessment's
 *   progress counts the section as complete.
 * - Delivered: an answer's result (time left, or the section complete) goes to the runner.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SectionCloseType } from '../../../../domain/assessments.ts';
import { onDelivered } from '../../../lib/outbox/outbox.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { enqueueWrite, showWrite } from '../../../lib/writes/enqueue-write.ts';
import { enqueueSectionClose } from '../api/close-section.ts';
import { sectionInformationQueryKey } from '../api/get-next-section-information.ts';
import {
  deliveredResponseResult,
  itemResponseVariables,
  submitItemResponseWrite,
} from '../api/submit-item-response.ts';
import type { Answer } from './served-answers.ts';
import { serverClock } from '../../../lib/api/server-clock.ts';

export type DeliveredResponse = NonNullable<ReturnType<typeof deliveredResponseResult>>;

export interface RunnerDeliveries {
  /** The section whose questions show `itemId` now, if any. */
  sectionShowing: (itemId: string) => string | null;
  /** A delivered answer of the section on screen: what the server said (time left, status). */
  answerDelivered: (response: DeliveredResponse) => void;
  /** A delivered answer the server recorded after its section's deadline (docs/decisions/053). */
  recordedLate?: (itemId: string) => void;
}

export function runnerWrites(queryClient: QueryClient, userId: string, assessmentId: string) {
  /** Asks the server which section is next (after it served another one than shown). */
  const askWhatIsNext = () =>
    void queryClient.invalidateQueries({ queryKey: sectionInformationQueryKey(assessmentId) });

  return {
    askWhatIsNext,

    /**
     * Shown at once; stored on this device (a cleared answer too: the server drops its copy).
     * Dated on the server's clock as this page knows it (lib/server-clock.ts).
     */
    storeAnswer(itemId: string, values: Answer): Promise<OutboxEntry> {
      const variables = itemResponseVariables(itemId, values, serverClock.now());
      showWrite(queryClient, submitItemResponseWrite, variables);
      return enqueueWrite(submitItemResponseWrite, userId, variables);
    },

    /** Stored after the answers already queued; the progress counts the section at once. */
    storeClose(sectionId: string, closeType: SectionCloseType): Promise<OutboxEntry> {
      return enqueueSectionClose(userId, sectionId, closeType, queryClient);
    },

    /**
     * Follows the deliveries of this user's answers, for the server's word on the section (time
     * left, or complete); returns the unsubscribe. What a delivery changes in the cache is the
     * writes' declarations (app/outbox-sync.tsx).
     */
    followDeliveries({
      sectionShowing,
      answerDelivered,
      recordedLate,
    }: RunnerDeliveries): () => void {
      return onDelivered((entry, result) => {
        if (entry.userId !== userId) return;
        const response = deliveredResponseResult(entry, result);
        // Whichever section shows now: a late answer arrives after its own section's time.
        if (response?.recordedLate) recordedLate?.(String(entry.variables.id));
        if (!response || !sectionShowing(String(entry.variables.id))) return;
        answerDelivered(response);
      });
    },
  };
}

export type RunnerWrites = ReturnType<typeof runnerWrites>;
