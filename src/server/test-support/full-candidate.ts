/**
 * A candidate with data in every table that holds personal data (modules/account-data/registry.ts),
 * made the way a candidate and an operator make it: registration, sign-ins (one failed), a reset
 * request, a secondary address, an e-mail change, the profile (with a school typed under Other),
 * a resume, a questionnaire answer, a completed and then voided assessment with an answer and
 * integrity events, an invitation accepted (the firm is mailed about the voided attempt), an error
 * report, feedback and a copy of their data. For the export and erasure tests.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ACCOUNT_DATA_EXPORT_PATH } from '../../domain/account-data.ts';
import { COGNITIVE_ASSESSMENT_ID } from '../../domain/assessments.ts';
import { candidateAssessments } from '../db/schema.ts';
import { voidAssessment } from '../modules/assessments/voiding.ts';
import { createFirm } from '../modules/invitations/firms.ts';
import { sendInvitation } from '../modules/invitations/invite.ts';
import { saveResume } from '../modules/resume/resume.ts';
import { answerEveryItem } from './answer-every-item.ts';
import { TEST_INITIALS } from './assessments-harness.ts';
import { graphql, post, signedInCandidate, uniqueEmail } from './flows.ts';
import type { TestApp } from './test-app.ts';

/** Letters only (names allow no digits), different for every candidate. */
const randomLetters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** A name and an answer found nowhere else in the database: the erasure test searches for them. */
function uniqueWords() {
  const suffix = randomLetters(6);
  return {
    firstName: `Zephyrine${suffix}`,
    lastName: `Quillfeather${suffix}`,
    answer: `A team that rows together ${randomUUID().slice(0, 8)}`,
  };
}

interface GraphQLAnswer {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A GraphQL call that must succeed; its data. */
export async function gqlOk(
  t: TestApp,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await graphql(
    t.app,
    query,
    { clientMutationId: randomUUID(), ...variables },
    token,
  );
  const body = response.json<GraphQLAnswer>();
  expect(body.errors, `${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`).toBeUndefined();
  return body.data!;
}

export const VERIFY_PASSWORD = `mutation($password: String!, $clientMutationId: ID!) {
  verifyUserPassword(password: $password, clientMutationId: $clientMutationId) { verified }
}`;

/** The export as Download my data fetches it. */
export const getExport = (t: TestApp, token: string | undefined) =>
  t.app.inject({
    method: 'GET',
    url: ACCOUNT_DATA_EXPORT_PATH,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

export async function fullCandidate(t: TestApp) {
  const { db } = t.database;
  const services = t.app.services;
  const { firstName, lastName, answer } = uniqueWords();
  const email = uniqueEmail('zq');
  const c = await signedInCandidate(t.app, { email, firstName, lastName });
  const gql = (query: string, variables?: Record<string, unknown>) =>
    gqlOk(t, c.token, query, variables);

  // Sign-ins: one wrong password (login_attempts), one right.
  await post(t.app, '/auth/login', { email: c.email, password: 'Wr0ng!Password' });
  await post(t.app, '/auth/login', { email: c.email, password: c.password });
  await post(t.app, `/resetPassword/requestUserPasswordReset?email=${encodeURIComponent(c.email)}`);

  await gql(`mutation($clientMutationId: ID!) {
    setAccountType(accountType: CAMPUS, clientMutationId: $clientMutationId) { id } }`);
  const secondaryEmail = uniqueEmail('zq-personal');
  await gql(
    `mutation($e: String!, $l: String, $clientMutationId: ID!) {
      setSecondaryContactInfo(secondaryEmail: $e, linkedInUrl: $l, clientMutationId: $clientMutationId) { id } }`,
    { e: secondaryEmail, l: 'https://www.linkedin.com/in/zephyrine-quillfeather' },
  );
  // A password change (to the same password): its notice to the account (decision 049).
  await gql(VERIFY_PASSWORD, { password: c.password });
  await gql(
    `mutation($password: String!, $clientMutationId: ID!) {
      updateUserPassword(password: $password, signOutOtherSessions: false,
        clientMutationId: $clientMutationId) }`,
    { password: c.password },
  );
  await gql(VERIFY_PASSWORD, { password: c.password });
  const newEmail = uniqueEmail('zq-new');
  await gql(
    `mutation($email: String!, $clientMutationId: ID!) {
      initiateChangeEmail(email: $email, clientMutationId: $clientMutationId) { id } }`,
    { email: newEmail },
  );

  // The profile: a school typed under Other, demographics, locations, a resume.
  await gql(
    `mutation($schools: [SchoolInput!]!, $clientMutationId: ID!) {
      updateUserSchoolsArray(schools: $schools, clientMutationId: $clientMutationId) { id } }`,
    {
      schools: [
        {
          id: 'new-school-1',
          school: 'OTHER',
          unlistedSchoolName: `${lastName} Academy of Rowing`,
          degree: 'BACHELORS',
          major: 'Economics',
          gpa: '3.8',
          graduationDate: '2018-05-07',
        },
      ],
    },
  );
  await gql(
    `mutation($clientMutationId: ID!) { updateUserPersonalInformation(diversityOptIn: true,
      birthYear: 1990, gender: "Female", ethnicity: ["White"], veteran: "No", lgbtq: "No",
      firstGenCollege: "Yes", clientMutationId: $clientMutationId) { diversityOptIn } }`,
  );
  await gql(
    `mutation($clientMutationId: ID!) { updateUserLocationPreferences(
      locations: [{ label: "Austin, TX", lat: 30.2672, lng: -97.7431 }],
      preferredStyle: "NO_PREFERENCE", noPreference: false, clientMutationId: $clientMutationId) { id } }`,
  );
  const resume = Buffer.from(`%PDF-1.4\n% ${firstName} ${lastName}'s resume\n%%EOF\n`);
  await saveResume(db, c.userId, { filename: `${firstName} ${lastName}.pdf`, content: resume });

  await gql(
    `mutation($value: String!, $clientMutationId: ID!) {
      setUserSurveyAnswer(questionId: "q11-ideal-team", value: $value, clientMutationId: $clientMutationId) { value } }`,
    { value: answer },
  );

  // The cognitive assessment: started, one answer, integrity events, a section closed.
  await gql(`mutation($clientMutationId: ID!) {
    createDefaultAssessments(clientMutationId: $clientMutationId) { id } }`);
  await gql(
    `mutation($id: ID!, $a: AcknowledgementsInput!, $clientMutationId: ID!) {
      startAssessment(assessmentID: $id, acknowledgements: $a, clientMutationId: $clientMutationId) { id } }`,
    { id: COGNITIVE_ASSESSMENT_ID, a: TEST_INITIALS },
  );
  await gql(`query($id: ID!) { nextAssessmentSectionQuestions(assessmentID: $id) { id } }`, {
    id: COGNITIVE_ASSESSMENT_ID,
  });
  await gql(
    `mutation($values: [ItemResponseValue!]!, $timestamp: String!, $clientMutationId: ID!) {
      submitItemResponse(id: "cog-num-i01", values: $values, timestamp: $timestamp,
        clientMutationId: $clientMutationId) { status } }`,
    { values: [{ id: 'cog-num-i01-b' }], timestamp: new Date().toISOString() },
  );
  for (const type of ['TAB_HIDDEN', 'PASTE']) {
    await gql(
      `mutation($id: ID!, $activity: SectionActivityInput!, $clientMutationId: ID!) {
        recordSectionActivity(assessmentID: $id, activity: $activity, clientMutationId: $clientMutationId) { received } }`,
      {
        id: COGNITIVE_ASSESSMENT_ID,
        activity: {
          id: randomUUID(),
          sectionID: 'cog-num',
          type,
          occurredAt: new Date().toISOString(),
          ...(type === 'TAB_HIDDEN' ? { durationMs: 4000 } : {}),
        },
      },
    );
  }
  // A MANUAL close is taken only once every question is answered (closing.ts).
  await answerEveryItem(db, c.userId, 'cog-num');
  await gql(`mutation($clientMutationId: ID!) {
    assessmentSectionClose(id: "cog-num", closeType: MANUAL, clientMutationId: $clientMutationId) { id } }`);
  // The other sections as if taken: the attempt is complete.
  await db
    .update(candidateAssessments)
    .set({ status: 'COMPLETE', completedAt: new Date() })
    .where(
      and(
        eq(candidateAssessments.userId, c.userId),
        eq(candidateAssessments.assessmentId, COGNITIVE_ASSESSMENT_ID),
      ),
    );

  // A firm invites them; they connect.
  const firmName = `Test firm ${randomUUID().slice(0, 8)}`;
  const { firm } = await createFirm(db, firmName, uniqueEmail('recruiting'));
  await sendInvitation(services, { firmName, email: c.email });
  const { candidateInvitations: invitations } = (await gql(
    `query { candidateInvitations { _id } }`,
  )) as { candidateInvitations: { _id: string }[] };
  await gql(
    `mutation($id: ID!, $clientMutationId: ID!) {
      updateCandidateInvitation(id: $id, status: ACCEPTED, clientMutationId: $clientMutationId) { _id } }`,
    { id: invitations[0]!._id },
  );

  // A firm sees a candidate whose other assessment was voided (the firm is mailed about it).
  await voidAssessment(services, {
    email: c.email,
    assessment: COGNITIVE_ASSESSMENT_ID,
    reason: `${firstName} ${lastName} pasted answers (${c.email})`,
    by: 'test operator',
  });

  await gql(
    `mutation($m: String!, $clientMutationId: ID!) {
      submitFeedback(message: $m, page: "/user-settings", clientMutationId: $clientMutationId) }`,
    { m: `Please write to me at ${c.email}` },
  );
  const report = await post(
    t.app,
    '/client/error',
    { errorMsg: 'TypeError: x is undefined', info: { url: `/login?email=${c.email}` } },
    c.token,
  );
  expect(report.statusCode).toBe(204);

  // A copy of their data (the log of data requests, the export's rate-limit counter).
  await gql(VERIFY_PASSWORD, { password: c.password });
  const exported = await getExport(t, c.token);
  expect(exported.statusCode, exported.body).toBe(200);

  return { ...c, firstName, lastName, secondaryEmail, newEmail, firm, answer, resume };
}
