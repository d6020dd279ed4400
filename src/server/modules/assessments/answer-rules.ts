/**
 * The pure rules of answering an item: which `values` fit each item type (src/domain/assessments.ts
 * says how each type is answered), whether an answer counts given the section's clock, and whether
 * an answer is right (scoring). No database here, so the rules are tested on their own.
 */
import { assessmentMessages as m, TEXT_ANSWER_MAX_LENGTH } from '../../../domain/assessments.ts';
import type { StoredItem } from './content-store.ts';

export interface ResponseValue {
  id?: string | null;
  value?: string | null;
}

/** Caps on what a request may carry before it is judged at all: far above any real answer. */
export const MAX_ID_LENGTH = 200;
export const MAX_VALUES = 100;
export const MAX_VALUE_LENGTH = 10_000;
export const MAX_TIMESTAMP_LENGTH = 64;
/**
 * A TIMER close is accepted once at most this much time is left: the client's countdown may lead
 * the server's by the whole second the server floors to, plus half a round trip, and a refused
 * close would stop the candidate at the section's end. Closing a little early gains nothing.
 */
export const TIMER_CLOSE_TOLERANCE_MS = 5_000;

export type Judged = { ok: true; values: ResponseValue[] } | { ok: false; message: string };

const refuse = (message: string): Judged => ({ ok: false, message });
const hasValue = (v: ResponseValue) => v.value !== undefined && v.value !== null;
const hasId = (v: ResponseValue) => v.id !== undefined && v.id !== null;

/** The values to store for `item`, normalized, or why they do not fit. */
export function judgeValues(item: StoredItem, values: readonly ResponseValue[]): Judged {
  if (values.length > MAX_VALUES) return refuse(m.answerDoesNotFit);
  for (const v of values) {
    if (hasId(v) && v.id!.length > MAX_ID_LENGTH) return refuse(m.unknownOption);
    if (hasValue(v) && v.value!.length > MAX_VALUE_LENGTH) return refuse(m.answerDoesNotFit);
  }
  // An option the item does not have is named as such, whatever else is wrong.
  if (values.some((v) => hasId(v) && !item.optionsById.has(v.id!))) return refuse(m.unknownOption);
  // No values: the candidate cleared the item (unticked every box, emptied the text).
  if (values.length === 0) return { ok: true, values: [] };

  const { itemType, totalPoints } = item.group;
  switch (itemType) {
    case 'MULTIPLE_CHOICE':
    case 'MATRIXTABLE': {
      const [only] = values;
      if (values.length !== 1 || !only || !hasId(only) || hasValue(only))
        return refuse(m.answerDoesNotFit);
      return { ok: true, values: [{ id: only.id! }] };
    }
    case 'MULTISELECT': {
      if (values.length === 0 || values.some((v) => !hasId(v) || hasValue(v)))
        return refuse(m.answerDoesNotFit);
      const ids = values.map((v) => v.id!);
      if (new Set(ids).size !== ids.length) return refuse(m.answerDoesNotFit);
      const exclusive = ids.some((id) => item.optionsById.get(id)!.isExclusive);
      if (exclusive && ids.length > 1) return refuse(m.answerDoesNotFit);
      // Stored in the options' order, so the same choice is always stored the same way.
      const picked = new Set(ids);
      return {
        ok: true,
        values: item.options.filter((o) => picked.has(o.id)).map((o) => ({ id: o.id })),
      };
    }
    case 'TEXTINPUT': {
      const [only] = values;
      if (values.length !== 1 || !only || hasId(only) || !hasValue(only))
        return refuse(m.answerDoesNotFit);
      const text = only.value!.trim();
      if (text.length > TEXT_ANSWER_MAX_LENGTH) return refuse(m.answerDoesNotFit);
      // An emptied text box clears the item, as no values do.
      return { ok: true, values: text === '' ? [] : [{ value: text }] };
    }
    case 'POINTALLOCATION': {
      const total = totalPoints ?? 0;
      if (values.length !== item.options.length) return refuse(m.answerDoesNotFit);
      const points = new Map<string, number>();
      for (const v of values) {
        if (!hasId(v) || !hasValue(v) || points.has(v.id!)) return refuse(m.answerDoesNotFit);
        const text = v.value!.trim();
        if (!/^\d{1,9}$/.test(text)) return refuse(m.answerDoesNotFit);
        const n = Number(text);
        if (n > total) return refuse(m.answerDoesNotFit);
        points.set(v.id!, n);
      }
      let sum = 0;
      for (const n of points.values()) sum += n;
      if (sum !== total) return refuse(m.answerDoesNotFit);
      return {
        ok: true,
        values: item.options.map((o) => ({ id: o.id, value: String(points.get(o.id)) })),
      };
    }
  }
}

/** The answer's creation time, or null when `timestamp` is not a date. */
export function parseTimestamp(timestamp: string): Date | null {
  if (timestamp.length === 0 || timestamp.length > MAX_TIMESTAMP_LENGTH) return null;
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) ? null : new Date(ms);
}

export type Timing =
  /** `lateByMs`: how long after the deadline it arrived (the time gained), or null when in time. */
  | { accept: true; answeredAt: Date; lateByMs: number | null }
  /**
   * `expired`: past the deadline and the grace window: the section is to be closed (TIMER).
   * `beforeStart`: its claimed time is before the section's questions were first served.
   */
  | { accept: false; expired: boolean; beforeStart?: true };

/**
 * How far before the section's start an answer's claimed time may lie: the device dates answers on
 * its estimate of the server's clock, which before the first heartbeat is good to about a second
 * (docs/decisions/047, point 5). Earlier claims are impossible (year 2000, say) and refused.
 */
export const CLAIM_BEFORE_START_TOLERANCE_MS = 5_000;

/** What bounds a late answer beyond its own section's clock (docs/decisions/053). */
export interface LateLimits {
  /** When the section's questions were first served: no answer is made before that. */
  startedAt: Date | null;
  /**
   * The attempt's late-answer budget (ANSWER_GRACE_BUDGET_MS) less what its other sections gained:
   * how long after this deadline a late answer may still arrive.
   */
  budgetLeftMs: number;
}

const NO_LIMITS: LateLimits = { startedAt: null, budgetLeftMs: Number.POSITIVE_INFINITY };

/** When an answer counts as given: its creation time, or now when the device's clock runs fast. */
export function answeredAtOf(createdAt: Date, now: Date): Date {
  return createdAt > now ? now : createdAt;
}

/**
 * Whether an answer created at `createdAt` counts, arriving `now`. The server owns time: no answer
 * claims a time well before its section's questions were served; before the deadline every other
 * answer counts. After it, only one created before the deadline, arriving within the grace window
 * and within what is left of the attempt's budget of late time (`limits.budgetLeftMs`), and with
 * no contact from its attempt between its creation and the deadline (`contactSinceCreated`): a
 * device that was in touch could have sent it in time (docs/decisions/047, 053). A creation time
 * in the future is the device's clock running fast: it counts as now.
 */
export function judgeTiming(
  createdAt: Date,
  now: Date,
  deadline: Date | null,
  graceMs: number,
  contactSinceCreated = false,
  limits: LateLimits = NO_LIMITS,
): Timing {
  const answeredAt = answeredAtOf(createdAt, now);
  const { startedAt, budgetLeftMs } = limits;
  if (startedAt && answeredAt.getTime() < startedAt.getTime() - CLAIM_BEFORE_START_TOLERANCE_MS)
    return { accept: false, expired: false, beforeStart: true };
  if (!deadline || now <= deadline) return { accept: true, answeredAt, lateByMs: null };
  const lateByMs = now.getTime() - deadline.getTime();
  const expired = lateByMs > graceMs;
  if (!expired && answeredAt <= deadline && !contactSinceCreated && lateByMs <= budgetLeftMs)
    return { accept: true, answeredAt, lateByMs };
  return { accept: false, expired };
}

/** Whole seconds left before `deadline` (never below 0), or null for an untimed section. */
export function secondsLeft(deadline: Date | null, now: Date): number | null {
  if (!deadline) return null;
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

/** Whether the item counts towards the score: it has a right answer to pick. */
export function isScored(item: StoredItem): boolean {
  const type = item.group.itemType;
  return (
    (type === 'MULTIPLE_CHOICE' || type === 'MATRIXTABLE' || type === 'MULTISELECT') &&
    item.options.some((o) => o.isCorrect)
  );
}

/**
 * What a wrong answer costs (docs/decisions/020): 1 / (options - 1), so picking at random among an
 * item's options scores 0 on average, and any wrong answer costs more than leaving the item blank.
 */
export function wrongAnswerPenalty(item: StoredItem): number {
  return item.options.length > 1 ? 1 / (item.options.length - 1) : 1;
}

/** A response is right when it picks exactly the correct option(s): no more, no fewer. */
export function isCorrectResponse(item: StoredItem, values: readonly ResponseValue[]): boolean {
  const correct = item.options.filter((o) => o.isCorrect).map((o) => o.id);
  const picked = new Set(values.filter(hasId).map((v) => v.id!));
  return (
    correct.length > 0 && picked.size === correct.length && correct.every((id) => picked.has(id))
  );
}
