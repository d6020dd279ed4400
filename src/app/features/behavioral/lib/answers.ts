/**
 * The questionnaire's answers as the candidate sees them: the server's stored answers, overlaid
 * with the unsent ones waiting in the outbox (so the questionnaire goes on offline and across
 * reloads), overlaid with what is being typed on this screen and not saved yet. Pure functions over
 * the outbox's entries.
 */
import type { SurveyAnswerValue } from '../../../../domain/survey.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';

export const SET_ANSWER_OPERATIONS = {
  single: 'SetUserSurveyAnswer',
  multi: 'SetUserSurveyAnswerMultiValue',
} as const;
export const SET_COMPLETE_OPERATION = 'SetUserSurveyComplete';

export type AnswerMap = ReadonlyMap<string, SurveyAnswerValue>;

export interface StoredAnswer {
  questionId: string;
  value?: string | null;
  multiValue?: readonly string[] | null;
}

const isAnswerEntry = (entry: OutboxEntry) =>
  entry.operation === SET_ANSWER_OPERATIONS.single ||
  entry.operation === SET_ANSWER_OPERATIONS.multi;

const isRefused = (entry: OutboxEntry) => entry.lastError?.permanent === true;

function answerOf(entry: OutboxEntry): { questionId: string; answer: SurveyAnswerValue } | null {
  const { questionId, value, multiValue } = entry.variables;
  if (typeof questionId !== 'string') return null;
  return entry.operation === SET_ANSWER_OPERATIONS.multi
    ? {
        questionId,
        answer: { multiValue: Array.isArray(multiValue) ? multiValue.map(String) : [] },
      }
    : { questionId, answer: { value: typeof value === 'string' ? value : null } };
}

/**
 * The unsent answers, by question: the newest per question wins (entries are in queue order).
 * Answers the server refused are left out: it does not hold them and will not; the candidate sees
 * the refusal (failedAnswers) and answers again.
 */
export function pendingAnswers(entries: readonly OutboxEntry[]): Map<string, SurveyAnswerValue> {
  const pending = new Map<string, SurveyAnswerValue>();
  for (const entry of entries) {
    if (!isAnswerEntry(entry) || isRefused(entry)) continue;
    const parsed = answerOf(entry);
    if (parsed) pending.set(parsed.questionId, parsed.answer);
  }
  return pending;
}

/** The server's refusal of a question's latest answer, by question. */
export function failedAnswers(entries: readonly OutboxEntry[]): Map<string, string> {
  const failed = new Map<string, string>();
  for (const entry of entries) {
    if (!isAnswerEntry(entry)) continue;
    const parsed = answerOf(entry);
    if (!parsed) continue;
    if (isRefused(entry)) failed.set(parsed.questionId, entry.lastError?.message ?? '');
    else failed.delete(parsed.questionId); // a newer answer waits: the refusal is old news
  }
  return failed;
}

/** Answers still on their way to the server (refused ones are not: they wait for the candidate). */
export function unsentAnswerCount(entries: readonly OutboxEntry[]): number {
  return entries.filter((e) => isAnswerEntry(e) && !isRefused(e)).length;
}

/** A Submit waits in the outbox (queued behind the answers, or refused). */
export function queuedSubmit(entries: readonly OutboxEntry[]): OutboxEntry | undefined {
  return entries.findLast((e) => e.operation === SET_COMPLETE_OPERATION);
}

/** Server answers, then the unsent ones, then the drafts on screen: the later layer wins. */
export function currentAnswers(
  server: readonly StoredAnswer[] | undefined,
  pending: AnswerMap,
  drafts: AnswerMap,
): Map<string, SurveyAnswerValue> {
  const answers = new Map<string, SurveyAnswerValue>();
  for (const a of server ?? []) {
    answers.set(a.questionId, { value: a.value ?? null, multiValue: a.multiValue ?? null });
  }
  for (const [id, answer] of pending) answers.set(id, answer);
  for (const [id, answer] of drafts) answers.set(id, answer);
  return answers;
}

/** The answer a delivered answer write stored (its result), or null for any other write. */
export function deliveredAnswer(
  operation: string,
  result: unknown,
): { questionId: string; value: string | null; multiValue: string[] | null } | null {
  if (!result || typeof result !== 'object') return null;
  const data = result as Record<string, unknown>;
  const stored =
    operation === SET_ANSWER_OPERATIONS.single
      ? data.setUserSurveyAnswer
      : operation === SET_ANSWER_OPERATIONS.multi
        ? data.setUserSurveyAnswerMultiValue
        : null;
  if (!stored || typeof stored !== 'object') return null;
  const { questionId, value, multiValue } = stored as Record<string, unknown>;
  if (typeof questionId !== 'string') return null;
  return {
    questionId,
    value: typeof value === 'string' ? value : null,
    multiValue: Array.isArray(multiValue) ? multiValue.map(String) : null,
  };
}
