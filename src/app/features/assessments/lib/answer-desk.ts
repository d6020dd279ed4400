/**
 * An answer on its way to this device (docs/decisions/041-answer-sync-state.md). From the click
 * until the outbox holds its entry (a few milliseconds of IndexedDB), the answer is here, and only
 * here; then the outbox entry is the answer until the server has it, then the served questions
 * (lib/writes/unsent.ts lays the entries over them). An answer that could not be stored stays
 * here, "Not saved", until the candidate answers again. A plain store (useSyncExternalStore reads
 * it), so the check below sees every answer asked for, even before a render shows it.
 */
import { sameAnswer } from './responses.ts';
import type { Answer } from './served-answers.ts';

export interface UnsavedAnswers {
  /** Items with an answer being written to this device: the latest one, and how many writes. */
  storing: ReadonlyMap<string, { values: Answer; writes: number }>;
  /** Items whose latest write failed: the answer only this screen holds. */
  notSaved: ReadonlyMap<string, Answer>;
}

export interface AnswerDeskOptions {
  /** Writes the answer to the outbox (resolves once it is on this device). */
  store: (itemId: string, values: Answer) => Promise<unknown>;
  /**
   * The item's answer as the outbox and the served questions show it now (none here), and
   * whether it is on its way: on this device (not refused), or received.
   */
  current: (itemId: string) => { answer: Answer | undefined; onItsWay: boolean };
  /** Each write's outcome (the runner says when the last one failed). */
  outcome: (stored: boolean, error?: unknown) => void;
}

export interface AnswerDesk {
  answer: (itemId: string, values: Answer) => void;
  unsaved: () => UnsavedAnswers;
  subscribe: (listener: () => void) => () => void;
}

export const noUnsavedAnswers: UnsavedAnswers = { storing: new Map(), notSaved: new Map() };

export function createAnswerDesk({ store, current, outcome }: AnswerDeskOptions): AnswerDesk {
  let state = noUnsavedAnswers;
  const listeners = new Set<() => void>();
  const set = (next: UnsavedAnswers) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const settled = (itemId: string, values: Answer, stored: boolean) => {
    const storing = new Map(state.storing);
    const pending = storing.get(itemId);
    if (pending && pending.writes > 1)
      storing.set(itemId, { ...pending, writes: pending.writes - 1 });
    else storing.delete(itemId);
    // The latest write decides: a later answer stored clears an earlier failure.
    const notSaved = new Map(state.notSaved);
    if (stored) notSaved.delete(itemId);
    else notSaved.set(itemId, values);
    set({ storing, notSaved });
  };

  return {
    answer(itemId, values) {
      // A debounced field may commit what it already committed (say, a last field filled with the
      // value it stood for): the same answer, on its way or received, is not written again. After
      // a refusal or a failed save it is (the candidate tries again).
      const pending = state.storing.get(itemId);
      const now = pending
        ? { answer: pending.values, onItsWay: true }
        : state.notSaved.has(itemId)
          ? { answer: undefined, onItsWay: false }
          : current(itemId);
      if (now.onItsWay && sameAnswer(now.answer, values)) return;
      set({
        ...state,
        storing: new Map(state.storing).set(itemId, { values, writes: (pending?.writes ?? 0) + 1 }),
      });
      store(itemId, values).then(
        () => {
          settled(itemId, values, true);
          outcome(true);
        },
        (error: unknown) => {
          settled(itemId, values, false);
          outcome(false, error);
        },
      );
    },
    unsaved: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** `answers` with the answers only this screen holds laid over them. */
export function withUnsaved(
  answers: Map<string, Answer>,
  unsaved: UnsavedAnswers,
): Map<string, Answer> {
  for (const [id, values] of unsaved.notSaved)
    if (!unsaved.storing.has(id)) answers.set(id, values);
  for (const [id, { values }] of unsaved.storing) answers.set(id, values);
  return answers;
}
