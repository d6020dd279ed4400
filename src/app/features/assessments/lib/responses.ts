/**
 * A section's answers as the candidate sees them: the served questions (whose cache each answer
 * changes at once, spec 001 section 7) with the responses still waiting in the outbox laid over
 * them (lib/writes/unsent.ts, through the answer's declaration), so answers show offline and after
 * a reload even when the served copy is older. Pure functions.
 */
import type { ItemType } from '../../../../domain/assessments.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { entriesOf, isEntryOf, isRefused } from '../../../lib/writes/define-write.ts';
import { withUnsent } from '../../../lib/writes/unsent.ts';
import { sectionCloseWrite } from '../api/close-section.ts';
import type { SectionQuestions } from '../api/get-next-section-questions.ts';
import { sectionQuestionsQueryKey } from '../../../lib/api/query-keys.ts';
import { submitItemResponseWrite } from '../api/submit-item-response.ts';
import type { Answer, AnswerMap, Item, ItemGroup } from './served-answers.ts';

export type { Answer, AnswerMap, Item, ItemGroup, ItemOption } from './served-answers.ts';
export { withAnswer } from './served-answers.ts';

const isResponse = (entry: OutboxEntry) => isEntryOf(submitItemResponseWrite, entry);
const isClose = (entry: OutboxEntry) => isEntryOf(sectionCloseWrite, entry);

/** The answer the served copy holds for an item, or null when it holds none. */
export function servedAnswer(itemType: ItemType, item: Item): Answer | null {
  switch (itemType) {
    case 'TEXTINPUT':
      return item.value ? [{ value: item.value }] : null;
    case 'POINTALLOCATION':
      return item.options.length > 0 && item.options.every((o) => o.value !== null)
        ? item.options.map((o) => ({ id: o.id, value: o.value }))
        : null;
    default: {
      const picked = item.options.filter((o) => o.isSelected).map((o) => ({ id: o.id }));
      return picked.length > 0 ? picked : null;
    }
  }
}

/** Responses and closes the server refused (kept by the outbox until the candidate acts). */
export function refusedWrites(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((e) => isRefused(e) && (isResponse(e) || isClose(e)));
}

/** The section close waiting in the outbox (or refused) for `sectionId`, if any. */
export function queuedClose(
  entries: readonly OutboxEntry[],
  sectionId: string | null | undefined,
): OutboxEntry | undefined {
  if (!sectionId) return undefined;
  return entriesOf(sectionCloseWrite, entries).findLast((e) => e.variables.id === sectionId);
}

/** The answers the served groups hold (with the unsent ones laid over, see the header). */
export function currentAnswers(groups: readonly ItemGroup[]): Map<string, Answer> {
  const answers = new Map<string, Answer>();
  for (const group of groups) {
    for (const item of group.items) {
      const served = servedAnswer(group.itemType, item);
      if (served) answers.set(item.id, served);
    }
  }
  return answers;
}

/**
 * The answers of served questions as the candidate sees them: the server's copy with the unsent
 * answers of `entries` (one user's) laid over it (lib/writes/unsent.ts).
 */
export function shownAnswers(
  assessmentId: string,
  questions: SectionQuestions | undefined,
  entries: readonly OutboxEntry[],
): Map<string, Answer> {
  if (!questions) return new Map();
  const key = sectionQuestionsQueryKey(assessmentId, questions.id ?? '');
  return currentAnswers(withUnsent(questions, key, entries, [submitItemResponseWrite]).itemGroups);
}

/** Whether two answers give the same values in the same order (an absent answer matches none). */
export function sameAnswer(before: Answer | undefined, after: Answer | undefined): boolean {
  if (before === after) return true;
  if (!before || !after || before.length !== after.length) return false;
  return before.every((v, i) => v.id === after[i]!.id && v.value === after[i]!.value);
}

export function pointsOf(answer: Answer | undefined, optionId: string): number | null {
  const raw = answer?.find((v) => v.id === optionId)?.value;
  if (raw === undefined || raw === null || raw === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** Whether `answer` is a complete answer to `item` (what the server accepts). */
export function isAnswered(group: ItemGroup, item: Item, answer: Answer | undefined): boolean {
  if (!answer || answer.length === 0) return false;
  switch (group.itemType) {
    case 'MULTIPLE_CHOICE':
    case 'MATRIXTABLE':
      return answer.length === 1 && !!answer[0]!.id;
    case 'MULTISELECT':
      return answer.every((v) => !!v.id);
    case 'TEXTINPUT':
      return (answer[0]!.value ?? '').trim().length > 0;
    case 'POINTALLOCATION': {
      const total = group.totalPoints ?? 0;
      let sum = 0;
      for (const option of item.options) {
        const points = pointsOf(answer, option.id);
        if (points === null) return false;
        sum += points;
      }
      return sum === total;
    }
  }
}

export function answeredCount(
  groups: readonly ItemGroup[],
  answers: AnswerMap,
): { answered: number; total: number } {
  let answered = 0;
  let total = 0;
  for (const group of groups) {
    for (const item of group.items) {
      total += 1;
      if (isAnswered(group, item, answers.get(item.id))) answered += 1;
    }
  }
  return { answered, total };
}

/**
 * Sample items (info screen): right when every item's picked options are exactly its correct
 * ones. Items without a correct option (text, points) are right once answered.
 */
export function isSampleCorrect(group: ItemGroup, answers: AnswerMap): boolean {
  return group.items.every((item) => {
    const answer = answers.get(item.id);
    const correct = item.options.filter((o) => o.isCorrect).map((o) => o.id);
    if (correct.length === 0) return isAnswered(group, item, answer);
    const picked = (answer ?? []).map((v) => v.id).filter((id): id is string => !!id);
    return picked.length === correct.length && correct.every((id) => picked.includes(id));
  });
}
