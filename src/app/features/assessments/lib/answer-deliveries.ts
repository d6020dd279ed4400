/**
 * What a delivered answer tells the running assessment: the time its section has left, or that
 * the section is over on the server, and whether it was recorded after its deadline
 * (docs/decisions/053). Raised by the answer's declaration (api/submit-item-response.ts) when the
 * one delivery listener, app/outbox-sync.tsx, runs its delivery (in every tab); followed by the
 * runner (use-section-clock.ts). Nothing here reads the outbox.
 */
import type { SubmitItemResponseMutation } from '../../../gql/graphql.ts';

type Result = SubmitItemResponseMutation['submitItemResponse'];

export interface AnswerDelivery {
  userId: string;
  itemId: string;
  /** COMPLETE: the section is over on the server (its time and grace spent). */
  status: Result['status'];
  /** Seconds the section had left when the server took the answer (null: untimed). */
  timeRemaining: number | null;
  recordedLate: boolean;
  /** When this tab heard of it (Date.now()). */
  receivedAt: number;
}

type Listener = (delivery: AnswerDelivery) => void;

const listeners = new Set<Listener>();

export function raiseAnswerDelivery(delivery: AnswerDelivery): void {
  for (const listener of [...listeners]) listener(delivery);
}

/** Follows every delivered answer; returns the unsubscribe. */
export function followAnswerDeliveries(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The delivery of an answer, from its write's result (null for a result of another shape). */
export function answerDeliveryOf(
  result: unknown,
  write: { userId: string; itemId: string },
  receivedAt = Date.now(),
): AnswerDelivery | null {
  const data =
    result && typeof result === 'object'
      ? (result as Partial<SubmitItemResponseMutation>).submitItemResponse
      : undefined;
  if (!data || typeof data !== 'object') return null;
  return {
    ...write,
    status: data.status,
    timeRemaining: data.timeRemaining ?? null,
    recordedLate: data.recordedLate === true,
    receivedAt,
  };
}
