/**
 * What a Submit is waiting for (spec 001 section 4, offline): SetUserSurveyComplete waits in the
 * outbox behind the unsent answers; the screen says why it waits until the server has answered.
 */
import type { OutboxEntry } from '../../../lib/outbox/types.ts';

export const submitMessages = {
  sending: (left: number) => `Sending your answers… ${left} left`,
  offline:
    "You're offline. Your answers are saved on this device; we'll submit them when you're back online.",
  submitting: 'Submitting your answers…',
  refused: (message: string) => `Your answers were not submitted: ${message}`,
} as const;

export type SubmitWait =
  | { kind: 'none' }
  | { kind: 'offline' }
  | { kind: 'sending'; left: number }
  | { kind: 'submitting' }
  | { kind: 'refused'; message: string };

export function submitWait({
  queued,
  unsentAnswers,
  online,
}: {
  /** The SetUserSurveyComplete entry in the outbox, if any. */
  queued: OutboxEntry | undefined;
  unsentAnswers: number;
  online: boolean;
}): SubmitWait {
  if (!queued) return { kind: 'none' };
  if (queued.lastError?.permanent) {
    return { kind: 'refused', message: queued.lastError.message };
  }
  if (!online) return { kind: 'offline' };
  if (unsentAnswers > 0) return { kind: 'sending', left: unsentAnswers };
  return { kind: 'submitting' };
}

export function submitWaitMessage(wait: SubmitWait): string {
  switch (wait.kind) {
    case 'none':
      return '';
    case 'offline':
      return submitMessages.offline;
    case 'sending':
      return submitMessages.sending(wait.left);
    case 'submitting':
      return submitMessages.submitting;
    case 'refused':
      return submitMessages.refused(wait.message);
  }
}
