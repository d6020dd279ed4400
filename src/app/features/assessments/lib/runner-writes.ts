/**
 * The running assessment's writes (docs/decisions/036-running-assessment-reducer.md). What they
 * change in the query cache is their declarations' (api/submit-item-response.ts,
 * api/close-section.ts; lib/writes/): the hook (use-running-assessment.ts) calls these and decides
 * what the screen does; nothing here touches the runner's state.
 *
 * (An answer goes to the outbox from use-runner-answers.ts, through the answer desk.)
 * - A close: goes to the outbox after the section's answers; once stored, the assessment's
 *   progress counts the section as complete.
 * What a delivery tells the runner comes from the answer's declaration
 * (api/submit-item-response.ts `raiseAnswerDelivery`).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SectionCloseType } from '../../../../domain/assessments.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { enqueueSectionClose } from '../api/close-section.ts';
import { sectionInformationQueryKey } from '../api/get-next-section-information.ts';

export function runnerWrites(queryClient: QueryClient, userId: string, assessmentId: string) {
  return {
    /** Asks the server which section is next (after it served another one than shown). */
    askWhatIsNext: () =>
      void queryClient.invalidateQueries({ queryKey: sectionInformationQueryKey(assessmentId) }),

    /** Stored after the answers already queued; the progress counts the section at once. */
    storeClose(sectionId: string, closeType: SectionCloseType): Promise<OutboxEntry> {
      return enqueueSectionClose(userId, sectionId, closeType, queryClient);
    },
  };
}

export type RunnerWrites = ReturnType<typeof runnerWrites>;
