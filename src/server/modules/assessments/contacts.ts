/**
 * Contacts: the evidence behind late answers (docs/decisions/047). An answer or a heartbeat about an
 * attempt shows that the device was in touch then; an answer claiming to have been made offline
 * before the deadline is refused when a contact from its attempt reached the server between that
 * claim and the deadline. The section's questions are not a contact: a device coming back online
 * asks for them while its queued answers are still on their way, and that must not refuse them.
 *
 * Per section and sender (section_contacts) the server keeps only the latest contact at or before
 * the deadline: contacts before the deadline only move forward, so "was there one at or after the
 * answer's creation?" is "is the latest at or after it?". Answers record theirs in their own
 * statement (answers.ts); the heartbeat and the questions call recordContact.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { MAX_ID_LENGTH } from './answer-rules.ts';
import type { SectionClock } from './clock.ts';
import { notFound } from './errors.ts';

/**
 * Records a contact now for each timed section of the caller's attempt at `assessmentId` that runs
 * and whose deadline has not passed. One statement; NOT_FOUND when the attempt is not the caller's.
 */
export async function recordContact(
  db: DbExecutor,
  clock: SectionClock,
  userId: string,
  assessmentId: string,
): Promise<Date> {
  if (assessmentId.length === 0 || assessmentId.length > MAX_ID_LENGTH) throw notFound();
  const now = clock.now();
  const { rows } = await db.execute<{ found: boolean }>(sql`
    with attempt as (
      select id from candidate_assessments where user_id = ${userId} and assessment_id = ${assessmentId}),
    contact as (
      insert into section_contacts (user_id, candidate_assessment_id, section_id, last_contact_at)
      select cs.user_id, cs.candidate_assessment_id, cs.section_id, ${now}
      from candidate_sections cs join attempt a on cs.candidate_assessment_id = a.id
      where cs.user_id = ${userId} and cs.status = 'IN_PROGRESS' and cs.deadline_at >= ${now}
      on conflict (user_id, candidate_assessment_id, section_id, outbox_id) do update
        set last_contact_at = greatest(section_contacts.last_contact_at, excluded.last_contact_at))
    select exists (select 1 from attempt) as found`);
  if (!rows[0]?.found) throw notFound();
  return now;
}

/**
 * The late time each section of an attempt gained (ms, by section id): the greatest over its
 * senders of how long after the deadline a late answer was accepted (docs/decisions/053).
 */
export async function lateTimeGained(
  db: DbExecutor,
  userId: string,
  attemptId: string,
): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ section_id: string; gained: number }>(sql`
    select section_id, max(late_gained_ms)::int as gained from section_contacts
    where user_id = ${userId} and candidate_assessment_id = ${attemptId}
      and late_gained_ms is not null
    group by section_id`);
  return new Map(rows.map((r) => [r.section_id, Number(r.gained)]));
}

/**
 * How long after `sectionId`'s deadline an answer made in time can still arrive (whole seconds):
 * the grace window, or what the attempt's other sections left of its budget, whichever is less.
 */
export async function lateAnswerWindowSeconds(
  db: DbExecutor,
  clock: SectionClock,
  userId: string,
  attemptId: string,
  sectionId: string,
): Promise<number> {
  let elsewhere = 0;
  for (const [id, gained] of await lateTimeGained(db, userId, attemptId))
    if (id !== sectionId) elsewhere += gained;
  const windowMs = Math.min(clock.graceMs, clock.graceBudgetMs - elsewhere);
  return Math.max(0, Math.floor(windowMs / 1000));
}
