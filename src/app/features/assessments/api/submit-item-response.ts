/**
 * SubmitItemResponse (spec 001 section 7) through the outbox: each response is on this device
 * before the screen shows it, and reaches the server once, in order, whenever the connection
 * allows. No coalesce key: every timed response, with its timestamp, must reach the server
 * (docs/decisions/014).
 *
 * `timestamp` is when the candidate answered, on the server's clock as this page estimates it
 * (lib/api/server-clock.ts: from the time every API answer carries, and never behind the latest
 * such time; the device's clock before the first answer). A late answer is judged against the
 * attempt's contacts with the server (docs/decisions/047, 067), so a device clock running fast or
 * slow would refuse an honest answer or date it wrongly. The countdown itself never depends on the
 * device's clock (lib/deadline-timer.ts).
 *
 * `$sequence` is the entry's place in its outbox, declared `sequenced` here and added when it is
 * sent (lib/api/batch-request.ts): the server refuses an answer older than one it received from
 * the same outbox (docs/decisions/047).
 *
 * Its delivery (run by the outbox, in every tab) tells the section clock
 * (lib/use-section-clock.ts) the time left, or that the section is over, and whether the answer
 * was recorded late (docs/decisions/053).
 */
import { graphql } from '../../../gql/gql.ts';
import type { ItemResponseValue, SubmitItemResponseMutation } from '../../../gql/graphql.ts';
import { sectionClockQueryKey } from '../../../lib/api/query-keys.ts';
import { changeEach, defineWrite } from '../../../lib/writes/define-write.ts';
import { type Answer, withAnswer } from '../lib/served-answers.ts';
import type { SectionQuestions } from './get-next-section-questions.ts';

export const SubmitItemResponseDocument = graphql(`
  mutation SubmitItemResponse(
    $id: ID!
    $values: [ItemResponseValue!]!
    $timestamp: String!
    $clientMutationId: ID!
    $sequence: AnswerSequence
  ) {
    submitItemResponse(
      id: $id
      values: $values
      timestamp: $timestamp
      clientMutationId: $clientMutationId
      sequence: $sequence
    ) {
      status
      timeRemaining
      recordedLate
    }
  }
`);

/**
 * No coalesce key. Until it is delivered the answer is its outbox entry, laid over the served
 * questions (lib/writes/unsent.ts); the cache is written once, at delivery, when the served copy
 * is the server's word (`shows`, applied by the outbox's delivery), so a reload offline still shows
 * it. The result's time left (or the section complete) goes to the runner (`raiseAnswerDelivery`).
 */
export const submitItemResponseWrite = defineWrite({
  operation: 'SubmitItemResponse',
  label: 'an answer in a timed section',
  refusalShownByScreen: true,
  document: SubmitItemResponseDocument,
  batch: true,
  sequenced: true,
  answer: true,
  shows: [
    changeEach<SectionQuestions, { id: string; values: Answer | ItemResponseValue }>(
      sectionClockQueryKey,
      (data, { id, values }) => ({
        ...data,
        itemGroups: withAnswer(data.itemGroups, id, Array.isArray(values) ? values : [values]),
      }),
    ),
  ],
  delivered: {
    raise: (result, { userId, variables }) => {
      const delivery = answerDeliveryOf(result, { userId, itemId: variables.id });
      if (delivery) raiseAnswerDelivery(delivery);
    },
  },
});

export type ResponseValue = ItemResponseValue;

/** The variables of an answer to `itemId`, answered now unless told otherwise. */
export function itemResponseVariables(
  itemId: string,
  values: readonly ResponseValue[],
  answeredAt: Date = new Date(),
) {
  return {
    id: itemId,
    values: values.map((v) => ({ ...v })),
    timestamp: answeredAt.toISOString(),
  };
}

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
