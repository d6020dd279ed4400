/**
 * The questionnaire's answers as the candidate sees them: the server's stored answers with the
 * unsent ones laid over them (lib/writes/unsent.ts, through the answer writes' declarations, so the
 * questionnaire goes on offline and across reloads), overlaid with what is being typed on this
 * screen and not saved yet. Pure functions over the outbox's entries.
 */
import type { SurveyAnswerValue } from '../../../../domain/survey.ts';
import type { OutboxEntry } from '../../../lib/outbox/types.ts';
import { entriesOf, isEntryOfAny, isRefused } from '../../../lib/writes/define-write.ts';
import { surveyAnswerWrites } from '../api/set-user-survey-answer.ts';
import { surveyCompleteWrite } from '../api/set-user-survey-complete.ts';

export type AnswerMap = ReadonlyMap<string, SurveyAnswerValue>;

export interface StoredAnswer {
  questionId: string;
  value?: string | null;
  multiValue?: readonly string[] | null;
}

const answerEntries = (entries: readonly OutboxEntry[]) =>
  entries.filter((e) => isEntryOfAny(surveyAnswerWrites, e));

const questionOf = (entry: OutboxEntry): string | null => {
  const { questionId } = entry.variables;
  return typeof questionId === 'string' ? questionId : null;
};

/** The server's refusal of a question's latest answer, by question. */
export function failedAnswers(entries: readonly OutboxEntry[]): Map<string, string> {
  const failed = new Map<string, string>();
  for (const entry of answerEntries(entries)) {
    const questionId = questionOf(entry);
    if (questionId === null) continue;
    if (isRefused(entry)) failed.set(questionId, entry.lastError?.message ?? '');
    else failed.delete(questionId); // a newer answer waits: the refusal is old news
  }
  return failed;
}

/** Answers still on their way to the server (refused ones are not: they wait for the candidate). */
export function unsentAnswerCount(entries: readonly OutboxEntry[]): number {
  return answerEntries(entries).filter((e) => !isRefused(e)).length;
}

/** A Submit waits in the outbox (queued behind the answers, or refused). */
export function queuedSubmit(entries: readonly OutboxEntry[]): OutboxEntry | undefined {
  return entriesOf(surveyCompleteWrite, entries).at(-1);
}

/** The stored answers (with the unsent ones laid over), then the drafts on screen on top. */
export function currentAnswers(
  stored: readonly StoredAnswer[] | undefined,
  drafts: AnswerMap,
): Map<string, SurveyAnswerValue> {
  const answers = new Map<string, SurveyAnswerValue>();
  for (const a of stored ?? []) {
    answers.set(a.questionId, { value: a.value ?? null, multiValue: a.multiValue ?? null });
  }
  for (const [id, answer] of drafts) answers.set(id, answer);
  return answers;
}
