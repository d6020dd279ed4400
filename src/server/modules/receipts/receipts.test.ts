/**
 * Signed receipts (docs/decisions/048) through the real API: what a section's close and the
 * questionnaire's submit answer, the digest over the recorded answers in the documented order, the
 * signature checked with the published JWK (WebCrypto, as the app checks it), the receipts query
 * (a section closed by its timer included), the operator's check against the database, and where
 * the key comes from.
 */
import { createHash, generateKeyPairSync, randomUUID, webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COGNITIVE_ASSESSMENT_ID } from '../../../domain/assessments.ts';
import { surveyScreens } from '../../../domain/survey.ts';
import {
  answersDigestInput,
  receiptShortId,
  receiptSignedText,
  type Receipt,
} from '../../../domain/receipts.ts';
import { candidateSections, itemResponses, users } from '../../db/schema.ts';
import { StartupRefusal } from '../../errors.ts';
import { surveyAnswer } from '../../../../tests/support/fitting-answers.ts';
import { graphql, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, testConfig, type TestApp } from '../../test-support/test-app.ts';
import { cognitiveV1 } from '../assessments/content/cognitive-v1.ts';
import { behavioralSurveyV1 } from '../survey/behavioral-survey-v1.ts';
import { RECEIPT_KEY_FILE, receiptKeyOf } from './receipt-key.ts';
import { verifyReceiptsFile } from './receipts-file.ts';

const RECEIPT = `payload { version candidateId assessmentId sectionId closeType closedAt answerCount
  answersDigest } signature keyId title`;
const q = {
  create: `mutation C($k: ID!) { createDefaultAssessments(clientMutationId: $k) { id } }`,
  start: `mutation S($a: ID!, $ack: AcknowledgementsInput!, $k: ID!) {
    startAssessment(assessmentID: $a, acknowledgements: $ack, clientMutationId: $k) { id } }`,
  questions: `query Q($a: ID!) { nextAssessmentSectionQuestions(assessmentID: $a) {
    id itemGroups { items { id options { id } } } } }`,
  answer: `mutation A($id: ID!, $values: [ItemResponseValue!]!, $t: String!, $k: ID!) {
    submitItemResponse(id: $id, values: $values, timestamp: $t, clientMutationId: $k) { status } }`,
  close: `mutation X($id: ID!, $type: SectionCloseType!, $k: ID!) {
    assessmentSectionClose(id: $id, closeType: $type, clientMutationId: $k) {
      id status receipt { ${RECEIPT} } } }`,
  receipts: `query R { receipts { ${RECEIPT} } }`,
  surveyAnswer: `mutation SA($q: ID!, $v: String!, $k: ID!) {
    setUserSurveyAnswer(questionId: $q, value: $v, clientMutationId: $k) { questionId } }`,
  surveyMulti: `mutation SM($q: ID!, $v: [String!]!, $k: ID!) {
    setUserSurveyAnswerMultiValue(questionId: $q, multiValue: $v, clientMutationId: $k) {
      questionId } }`,
  submit: `mutation SC($k: ID!) { setUserSurveyComplete(clientMutationId: $k) {
    completeStatus receipt { ${RECEIPT} } } }`,
};
const INITIALS = {
  aiTools: 'AB',
  selfCompletion: 'AB',
  monitoring: 'AB',
  violationConsequences: 'AB',
  retakePolicy: 'AB',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call<T>(query: string, variables: Record<string, unknown>, token: string) {
  const response = await graphql(t.app, query, variables, token);
  const body = response.json<{ data: T; errors?: unknown }>();
  expect(body.errors, response.body).toBeUndefined();
  return body.data;
}

/**
 * A campus candidate in the first cognitive section, with `answered` of its items answered and
 * its time nearly up (2 s left), so that it closes with the others unanswered (closing.ts).
 */
async function candidateWithAnswers(answered: number) {
  const candidate = await signedInCandidate(t.app);
  await t.database.db
    .update(users)
    .set({ accountType: 'CAMPUS' })
    .where(eq(users.id, candidate.userId));
  const { token } = candidate;
  await call(q.create, { k: randomUUID() }, token);
  await call(q.start, { a: COGNITIVE_ASSESSMENT_ID, ack: INITIALS, k: randomUUID() }, token);
  const { nextAssessmentSectionQuestions: section } = await call<{
    nextAssessmentSectionQuestions: {
      id: string;
      itemGroups: { items: { id: string; options: { id: string }[] }[] }[];
    };
  }>(q.questions, { a: COGNITIVE_ASSESSMENT_ID }, token);
  const items = section.itemGroups.flatMap((g) => g.items);
  // Answered in reverse order: the digest's order is the item ids', not the answers'.
  for (const item of items.slice(0, answered).reverse()) {
    await call(
      q.answer,
      {
        id: item.id,
        values: [{ id: item.options[0]!.id }],
        t: new Date().toISOString(),
        k: randomUUID(),
      },
      token,
    );
  }
  await t.database.db
    .update(candidateSections)
    .set({ deadlineAt: sql`now() + interval '2 seconds'` })
    .where(
      and(
        eq(candidateSections.userId, candidate.userId),
        eq(candidateSections.sectionId, section.id),
      ),
    );
  return { ...candidate, sectionId: section.id };
}

const close = (token: string, sectionId: string, k = randomUUID()) =>
  call<{ assessmentSectionClose: { status: string; receipt: Receipt | null } }>(
    q.close,
    { id: sectionId, type: 'MANUAL', k },
    token,
  ).then((d) => d.assessmentSectionClose);

const receiptsOf = async (token: string) =>
  (await call<{ receipts: Receipt[] }>(q.receipts, {}, token)).receipts;

/** The digest computed here from the stored rows, in the order decision 048 writes down. */
async function expectedDigest(userId: string, sectionId: string) {
  const rows = await t.database.db
    .select()
    .from(itemResponses)
    .where(and(eq(itemResponses.userId, userId), eq(itemResponses.sectionId, sectionId)));
  const canonical = answersDigestInput(
    rows.map((r) => ({
      itemId: r.itemId,
      value: r.values,
      receivedAt: r.receivedAt.toISOString(),
    })),
  );
  return { count: rows.length, digest: createHash('sha256').update(canonical).digest('hex') };
}

/** Checks the signature as the app does: WebCrypto Ed25519 with the published JWK. */
async function verifiesWithPublishedKey(receipt: Receipt): Promise<boolean> {
  const response = await t.app.inject({ method: 'GET', url: '/.well-known/receipt-key' });
  expect(response.statusCode).toBe(200);
  const jwk = response.json<webcrypto.JsonWebKey & { kid: string }>();
  expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', kid: receipt.keyId });
  expect(jwk).not.toHaveProperty('d'); // the public half only
  const key = await webcrypto.subtle.importKey('jwk', jwk, { name: 'Ed25519' }, false, ['verify']);
  return webcrypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    Buffer.from(receipt.signature, 'base64url'),
    new TextEncoder().encode(receiptSignedText(receipt.payload)),
  );
}

function fileOf(receipts: Receipt[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'receipts-'));
  const file = path.join(dir, 'receipts.json');
  writeFileSync(file, JSON.stringify({ format: 'candidate-portal-receipts', receipts }, null, 2));
  return file;
}

describe('a closed section', () => {
  it("answers a signed receipt of the recorded answers: count, digest in item order, the candidate's ids", async () => {
    const { token, userId, sectionId } = await candidateWithAnswers(3);
    const closed = await close(token, sectionId);
    expect(closed.status).toBe('COMPLETE');
    const receipt = closed.receipt!;
    const expected = await expectedDigest(userId, sectionId);
    expect(expected.count).toBe(3);
    expect(receipt.payload).toEqual({
      version: 1,
      candidateId: userId,
      assessmentId: COGNITIVE_ASSESSMENT_ID,
      sectionId,
      closeType: 'MANUAL',
      closedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      answerCount: 3,
      answersDigest: expected.digest,
    });
    expect(receipt.title).toBe(cognitiveV1.sections[0]!.title);
    expect(receiptShortId(receipt.payload)).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(await verifiesWithPublishedKey(receipt)).toBe(true);
    // Never a score or a correct answer: only the fields above.
    expect(JSON.stringify(receipt)).not.toMatch(/score|correct|right|wrong/i);

    // The replay answers the same receipt; the receipts query computes it again, identical.
    expect(await receiptsOf(token)).toEqual([receipt]);
    const again = await close(token, sectionId);
    expect(again.receipt).toEqual(receipt);
  });

  it('fails the signature check once one field of the payload changes', async () => {
    const { token, sectionId } = await candidateWithAnswers(2);
    const { receipt } = await close(token, sectionId);
    const tampered = { ...receipt!, payload: { ...receipt!.payload, answerCount: 3 } };
    expect(await verifiesWithPublishedKey(tampered)).toBe(false);
  });

  it('gets its receipt from the receipts query when the server closed it on its timer', async () => {
    const { token, userId, sectionId } = await candidateWithAnswers(1);
    await t.database.db
      .update(candidateSections)
      .set({ deadlineAt: sql`now() - interval '1 hour'` })
      .where(and(eq(candidateSections.userId, userId), eq(candidateSections.sectionId, sectionId)));
    const [receipt] = await receiptsOf(token);
    expect(receipt!.payload).toMatchObject({ sectionId, closeType: 'TIMER', answerCount: 1 });
    expect(await verifiesWithPublishedKey(receipt!)).toBe(true);
  });

  it('is nobody else’s: another candidate’s receipts query does not list it', async () => {
    const { token, sectionId } = await candidateWithAnswers(1);
    await close(token, sectionId);
    const other = await signedInCandidate(t.app);
    expect(await receiptsOf(other.token)).toEqual([]);
  });
});

describe('the submitted questionnaire', () => {
  it('answers a signed receipt of its answers (SUBMIT, no section)', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const fields = surveyScreens(behavioralSurveyV1.fields).filter((f) => f.type !== 'statement');
    for (const [n, field] of fields.entries()) {
      const { value, multiValue } = surveyAnswer(field, n);
      if (multiValue)
        await call(q.surveyMulti, { q: field.id, v: multiValue, k: randomUUID() }, token);
      else await call(q.surveyAnswer, { q: field.id, v: value, k: randomUUID() }, token);
    }
    const { setUserSurveyComplete: done } = await call<{
      setUserSurveyComplete: { completeStatus: boolean; receipt: Receipt };
    }>(q.submit, { k: randomUUID() }, token);
    expect(done.completeStatus).toBe(true);
    expect(done.receipt.payload).toMatchObject({
      candidateId: userId,
      assessmentId: behavioralSurveyV1.id,
      sectionId: null,
      closeType: 'SUBMIT',
      answerCount: fields.length,
    });
    expect(await verifiesWithPublishedKey(done.receipt)).toBe(true);
    expect(await receiptsOf(token)).toEqual([done.receipt]);
  });
});

describe('receipts:verify', () => {
  it('says a genuine file matches, and what differs once the database or the file changed', async () => {
    const { token, userId, sectionId } = await candidateWithAnswers(2);
    const { receipt } = await close(token, sectionId);
    const verify = (receipts: Receipt[]) =>
      verifyReceiptsFile(t.database.db, t.config, fileOf(receipts));

    expect(await verify([receipt!])).toEqual([
      {
        receipt: receiptShortId(receipt!.payload),
        candidate: userId,
        assessment: COGNITIVE_ASSESSMENT_ID,
        section: sectionId,
        answers: 2,
        result: 'matches',
        problems: '-',
      },
    ]);

    // One character of the file changed: the signature no longer matches.
    const digest = receipt!.payload.answersDigest;
    const flipped = `${digest[0] === 'a' ? 'b' : 'a'}${digest.slice(1)}`;
    const [tampered] = await verify([
      { ...receipt!, payload: { ...receipt!.payload, answersDigest: flipped } },
    ]);
    expect(tampered).toMatchObject({ result: 'does not match', problems: /signature/ });

    // Signed by another key: said so.
    const [foreign] = await verify([{ ...receipt!, keyId: 'another-key' }]);
    expect(foreign).toMatchObject({ result: 'does not match', problems: /another key/ });

    // The database lost an answer since: the count and the digest differ.
    await t.database.db
      .delete(itemResponses)
      .where(and(eq(itemResponses.userId, userId), eq(itemResponses.sectionId, sectionId)))
      .returning()
      .then((rows) => expect(rows.length).toBe(2));
    const [changed] = await verify([receipt!]);
    expect(changed!.result).toBe('does not match');
    expect(changed!.problems).toContain('answerCount: receipt 2, database 0');
    expect(changed!.problems).toContain('answersDigest');
  });

  it('refuses another spelling of the signature and a field that is not signed', async () => {
    const { token, sectionId } = await candidateWithAnswers(1);
    const { receipt } = await close(token, sectionId);
    const verify = (receipts: unknown[]) =>
      verifyReceiptsFile(t.database.db, t.config, fileOf(receipts as Receipt[]));
    const { signature } = receipt!;
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);

    // The last character's 4 unused bits changed: still the same 64 bytes once decoded.
    const last = signature.at(-1)!;
    const respelled = `${signature.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) + 1)}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    const padded = `${signature}==`;
    expect(Buffer.from(padded, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    for (const other of [respelled, padded.replace(/=+$/, '') + 'A']) {
      const [check] = await verify([{ ...receipt!, signature: other }]);
      expect(check).toMatchObject({ result: 'does not match', problems: /signature/ });
    }

    // A field added to the payload, or beside it: nothing signs it.
    const [inPayload] = await verify([
      { ...receipt!, payload: { ...receipt!.payload, score: 10 } },
    ]);
    expect(inPayload).toMatchObject({ result: 'does not match', problems: /payload\.score/ });
    const [beside] = await verify([{ ...receipt!, verifiedBy: 'the firm' }]);
    expect(beside).toMatchObject({ result: 'does not match', problems: /verifiedBy/ });
    // The title, unsigned, is checked against the section's.
    const [retitled] = await verify([{ ...receipt!, title: 'Another section' }]);
    expect(retitled).toMatchObject({ result: 'does not match', problems: /title/ });

    // The receipt as issued still matches.
    expect((await verify([receipt!]))[0]).toMatchObject({ result: 'matches' });
  });

  it('refuses a file that is not a receipts file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'receipts-'));
    const file = path.join(dir, 'x.json');
    writeFileSync(file, '{"hello":');
    await expect(verifyReceiptsFile(t.database.db, t.config, file)).rejects.toThrow(/not JSON/);
    writeFileSync(file, '{"hello":1}');
    await expect(verifyReceiptsFile(t.database.db, t.config, file)).rejects.toThrow(
      /not a receipts file/,
    );
  });
});

describe('the signing key', () => {
  it('is generated into DATA_DIR once, private, and kept across restarts', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'receipt-key-'));
    try {
      const config = () => testConfig({ DATA_DIR: dataDir, RECEIPT_SIGNING_KEY: '' });
      const first = receiptKeyOf(config());
      expect(statSync(path.join(dataDir, RECEIPT_KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(receiptKeyOf(config()).keyId).toBe(first.keyId);
      expect(first.publicJwk.kid).toBe(first.keyId);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('comes from RECEIPT_SIGNING_KEY when set, and a wrong one stops the start', () => {
    const pem = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const one = receiptKeyOf(testConfig({ RECEIPT_SIGNING_KEY: pem }));
    // Line breaks written as "\n" (one line in an environment file) read the same.
    const escaped = receiptKeyOf(testConfig({ RECEIPT_SIGNING_KEY: pem.replaceAll('\n', '\\n') }));
    expect(escaped.keyId).toBe(one.keyId);
    expect(() => receiptKeyOf(testConfig({ RECEIPT_SIGNING_KEY: 'not a key' }))).toThrow(
      StartupRefusal,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => receiptKeyOf(testConfig({ RECEIPT_SIGNING_KEY: rsa }))).toThrow(/Ed25519/);
  });
});
