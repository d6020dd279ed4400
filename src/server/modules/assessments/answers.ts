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
 * The usual answer is one SQL statement (idempotency/one-statement.ts): it finds the caller's
 * section of the item and holds it FOR SHARE against a close (closing.ts), judges it in SQL,
 * claims the key with the stored response, and saves the answer. Anything it does not accept goes
 * the general way (runIdempotent), where the same statement runs after the key's claim and the
 * refusal is explained in the checks' order.
 */
import { assessmentMessages as m, type SectionStatus } from '../../../domain/assessments.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { UserFacingError } from '../../errors.ts';
import { runIdempotent } from '../idempotency/idempotency.ts';
import {
  OUTCOME,
  runClaimedStatement,
  runIdempotentStatement,
  type Bind,
  type OneStatementWrite,
  type SessionCheck,
} from '../idempotency/one-statement.ts';
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

/** The outcome's row: the caller's section of the item and the statement's verdict. */
interface Outcome {
  status: SectionStatus;
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
  accepted: boolean;
  response: ItemResponseResultView;
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
    if ('refusal' in answer) {
      // An unknown item or a bad timestamp: refused after the key's checks, like any refusal.
      await session?.lookUp();
      return await runIdempotent(options, write, () => Promise.reject(answer.refusal));
    }
    return await runIdempotentStatement(options, write, answer, session);
  } catch (error) {
    // The refusal rolled its transaction back: the section's close (TIMER) is done apart.
    if (error instanceof SectionExpiredError) await closeExpiredSections(db, clock, userId);
    throw error;
  }
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
): Promise<OneStatementWrite<ItemResponseResultView> | { refusal: UserFacingError }> {
  if (itemId.length === 0 || itemId.length > MAX_ID_LENGTH) return { refusal: unknownItem() };
  const createdAt = parseTimestamp(timestamp);
  if (!createdAt) return { refusal: badInput(m.answerDoesNotFit) };
  if (sequence && !validSequence(sequence)) return { refusal: badInput(m.badSequence) };
  const located = await storedItem(db, itemId);
  if (!located) return { refusal: unknownItem() };
  const { assessment, item } = located;
  const sectionId = item.group.sectionId;
  const judged = judgeValues(item, values);
  const now = clock.now();
  const answeredAt = answeredAtOf(createdAt, now);
  // Every value is bound (`bind`): the text is the same for every answer of one shape.
  const at = (bind: Bind, date: Date) => bind(date.toISOString(), 'timestamptz');
  // Every row names its candidate, and every lookup filters by them (docs/decisions/027).
  const user = (bind: Bind) => bind(userId, 'uuid');

  // The section's contacts (section_contacts), per sender: `cs` is the answer's section.
  const contactsOf = (bind: Bind) => `select 1 from section_contacts c
    where c.user_id = ${user(bind)} and c.candidate_assessment_id = cs.candidate_assessment_id
      and c.section_id = cs.section_id`;
  const outboxOf = (bind: Bind) => bind(sequence?.outboxId ?? '', 'text');

  // The latest start of the section that this answer's claimed time allows.
  const startedBy = new Date(answeredAt.getTime() + CLAIM_BEFORE_START_TOLERANCE_MS);

  const reads = (bind: Bind) => {
    // Contact from the attempt after the answer's creation and by the deadline; asked only past
    // the deadline (CASE evaluates its branch only when taken).
    const contactSince = `(case when cs.deadline_at < ${at(bind, now)} then exists (${contactsOf(bind)}
      and c.last_contact_at > ${at(bind, answeredAt)} and c.last_contact_at <= cs.deadline_at)
      else false end)`;
    const nowMs = bind(now.getTime(), 'float8');
    // The late time the attempt's other sections gained: per section the greatest of its senders'
    // (docs/decisions/053). Asked only past the deadline, like the contacts.
    const gainedElsewhere = `(case when cs.deadline_at < ${at(bind, now)} then (
      select coalesce(sum(g.gained), 0) from (select max(c.late_gained_ms) as gained
        from section_contacts c
        where c.user_id = ${user(bind)} and c.candidate_assessment_id = cs.candidate_assessment_id
          and c.section_id <> cs.section_id
        group by c.section_id) g)
      else 0 end)::float8`;
    // judgeTiming in SQL: never claimed before the section started; then before the deadline; or
    // created before it, within the grace window and the attempt's budget, and with no contact
    // since its creation.
    const inTime = `(cs.started_at <= ${at(bind, startedBy)} and (cs.deadline_at is null
      or cs.deadline_at >= ${at(bind, now)}
      or (cs.deadline_at >= ${at(bind, new Date(now.getTime() - clock.graceMs))}
        and cs.deadline_at >= ${at(bind, answeredAt)} and not ${contactSince}
        and ${nowMs} - extract(epoch from cs.deadline_at) * 1000 + ${gainedElsewhere}
          <= ${bind(clock.graceBudgetMs, 'float8')})))`;
    // A later answer of the same outbox came first.
    const outOfOrder = sequence
      ? `exists (${contactsOf(bind)} and c.outbox_id = ${outboxOf(bind)}
          and c.highest_sequence > ${bind(sequence.number, 'integer')})`
      : 'false';
    const lateByMs = `case when cs.deadline_at < ${at(bind, now)}
      then floor(${nowMs} - extract(epoch from cs.deadline_at) * 1000)::int end`;
    // secondsLeft in SQL: whole seconds left, never below 0.
    const timeRemaining = `case when cs.deadline_at is null then null else greatest(0,
      floor((extract(epoch from cs.deadline_at) * 1000 - ${bind(now.getTime(), 'float8')}) / 1000))::int end`;
    return `${OUTCOME} as (
      select cs.candidate_assessment_id, cs.status, ca.status as assessment_status,
        (extract(epoch from cs.deadline_at) * 1000)::float8 as deadline_ms,
        (extract(epoch from cs.started_at) * 1000)::float8 as started_ms,
        ${gainedElsewhere} as gained_elsewhere_ms,
        ${contactSince} as contact_since, ${outOfOrder} as out_of_order, ${lateByMs} as late_by_ms,
        (cs.status = 'IN_PROGRESS' and ca.status <> 'VOIDED' and ${judged.ok} and ${inTime}
          and not ${outOfOrder})
          as accepted,
        jsonb_build_object('status', 'IN_PROGRESS', 'timeRemaining', ${timeRemaining},
          'recordedLate', cs.deadline_at is not null and cs.deadline_at < ${at(bind, now)}) as response
      from candidate_sections cs
      join candidate_assessments ca on ca.user_id = cs.user_id and ca.id = cs.candidate_assessment_id
      where ca.user_id = ${user(bind)} and ca.assessment_id = ${bind(assessment.id, 'text')}
        and cs.user_id = ${user(bind)} and cs.section_id = ${bind(sectionId, 'text')}
      for share of cs)`;
  };

  // An older response arriving late (another device, a slow outbox) never replaces a newer one.
  const writes = (bind: Bind, claimed: string) => {
    if (!judged.ok) return '';
    // The answer is a contact (when it arrives by the deadline), and the outbox's latest.
    const contact = `contact as (
      insert into section_contacts
        (user_id, candidate_assessment_id, section_id, outbox_id, last_contact_at, highest_sequence,
          late_gained_ms)
      select ${user(bind)}, candidate_assessment_id, ${bind(sectionId, 'text')}, ${outboxOf(bind)},
        case when late_by_ms is null then ${at(bind, now)} end,
        ${sequence ? bind(sequence.number, 'integer') : 'null::integer'}, late_by_ms
      from ${OUTCOME} where ${claimed}
      on conflict (user_id, candidate_assessment_id, section_id, outbox_id) do update
        set last_contact_at = greatest(section_contacts.last_contact_at, excluded.last_contact_at),
          highest_sequence = greatest(section_contacts.highest_sequence, excluded.highest_sequence),
          late_gained_ms = greatest(section_contacts.late_gained_ms, excluded.late_gained_ms))`;
    // No values clears the item: its stored response goes (unless a newer one came).
    if (judged.values.length === 0) {
      return `${contact}, cleared as (
        delete from item_responses r using ${OUTCOME} o
        where r.user_id = ${user(bind)} and r.candidate_assessment_id = o.candidate_assessment_id
          and r.item_id = ${bind(itemId, 'text')} and r.answered_at <= ${at(bind, answeredAt)}
          and ${claimed})`;
    }
    return `${contact}, saved as (
      insert into item_responses (user_id, candidate_assessment_id, item_id, section_id, values,
        answered_at, received_at, late_by_ms)
      select ${user(bind)}, candidate_assessment_id, ${bind(itemId, 'text')},
        ${bind(sectionId, 'text')}, ${bind(JSON.stringify(judged.values), 'jsonb')},
        ${at(bind, answeredAt)}, ${at(bind, now)}, late_by_ms
      from ${OUTCOME} where ${claimed}
      on conflict (user_id, candidate_assessment_id, item_id) do update
        set values = excluded.values, answered_at = excluded.answered_at,
          received_at = excluded.received_at, late_by_ms = excluded.late_by_ms
        where item_responses.answered_at <= excluded.answered_at)`;
  };

  /** The general path: the statement after the key's claim; a refusal explained in order. */
  const inTransaction = async (tx: DbExecutor): Promise<ItemResponseResultView> => {
    const row = (await runClaimedStatement(tx, { reads, writes })) as Outcome | undefined;
    if (!row) throw unknownItem();
    if (row.accepted) return row.response;
    refuseVoided({ status: row.assessment_status });
    const deadline = row.deadline_ms === null ? null : new Date(row.deadline_ms);
    const timing = judgeTiming(createdAt, now, deadline, clock.graceMs, row.contact_since, {
      startedAt: row.started_ms === null ? null : new Date(row.started_ms),
      budgetLeftMs: clock.graceBudgetMs - row.gained_elsewhere_ms,
    });
    if (row.status === 'COMPLETE') {
      // Closed by its clock before this late answer arrived (e.g. a read closed it first): the
      // answer's own reason, not merely "closed", whichever request reached the server first.
      throw badInput(deadline !== null && !timing.accept ? m.pastDeadline : m.sectionClosed);
    }
    if (row.status === 'NOT_STARTED') throw badInput(m.sectionNotOpen);
    if (!judged.ok) throw badInput(judged.message);
    if (!timing.accept && timing.beforeStart) throw badInput(m.answerBeforeStart);
    if (!timing.accept && timing.expired) throw new SectionExpiredError();
    if (!timing.accept) throw badInput(m.pastDeadline);
    if (row.out_of_order) throw badInput(m.answerOutOfOrder);
    throw new Error('An answer was neither accepted nor refused for a reason.');
  };

  return { reads, writes, inTransaction };
}
