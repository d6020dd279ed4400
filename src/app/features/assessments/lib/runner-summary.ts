/**
 * What the runner reports about the outbox and the assessment, besides its answers: the refused
 * writes, the answers still waiting after a deadline, the progress. Pure (use-running-assessment.ts
 * gives it the outbox's entries and the queries).
 */
import { assessmentMessages } from '../../../../domain/assessments.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { entriesOf, isEntryOf, isRefused } from '../../../lib/writes/define-write.ts';
import { sectionCloseWrite } from '../api/close-section.ts';
import { submitItemResponseWrite } from '../api/submit-item-response.ts';
import { refusedWrites } from './responses.ts';
import type { LateWindow } from './use-section-clock.ts';

/** The writes the server refused, as the runner reports them. */
export interface Refusals {
  /** Refused answers (or, with none, the refused close). */
  count: number;
  /** The server's reasons, each once. */
  reasons: string;
  /** Answers among them: the candidate may dismiss them (a close waits for Retry). */
  dismissible: boolean;
  /**
   * Every refused answer arrived too late to count: no retry can change that, so the runner says
   * so once, with what the receipt covers, and offers no Retry (docs/decisions/053).
   */
  late: boolean;
}

/**
 * Answers given before a section's time ran out, still on this device while it is offline past
 * the deadline: how many, and until when (performance.now()) they can still be sent and count.
 */
export interface LateAnswersWaiting {
  count: number;
  endsAt: number;
}

/** The refused answers (the candidate may dismiss them). */
export const refusedAnswersOf = (entries: readonly OutboxEntry[]): OutboxEntry[] =>
  refusedWrites(entries).filter((e) => !isEntryOf(sectionCloseWrite, e));

export function refusalsOf(entries: readonly OutboxEntry[]): Refusals | null {
  const refused = refusedWrites(entries);
  if (refused.length === 0) return null;
  const answers = refusedAnswersOf(entries);
  const late = (e: OutboxEntry) => e.lastError?.message === assessmentMessages.pastDeadline;
  return {
    count: answers.length || refused.length,
    reasons: [...new Set(refused.map((e) => e.lastError?.message ?? ''))].join(' '),
    dismissible: answers.length > 0,
    late: answers.length > 0 && refused.every(late),
  };
}

/** Offline past a section's deadline with answers given in time unsent (null otherwise). */
export function lateAnswersWaitingOf(
  lateWindow: LateWindow | null,
  entries: readonly OutboxEntry[],
  online: boolean,
): LateAnswersWaiting | null {
  if (!lateWindow || online) return null;
  const count = entriesOf(submitItemResponseWrite, entries).filter(
    (e) => !isRefused(e) && lateWindow.itemIds.has(e.variables.id),
  ).length;
  return count > 0 ? { count, endsAt: lateWindow.endsAt } : null;
}

/** Sections completed, from the assessment as cached (closes mark it at once). */
export function progressOf(
  sections: readonly { status: string }[] | undefined,
  info: { totalSections: number; completedSections: number } | undefined,
  ended: boolean,
): { completed: number; total: number } {
  const total = sections?.length ?? info?.totalSections ?? 0;
  const completed = ended
    ? total
    : (sections?.filter((s) => s.status === 'COMPLETE').length ?? info?.completedSections ?? 0);
  return { completed, total };
}
