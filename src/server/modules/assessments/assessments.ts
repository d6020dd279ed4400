/**
 * The timed assessments' engine (spec 001: cognitive skills, lateral law), built once with its
 * configuration (services.ts). Its parts, by concern:
 *
 * - views.ts: what the API answers, and the assessments' reads;
 * - candidate-state.ts: the candidate's rows;
 * - provisioning.ts: the assessment of the account type, once;
 * - start.ts: the one-time start with its acknowledgements;
 * - next-section.ts: the next section's information and questions (serving the questions the
 *   first time starts the section's clock);
 * - answers.ts: answers (the hot path, docs/decisions/038): the resolver calls it directly with
 *   `answers`, the settings built here, so an answer does not pass through this facade;
 * - contacts.ts: the device's contacts with a running section, the evidence behind late answers
 *   (docs/decisions/047);
 * - closing.ts and expiry.ts: closing and scoring, on request and when the time ran out;
 * - clock.ts: the server's time and the grace window;
 * - voiding.ts: an operator's void of a started attempt (`assessments:void`, docs/decisions/046),
 *   with its notices; errors.ts `refuseVoided` keeps the candidate out of it.
 *
 * The server owns time (src/server/modules/README.md): a section's deadline is fixed when its
 * questions are first served (limit x the candidate's multiplier then). An answer counts when it
 * arrives before the deadline, or when it was created before it and arrives within the grace window
 * with no contact from its attempt between its creation and the deadline (docs/decisions/047). A
 * section left open past deadline + grace is closed (TIMER) the next time anything about it is
 * asked.
 *
 * The writes but answers run inside the caller's idempotent transaction (`tx`); an answer carries
 * its own idempotency key, since its fast path is one statement with the key's claim.
 */
import type { Acknowledgements, SectionCloseType } from '../../../domain/assessments.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import type { AnswerSettings } from './answers.ts';
import type { SectionClock } from './clock.ts';
import { closeSection, type SectionCloseResultView } from './closing.ts';
import { recordContact } from './contacts.ts';
import { nextSectionInformation, nextSectionQuestions } from './next-section.ts';
import { provisionDefaultAssessments } from './provisioning.ts';
import { startAssessment } from './start.ts';
import {
  findCandidateAssessment,
  listCandidateAssessments,
  type AssessmentView,
  type SectionInformationView,
  type SectionQuestionsView,
} from './views.ts';

export type {
  AssessmentView,
  ItemResponseResultView,
  ItemView,
  SectionInformationView,
  SectionQuestionsView,
} from './views.ts';
export type { SectionCloseResultView } from './closing.ts';

export interface AssessmentsConfig {
  db: Database;
  /** How long after a deadline an answer created before it still counts (ANSWER_GRACE_MS). */
  graceMs: number;
  /** The late time an attempt may gain across its sections (ANSWER_GRACE_BUDGET_MS). */
  graceBudgetMs: number;
  /** The cognitive assessment campus candidates get (COGNITIVE_ASSESSMENT_ID). */
  cognitiveAssessmentId: string;
  /** How long an answer's idempotency key is remembered (IDEMPOTENCY_KEY_LIFETIME_MS). */
  idempotencyLifetimeMs: number;
  /** The server's time; tests may move it. */
  now?: () => Date;
}

export interface Assessments {
  /** GetCandidateAssessments. */
  list(userId: string): Promise<AssessmentView[]>;
  /** GetAssessment. */
  find(userId: string, assessmentId: string): Promise<AssessmentView>;
  nextSectionInformation(userId: string, assessmentId: string): Promise<SectionInformationView>;
  /** Serving the questions the first time starts the section's clock. */
  nextSectionQuestions(userId: string, assessmentId: string): Promise<SectionQuestionsView>;
  /** The device is in touch with the running section (a contact); answers the server's time. */
  heartbeat(userId: string, assessmentId: string): Promise<{ serverTime: number }>;
  /** CreateDefaultAssessments, inside the caller's transaction. */
  provision(tx: DbExecutor, userId: string): Promise<AssessmentView[]>;
  /** StartAssessment, inside the caller's transaction. */
  start(
    tx: DbExecutor,
    userId: string,
    assessmentId: string,
    acknowledgements: Acknowledgements,
  ): Promise<AssessmentView>;
  /** AssessmentSectionClose, inside the caller's transaction. */
  closeSection(
    tx: DbExecutor,
    userId: string,
    sectionId: string,
    closeType: SectionCloseType,
  ): Promise<SectionCloseResultView>;
  /** What answers.ts `submitItemResponse` (SubmitItemResponse) runs with: this clock, one database. */
  answers: AnswerSettings;
}

export function createAssessments({
  db,
  graceMs,
  graceBudgetMs,
  cognitiveAssessmentId,
  idempotencyLifetimeMs,
  now = () => new Date(),
}: AssessmentsConfig): Assessments {
  const clock: SectionClock = { now, graceMs, graceBudgetMs };
  return {
    list: (userId) => listCandidateAssessments(db, clock, userId),
    find: (userId, assessmentId) => findCandidateAssessment(db, clock, userId, assessmentId),
    nextSectionInformation: (userId, assessmentId) =>
      nextSectionInformation(db, clock, userId, assessmentId),
    nextSectionQuestions: (userId, assessmentId) =>
      nextSectionQuestions(db, clock, userId, assessmentId),
    heartbeat: async (userId, assessmentId) => ({
      serverTime: (await recordContact(db, clock, userId, assessmentId)).getTime(),
    }),
    provision: (tx, userId) => provisionDefaultAssessments(tx, userId, cognitiveAssessmentId),
    start: (tx, userId, assessmentId, acknowledgements) =>
      startAssessment(tx, clock, userId, assessmentId, acknowledgements),
    closeSection: (tx, userId, sectionId, closeType) =>
      closeSection(tx, clock, userId, sectionId, closeType),
    answers: { db, clock, idempotencyLifetimeMs },
  };
}
