/**
 * The timed assessments (spec 001) as browser tests use them: the seeded content (item ids, the
 * cognitive assessment's correct options, section limits), starting a candidate's assessment
 * through the API where the start itself is not under test, answering items on screen by their
 * content, reading the timer, and reading or moving what the database holds (candidate_sections,
 * item_responses, idempotency_keys) to simulate time passing on the server.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  COGNITIVE_ASSESSMENT_ID,
  LATERAL_ASSESSMENT_ID,
  type ItemContent,
  type SectionContent,
} from '../../src/domain/assessments.ts';
import { cognitiveV1 } from '../../src/server/modules/assessments/content/cognitive-v1.ts';
import { lateralV1 } from '../../src/server/modules/assessments/content/lateral-v1.ts';
import type { Api } from './api.ts';
import { signIn } from './fixtures.ts';
import { withDatabase } from './database.ts';

export { cognitiveV1, lateralV1, COGNITIVE_ASSESSMENT_ID, LATERAL_ASSESSMENT_ID };

export const COGNITIVE_PATH = '/assessments/cognitive-skills';
export const COGNITIVE_APP_PATH = '/assessments/cognitive-skills-app';
export const LATERAL_PATH = '/assessments/Lateral';
export const LATERAL_APP_PATH = '/assessments/lateral-app';
/** The server's grace window for answers created in time and delivered late (config). */
export const ANSWER_GRACE_MS = 120_000;

export const INITIALS = {
  aiTools: 'AB',
  selfCompletion: 'AB',
  monitoring: 'AB',
  violationConsequences: 'AB',
  retakePolicy: 'AB',
};

// ---- Content.

/** Every real (non-sample) item of a section, in the order shown. */
export const itemsOf = (section: SectionContent): ItemContent[] =>
  section.itemGroups.flatMap((g) => g.items);

export function correctOption(item: ItemContent) {
  const option = item.options.find((o) => o.correct);
  if (!option) throw new Error(`${item.id} has no correct option`);
  return option;
}

/** An option that is not the correct one (the first such). */
export function wrongOption(item: ItemContent) {
  return item.options.find((o) => !o.correct)!;
}

// ---- Starting through the API (when the Before You Begin modal is not what is tested).

const CREATE = `mutation CreateDefaultAssessments($clientMutationId: ID!) {
  createDefaultAssessments(clientMutationId: $clientMutationId) { id status }
}`;
const START = `mutation StartAssessment($assessmentID: ID!, $acknowledgements: AcknowledgementsInput!, $clientMutationId: ID!) {
  startAssessment(assessmentID: $assessmentID, acknowledgements: $acknowledgements, clientMutationId: $clientMutationId) { id status }
}`;
const CLOSE = `mutation AssessmentSectionClose($id: ID!, $closeType: SectionCloseType!, $clientMutationId: ID!) {
  assessmentSectionClose(id: $id, closeType: $closeType, clientMutationId: $clientMutationId) { id status }
}`;

async function expectData<T>(
  call: Promise<{ status: number; body: { data?: T | null; errors?: unknown } }>,
): Promise<T> {
  const { status, body } = await call;
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** Provisions and starts the candidate's assessment (IN_PROGRESS, no section started). */
export async function startThroughApi(api: Api, token: string, assessmentId: string) {
  await expectData(api.graphql(token, CREATE, { clientMutationId: randomUUID() }));
  await expectData(
    api.graphql(token, START, {
      assessmentID: assessmentId,
      acknowledgements: INITIALS,
      clientMutationId: randomUUID(),
    }),
  );
}

/**
 * A confirmed CAMPUS candidate whose cognitive assessment is started through the API, signed in on
 * `page` with the app's cookies: where most timed-section tests begin.
 */
export async function signedInWithCognitiveStarted(api: Api, page: Page) {
  const candidate = await api.createCandidate({ accountType: 'CAMPUS' });
  await startThroughApi(api, candidate.session.token, COGNITIVE_ASSESSMENT_ID);
  await signIn(page, candidate.session);
  return candidate;
}

/**
 * A campus candidate signed in on `page`, the cognitive assessment started, and the first
 * section's questions on screen (its clock running): where most offline and late-answer tests
 * begin.
 */
export async function firstSectionQuestions(page: Page, api: Api) {
  const candidate = await signedInWithCognitiveStarted(api, page);
  const section = cognitiveV1.sections[0]!;
  await page.goto(COGNITIVE_APP_PATH);
  await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectQuestionsOf(page, section);
  return candidate;
}

/**
 * Closes a section (MANUAL) through the API, e.g. the lateral informational one; one with
 * questions only once every question is answered (or its time is up).
 */
export async function closeThroughApi(api: Api, token: string, sectionId: string) {
  await expectData(
    api.graphql(token, CLOSE, {
      id: sectionId,
      closeType: 'MANUAL',
      clientMutationId: randomUUID(),
    }),
  );
}

// ---- On screen.

/** The Before You Begin modal. */
export const beforeYouBegin = (page: Page): Locator =>
  page.getByRole('alertdialog', { name: 'Before You Begin' });

/** Types the five initials in the modal's acknowledgements step. */
export async function fillInitials(dialog: Locator, initials = 'AB'): Promise<void> {
  const fields = dialog.getByRole('textbox');
  await expect(fields).toHaveCount(5);
  for (let i = 0; i < 5; i += 1) await fields.nth(i).fill(initials);
}

/** The multiple-choice question `item` (a radio group named by its label). */
export const question = (page: Page, item: ItemContent): Locator =>
  page.getByRole('radiogroup', { name: item.label, exact: true });

/**
 * The numbered block of `item` on the questions screen: a group named "Question N of M" whose
 * accessible description says where its answer is ("Saved on this device", "Received").
 */
export const questionBlock = (page: Page, item: ItemContent): Locator =>
  page.getByRole('group', { name: /^Question \d+ of \d+$/ }).filter({ has: question(page, item) });

/** Picks the option with id `optionId` of a multiple-choice item on screen. */
export async function pick(page: Page, item: ItemContent, optionId: string): Promise<void> {
  const option = item.options.find((o) => o.id === optionId)!;
  await question(page, item).getByRole('radio', { name: option.label, exact: true }).check();
}

/** The section's questions are on screen: its heading and its timer. */
export async function expectQuestionsOf(page: Page, section: SectionContent): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  await expect(question(page, itemsOf(section)[0]!)).toBeVisible();
}

/**
 * A campus candidate signed in on `page`, the cognitive assessment started, the first (timed)
 * section's questions on screen: its clock runs.
 */
export async function signedInAtFirstSectionQuestions(page: Page, api: Api) {
  const section = cognitiveV1.sections[0]!;
  const candidate = await signedInWithCognitiveStarted(api, page);
  await page.goto(COGNITIVE_APP_PATH);
  await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectQuestionsOf(page, section);
  return candidate;
}

/** The countdown shown (role timer), in seconds. */
export async function shownSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const match = /(\d+):(\d{2})/.exec(text);
  if (!match) throw new Error(`no mm:ss in the timer: "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

// ---- The database.

export interface StoredSection {
  sectionId: string;
  status: string;
  closeType: string | null;
  score: number | null;
  maxScore: number | null;
  rightAnswers: number | null;
  wrongAnswers: number | null;
  timerMultiplier: number;
  startedAt: Date | null;
  deadlineAt: Date | null;
}

export async function storedAssessment(userId: string, assessmentId: string) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string; status: string }>(
      'SELECT id, status FROM candidate_assessments WHERE user_id = $1 AND assessment_id = $2',
      [userId, assessmentId],
    );
    return rows[0] ?? null;
  });
}

/** The candidate's sections of `assessmentId`, keyed by section id. */
export async function storedSections(
  userId: string,
  assessmentId: string,
): Promise<Map<string, StoredSection>> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{
      section_id: string;
      status: string;
      close_type: string | null;
      score: number | null;
      max_score: number | null;
      right_answers: number | null;
      wrong_answers: number | null;
      timer_multiplier: string;
      started_at: Date | null;
      deadline_at: Date | null;
    }>(
      `SELECT s.* FROM candidate_sections s
       JOIN candidate_assessments a ON a.id = s.candidate_assessment_id
       WHERE a.user_id = $1 AND a.assessment_id = $2`,
      [userId, assessmentId],
    );
    return new Map(
      rows.map((r) => [
        r.section_id,
        {
          sectionId: r.section_id,
          status: r.status,
          closeType: r.close_type,
          score: r.score,
          maxScore: r.max_score,
          rightAnswers: r.right_answers,
          wrongAnswers: r.wrong_answers,
          timerMultiplier: Number(r.timer_multiplier),
          startedAt: r.started_at,
          deadlineAt: r.deadline_at,
        },
      ]),
    );
  });
}

export async function storedSection(userId: string, assessmentId: string, sectionId: string) {
  const section = (await storedSections(userId, assessmentId)).get(sectionId);
  if (!section) throw new Error(`no candidate_sections row for ${sectionId}`);
  return section;
}

export type StoredValues = { id?: string | null; value?: string | null }[];

/** The candidate's item_responses: item id → stored values. */
export async function storedResponses(userId: string): Promise<Map<string, StoredValues>> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ item_id: string; values: StoredValues }>(
      `SELECT r.item_id, r.values FROM item_responses r
       JOIN candidate_assessments a ON a.id = r.candidate_assessment_id
       WHERE a.user_id = $1`,
      [userId],
    );
    return new Map(rows.map((r) => [r.item_id, r.values]));
  });
}

/** How many idempotency keys the candidate's writes of `operation` hold (one per request sent). */
export async function idempotencyKeyCount(userId: string, operation: string): Promise<number> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM idempotency_keys WHERE user_id = $1 AND operation = $2',
      [userId, operation],
    );
    return Number(rows[0]!.n);
  });
}

/**
 * Moves a started section's clock on the server: its deadline to `deadlineAt`, its start by the
 * same amount (as if it had started that much earlier).
 */
export async function moveDeadline(
  userId: string,
  assessmentId: string,
  sectionId: string,
  deadlineAt: Date,
): Promise<void> {
  await withDatabase(async (db) => {
    const { rowCount } = await db.query(
      `UPDATE candidate_sections s
       SET started_at = s.started_at + ($4::timestamptz - s.deadline_at), deadline_at = $4
       FROM candidate_assessments a
       WHERE a.id = s.candidate_assessment_id AND a.user_id = $1 AND a.assessment_id = $2
         AND s.section_id = $3 AND s.deadline_at IS NOT NULL`,
      [userId, assessmentId, sectionId, deadlineAt],
    );
    expect(rowCount, `the section ${sectionId} has a deadline to move`).toBe(1);
  });
}

/** Seconds from now to the section's deadline on the server, as a fraction. */
export async function serverSecondsLeft(
  userId: string,
  assessmentId: string,
  sectionId: string,
): Promise<number> {
  const { deadlineAt } = await storedSection(userId, assessmentId, sectionId);
  if (!deadlineAt) throw new Error(`${sectionId} has no deadline`);
  return (deadlineAt.getTime() - Date.now()) / 1000;
}

// ---- Getting to the end quickly (when the earlier sections are not what is tested).

const NEXT_INFO = `query GetNextAssessmentSectionInformation($id: ID!) {
  nextAssessmentSectionInformation(assessmentID: $id) { id completedSections totalSections }
}`;
const NEXT_QUESTIONS = `query GetNextAssessmentSectionQuestions($id: ID!) {
  nextAssessmentSectionQuestions(assessmentID: $id) { id timeRemaining }
}`;

/**
 * Takes every section but the last through the API, unanswered: its questions opened, its time
 * run out (the deadline moved to a second from now), then closed as the app closes it at time
 * up (TIMER; the server takes a MANUAL close only once every question is answered). An
 * informational section closes MANUAL. The candidate's screen then opens on the last section's
 * information.
 */
export async function closeAllButLastThroughApi(api: Api, token: string, assessmentId: string) {
  const { id: userId } = await api.getUser(token);
  for (;;) {
    const { nextAssessmentSectionInformation: info } = await expectData<{
      nextAssessmentSectionInformation: {
        id: string | null;
        completedSections: number;
        totalSections: number;
      };
    }>(api.graphql(token, NEXT_INFO, { id: assessmentId }));
    if (!info.id || info.completedSections + 1 >= info.totalSections) return;
    const { nextAssessmentSectionQuestions: questions } = await expectData<{
      nextAssessmentSectionQuestions: { id: string; timeRemaining: number | null };
    }>(api.graphql(token, NEXT_QUESTIONS, { id: assessmentId }));
    if (questions.timeRemaining === null) {
      await closeThroughApi(api, token, info.id);
      continue;
    }
    await moveDeadline(userId, assessmentId, info.id, new Date(Date.now() + 1_000));
    await expectData(
      api.graphql(token, CLOSE, {
        id: info.id,
        closeType: 'TIMER',
        clientMutationId: randomUUID(),
      }),
    );
  }
}

/** The candidate's behavioral survey stored complete (its questionnaire is not what is tested). */
export async function completeSurveyInDatabase(userId: string): Promise<void> {
  await withDatabase(async (db) => {
    await db.query(
      `INSERT INTO user_surveys (user_id, survey_id, status, completed_at)
       SELECT $1, id, 'complete', now() FROM survey_definitions ORDER BY version DESC LIMIT 1
       ON CONFLICT (user_id) DO UPDATE SET status = 'complete', completed_at = now()`,
      [userId],
    );
  });
}
