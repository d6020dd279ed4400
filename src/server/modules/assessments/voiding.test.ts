/**
 * Voiding an assessment (docs/decisions/046): the attempt's record, the results firms no longer
 * see, the notices in the mail outbox, a second void that does nothing, the operator's mistakes,
 * and the candidate's API refusing every read and write of the voided attempt.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentMessages as m, COGNITIVE_ASSESSMENT_ID } from '../../../domain/assessments.ts';
import {
  candidateAssessments,
  candidateInvitations,
  candidateSections,
  companyCandidateAssociations,
  itemResponses,
  mailOutbox,
  users,
} from '../../db/schema.ts';
import { TEST_INITIALS } from '../../test-support/assessments-harness.ts';
import { completeProfileInDatabase } from '../../test-support/complete-profile.ts';
import { graphql, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createFirm } from '../invitations/firms.ts';
import { sendInvitation } from '../invitations/invite.ts';
import { listCandidatesVisibleToFirm } from '../invitations/visibility.ts';
import { answerEveryItem } from '../../test-support/answer-every-item.ts';
import { voidAssessment, type VoidInput } from './voiding.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
const unique = (label: string) => `${label} ${Date.now()} ${++serial}`;

/** A signed-in campus candidate whose cognitive assessment is started. */
async function startedCandidate() {
  const candidate = await signedInCandidate(t.app);
  const { db } = t.database;
  const { assessments } = t.app.services;
  await db.update(users).set({ accountType: 'CAMPUS' }).where(eq(users.id, candidate.userId));
  await db.transaction((tx) => assessments.provision(tx, candidate.userId));
  await db.transaction((tx) =>
    assessments.start(tx, candidate.userId, COGNITIVE_ASSESSMENT_ID, TEST_INITIALS),
  );
  return candidate;
}

/**
 * Serves and closes (MANUAL) every section, the assessment then COMPLETE; or, with `lastOpen`,
 * every section but the last, whose questions are served (its clock runs): its id.
 */
async function completeAssessment(userId: string, { lastOpen = false } = {}) {
  const { db } = t.database;
  const { assessments } = t.app.services;
  for (;;) {
    const questions = await assessments.nextSectionQuestions(userId, COGNITIVE_ASSESSMENT_ID);
    const last = questions.completedSections + 1 === questions.totalSections;
    if (!questions.id || (lastOpen && last)) return questions.id;
    await answerEveryItem(db, userId, questions.id);
    await db.transaction((tx) => assessments.closeSection(tx, userId, questions.id!, 'MANUAL'));
  }
}

/** A firm connected with the candidate (ACTIVE, or INACTIVE after a Disconnect). */
async function connectedFirm(
  userId: string,
  contact: string | undefined,
  status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE',
) {
  const { firm } = await createFirm(t.database.db, unique('Firm'), contact);
  await t.database.db
    .insert(companyCandidateAssociations)
    .values({ firmId: firm.id, userId, status });
  return firm;
}

const voidIt = (input: Partial<VoidInput> & { email: string }) =>
  voidAssessment(t.app.services, {
    assessment: 'cognitive',
    reason: 'Answers copied from a shared document',
    by: 'operator-jane',
    ...input,
  });

async function storedAttempt(userId: string) {
  const [row] = await t.database.db
    .select()
    .from(candidateAssessments)
    .where(eq(candidateAssessments.userId, userId));
  return row!;
}

/** The voiding notices mailed to `to` (not their sign-up's confirmation). */
const noticesTo = async (to: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((mail) =>
    mail.subject.includes('was voided'),
  );

const mailCount = async () =>
  Number(
    (await t.database.db.execute<{ n: string }>(sql`select count(*) as n from mail_outbox`))
      .rows[0]!.n,
  );

describe('assessments:void', () => {
  it('voids the attempt with its reason, who and when; firms no longer see its results', async () => {
    const candidate = await startedCandidate();
    await completeAssessment(candidate.userId);
    // Firms see only complete profiles (decision 054).
    await completeProfileInDatabase(t.database.pool, candidate.userId);
    const firm = await connectedFirm(
      candidate.userId,
      `${unique('hr').replaceAll(' ', '')}@firm.test`,
    );
    const seen = async () =>
      (await listCandidatesVisibleToFirm(t.database.db, firm.id)).find(
        (c) => c.userId === candidate.userId,
      );
    expect((await seen())?.results).toEqual([
      expect.objectContaining({
        assessmentId: COGNITIVE_ASSESSMENT_ID,
        title: 'Cognitive Skills Assessment',
        maxScore: expect.any(Number) as number,
      }),
    ]);

    const before = new Date();
    const outcome = await voidIt({ email: candidate.email, reason: '  Answers copied  ' });
    expect(outcome).toMatchObject({
      email: candidate.email,
      assessmentId: COGNITIVE_ASSESSMENT_ID,
      title: 'Cognitive Skills Assessment',
      alreadyVoided: false,
      reason: 'Answers copied',
      voidedBy: 'operator-jane',
    });
    const stored = await storedAttempt(candidate.userId);
    expect(stored).toMatchObject({
      status: 'VOIDED',
      voidedReason: 'Answers copied',
      voidedBy: 'operator-jane',
    });
    expect(stored.voidedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    // A voided assessment unmarks its check, so the profile is no longer complete: no firm sees
    // the candidate, nor the voided results (decisions 046, 054).
    expect(await seen()).toBeUndefined();
  });

  it('mails the candidate and every connected firm with a contact; names the firms without one', async () => {
    const candidate = await startedCandidate();
    const contact = `${unique('hr').replaceAll(' ', '')}@notified.test`;
    const disconnectedContact = `${unique('hr').replaceAll(' ', '')}@disconnected.test`;
    const withContact = await connectedFirm(candidate.userId, contact);
    const withoutContact = await connectedFirm(candidate.userId, undefined);
    const disconnected = await connectedFirm(candidate.userId, disconnectedContact, 'INACTIVE');

    const outcome = await voidIt({ email: candidate.email });
    expect(outcome.candidateMailed).toBe(true);
    expect(outcome.firms).toEqual(
      [
        { firm: withContact.name, contactEmail: contact, mailed: true },
        { firm: withoutContact.name, contactEmail: null, mailed: false },
        { firm: disconnected.name, contactEmail: disconnectedContact, mailed: true },
      ].sort((a, b) => a.firm.localeCompare(b.firm)),
    );

    const [toCandidate, ...more] = await noticesTo(candidate.email);
    expect(more).toEqual([]);
    const supportEmail = t.config.supportEmail;
    expect(toCandidate).toMatchObject({ subject: 'Your Cognitive Skills Assessment was voided' });
    expect(toCandidate!.text).toContain(supportEmail);
    expect(toCandidate!.text).not.toContain('Answers copied'); // the reason stays in the record
    expect(toCandidate!.links).toEqual([`${t.config.publicUrl}/assessments/cognitive-skills`]);

    const [toFirm, ...again] = await noticesTo(contact);
    expect(again).toEqual([]);
    expect(toFirm!.subject).toBe("A candidate's Cognitive Skills Assessment was voided");
    expect(toFirm!.text).toContain(candidate.email);
    expect(toFirm!.text).toContain(supportEmail);
    expect(toFirm!.text).toContain('who is connected with');
    // A firm the candidate disconnected from may have seen the results: it is told too.
    const [toDisconnected, ...twice] = await noticesTo(disconnectedContact);
    expect(twice).toEqual([]);
    expect(toDisconnected!.text).toContain(candidate.email);
    expect(toDisconnected!.text).toContain('who was connected with');
  });

  it('tells a firm that saw the results though the candidate disconnected before the void, once', async () => {
    const candidate = await startedCandidate();
    const contact = `${unique('hr').replaceAll(' ', '')}@saw-results.test`;
    const { firm } = await createFirm(t.database.db, unique('Firm'), contact);
    // Connected through the candidate's own API: the invitation accepted.
    const sent = await sendInvitation(t.app.services, {
      firmName: firm.name,
      email: candidate.email,
    });
    const [invitation] = await t.database.db
      .select()
      .from(candidateInvitations)
      .where(eq(candidateInvitations.code, sent.code));
    const mutate = (query: string, variables: Record<string, unknown>) =>
      graphql(t.app, query, { ...variables, clientMutationId: unique('key') }, candidate.token);
    const accepted = await mutate(
      `mutation U($id: ID!, $clientMutationId: ID!) {
        updateCandidateInvitation(id: $id, status: ACCEPTED, clientMutationId: $clientMutationId) { status } }`,
      { id: invitation!.id },
    );
    expect(accepted.json().errors).toBeUndefined();

    await completeAssessment(candidate.userId);
    // Firms see only complete profiles (decision 054).
    await completeProfileInDatabase(t.database.pool, candidate.userId);
    const seen = await listCandidatesVisibleToFirm(t.database.db, firm.id);
    expect(seen.find((c) => c.userId === candidate.userId)?.results).toHaveLength(1);

    const [association] = await t.database.db
      .select()
      .from(companyCandidateAssociations)
      .where(eq(companyCandidateAssociations.userId, candidate.userId));
    const disconnected = await mutate(
      `mutation D($id: ID!, $clientMutationId: ID!) {
        updateCompanyCandidateAssociation(id: $id, status: INACTIVE, clientMutationId: $clientMutationId) { status } }`,
      { id: association!.id },
    );
    expect(disconnected.json().errors).toBeUndefined();

    const outcome = await voidIt({ email: candidate.email });
    expect(outcome.firms).toEqual([{ firm: firm.name, contactEmail: contact, mailed: true }]);
    const notices = await noticesTo(contact);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(candidate.email);
  });

  it('a second void changes nothing and sends nothing', async () => {
    const candidate = await startedCandidate();
    await connectedFirm(candidate.userId, `${unique('hr').replaceAll(' ', '')}@firm.test`);
    const first = await voidIt({ email: candidate.email });
    const stored = await storedAttempt(candidate.userId);
    const mails = await mailCount();

    const second = await voidIt({
      email: candidate.email,
      assessment: 'Cognitive Skills Assessment',
      reason: 'another reason',
      by: 'someone-else',
    });
    expect(second).toMatchObject({
      alreadyVoided: true,
      candidateMailed: false,
      firms: [],
      reason: first.reason,
      voidedBy: 'operator-jane',
      voidedAt: first.voidedAt,
    });
    expect(await storedAttempt(candidate.userId)).toEqual(stored);
    expect(await mailCount()).toBe(mails);
  });

  it('answers an unknown address, an unknown assessment, one not started or no reason clearly, changing nothing', async () => {
    const candidate = await startedCandidate();
    const notStarted = await signedInCandidate(t.app);
    const mails = await mailCount();
    await expect(voidIt({ email: 'nobody@example.test' })).rejects.toThrow(
      'No account has the e-mail address nobody@example.test.',
    );
    await expect(voidIt({ email: candidate.email, assessment: 'lateral' })).rejects.toThrow(
      `${candidate.email} has no assessment "lateral". Theirs: cognitive-v1 (Cognitive Skills Assessment, IN_PROGRESS).`,
    );
    await expect(voidIt({ email: candidate.email, reason: '   ' })).rejects.toThrow(
      'The reason is required.',
    );
    expect((await storedAttempt(candidate.userId)).status).toBe('IN_PROGRESS');

    await t.database.db
      .update(users)
      .set({ accountType: 'CAMPUS' })
      .where(eq(users.id, notStarted.userId));
    await t.database.db.transaction((tx) =>
      t.app.services.assessments.provision(tx, notStarted.userId),
    );
    await expect(voidIt({ email: notStarted.email, assessment: 'cognitive-v1' })).rejects.toThrow(
      'has not been started: there are no results to void.',
    );
    expect((await storedAttempt(notStarted.userId)).status).toBe('READY');
    expect(await mailCount()).toBe(mails);
  });
});

describe('a voided attempt, seen by its candidate', () => {
  const ASSESSMENT = `query { candidateAssessments { id status } }`;
  const QUESTIONS = `query($id: ID!) { nextAssessmentSectionQuestions(assessmentID: $id) { id itemGroups { items { id options { id } } } } }`;
  const INFORMATION = `query($id: ID!) { nextAssessmentSectionInformation(assessmentID: $id) { id } }`;
  const START = `mutation($id: ID!, $ack: AcknowledgementsInput!, $key: ID!) {
    startAssessment(assessmentID: $id, acknowledgements: $ack, clientMutationId: $key) { status } }`;
  const ANSWER = `mutation($id: ID!, $values: [ItemResponseValue!]!, $at: String!, $key: ID!) {
    submitItemResponse(id: $id, values: $values, timestamp: $at, clientMutationId: $key) { status } }`;
  const CLOSE = `mutation($id: ID!, $key: ID!) {
    assessmentSectionClose(id: $id, closeType: MANUAL, clientMutationId: $key) { status } }`;

  const refused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      errors: [{ message: m.voided, extensions: { code: 'FORBIDDEN' } }],
    });
  };

  it('shows VOIDED, and refuses its questions, answers, closes and a start with a 403', async () => {
    const candidate = await startedCandidate();
    const ask = (query: string, variables: Record<string, unknown> = {}) =>
      graphql(t.app, query, variables, candidate.token);
    const served = (await ask(QUESTIONS, { id: COGNITIVE_ASSESSMENT_ID })).json<{
      data: {
        nextAssessmentSectionQuestions: {
          id: string;
          itemGroups: { items: { id: string; options: { id: string }[] }[] }[];
        };
      };
    }>().data.nextAssessmentSectionQuestions;
    const item = served.itemGroups[0]!.items[0]!;
    await voidIt({ email: candidate.email });

    expect((await ask(ASSESSMENT)).json()).toEqual({
      data: { candidateAssessments: [{ id: COGNITIVE_ASSESSMENT_ID, status: 'VOIDED' }] },
    });
    refused(await ask(QUESTIONS, { id: COGNITIVE_ASSESSMENT_ID }));
    refused(await ask(INFORMATION, { id: COGNITIVE_ASSESSMENT_ID }));
    refused(
      await ask(ANSWER, {
        id: item.id,
        values: [{ id: item.options[0]!.id }],
        at: new Date().toISOString(),
        key: `void-answer-${Date.now()}`,
      }),
    );
    refused(await ask(CLOSE, { id: served.id, key: `void-close-${Date.now()}` }));
    refused(
      await ask(START, {
        id: COGNITIVE_ASSESSMENT_ID,
        ack: TEST_INITIALS,
        key: `void-start-${Date.now()}`,
      }),
    );
    const responses = await t.database.db
      .select()
      .from(itemResponses)
      .where(eq(itemResponses.userId, candidate.userId));
    expect(responses).toEqual([]);
    expect((await storedAttempt(candidate.userId)).status).toBe('VOIDED');
  });

  it('stays VOIDED when its last open section runs out of time and closes', async () => {
    const candidate = await startedCandidate();
    const { assessments } = t.app.services;
    const lastSection = await completeAssessment(candidate.userId, { lastOpen: true });
    await voidIt({ email: candidate.email });
    // The section's time and grace are long over: the next read closes it (TIMER).
    await t.database.db
      .update(candidateSections)
      .set({ deadlineAt: new Date(Date.now() - 24 * 3600 * 1000) })
      .where(
        and(
          eq(candidateSections.userId, candidate.userId),
          eq(candidateSections.sectionId, lastSection!),
        ),
      );
    const [view] = await assessments.list(candidate.userId);
    expect(view!.status).toBe('VOIDED');
    expect(view!.sections.map((s) => s.status)).toEqual(view!.sections.map(() => 'COMPLETE'));
    expect((await storedAttempt(candidate.userId)).status).toBe('VOIDED');
  });
});
