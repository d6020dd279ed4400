/**
 * Where each answer of a timed section is (docs/decisions/041-answer-sync-state.md): being written
 * to this device, saved on this device (waiting in the outbox), received by the server (the outbox
 * delivered it, or the server served it), refused by the server, or not saved at all. Pure: the
 * runner (use-running-assessment.ts) gives the outbox's entries, the answers shown and its own
 * writes in progress; each question shows its state (components/items/answer-sync-status.tsx).
 */
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { entriesOf, isRefused } from '../../../lib/writes/define-write.ts';
import { submitItemResponseWrite } from '../api/submit-item-response.ts';
import type { AnswerMap } from './served-answers.ts';

export type AnswerSyncState = 'SAVING' | 'ON_DEVICE' | 'RECEIVED' | 'REFUSED' | 'NOT_SAVED';

/** Each item's state, by item id; an item with no answer and no write has none. */
export type AnswerSyncStates = ReadonlyMap<string, AnswerSyncState>;

export const answerSyncMessages: Record<AnswerSyncState, string> = {
  SAVING: 'Saving…',
  ON_DEVICE: 'Saved on this device',
  RECEIVED: 'Received',
  // The runner's message above says why (runnerMessages.refusedTitle: "…was not recorded").
  REFUSED: 'Not recorded',
  NOT_SAVED: 'Not saved',
};

/** The runner's own writes of answers to the outbox (answer-desk.ts). */
export interface LocalSaves {
  /** Items with an answer being written to the outbox now. */
  storing: { has(itemId: string): boolean };
  /** Items whose latest answer could not be written (the runner says so above the questions). */
  notSaved: { has(itemId: string): boolean };
}

/**
 * The state of each item in `itemIds`. The latest word wins: a write in progress or failed here,
 * then the item's latest entry in the outbox (refused, or waiting: on this device), and with none,
 * an answer shown is one the server has.
 */
export function answerSyncStates(
  itemIds: Iterable<string>,
  answers: AnswerMap,
  entries: readonly OutboxEntry[],
  saves: LocalSaves,
): Map<string, AnswerSyncState> {
  const latestEntry = new Map<string, OutboxEntry>();
  for (const entry of entriesOf(submitItemResponseWrite, entries))
    latestEntry.set(entry.variables.id, entry);

  const states = new Map<string, AnswerSyncState>();
  for (const id of itemIds) {
    const entry = latestEntry.get(id);
    const state: AnswerSyncState | null = saves.storing.has(id)
      ? 'SAVING'
      : saves.notSaved.has(id)
        ? 'NOT_SAVED'
        : entry
          ? isRefused(entry)
            ? 'REFUSED'
            : 'ON_DEVICE'
          : (answers.get(id)?.length ?? 0) > 0
            ? 'RECEIVED'
            : null;
    if (state) states.set(id, state);
  }
  return states;
}
