/**
 * Receipts (docs/decisions/048-signed-receipts.md): computed from what the database holds, never
 * stored. A closed section's receipt covers its recorded answers (item_responses: item id, values,
 * received_at), a submitted questionnaire's covers its answers (survey_answers: question id, value
 * or values, updated_at). The answers of a closed section or a submitted questionnaire no longer
 * change, so the receipt computed at the close is the one computed later: the close mutations,
 * the `receipts` query and the operator's check (`receipts:verify`) all come here.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  answersDigestInput,
  RECEIPT_VERSION,
  type Receipt,
  type ReceiptCloseType,
  type ReceiptPayload,
  type RecordedAnswer,
  unknownReceiptFields,
} from '../../../domain/receipts.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  candidateAssessments,
  candidateSections,
  itemResponses,
  surveyAnswers,
  userSurveys,
} from '../../db/schema.ts';
import { storedAssessment } from '../assessments/content-store.ts';
import type { ReceiptKey } from './receipt-key.ts';

export const QUESTIONNAIRE_RECEIPT_TITLE = 'Behavioral Assessment';

/** What a receipt says before it is signed, with the title people see. */
interface Unsigned {
  payload: ReceiptPayload;
  title: string;
}

function payloadOf(
  subject: Pick<ReceiptPayload, 'candidateId' | 'assessmentId' | 'sectionId'>,
  closeType: ReceiptCloseType,
  closedAt: Date,
  answers: RecordedAnswer[],
): ReceiptPayload {
  return {
    version: RECEIPT_VERSION,
    ...subject,
    closeType,
    closedAt: closedAt.toISOString(),
    answerCount: answers.length,
    answersDigest: createHash('sha256').update(answersDigestInput(answers), 'utf8').digest('hex'),
  };
}

const signed = (key: ReceiptKey, { payload, title }: Unsigned): Receipt => ({
  payload,
  signature: key.sign(payload),
  keyId: key.keyId,
  title,
});

/** The candidate's closed sections with questions (one, with `sectionId`), oldest first. */
async function closedSections(db: DbExecutor, userId: string, sectionId?: string) {
  const rows = await db
    .select({
      candidateAssessmentId: candidateSections.candidateAssessmentId,
      assessmentId: candidateAssessments.assessmentId,
      sectionId: candidateSections.sectionId,
      closeType: candidateSections.closeType,
      closedAt: candidateSections.closedAt,
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
        eq(candidateSections.status, 'COMPLETE'),
        sectionId === undefined ? undefined : eq(candidateSections.sectionId, sectionId),
      ),
    )
    .orderBy(asc(candidateAssessments.createdAt));
  const sections: (Unsigned & { position: number })[] = [];
  for (const row of rows) {
    const stored = await storedAssessment(db, row.assessmentId);
    const section = stored?.sectionsById.get(row.sectionId);
    // An informational section records no answers: it has no receipt.
    if (!section || section.isInformational || !row.closeType || !row.closedAt) continue;
    const responses = await db
      .select({
        itemId: itemResponses.itemId,
        values: itemResponses.values,
        receivedAt: itemResponses.receivedAt,
      })
      .from(itemResponses)
      .where(
        and(
          eq(itemResponses.userId, userId),
          eq(itemResponses.candidateAssessmentId, row.candidateAssessmentId),
          eq(itemResponses.sectionId, row.sectionId),
        ),
      );
    const answers = responses.map((r) => ({
      itemId: r.itemId,
      value: r.values,
      receivedAt: r.receivedAt.toISOString(),
    }));
    sections.push({
      payload: payloadOf(
        { candidateId: userId, assessmentId: row.assessmentId, sectionId: row.sectionId },
        row.closeType,
        row.closedAt,
        answers,
      ),
      title: section.title,
      position: section.position,
    });
  }
  // The assessments oldest first (the rows' order), each one's sections in the order taken.
  const assessmentOrder = [...new Set(rows.map((r) => r.assessmentId))];
  const rank = (s: Unsigned) => assessmentOrder.indexOf(s.payload.assessmentId);
  return sections.sort((a, b) => rank(a) - rank(b) || a.position - b.position);
}

/** The submitted questionnaire's receipt, or null while it is not submitted. */
async function submittedQuestionnaire(db: DbExecutor, userId: string): Promise<Unsigned | null> {
  const [survey] = await db
    .select({ surveyId: userSurveys.surveyId, completedAt: userSurveys.completedAt })
    .from(userSurveys)
    .where(and(eq(userSurveys.userId, userId), eq(userSurveys.status, 'complete')));
  if (!survey?.completedAt) return null;
  const rows = await db
    .select({
      questionId: surveyAnswers.questionId,
      value: surveyAnswers.value,
      multiValue: surveyAnswers.multiValue,
      updatedAt: surveyAnswers.updatedAt,
    })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.userId, userId));
  const answers = rows.map((r) => ({
    itemId: r.questionId,
    value: r.multiValue ?? r.value,
    receivedAt: r.updatedAt.toISOString(),
  }));
  return {
    payload: payloadOf(
      { candidateId: userId, assessmentId: survey.surveyId, sectionId: null },
      'SUBMIT',
      survey.completedAt,
      answers,
    ),
    title: QUESTIONNAIRE_RECEIPT_TITLE,
  };
}

/** The receipt of the candidate's closed section, or null (not closed, informational, unknown). */
export async function sectionReceipt(
  db: DbExecutor,
  key: ReceiptKey,
  userId: string,
  sectionId: string,
): Promise<Receipt | null> {
  const [section] = await closedSections(db, userId, sectionId);
  return section ? signed(key, section) : null;
}

/** The receipt of the candidate's submitted questionnaire, or null. */
export async function questionnaireReceipt(
  db: DbExecutor,
  key: ReceiptKey,
  userId: string,
): Promise<Receipt | null> {
  const questionnaire = await submittedQuestionnaire(db, userId);
  return questionnaire ? signed(key, questionnaire) : null;
}

/** Every receipt of the candidate's: each closed section with questions, then the questionnaire. */
export async function candidateReceipts(
  db: DbExecutor,
  key: ReceiptKey,
  userId: string,
): Promise<Receipt[]> {
  const questionnaire = await submittedQuestionnaire(db, userId);
  return [...(await closedSections(db, userId)), ...(questionnaire ? [questionnaire] : [])].map(
    (unsigned) => signed(key, unsigned),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the database gives today for the receipt's candidate, assessment and section, or null. */
async function recomputed(
  db: DbExecutor,
  { candidateId, assessmentId, sectionId }: ReceiptPayload,
): Promise<Unsigned | null> {
  if (!UUID.test(candidateId)) return null;
  const found =
    sectionId === null
      ? await submittedQuestionnaire(db, candidateId)
      : (await closedSections(db, candidateId, sectionId))[0];
  return found?.payload.assessmentId === assessmentId ? found : null;
}

/** The receipt's check: its signature by this server's key, then its fields against the database. */
export type ReceiptCheck = { matches: true } | { matches: false; problems: string[] };

/**
 * Checks exactly what was issued: `raw` (the receipt as read, before parsing dropped anything)
 * may carry no field a receipt does not have, the signature must be spelled as the server wrote
 * it (another spelling of the same bytes is a changed receipt), and the unsigned title must be
 * the section's.
 */
export async function checkReceipt(
  db: DbExecutor,
  key: ReceiptKey,
  { payload, signature, keyId, title }: Receipt,
  raw: unknown = { payload, signature, keyId, title },
): Promise<ReceiptCheck> {
  const unknown = unknownReceiptFields(raw);
  if (unknown.length > 0)
    return {
      matches: false,
      problems: [`fields that are not signed were added: ${unknown.join(', ')}`],
    };
  if (keyId !== key.keyId)
    return { matches: false, problems: [`signed by another key (${keyId}, not ${key.keyId})`] };
  // verify takes only the spelling the server writes (receipt-key.ts).
  if (!key.verify(payload, signature))
    return { matches: false, problems: ['the signature does not match: the receipt was changed'] };
  const recorded = await recomputed(db, payload);
  if (!recorded)
    return {
      matches: false,
      problems: ['the database holds no such closed section or submission'],
    };
  const problems = (Object.keys(recorded.payload) as (keyof ReceiptPayload)[])
    .filter((field) => recorded.payload[field] !== payload[field])
    .map((field) => `${field}: receipt ${payload[field]}, database ${recorded.payload[field]}`);
  if (recorded.title !== title)
    problems.push(`title: receipt ${title}, database ${recorded.title}`);
  return problems.length === 0 ? { matches: true } : { matches: false, problems };
}
