/**
 * SubmitItemResponse: the candidate's answer to a real item of their section in progress, the
 * timed assessments' hot path (docs/decisions/038). One row per item: a response created earlier
 * than the stored one never replaces it. Idempotent (the client's clientMutationId): a replay
 * answers the first result and writes nothing again.
 *
 * No answer may claim a time before its section's questions were served (docs/decisions/053). An
 * answer counts when it arrives before the section's deadline, or when it was created before it,
 * arrives within the grace window and within what the attempt's other sections left of its budget
 * of late time, and nothing from its attempt reached the server between its creation and the
 * deadline (section_contacts, docs/decisions/047 and 053); such a late answer is stored with how
 * late it was (late_by_ms), and its section's contact row keeps the late time gained
 * (late_gained_ms) for the budget. One arriving after the deadline and the grace window is
 * refused, and closes its section (TIMER): the rule lives here, not in the resolver. An answer
 * carrying its outbox's sequence number is refused when a later one of the same outbox was
 * received already (out of order). Every accepted answer is itself a contact.
 *
 * The usual answer is one statement, the database function `submit_item_response` (migration
 * 0015_answer_function.sql, docs/decisions/057): it checks the caller's session when it was not
 * looked up, finds the caller's section of the item and holds it FOR SHARE against a close
 * (closing.ts), judges it in SQL, claims the key with the stored response, and saves the answer.
 * Anything it does not accept goes the general way (runIdempotent), where the same function runs
 * after the key's claim and the refusal is explained in the checks' order.
 */
import { sql } from 'drizzle-orm';
import { assessmentMessages as m, type SectionStatus } from '../../../domain/assessments.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { UserFacingError } from '../../errors.ts';
import { replay, runIdempotent, validKey } from '../idempotency/idempotency.ts';
import { countRefusal } from '../metrics/metrics.ts';
import { requestHash } from '../idempotency/request-hash.ts';
import type { RecheckedSession } from '../sessions/sessions.ts';
import {
  answeredAtOf,
  CLAIM_BEFORE_START_TOLERANCE_MS,
  judgeTiming,
  judgeValues,
  MAX_ID_LENGTH,
  parseTimestamp,
  type ResponseValue,
} from './answer-rules.ts';
import type { SectionClock } from './clock.ts';
import { storedItem } from './content-store.ts';
import { badInput, refuseVoided, SectionExpiredError } from './errors.ts';
import { closeExpiredSections } from './expiry.ts';
import type { ItemResponseResultView } from './views.ts';

/** Where an answer stands in the queue of the outbox that sent it (docs/decisions/047). */
export interface AnswerSequence {
  /** The outbox's id: its sequence numbers are its own. */
  outboxId: string;
  number: number;
}

export interface ItemResponseInput {
  itemId: string;
  values: ResponseValue[];
  timestamp: string;
  sequence?: AnswerSequence | null;
}

export interface AnswerSettings {
  db: Database;
  clock: SectionClock;
  /** How long an answer's idempotency key is remembered (IDEMPOTENCY_KEY_LIFETIME_MS). */
  idempotencyLifetimeMs: number;
}

/**
 * A session not looked up for this request (caller.ts, `answeringSession`): checked inside the
 * statement, so that a session ended meanwhile is refused at once and writes nothing; `lookUp`
 * checks it on any other path (and throws UNAUTHORIZED when it has ended).
 */
export interface SessionCheck extends Pick<
  RecheckedSession,
  'sessionId' | 'tokenHash' | 'idleLimitMs'
> {
  lookUp: () => Promise<void>;
}

/**
 * Who answers: the signed-in user, and their session when it was not looked up for this request
 * (checked in the answer's statement: an ended session writes nothing and is refused at once).
 */
export interface AnsweringCaller {
  userId: string;
  session?: SessionCheck;
}

const OPERATION = 'submitItemResponse';
/** Sequence numbers start at 1 and fit PostgreSQL's integer. */
const validSequence = ({ outboxId, number }: AnswerSequence) =>
  outboxId.length > 0 &&
  outboxId.length <= MAX_ID_LENGTH &&
  Number.isInteger(number) &&
  number >= 1 &&
  number <= 2 ** 31 - 1;
const unknownItem = () => new UserFacingError('NOT_FOUND', m.unknownItem);

/** The row of submit_item_response: what happened, and what a refusal is explained from. */
type AnswerRow = {
  /** The session checked in the statement is still active (true when none was). */
  signed_in: boolean;
  accepted: boolean;
  /** This request claimed the key (or, on the general path, was accepted) and wrote. */
  claimed: boolean;
  response: ItemResponseResultView | null;
  /** The caller's section of the item; null when there is none. */
  status: SectionStatus | null;
  /** The assessment's status: a VOIDED one takes no answer (docs/decisions/046). */
  assessment_status: string;
  deadline_ms: number | null;
  /** When the section's questions were first served (ms). */
  started_ms: number | null;
  /** The late time the attempt's other sections gained (ms); asked only past the deadline. */
  gained_elsewhere_ms: number;
  /** A contact from the attempt reached the server between the answer's creation and the deadline. */
  contact_since: boolean;
  out_of_order: boolean;
};

/** The key's claim in the statement; none on the general path, where runIdempotent holds it. */
interface Claim {
  key: string;
  hash: string;
  expiredBefore: Date;
}

export async function submitItemResponse(
  { db, clock, idempotencyLifetimeMs }: AnswerSettings,
  { userId, session }: AnsweringCaller,
  input: ItemResponseInput,
  clientMutationId: string,
): Promise<ItemResponseResultView> {
  const { itemId, values, timestamp } = input;
  const options = { db, lifetimeMs: idempotencyLifetimeMs };
  const write = {
    userId,
    key: clientMutationId,
    operation: OPERATION,
    // Without the sequence: a replay of the entry from another device (a rescue file, which sends
    // it with that device's outbox) is the same request, answered with the first result.
    input: { id: itemId, values, timestamp },
  };
  try {
    const answer = await answerStatement(db, clock, userId, input);
    if ('refusal' in answer || !validKey(clientMutationId)) {
      // An unknown item, a bad timestamp or an unusable key: refused by the general path.
      await session?.lookUp();
      const work =
        'refusal' in answer ? () => Promise.reject(answer.refusal) : answer.inTransaction;
      return await runIdempotent(options, write, work);
    }
    const hash = requestHash(OPERATION, write.input);
    const expiredBefore = new Date(Date.now() - idempotencyLifetimeMs);
    const row = await answer.run(db, { key: clientMutationId, hash, expiredBefore }, session);
    if (row.claimed) return row.response!;
    // The session ended meanwhile: nothing was written; the lookup says so (UNAUTHORIZED).
    if (!row.signed_in) await session?.lookUp();
    // A key already held: a replay (its first response) or a conflict.
    if (row.accepted) return await replay<ItemResponseResultView>(db, write, hash);
    return await runIdempotent(options, write, answer.inTransaction);
  } catch (error) {
    // The refusal rolled its transaction back: the section's close (TIMER) is done apart.
    if (error instanceof SectionExpiredError) await closeExpiredSections(db, clock, userId);
    throw error;
  }
}

/**
 * A late answer's refusal, counted for GET /metrics (docs/decisions/065). `past_grace`: after the
 * grace window (its section closes); `past_deadline`: within it, but not allowed (docs/decisions/047
 * and 053).
 */
function lateAnswer(
  rule: 'past_deadline' | 'past_grace',
  error: UserFacingError = badInput(m.pastDeadline),
): UserFacingError {
  countRefusal({ kind: 'late_answer', rule });
  return error;
}

/** The answer's statement, ready to run, and the general path's work that explains a refusal. */
interface AnswerStatement {
  run: (db: DbExecutor, claim: Claim | null, session?: SessionCheck) => Promise<AnswerRow>;
  inTransaction: (tx: DbExecutor) => Promise<ItemResponseResultView>;
}

/**
 * The answer as one statement, or the refusal of an answer that names no real item or carries no
 * valid timestamp. The item comes from the cached content (no query once it is cached).
 */
async function answerStatement(
  db: DbExecutor,
  clock: SectionClock,
  userId: string,
  { itemId, values, timestamp, sequence }: ItemResponseInput,
): Promise<AnswerStatement | { refusal: UserFacingError }> {
  if (itemId.length === 0 || itemId.length > MAX_ID_LENGTH) return { refusal: unknownItem() };
  const createdAt = parseTimestamp(timestamp);
  if (!createdAt) return { refusal: badInput(m.answerDoesNotFit) };
  if (sequence && !validSequence(sequence)) return { refusal: badInput(m.badSequence) };
  const located = await storedItem(db, itemId);
  if (!located) return { refusal: unknownItem() };
  const { assessment, item } = located;
  const judged = judgeValues(item, values);
  const now = clock.now();
  const answeredAt = answeredAtOf(createdAt, now);
  // The latest start of the section that this answer's claimed time allows.
  const startedBy = new Date(answeredAt.getTime() + CLAIM_BEFORE_START_TOLERANCE_MS);

  // Every value a parameter, in the function's order; every row names its candidate
  // (docs/decisions/027).
  const run: AnswerStatement['run'] = async (executor, claim, session) => {
    const { rows } = await executor.execute<AnswerRow>(sql`select * from submit_item_response(
      ${userId}, ${claim?.key ?? null}, ${OPERATION}, ${claim?.hash ?? null},
      ${claim?.expiredBefore.toISOString() ?? null}, ${claim !== null},
      ${session?.sessionId ?? null}, ${session?.tokenHash ?? null}, ${session?.idleLimitMs ?? null},
      ${assessment.id}, ${item.group.sectionId}, ${itemId},
      ${judged.ok}, ${JSON.stringify(judged.ok ? judged.values : [])},
      ${now.toISOString()}, ${answeredAt.toISOString()}, ${startedBy.toISOString()},
      ${clock.graceMs}, ${clock.graceBudgetMs},
      ${sequence?.outboxId ?? ''}, ${sequence?.number ?? null})`);
    return rows[0]!;
  };

  /** The general path: the statement after the key's claim; a refusal explained in order. */
  const inTransaction = async (tx: DbExecutor): Promise<ItemResponseResultView> => {
    const row = await run(tx, null);
    if (row.status === null) throw unknownItem();
    if (row.accepted) return row.response!;
    refuseVoided({ status: row.assessment_status });
    const deadline = row.deadline_ms === null ? null : new Date(row.deadline_ms);
    const timing = judgeTiming(createdAt, now, deadline, clock.graceMs, row.contact_since, {
      startedAt: row.started_ms === null ? null : new Date(row.started_ms),
      budgetLeftMs: clock.graceBudgetMs - row.gained_elsewhere_ms,
    });
    if (row.status === 'COMPLETE') {
      // Closed by its clock before this late answer arrived (e.g. a read closed it first): the
      // answer's own reason, not merely "closed", whichever request reached the server first.
      if (deadline === null || timing.accept) throw badInput(m.sectionClosed);
      throw lateAnswer(timing.expired ? 'past_grace' : 'past_deadline');
    }
    if (row.status === 'NOT_STARTED') throw badInput(m.sectionNotOpen);
    if (!judged.ok) throw badInput(judged.message);
    if (!timing.accept && timing.beforeStart) throw badInput(m.answerBeforeStart);
    if (!timing.accept && timing.expired) throw lateAnswer('past_grace', new SectionExpiredError());
    if (!timing.accept) throw lateAnswer('past_deadline');
    if (row.out_of_order) {
      countRefusal({ kind: 'out_of_order', rule: 'sequence' });
      throw badInput(m.answerOutOfOrder);
    }
    throw new Error('An answer was neither accepted nor refused for a reason.');
  };

  return { run, inTransaction };
}
