/**
 * The behavioral survey on the server: the seeded versions, the version a candidate answers, their
 * answers (one row per question, the latest wins) and the one-time completion. Every answer is
 * judged by the shared rules of src/domain/survey.ts, so the server refuses exactly what the
 * client would flag.
 *
 * Writes run inside the caller's transaction (runIdempotent) and lock the candidate's user_surveys
 * row first, so an answer and the completion never interleave: an answer that arrives after the
 * completion is refused, and the completion judges the answers as they are.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  answerProblem,
  clearsAnswer,
  answersWithMultiValue,
  missingRequiredAnswers,
  surveyMessages,
  takesAnswer,
  type SurveyAnswerValue,
  type SurveyDefinition,
  type SurveyField,
  type SurveyStatus,
} from '../../../domain/survey.ts';
import type { DbExecutor } from '../../db/client.ts';
import { surveyAnswers, surveyDefinitions, userSurveys } from '../../db/schema.ts';
import { UserFacingError } from '../../errors.ts';
import { behavioralSurveyV1 } from './behavioral-survey-v1.ts';

/** Every version ever published, oldest first. Seeded; a stored version is never overwritten. */
export const SURVEY_DEFINITIONS: readonly SurveyDefinition[] = [behavioralSurveyV1];

/**
 * Caps on what an answer may carry before it is judged at all: far above any real answer (the
 * longest list is a point allocation or a multiple selection of a few items), low enough that a
 * hostile request costs nothing.
 */
export const MAX_ANSWER_VALUE_LENGTH = 10_000;
export const MAX_ANSWER_LIST_LENGTH = 100;
export const MAX_ANSWER_LIST_ITEM_LENGTH = 100;
export const MAX_QUESTION_ID_LENGTH = 200;

export interface SurveyAnswerView {
  questionId: string;
  value: string | null;
  multiValue: string[] | null;
}

export interface UserSurveyAnswersView {
  status: SurveyStatus;
  updatedAt: string | null;
  answers: SurveyAnswerView[];
}

export interface SurveyCompletionView {
  status: SurveyStatus;
  invalidAnswers: { questionId: string; reason: string }[];
  completeStatus: boolean;
}

/** Inserts the versions not stored yet; never touches a stored one (answers refer to its ids). */
export async function seedSurveyDefinitions(db: DbExecutor): Promise<void> {
  await db
    .insert(surveyDefinitions)
    .values(SURVEY_DEFINITIONS.map(({ id, version, fields }) => ({ id, version, fields })))
    .onConflictDoNothing();
}

const definitionColumns = {
  id: surveyDefinitions.id,
  version: surveyDefinitions.version,
  fields: surveyDefinitions.fields,
};

async function newestDefinition(db: DbExecutor): Promise<SurveyDefinition> {
  const [row] = await db
    .select(definitionColumns)
    .from(surveyDefinitions)
    .orderBy(desc(surveyDefinitions.version))
    .limit(1);
  // The seed runs at every start, so this is a broken installation, not a candidate's mistake.
  if (!row) throw new Error('No survey definition is stored: the seed has not run');
  return row;
}

/**
 * Versions by id, kept once read: a stored version never changes (the seed never overwrites one),
 * and answering reads the candidate's version at every answer.
 */
const definitionCache = new Map<string, SurveyDefinition>();

async function definitionById(db: DbExecutor, id: string): Promise<SurveyDefinition> {
  const cached = definitionCache.get(id);
  if (cached) return cached;
  const [row] = await db
    .select(definitionColumns)
    .from(surveyDefinitions)
    .where(eq(surveyDefinitions.id, id));
  if (!row) throw new Error(`Survey definition ${id} is missing`);
  definitionCache.set(id, row);
  return row;
}

/** The version the candidate started, else the newest (what a first answer will start). */
export async function surveyDefinitionFor(
  db: DbExecutor,
  userId: string,
): Promise<SurveyDefinition> {
  const [started] = await db
    .select({ surveyId: userSurveys.surveyId })
    .from(userSurveys)
    .where(eq(userSurveys.userId, userId));
  return started ? definitionById(db, started.surveyId) : newestDefinition(db);
}

/** Every field by id, groups included (a group is found, and refused as "takes no answer"). */
function fieldsById(fields: readonly SurveyField[], into = new Map<string, SurveyField>()) {
  for (const field of fields) {
    into.set(field.id, field);
    if (field.type === 'group') fieldsById(field.fields ?? [], into);
  }
  return into;
}

const answerColumns = {
  questionId: surveyAnswers.questionId,
  value: surveyAnswers.value,
  multiValue: surveyAnswers.multiValue,
};

async function storedAnswers(db: DbExecutor, userId: string): Promise<SurveyAnswerView[]> {
  return db
    .select(answerColumns)
    .from(surveyAnswers)
    .where(eq(surveyAnswers.userId, userId))
    .orderBy(asc(surveyAnswers.questionId));
}

export async function findUserSurveyAnswers(
  db: DbExecutor,
  userId: string,
): Promise<UserSurveyAnswersView> {
  const [survey] = await db
    .select({ status: userSurveys.status, updatedAt: userSurveys.updatedAt })
    .from(userSurveys)
    .where(eq(userSurveys.userId, userId));
  if (!survey) return { status: 'not_started', updatedAt: null, answers: [] };
  return {
    status: survey.status,
    updatedAt: survey.updatedAt.toISOString(),
    answers: await storedAnswers(db, userId),
  };
}

/** The candidate's survey row, locked until the transaction ends; null when not started. */
async function lockUserSurvey(tx: DbExecutor, userId: string) {
  const [row] = await tx
    .select({ surveyId: userSurveys.surveyId, status: userSurveys.status })
    .from(userSurveys)
    .where(eq(userSurveys.userId, userId))
    .for('update');
  return row ?? null;
}

const refuse = (message: string) => new UserFacingError('BAD_USER_INPUT', message);

/** Why this answer cannot be stored for `field`, or null. Oversized input is refused unread. */
function refusal(field: SurveyField, answer: SurveyAnswerValue): string | null {
  if (!takesAnswer(field)) return surveyMessages.notAQuestion;
  const { value, multiValue } = answer;
  if (value != null && value.length > MAX_ANSWER_VALUE_LENGTH) {
    return field.type === 'short_text'
      ? surveyMessages.textTooLong
      : surveyMessages.wrongAnswerKind;
  }
  if (
    multiValue != null &&
    (multiValue.length > MAX_ANSWER_LIST_LENGTH ||
      multiValue.some((item) => item.length > MAX_ANSWER_LIST_ITEM_LENGTH))
  ) {
    return surveyMessages.wrongAnswerKind;
  }
  return answerProblem(field, answer);
}

/** The stored form: text and numbers trimmed, whole numbers (scale, points) without leading zeros. */
function normalized(field: SurveyField, answer: SurveyAnswerValue): SurveyAnswerValue {
  switch (field.type) {
    case 'short_text':
    case 'number':
      return { value: answer.value!.trim() };
    case 'rating':
      return { value: String(Number(answer.value)) };
    case 'point_allocation':
      return { multiValue: answer.multiValue!.map((p) => String(Number(p))) };
    default:
      return answersWithMultiValue(field)
        ? { multiValue: answer.multiValue }
        : { value: answer.value };
  }
}

/**
 * Stores one answer (value or multiValue, as the question takes it), replacing the earlier one.
 * The first answer starts the survey on the newest version. Refused, with nothing written, when
 * the survey is complete, the question is not in the candidate's version or takes no answer, or
 * the answer does not fit.
 */
export async function saveSurveyAnswer(
  tx: DbExecutor,
  userId: string,
  questionId: string,
  answer: SurveyAnswerValue,
): Promise<SurveyAnswerView> {
  if (questionId.length > MAX_QUESTION_ID_LENGTH) throw refuse(surveyMessages.unknownQuestion);

  let survey = await lockUserSurvey(tx, userId);
  if (!survey) {
    // Two first answers at once: the second insert waits for the first and then does nothing.
    const newest = await newestDefinition(tx);
    await tx
      .insert(userSurveys)
      .values({ userId, surveyId: newest.id, status: 'in_progress' })
      .onConflictDoNothing();
    survey = await lockUserSurvey(tx, userId);
    if (!survey) throw new Error('The survey row vanished while being started');
  }
  if (survey.status === 'complete') throw refuse(surveyMessages.alreadyComplete);

  const definition = await definitionById(tx, survey.surveyId);
  const field = fieldsById(definition.fields).get(questionId);
  if (!field) throw refuse(surveyMessages.unknownQuestion);
  if (clearsAnswer(field, answer)) {
    await tx
      .delete(surveyAnswers)
      .where(and(eq(surveyAnswers.userId, userId), eq(surveyAnswers.questionId, questionId)));
    await tx
      .update(userSurveys)
      .set({ updatedAt: new Date() })
      .where(eq(userSurveys.userId, userId));
    return { questionId, value: null, multiValue: null };
  }
  const problem = refusal(field, answer);
  if (problem) throw refuse(problem);

  const stored = normalized(field, answer);
  const values = {
    value: stored.value ?? null,
    multiValue: stored.multiValue ? [...stored.multiValue] : null,
  };
  const now = new Date();
  const [saved] = await tx
    .insert(surveyAnswers)
    .values({ userId, questionId, ...values })
    .onConflictDoUpdate({
      target: [surveyAnswers.userId, surveyAnswers.questionId],
      set: { ...values, updatedAt: now },
    })
    .returning(answerColumns);
  await tx.update(userSurveys).set({ updatedAt: now }).where(eq(userSurveys.userId, userId));
  return saved!;
}

/**
 * Submits the survey once. Already complete: answered as complete, nothing changes. A required
 * question without a fitting stored answer: answered with those questions in order, nothing
 * changes. Otherwise the survey becomes complete.
 */
export async function completeSurvey(
  tx: DbExecutor,
  userId: string,
): Promise<SurveyCompletionView> {
  const survey = await lockUserSurvey(tx, userId);
  if (survey?.status === 'complete') {
    return { status: 'complete', invalidAnswers: [], completeStatus: true };
  }
  const definition = survey
    ? await definitionById(tx, survey.surveyId)
    : await newestDefinition(tx);
  const answers = survey ? await storedAnswers(tx, userId) : [];
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const invalidAnswers = missingRequiredAnswers(definition.fields, byQuestion);
  if (invalidAnswers.length > 0) {
    return {
      status: survey ? 'in_progress' : 'not_started',
      invalidAnswers,
      completeStatus: false,
    };
  }

  const now = new Date();
  if (survey) {
    await tx
      .update(userSurveys)
      .set({ status: 'complete', completedAt: now, updatedAt: now })
      .where(and(eq(userSurveys.userId, userId), eq(userSurveys.status, 'in_progress')));
  } else {
    // A version without required questions: submitting it unanswered is allowed.
    await tx
      .insert(userSurveys)
      .values({ userId, surveyId: definition.id, status: 'complete', completedAt: now })
      .onConflictDoNothing();
  }
  return { status: 'complete', invalidAnswers: [], completeStatus: true };
}
