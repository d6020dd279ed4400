/**
 * The server's clock for the timed sections (src/server/modules/README.md, "Timed assessments"):
 * the time now, and the grace window after a section's deadline within which an answer created in
 * time still counts. A section still open once its deadline and the grace window are past has
 * expired: the server closes it (TIMER) the next time anything about it is asked (expiry.ts).
 */
import type { candidateSections } from '../../db/schema.ts';

export interface SectionClock {
  /** The server's time. */
  now: () => Date;
  /** How long after a deadline an answer created before it still counts (ANSWER_GRACE_MS). */
  graceMs: number;
  /**
   * The late time one attempt may gain in all (ANSWER_GRACE_BUDGET_MS, docs/decisions/053): the
   * sum over its sections of how long after the deadline late answers were accepted.
   */
  graceBudgetMs: number;
}

type SectionTiming = Pick<typeof candidateSections.$inferSelect, 'status' | 'deadlineAt'>;

/** When a section in progress expires (its deadline plus the grace window), in ms; else null. */
export function expiresAt(section: SectionTiming, graceMs: number): number | null {
  return section.status === 'IN_PROGRESS' && section.deadlineAt !== null
    ? section.deadlineAt.getTime() + graceMs
    : null;
}

export function isExpired(section: SectionTiming, now: Date, graceMs: number): boolean {
  const at = expiresAt(section, graceMs);
  return at !== null && now.getTime() > at;
}
