/**
 * The timed assessments' engine (spec 001: cognitive skills, lateral law): provisioning by account
 * type, the one-time start with its acknowledgements, the next section's information and questions
 * (serving the questions the first time starts the section's clock), answers, closing and scoring.
 *
 * The server owns time (ARCHITECTURE section 5): a section's deadline is fixed when its questions
 * are first served (limit x the candidate's multiplier then). An answer counts when it arrives
 * before the deadline, or when it was created before it and arrives within the grace window. A
 * section left open past deadline + grace is closed (TIMER) the next time anything about it is
 * asked: the reads call `closeExpiredSections` first.
 *
 * Locks: an answer holds its candidate_sections row FOR SHARE and a close holds it FOR UPDATE, so
 * an answer and a close never interleave while answers to one section do not wait for each other
 * (the upsert settles two answers to one item); a close also locks the candidate_assessments row
 * first (always in that order), so two closes cannot both miss that the assessment is now complete.
 * That lock is FOR NO KEY UPDATE: an answer's foreign key check takes KEY SHARE on the same row
 * while it holds its section, which FOR UPDATE would block (a deadlock with the waiting close).
 */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { apiMessages } from '../../../domain/api-messages.ts';
import {
  assessmentMessages as m,
  INITIALS_FIELDS,
  sectionLimitSeconds,
  type Acknowledgements,
  type AssessmentKind,
  type AssessmentStatus,
  type ItemType,
  type SectionCloseType,
  type SectionStatus,
} from '../../../domain/assessments.ts';
import pg from 'pg';
import type { DbExecutor } from '../../db/client.ts';
import type { MergedWrite } from '../idempotency/idempotency.ts';
import { candidateAssessments, candidateSections, itemResponses, users } from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';
import {
  answeredAtOf,
  isCorrectResponse,
  isScored,
  wrongAnswerPenalty,
  judgeTiming,
  judgeValues,
  MAX_ID_LENGTH,
  parseTimestamp,
  secondsLeft,
  TIMER_CLOSE_TOLERANCE_MS,
  type ResponseValue,
} from './answer-rules.ts';
import {
  newestAssessmentId,
  storedAssessment,
  storedItem,
  type StoredAssessment,
  type StoredGroup,
  type StoredSection,
} from './content-store.ts';

/** Initials are a few letters; anything longer is not initials. */
export const MAX_INITIALS_LENGTH = 20;

const KIND_OF_ACCOUNT: Record<'CAMPUS' | 'LATERAL', AssessmentKind> = {
  CAMPUS: 'COGNITIVE',
  LATERAL: 'LATERAL',
};

// ---- What the API answers (plain JSON: a replayed write answers the stored copy).

export interface AssessmentSectionView {
  id: string;
  title: string;
  status: SectionStatus;
  timerMultiplier: number;
}

export interface AssessmentView {
  id: string;
  title: string;
  status: AssessmentStatus;
  sections: AssessmentSectionView[];
}

export interface ItemOptionView {
  id: string;
  label: string;
  isExclusive: boolean;
  isSelected: boolean;
  value: string | null;
  isCorrect: boolean | null;
}

export interface ItemView {
  id: string;
  label: string;
  value: string | null;
  options: ItemOptionView[];
}

export interface ItemGroupView {
  id: string;
  itemType: ItemType;
  leadingText: string;
  headers: { label: string; value: string }[];
  totalPoints: number | null;
  items: ItemView[];
  explanation: string | null;
}

export interface SectionInformationView {
  id: string | null;
  title: string | null;
  status: SectionStatus | null;
  completedSections: number;
  totalSections: number;
  timerDuration: number | null;
  timerRemaining: number | null;
  instructions: string[];
  sampleItemGroups: ItemGroupView[];
  isInformational: boolean;
}

export interface SectionQuestionsView {
  id: string | null;
  status: SectionStatus | null;
  completedSections: number;
  totalSections: number;
  timeRemaining: number | null;
  itemGroups: ItemGroupView[];
}

export interface ItemResponseResultView {
  status: SectionStatus;
  timeRemaining: number | null;
}

export interface SectionCloseResultView {
  id: string;
  status: SectionStatus;
}

/**
 * An answer refused because the section's time and grace are over. The caller's transaction rolls
 * back, so the caller closes the section afterwards (closeExpiredSections) and passes this on.
 */
export class SectionExpiredError extends UserFacingError {
  constructor() {
    super('BAD_USER_INPUT', m.pastDeadline);
  }
}

const notFound = () => new UserFacingError('NOT_FOUND', m.notYourAssessment);
const badInput = (message: string) => new UserFacingError('BAD_USER_INPUT', message);

// ---- Reading the candidate's rows.

type CandidateAssessmentRow = typeof candidateAssessments.$inferSelect;
type CandidateSectionRow = typeof candidateSections.$inferSelect;

async function accommodationOf(db: DbExecutor, userId: string) {
  const [user] = await db
    .select({ accountType: users.accountType, multiplier: users.accommodationMultiplier })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);
  return user;
}

async function content(db: DbExecutor, assessmentId: string): Promise<StoredAssessment> {
  const stored = await storedAssessment(db, assessmentId);
  // The foreign key keeps every provisioned definition stored: missing means a broken database.
  if (!stored) throw new Error(`Assessment definition ${assessmentId} is missing`);
  return stored;
}

async function sectionRowsOf(
  db: DbExecutor,
  userId: string,
  candidateAssessmentIds: string[],
): Promise<CandidateSectionRow[]> {
  if (candidateAssessmentIds.length === 0) return [];
  return db
    .select()
    .from(candidateSections)
    .where(
      and(
        eq(candidateSections.userId, userId),
        inArray(candidateSections.candidateAssessmentId, candidateAssessmentIds),
      ),
    );
}

/** The caller's assessment with this definition id, or NOT_FOUND (another's is never revealed). */
async function ownAssessment(
  db: DbExecutor,
  userId: string,
  assessmentId: string,
  lock = false,
): Promise<CandidateAssessmentRow> {
  if (assessmentId.length === 0 || assessmentId.length > MAX_ID_LENGTH) throw notFound();
  const query = db
    .select()
    .from(candidateAssessments)
    .where(
      and(
        eq(candidateAssessments.userId, userId),
        eq(candidateAssessments.assessmentId, assessmentId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

function toAssessmentView(
  stored: StoredAssessment,
  row: CandidateAssessmentRow,
  sectionRows: CandidateSectionRow[],
  userMultiplier: number,
): AssessmentView {
  const bySection = new Map(sectionRows.map((s) => [s.sectionId, s]));
  return {
    id: stored.id,
    title: stored.title,
    status: row.status,
    sections: stored.sections.map((section) => {
      const progress = bySection.get(section.id);
      const status = progress?.status ?? 'NOT_STARTED';
      return {
        id: section.id,
        title: section.title,
        status,
        timerMultiplier: status === 'NOT_STARTED' ? userMultiplier : progress!.timerMultiplier,
      };
    }),
  };
}

/** Everything the reads need about the candidate: their multiplier, assessments and sections. */
interface CandidateState {
  multiplier: number;
  /** Oldest first. */
  assessments: CandidateAssessmentRow[];
  sections: CandidateSectionRow[];
}

/** The candidate's state in one query (one row per section; an assessment without any, alone). */
async function readCandidateState(db: DbExecutor, userId: string): Promise<CandidateState> {
  const rows = await db
    .select({
      multiplier: users.accommodationMultiplier,
      assessment: candidateAssessments,
      section: candidateSections,
    })
    .from(users)
    .leftJoin(candidateAssessments, eq(candidateAssessments.userId, users.id))
    .leftJoin(
      candidateSections,
      and(
        eq(candidateSections.userId, candidateAssessments.userId),
        eq(candidateSections.candidateAssessmentId, candidateAssessments.id),
      ),
    )
    .where(eq(users.id, userId))
    .orderBy(asc(candidateAssessments.createdAt));
  const [first] = rows;
  if (!first) throw new UserFacingError('UNAUTHORIZED', apiMessages.unauthorized, 401);
  const assessments = new Map<string, CandidateAssessmentRow>();
  const sections: CandidateSectionRow[] = [];
  for (const { assessment, section } of rows) {
    if (assessment) assessments.set(assessment.id, assessment);
    if (section) sections.push(section);
  }
  return { multiplier: first.multiplier, assessments: [...assessments.values()], sections };
}

/**
 * What every read starts with: the candidate's state, with any section left open past its deadline
 * and the grace window closed first (closeExpiredSections). One query when none is (the usual
 * case: Next Section waits for this read). With `assessmentId`, an assessment that is not the
 * caller's is NOT_FOUND before anything else happens.
 */
async function currentCandidateState(
  db: DbExecutor,
  userId: string,
  graceMs: number,
  assessmentId?: string,
): Promise<CandidateState> {
  if (
    assessmentId !== undefined &&
    (assessmentId.length === 0 || assessmentId.length > MAX_ID_LENGTH)
  )
    throw notFound();
  const state = await readCandidateState(db, userId);
  if (assessmentId !== undefined && !state.assessments.some((a) => a.assessmentId === assessmentId))
    throw notFound();
  const now = new Date();
  if (!state.sections.some((s) => isExpired(s, now, graceMs))) return state;
  await closeExpiredSections(db, userId, graceMs);
  return readCandidateState(db, userId);
}

/** The caller's assessment with this definition id in `state` (currentCandidateState checked). */
function assessmentIn(state: CandidateState, assessmentId: string): CandidateAssessmentRow {
  const row = state.assessments.find((a) => a.assessmentId === assessmentId);
  if (!row) throw notFound();
  return row;
}

/** The views of `rows` from `state` (their definitions come from the cache after a first read). */
async function viewsOf(
  db: DbExecutor,
  state: CandidateState,
  rows: CandidateAssessmentRow[],
): Promise<AssessmentView[]> {
  const views: AssessmentView[] = [];
  for (const row of rows) {
    const stored = await content(db, row.assessmentId);
    const own = state.sections.filter((s) => s.candidateAssessmentId === row.id);
    views.push(toAssessmentView(stored, row, own, state.multiplier));
  }
  return views;
}

async function candidateAssessmentRows(db: DbExecutor, userId: string) {
  return db
    .select()
    .from(candidateAssessments)
    .where(eq(candidateAssessments.userId, userId))
    .orderBy(asc(candidateAssessments.createdAt));
}

// ---- Closing and scoring.

interface SectionScore {
  score: number | null;
  maxScore: number | null;
  rightAnswers: number | null;
  wrongAnswers: number | null;
}

const UNSCORED: SectionScore = {
  score: null,
  maxScore: null,
  rightAnswers: null,
  wrongAnswers: null,
};

/**
 * The section's score among its scored items (docs/decisions/020): +1 for an item answered exactly
 * right, -1 / (options - 1) for one answered wrong, 0 for one left blank; so "Don't guess" on the
 * landing page is true. Null when nothing is scored (and for the lateral assessment).
 */
async function scoreOf(
  db: DbExecutor,
  stored: StoredAssessment,
  section: StoredSection,
  userId: string,
  candidateAssessmentId: string,
): Promise<SectionScore> {
  if (stored.kind !== 'COGNITIVE') return UNSCORED;
  const scored = section.groups.flatMap((g) => g.items).filter(isScored);
  if (scored.length === 0) return UNSCORED;
  const responses = await db
    .select({ itemId: itemResponses.itemId, values: itemResponses.values })
    .from(itemResponses)
    .where(
      and(
        eq(itemResponses.userId, userId),
        eq(itemResponses.candidateAssessmentId, candidateAssessmentId),
        eq(itemResponses.sectionId, section.id),
      ),
    );
  const byItem = new Map(responses.map((r) => [r.itemId, r.values]));
  let rightAnswers = 0;
  let wrongAnswers = 0;
  let score = 0;
  for (const item of scored) {
    const values = byItem.get(item.id);
    if (values === undefined || values.length === 0) continue;
    if (isCorrectResponse(item, values)) {
      rightAnswers += 1;
      score += 1;
    } else {
      wrongAnswers += 1;
      score -= wrongAnswerPenalty(item);
    }
  }
  return { score, maxScore: scored.length, rightAnswers, wrongAnswers };
}

/**
 * Closes and scores a section whose candidate_assessments and candidate_sections rows the caller
 * has locked; completes the assessment when it was its last open section.
 */
async function closeLockedSection(
  tx: DbExecutor,
  stored: StoredAssessment,
  userId: string,
  candidateAssessmentId: string,
  section: StoredSection,
  closeType: SectionCloseType,
  now: Date,
): Promise<void> {
  const { score, maxScore, rightAnswers, wrongAnswers } = await scoreOf(
    tx,
    stored,
    section,
    userId,
    candidateAssessmentId,
  );
  // One statement closes the section and, when no other section is open, completes the
  // assessment (its CTEs see the rows as they were before it: hence "another" open section).
  await tx.execute(sql`
    with closed as (
      update candidate_sections
      set status = 'COMPLETE', closed_at = ${now}, close_type = ${closeType}, score = ${score},
        max_score = ${maxScore}, right_answers = ${rightAnswers}, wrong_answers = ${wrongAnswers}
      where user_id = ${userId} and candidate_assessment_id = ${candidateAssessmentId}
        and section_id = ${section.id}
      returning 1),
    another_open as (
      select 1 from candidate_sections
      where user_id = ${userId} and candidate_assessment_id = ${candidateAssessmentId}
        and section_id <> ${section.id} and status <> 'COMPLETE'
      limit 1)
    update candidate_assessments set status = 'COMPLETE', completed_at = ${now}
    where user_id = ${userId} and id = ${candidateAssessmentId}
      and not exists (select 1 from another_open)`);
}

async function lockSection(
  tx: DbExecutor,
  userId: string,
  candidateAssessmentId: string,
  sectionId: string,
) {
  const [row] = await tx
    .select()
    .from(candidateSections)
    .where(
      and(
        eq(candidateSections.userId, userId),
        eq(candidateSections.candidateAssessmentId, candidateAssessmentId),
        eq(candidateSections.sectionId, sectionId),
      ),
    )
    .for('update');
  return row;
}

const expiredAt = (row: Pick<CandidateSectionRow, 'status' | 'deadlineAt'>, graceMs: number) =>
  row.status === 'IN_PROGRESS' && row.deadlineAt !== null
    ? row.deadlineAt.getTime() + graceMs
    : null;

const isExpired = (
  row: Pick<CandidateSectionRow, 'status' | 'deadlineAt'>,
  now: Date,
  graceMs: number,
) => {
  const at = expiredAt(row, graceMs);
  return at !== null && now.getTime() > at;
};

/**
 * Closes (TIMER) every section of the candidate's left open past its deadline and the grace
 * window: what the server does the next time anything about it is asked.
 */
export async function closeExpiredSections(
  db: DbExecutor,
  userId: string,
  graceMs: number,
): Promise<void> {
  const now = new Date();
  const expired = await db
    .select({
      candidateAssessmentId: candidateSections.candidateAssessmentId,
      assessmentId: candidateAssessments.assessmentId,
      sectionId: candidateSections.sectionId,
    })
    .from(candidateSections)
    .innerJoin(
      candidateAssessments,
      and(
        eq(candidateAssessments.userId, candidateSections.userId),
        eq(candidateAssessments.id, candidateSections.candidateAssessmentId),
      ),
    )
    .where(
      and(
        eq(candidateSections.userId, userId),
        eq(candidateSections.status, 'IN_PROGRESS'),
        lt(candidateSections.deadlineAt, new Date(now.getTime() - graceMs)),
      ),
    );
  for (const found of expired) {
    const stored = await content(db, found.assessmentId);
    const section = stored.sectionsById.get(found.sectionId);
    if (!section) continue;
    await db.transaction(async (tx) => {
      await tx
        .select({ id: candidateAssessments.id })
        .from(candidateAssessments)
        .where(
          and(
            eq(candidateAssessments.userId, userId),
            eq(candidateAssessments.id, found.candidateAssessmentId),
          ),
        )
        .for('no key update');
      const row = await lockSection(tx, userId, found.candidateAssessmentId, found.sectionId);
      // Someone may have closed it meanwhile: judged again under the lock.
      if (!row || !isExpired(row, new Date(), graceMs)) return;
      await closeLockedSection(
        tx,
        stored,
        userId,
        found.candidateAssessmentId,
        section,
        'TIMER',
        now,
      );
    });
  }
}

// ---- Provisioning and starting.

/**
 * Provisions the assessment of the caller's account type (once); answers all of theirs. Campus
 * candidates get the configured cognitive assessment; lateral ones the newest lateral definition.
 */
export async function provisionDefaultAssessments(
  tx: DbExecutor,
  userId: string,
  cognitiveAssessmentId: string,
): Promise<AssessmentView[]> {
  const { accountType } = await accommodationOf(tx, userId);
  if (!accountType) throw badInput(m.accountTypeRequired);
  const kind = KIND_OF_ACCOUNT[accountType];

  const existing = await candidateAssessmentRows(tx, userId);
  let hasKind = false;
  for (const row of existing)
    if ((await content(tx, row.assessmentId)).kind === kind) hasKind = true;
  if (!hasKind) {
    const newest =
      kind === 'COGNITIVE' ? cognitiveAssessmentId : await newestAssessmentId(tx, kind);
    const stored = newest ? await storedAssessment(tx, newest) : null;
    if (!newest || !stored || stored.kind !== kind)
      throw new UserFacingError('NOT_FOUND', m.notForYourAccountType);
    const [created] = await tx
      .insert(candidateAssessments)
      .values({ userId, assessmentId: newest })
      .onConflictDoNothing()
      .returning({ id: candidateAssessments.id });
    if (created && stored.sections.length > 0) {
      await tx.insert(candidateSections).values(
        stored.sections.map((s) => ({
          userId,
          candidateAssessmentId: created.id,
          sectionId: s.id,
        })),
      );
    }
  }
  const state = await readCandidateState(tx, userId);
  return viewsOf(tx, state, state.assessments);
}

export async function listCandidateAssessments(
  db: DbExecutor,
  userId: string,
  graceMs: number,
): Promise<AssessmentView[]> {
  const state = await currentCandidateState(db, userId, graceMs);
  return viewsOf(db, state, state.assessments);
}

export async function findCandidateAssessment(
  db: DbExecutor,
  userId: string,
  assessmentId: string,
  graceMs: number,
): Promise<AssessmentView> {
  const state = await currentCandidateState(db, userId, graceMs, assessmentId);
  const [view] = await viewsOf(db, state, [assessmentIn(state, assessmentId)]);
  return view!;
}

/** The five initials, trimmed; refused when one is blank (the spec's message) or not initials. */
export function validAcknowledgements(input: Acknowledgements): Acknowledgements {
  const trimmed = {} as Acknowledgements;
  for (const field of INITIALS_FIELDS) {
    const value = (input[field] ?? '').trim();
    if (value.length === 0) throw badInput(m.initialsRequired);
    if (value.length > MAX_INITIALS_LENGTH) throw badInput(m.answerDoesNotFit);
    trimmed[field] = value;
  }
  return trimmed;
}

export async function startAssessment(
  tx: DbExecutor,
  userId: string,
  assessmentId: string,
  acknowledgements: Acknowledgements,
): Promise<AssessmentView> {
  const initials = validAcknowledgements(acknowledgements);
  const row = await ownAssessment(tx, userId, assessmentId, true);
  if (row.status === 'COMPLETE') throw badInput(m.assessmentComplete);
  if (row.status !== 'READY') throw badInput(m.alreadyStarted);
  const [started] = await tx
    .update(candidateAssessments)
    .set({ status: 'IN_PROGRESS', acknowledgements: initials, startedAt: new Date() })
    .where(and(eq(candidateAssessments.userId, userId), eq(candidateAssessments.id, row.id)))
    .returning();
  const [view] = await viewsOf(tx, await readCandidateState(tx, userId), [started!]);
  return view!;
}

// ---- The next section.

interface NextSection {
  row: CandidateAssessmentRow;
  stored: StoredAssessment;
  section: StoredSection | null;
  progress: CandidateSectionRow | null;
  completedSections: number;
  totalSections: number;
  userMultiplier: number;
}

/** The first section (by position) not complete, in a started assessment of the caller's. */
async function nextSection(
  db: DbExecutor,
  userId: string,
  assessmentId: string,
  graceMs: number,
): Promise<NextSection> {
  const state = await currentCandidateState(db, userId, graceMs, assessmentId);
  const row = assessmentIn(state, assessmentId);
  if (row.status === 'READY') throw badInput(m.notStarted);
  const stored = await content(db, row.assessmentId);
  const progress = state.sections.filter((s) => s.candidateAssessmentId === row.id);
  const bySection = new Map(progress.map((p) => [p.sectionId, p]));
  const statusOf = (s: StoredSection) => bySection.get(s.id)?.status ?? 'NOT_STARTED';
  const section = stored.sections.find((s) => statusOf(s) !== 'COMPLETE') ?? null;
  const multiplier = state.multiplier;
  return {
    row,
    stored,
    section,
    progress: section ? (bySection.get(section.id) ?? null) : null,
    completedSections: stored.sections.filter((s) => statusOf(s) === 'COMPLETE').length,
    totalSections: stored.sections.length,
    userMultiplier: multiplier,
  };
}

function groupView(
  group: StoredGroup,
  responses: Map<string, ResponseValue[]>,
  withAnswers: boolean,
): ItemGroupView {
  return {
    id: group.id,
    itemType: group.itemType,
    leadingText: group.leadingText,
    headers: group.headers,
    totalPoints: group.totalPoints,
    // Correctness and explanations belong to sample items only: never to a real question.
    explanation: withAnswers ? group.explanation : null,
    items: group.items.map((item) => {
      const response = responses.get(item.id) ?? [];
      const picked = new Map(response.filter((v) => v.id).map((v) => [v.id!, v.value ?? null]));
      const text = group.itemType === 'TEXTINPUT' ? (response[0]?.value ?? null) : null;
      return {
        id: item.id,
        label: item.label,
        value: group.itemType === 'TEXTINPUT' ? text : item.value,
        options: item.options.map((option) => ({
          id: option.id,
          label: option.label,
          isExclusive: option.isExclusive,
          isSelected: picked.has(option.id),
          value: group.itemType === 'POINTALLOCATION' ? (picked.get(option.id) ?? null) : null,
          isCorrect: withAnswers ? option.isCorrect : null,
        })),
      };
    }),
  };
}

const NO_RESPONSES = new Map<string, ResponseValue[]>();

export async function nextSectionInformation(
  db: DbExecutor,
  userId: string,
  assessmentId: string,
  graceMs: number,
): Promise<SectionInformationView> {
  const next = await nextSection(db, userId, assessmentId, graceMs);
  const { section, progress, completedSections, totalSections } = next;
  if (!section) {
    return {
      id: null,
      title: null,
      status: null,
      completedSections,
      totalSections,
      timerDuration: null,
      timerRemaining: null,
      instructions: [],
      sampleItemGroups: [],
      isInformational: false,
    };
  }
  const status = progress?.status ?? 'NOT_STARTED';
  const multiplier =
    status === 'NOT_STARTED' || !progress ? next.userMultiplier : progress.timerMultiplier;
  const timerDuration =
    section.timeLimitSeconds === null
      ? null
      : sectionLimitSeconds(section.timeLimitSeconds, multiplier);
  const timerRemaining =
    timerDuration === null
      ? null
      : progress?.deadlineAt
        ? secondsLeft(progress.deadlineAt, new Date())
        : timerDuration;
  return {
    id: section.id,
    title: section.title,
    status,
    completedSections,
    totalSections,
    timerDuration,
    timerRemaining,
    instructions: section.instructions,
    sampleItemGroups: section.sampleGroups.map((g) => groupView(g, NO_RESPONSES, true)),
    isInformational: section.isInformational,
  };
}

export async function nextSectionQuestions(
  db: DbExecutor,
  userId: string,
  assessmentId: string,
  graceMs: number,
): Promise<SectionQuestionsView> {
  const next = await nextSection(db, userId, assessmentId, graceMs);
  const { row, section, completedSections, totalSections } = next;
  let progress = next.progress;
  if (!section || !progress) {
    return {
      id: section?.id ?? null,
      status: section ? 'NOT_STARTED' : null,
      completedSections,
      totalSections,
      timeRemaining: null,
      itemGroups: [],
    };
  }
  if (section.isInformational) {
    // Nothing to answer: the candidate closes it (MANUAL) from its information screen.
    return {
      id: section.id,
      status: progress.status,
      completedSections,
      totalSections,
      timeRemaining: null,
      itemGroups: [],
    };
  }

  if (progress.status === 'NOT_STARTED') {
    // The clock starts now, once: a second request finds it started and keeps its deadline.
    const now = new Date();
    const multiplier = next.userMultiplier;
    const deadlineAt =
      section.timeLimitSeconds === null
        ? null
        : new Date(
            now.getTime() + sectionLimitSeconds(section.timeLimitSeconds, multiplier) * 1000,
          );
    const [started] = await db
      .update(candidateSections)
      .set({ status: 'IN_PROGRESS', startedAt: now, timerMultiplier: multiplier, deadlineAt })
      .where(
        and(
          eq(candidateSections.userId, userId),
          eq(candidateSections.candidateAssessmentId, row.id),
          eq(candidateSections.sectionId, section.id),
          eq(candidateSections.status, 'NOT_STARTED'),
        ),
      )
      .returning();
    progress =
      started ??
      (
        await db
          .select()
          .from(candidateSections)
          .where(
            and(
              eq(candidateSections.userId, userId),
              eq(candidateSections.candidateAssessmentId, row.id),
              eq(candidateSections.sectionId, section.id),
            ),
          )
      )[0]!;
  }

  const responses = await db
    .select({ itemId: itemResponses.itemId, values: itemResponses.values })
    .from(itemResponses)
    .where(
      and(
        eq(itemResponses.userId, userId),
        eq(itemResponses.candidateAssessmentId, row.id),
        eq(itemResponses.sectionId, section.id),
      ),
    );
  const byItem = new Map(responses.map((r) => [r.itemId, r.values]));
  return {
    id: section.id,
    status: progress.status,
    completedSections,
    totalSections,
    timeRemaining: secondsLeft(progress.deadlineAt, new Date()),
    itemGroups: section.groups.map((g) => groupView(g, byItem, false)),
  };
}

// ---- Answers.

export interface ItemResponseInput {
  itemId: string;
  values: ResponseValue[];
  timestamp: string;
}

/**
 * Records the caller's response to a real item of their section in progress, inside the caller's
 * transaction. One row per item: a response created earlier than the stored one never replaces it.
 */
export async function submitItemResponse(
  tx: DbExecutor,
  userId: string,
  input: ItemResponseInput,
  graceMs: number,
): Promise<ItemResponseResultView> {
  const { itemId, timestamp } = input;
  if (itemId.length === 0 || itemId.length > MAX_ID_LENGTH)
    throw new UserFacingError('NOT_FOUND', m.unknownItem);
  if (!parseTimestamp(timestamp)) throw badInput(m.answerDoesNotFit);
  const plan = await planItemResponse(tx, userId, input, graceMs);
  if (!plan) throw new UserFacingError('NOT_FOUND', m.unknownItem);
  const { ctes, select } = plan.statement('true');
  const { rows } = await tx.execute(sql.raw(`with ${ctes} ${select}`));
  return plan.finish(rows);
}

/**
 * SubmitItemResponse as one statement and the judgement of its result, so that the statement can
 * travel with the idempotency key's claim (runIdempotentMerged). Null when the item or the
 * timestamp is not valid: submitItemResponse refuses those.
 */
export async function planItemResponse(
  db: DbExecutor,
  userId: string,
  { itemId, values, timestamp }: ItemResponseInput,
  graceMs: number,
): Promise<MergedWrite<ItemResponseResultView> | null> {
  if (itemId.length === 0 || itemId.length > MAX_ID_LENGTH) return null;
  const createdAt = parseTimestamp(timestamp);
  if (!createdAt) return null;
  // The item comes from the cached content (no query once its definition is cached).
  const located = await storedItem(db, itemId);
  if (!located) return null;
  const { assessment, item } = located;
  const judged = judgeValues(item, values);
  const now = new Date();
  const answeredAt = answeredAtOf(createdAt, now).toISOString();
  const lit = (value: string) => pg.escapeLiteral(value);
  // Every row names its candidate, and every lookup filters by them (docs/decisions/027).
  const user = `${lit(userId)}::uuid`;

  // One statement (plain SQL with inline literals) finds the caller's section of the item, locks
  // it against a close and, when it is in progress, the answer fits and the key was claimed, saves
  // the answer. finish then judges it in the checks' order; a refusal throws, which rolls the
  // transaction back, the saved answer with it. An older response arriving late (another device, a
  // slow outbox) never replaces a newer one.
  const statement = (claimed: string) => {
    const section = `section as (
      select cs.candidate_assessment_id, cs.status,
        (extract(epoch from cs.deadline_at) * 1000)::float8 as deadline_ms
      from candidate_sections cs
      join candidate_assessments ca on ca.user_id = cs.user_id and ca.id = cs.candidate_assessment_id
      where ca.user_id = ${user} and ca.assessment_id = ${lit(assessment.id)}
        and cs.user_id = ${user} and cs.section_id = ${lit(item.group.sectionId)}
      for share of cs)`;
    const select = 'select * from section';
    if (!judged.ok) return { ctes: section, select };
    // An answer with no values clears the item: its stored response goes (unless a newer one came).
    if (judged.values.length === 0) {
      return {
        ctes: `${section}, cleared as (
          delete from item_responses r using section s
          where r.user_id = ${user} and r.candidate_assessment_id = s.candidate_assessment_id
            and r.item_id = ${lit(itemId)} and s.status = 'IN_PROGRESS'
            and r.answered_at <= ${lit(answeredAt)}::timestamptz and ${claimed})`,
        select,
      };
    }
    return {
      ctes: `${section}, saved as (
        insert into item_responses
          (user_id, candidate_assessment_id, item_id, section_id, values, answered_at, received_at)
        select ${user}, candidate_assessment_id, ${lit(itemId)}, ${lit(item.group.sectionId)},
          ${lit(JSON.stringify(judged.values))}::jsonb, ${lit(answeredAt)}::timestamptz,
          ${lit(now.toISOString())}::timestamptz
        from section where status = 'IN_PROGRESS' and ${claimed}
        on conflict (user_id, candidate_assessment_id, item_id) do update
          set values = excluded.values, answered_at = excluded.answered_at,
            received_at = excluded.received_at
          where item_responses.answered_at <= excluded.answered_at)`,
      select,
    };
  };

  const finish = (rows: Record<string, unknown>[]): ItemResponseResultView => {
    const row = rows[0] as
      | { candidate_assessment_id: string; status: SectionStatus; deadline_ms: number | null }
      | undefined;
    if (!row) throw new UserFacingError('NOT_FOUND', m.unknownItem);
    const found = {
      status: row.status,
      deadlineAt: row.deadline_ms === null ? null : new Date(row.deadline_ms),
    };
    if (found.status === 'COMPLETE') {
      // Closed by its clock before this late answer arrived (e.g. a read closed it first): the
      // answer's own reason, not merely "closed", whichever request reached the server first.
      const late =
        found.deadlineAt !== null &&
        !judgeTiming(createdAt, new Date(), found.deadlineAt, graceMs).accept;
      throw badInput(late ? m.pastDeadline : m.sectionClosed);
    }
    if (found.status === 'NOT_STARTED') throw badInput(m.sectionNotOpen);

    if (!judged.ok) throw badInput(judged.message);

    const timing = judgeTiming(createdAt, now, found.deadlineAt, graceMs);
    if (!timing.accept) {
      if (timing.expired) throw new SectionExpiredError();
      throw badInput(m.pastDeadline);
    }
    return { status: 'IN_PROGRESS', timeRemaining: secondsLeft(found.deadlineAt, now) };
  };

  return { statement, finish };
}

// ---- Closing a section on request.

export async function closeSection(
  tx: DbExecutor,
  userId: string,
  sectionId: string,
  closeType: SectionCloseType,
  graceMs: number,
): Promise<SectionCloseResultView> {
  if (sectionId.length === 0 || sectionId.length > MAX_ID_LENGTH) throw notFound();
  const [owner] = await tx
    .select({
      candidateAssessmentId: candidateAssessments.id,
      assessmentId: candidateAssessments.assessmentId,
      status: candidateAssessments.status,
    })
    .from(candidateSections)
    .innerJoin(
      candidateAssessments,
      and(
        eq(candidateAssessments.userId, candidateSections.userId),
        eq(candidateAssessments.id, candidateSections.candidateAssessmentId),
      ),
    )
    .where(and(eq(candidateSections.userId, userId), eq(candidateSections.sectionId, sectionId)))
    .for('no key update', { of: candidateAssessments });
  if (!owner) throw notFound();
  const row = await lockSection(tx, userId, owner.candidateAssessmentId, sectionId);
  if (!row) throw notFound();
  const done: SectionCloseResultView = { id: sectionId, status: 'COMPLETE' };
  // Already closed (by the candidate, or by the server once the time ran out): nothing to do.
  if (row.status === 'COMPLETE') return done;

  const stored = await content(tx, owner.assessmentId);
  const section = stored.sectionsById.get(sectionId);
  if (!section) throw notFound();
  const now = new Date();
  const close = async (type: SectionCloseType) => {
    await closeLockedSection(tx, stored, userId, owner.candidateAssessmentId, section, type, now);
    return done;
  };

  if (isExpired(row, now, graceMs)) return close('TIMER');
  if (row.status === 'NOT_STARTED') {
    // Only an informational section (no questions, so no clock) closes before it starts, and only
    // as the next one of a started assessment.
    if (closeType !== 'MANUAL' || !section.isInformational || owner.status !== 'IN_PROGRESS')
      throw badInput(m.sectionNotOpen);
    const progress = await sectionRowsOf(tx, userId, [owner.candidateAssessmentId]);
    const complete = new Set(
      progress.filter((p) => p.status === 'COMPLETE').map((p) => p.sectionId),
    );
    const earlierOpen = stored.sections.some(
      (s) => s.position < section.position && !complete.has(s.id),
    );
    if (earlierOpen) throw badInput(m.sectionNotOpen);
    return close('MANUAL');
  }
  if (closeType === 'TIMER') {
    const left = row.deadlineAt ? row.deadlineAt.getTime() - now.getTime() : Infinity;
    if (left > TIMER_CLOSE_TOLERANCE_MS) throw badInput(m.timeLeftRequired);
  }
  return close(closeType);
}
