/**
 * Recording what happens during a timed section (docs/decisions/045-integrity-events-and-flags.md):
 * the browser's reports (RecordSectionActivity, through its outbox: each arrives once, even after
 * a reload or a night offline) and the server's own (a new session while a section runs).
 *
 * A report is about the caller's own started, timed section; each is stored once per attempt (its
 * id is the key: a replay stores nothing more). Reports may arrive after the section closed (they
 * waited offline), so a closed section still takes them.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  AWAY_TYPES,
  integrityMessages as m,
  MAX_AWAY_MS,
  MAX_SKEW_MS,
  SECTION_ACTIVITY_TYPES,
} from '../../../domain/integrity.ts';
import type { Config } from '../../config.ts';
import type { DbExecutor } from '../../db/client.ts';
import { integrityEvents } from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';
import { MAX_ID_LENGTH } from '../assessments/answer-rules.ts';
import { consumeRateLimit } from '../rate-limit/rate-limit.ts';

/** A browser's report, as RecordSectionActivity carries it. */
export const sectionActivitySchema = z
  .object({
    assessmentID: z.string().min(1).max(MAX_ID_LENGTH),
    activity: z.object({
      id: z.string().min(1, m.badId).max(MAX_ID_LENGTH, m.badId),
      sectionID: z.string().min(1).max(MAX_ID_LENGTH),
      type: z.enum(SECTION_ACTIVITY_TYPES),
      occurredAt: z.iso.datetime({ offset: true, error: m.badTime }),
      durationMs: z.number().int().nullish(),
      skewMs: z.number().int().nullish(),
    }),
  })
  .superRefine(({ activity: { type, durationMs, skewMs } }, ctx) => {
    const away = AWAY_TYPES.includes(type);
    const hasDuration = durationMs !== null && durationMs !== undefined;
    const hasSkew = skewMs !== null && skewMs !== undefined;
    if (away && (!hasDuration || durationMs < 0 || durationMs > MAX_AWAY_MS))
      ctx.addIssue({ code: 'custom', message: m.durationRequired });
    else if (!away && hasDuration) ctx.addIssue({ code: 'custom', message: m.noDuration });
    else if (type === 'CLOCK_SKEW' && (!hasSkew || Math.abs(skewMs) > MAX_SKEW_MS))
      ctx.addIssue({ code: 'custom', message: m.skewRequired });
    else if (type !== 'CLOCK_SKEW' && hasSkew) ctx.addIssue({ code: 'custom', message: m.noSkew });
  });

export type SectionActivity = z.output<typeof sectionActivitySchema>;

export interface SectionActivityResult {
  /** Always true: the report is held (a replay was held before). */
  received: boolean;
}

/**
 * Stores one report of the caller about their own started, timed section of `assessmentID`
 * (NOT_FOUND otherwise, never saying whose it is). A report already stored is a success.
 */
export async function recordSectionActivity(
  db: DbExecutor,
  userId: string,
  { assessmentID, activity }: SectionActivity,
): Promise<SectionActivityResult> {
  const { rows } = await db.execute<{ stored: boolean }>(sql`
    with section as (
      select cs.user_id, cs.candidate_assessment_id, cs.section_id
      from candidate_sections cs
      join candidate_assessments ca
        on ca.user_id = cs.user_id and ca.id = cs.candidate_assessment_id
      where cs.user_id = ${userId} and ca.assessment_id = ${assessmentID}
        and cs.section_id = ${activity.sectionID}
        and cs.started_at is not null and cs.deadline_at is not null
    ), stored as (
      insert into ${integrityEvents}
        (user_id, candidate_assessment_id, event_id, section_id, type, duration_ms, skew_ms,
         occurred_at)
      select user_id, candidate_assessment_id, ${activity.id}, section_id,
        ${activity.type}::integrity_event_type, ${activity.durationMs ?? null}::integer,
        ${activity.skewMs ?? null}::integer, ${activity.occurredAt}::timestamptz
      from section
      on conflict do nothing
      returning 1
    )
    select exists (select 1 from section) as stored`);
  if (!rows[0]?.stored) throw new UserFacingError('NOT_FOUND', m.unknownSection);
  return { received: true };
}

/**
 * A new session for the user (a sign-in, a link that signs in) while one of their timed sections
 * runs, from another device than the section's: recorded against each such section, by the server
 * (no browser needed). The section's device is that of a session of the user that was open when
 * the section started (it served the questions), ended since or not: signing out and in again on
 * that device is not recorded. A sign-in that names no device (`deviceId` null: the links that sign
 * in, an older app) counts as another device.
 */
export async function recordSignInDuringSection(
  db: DbExecutor,
  userId: string,
  sessionId: string,
  deviceId: string | null = null,
): Promise<void> {
  await db.execute(sql`
    insert into ${integrityEvents}
      (user_id, candidate_assessment_id, event_id, section_id, type, occurred_at)
    select cs.user_id, cs.candidate_assessment_id, ${`session-${sessionId}`}, cs.section_id,
      'SIGN_IN_ELSEWHERE', now()
    from candidate_sections cs
    where cs.user_id = ${userId} and cs.status = 'IN_PROGRESS' and cs.deadline_at > now()
      and not exists (
        select 1 from sessions s
        where s.user_id = cs.user_id and s.id <> ${sessionId}::uuid
          and s.device_id = ${deviceId}::uuid
          and s.created_at <= cs.started_at
          and (s.revoked_at is null or s.revoked_at >= cs.started_at))
    on conflict do nothing`);
}

/** The reports one candidate may send per window (SECTION_ACTIVITY_PER_USER per 10 minutes). */
export const sectionActivityLimit = (config: Pick<Config, 'SECTION_ACTIVITY_PER_USER'>) => ({
  scope: 'section-activity',
  limit: config.SECTION_ACTIVITY_PER_USER,
  windowMs: 10 * 60 * 1000,
});

/**
 * Counts one report of the candidate; past the limit a 429 (TOO_MANY_ATTEMPTS), which the outbox
 * takes as "later", not "no": the report waits and is sent again. Counted outside the report's
 * transaction, so a refused report still counts.
 */
export async function limitSectionActivity(
  db: DbExecutor,
  config: Pick<Config, 'SECTION_ACTIVITY_PER_USER'>,
  userId: string,
): Promise<void> {
  const result = await consumeRateLimit(db, sectionActivityLimit(config), userId);
  if (!result.allowed)
    throw new UserFacingError(
      'TOO_MANY_ATTEMPTS',
      m.tooMany(Math.ceil(result.retryAfterMs / 60_000)),
      429,
    );
}
