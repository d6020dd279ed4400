import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/api-messages.ts';
import type { AssessmentContent } from '../../domain/assessments.ts';
import {
  candidateAssessments,
  clientErrors,
  feedback,
  idempotencyKeys,
  itemResponses,
  workPreferences,
} from '../db/schema.ts';
import { seedAssessmentContents } from '../modules/assessments/content-store.ts';
import { graphql, post, registrationBody, signedInCandidate } from '../test-support/flows.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/** A cognitive assessment whose only section asks for a text answer, timed. */
const TEXT_ASSESSMENT: AssessmentContent = {
  id: 'fx-text-assessment',
  kind: 'COGNITIVE',
  version: 900,
  title: 'Fixture with a text answer',
  sections: [
    {
      id: 'fx-text-section',
      title: 'Words',
      instructions: ['Write.'],
      timeLimitSeconds: 600,
      itemGroups: [
        {
          id: 'fx-text-group',
          itemType: 'TEXTINPUT',
          leadingText: 'Tell us',
          items: [{ id: 'fx-text-item', label: 'Your favourite subject', options: [] }],
        },
      ],
    },
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { COGNITIVE_ASSESSMENT_ID: TEXT_ASSESSMENT.id } });
  await seedAssessmentContents(t.database.db, [TEXT_ASSESSMENT]);
});
afterAll(() => t.close());

const FEEDBACK = `mutation SubmitFeedback($message: String!, $clientMutationId: ID!) {
  submitFeedback(message: $message, clientMutationId: $clientMutationId)
}`;

describe('a NUL character in a request', () => {
  it('is refused with a message in GraphQL variables, inline literals and keys; nothing is stored', async () => {
    const c = await signedInCandidate(t.app);
    const refusals = [
      await graphql(t.app, FEEDBACK, { message: 'hi\u0000there', clientMutationId: 'k1' }, c.token),
      await graphql(t.app, FEEDBACK, { message: 'hi', clientMutationId: 'k\u00002' }, c.token),
      await graphql(
        t.app,
        'mutation { submitFeedback(message: "a\\u0000b", clientMutationId: "k3") }',
        {},
        c.token,
      ),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        message: apiMessages.unstorableCharacter,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await t.database.db.select().from(feedback)).toEqual([]);
    expect(await t.database.db.select().from(idempotencyKeys)).toEqual([]);
    // The same request without it goes through.
    const fine = await graphql(t.app, FEEDBACK, { message: 'hi', clientMutationId: 'k4' }, c.token);
    expect(fine.json()).toEqual({ data: { submitFeedback: true } });
  });

  it('is a 400 with a message on REST bodies and query strings, never a 500', async () => {
    const register = await post(
      t.app,
      '/auth/register',
      registrationBody({ firstName: 'A\u0000B' }),
    );
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({ message: apiMessages.unstorableCharacter });
    const login = await post(t.app, '/auth/login', { email: 'a\u0000@b.co', password: 'x' });
    expect(login.statusCode).toBe(400);
    const reset = await t.app.inject({
      method: 'GET',
      url: '/resetPassword/getPasswordReset?id=a%00b',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ message: apiMessages.unstorableCharacter });
  });
});

const LONE = apiMessages.unstorableSurrogate;
const INITIALS = (initials: string) => ({
  aiTools: initials,
  selfCompletion: initials,
  monitoring: initials,
  violationConsequences: initials,
  retakePolicy: initials,
});
const START = `mutation StartAssessment($id: ID!, $acknowledgements: AcknowledgementsInput!, $clientMutationId: ID!) {
  startAssessment(assessmentID: $id, acknowledgements: $acknowledgements, clientMutationId: $clientMutationId) { status }
}`;
const SUBMIT = `mutation SubmitItemResponse($id: ID!, $values: [ItemResponseValue!]!, $timestamp: String!, $clientMutationId: ID!) {
  submitItemResponse(id: $id, values: $values, timestamp: $timestamp, clientMutationId: $clientMutationId) { status }
}`;
const LOCATIONS = `mutation UpdateUserLocationPreferences($locations: [GeoLocationInput!]!, $clientMutationId: ID!) {
  updateUserLocationPreferences(locations: $locations, preferredStyle: "NO_PREFERENCE", noPreference: false, clientMutationId: $clientMutationId) { id }
}`;

function expectGraphQLRefusal(response: Awaited<ReturnType<typeof graphql>>, message = LONE) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().errors[0]).toMatchObject({
    message,
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/** A CAMPUS candidate with the text assessment provisioned (not started). */
async function campusCandidate() {
  const c = await signedInCandidate(t.app);
  const set = await graphql(
    t.app,
    'mutation { setAccountType(accountType: CAMPUS, clientMutationId: "type") { id } }',
    {},
    c.token,
  );
  expect(set.json().errors).toBeUndefined();
  const created = await graphql(
    t.app,
    'mutation { createDefaultAssessments(clientMutationId: "create") { id } }',
    {},
    c.token,
  );
  expect(created.json().errors).toBeUndefined();
  return c;
}

describe('a lone UTF-16 surrogate in a request', () => {
  it('is refused in a timed text answer; the answer with a whole emoji is stored', async () => {
    const c = await campusCandidate();
    const start = { id: TEXT_ASSESSMENT.id, acknowledgements: INITIALS('AL') };
    expect(
      (await graphql(t.app, START, { ...start, clientMutationId: 's' }, c.token)).json().errors,
    ).toBeUndefined();
    const served = await graphql(
      t.app,
      `query { nextAssessmentSectionQuestions(assessmentID: "${TEXT_ASSESSMENT.id}") { id } }`,
      {},
      c.token,
    );
    expect(served.json().data.nextAssessmentSectionQuestions.id).toBe('fx-text-section');
    const answer = (value: string, clientMutationId: string) =>
      graphql(
        t.app,
        SUBMIT,
        {
          id: 'fx-text-item',
          values: [{ value }],
          timestamp: new Date().toISOString(),
          clientMutationId,
        },
        c.token,
      );
    expectGraphQLRefusal(await answer('Law \ud800', 'a1'));
    expectGraphQLRefusal(await answer('\udc00 Law', 'a2'));
    expect(await t.database.db.select().from(itemResponses)).toEqual([]);
    expect((await answer('Law 😀', 'a3')).json().errors).toBeUndefined();
    const stored = await t.database.db.select().from(itemResponses);
    expect(stored.map((r) => r.values)).toEqual([[{ value: 'Law 😀' }]]);
  });

  it('is refused in the start initials, and the assessment stays READY', async () => {
    const c = await campusCandidate();
    for (const initials of ['A\ud800', '\udfff']) {
      const response = await graphql(
        t.app,
        START,
        {
          id: TEXT_ASSESSMENT.id,
          acknowledgements: INITIALS(initials),
          clientMutationId: initials,
        },
        c.token,
      );
      expectGraphQLRefusal(response);
    }
    const [row] = await t.database.db
      .select({ status: candidateAssessments.status })
      .from(candidateAssessments)
      .where(eq(candidateAssessments.userId, c.userId));
    expect(row!.status).toBe('READY');
  });

  it('is refused in a location label, in variables and as an escape in the document', async () => {
    const c = await signedInCandidate(t.app);
    const place = (label: string) => ({ label, lat: 42.36, lng: -71.06 });
    expectGraphQLRefusal(
      await graphql(
        t.app,
        LOCATIONS,
        { locations: [place('Boston\ud800')], clientMutationId: 'l1' },
        c.token,
      ),
    );
    for (const escape of ['\\ud800', '\\uDBFF', '\\udc00', '\\u{D800}']) {
      const inline = `mutation { updateUserLocationPreferences(locations: [{ label: "Boston ${escape}", lat: 1, lng: 1 }],
        preferredStyle: "NO_PREFERENCE", noPreference: false, clientMutationId: "${escape}") { id } }`;
      expectGraphQLRefusal(await graphql(t.app, inline, {}, c.token));
    }
    expect(
      await t.database.db
        .select()
        .from(workPreferences)
        .where(eq(workPreferences.userId, c.userId)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.userId, c.userId)),
    ).toEqual([]);
    // A pair written as two escapes is one character, and is stored.
    const pair = `mutation { updateUserLocationPreferences(locations: [{ label: "Boston \\uD83D\\uDE00", lat: 1, lng: 1 }],
      preferredStyle: "NO_PREFERENCE", noPreference: false, clientMutationId: "pair") { locations { label } } }`;
    expect((await graphql(t.app, pair, {}, c.token)).json()).toEqual({
      data: { updateUserLocationPreferences: { locations: [{ label: 'Boston 😀' }] } },
    });
  });

  it('is refused in an error report, in any field or key, with nothing stored', async () => {
    const reports = [
      { errorMsg: 'boom \ud800' },
      { errorMsg: 'boom', info: { stack: ['at x', '\udc00'] } },
      { errorMsg: 'boom', info: { 'key\ud800': 1 } },
      { errorMsg: 'boom', platform: '\ud83d' },
    ];
    for (const report of reports) {
      const response = await post(t.app, '/client/error', report);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: LONE });
    }
    expect(await t.database.db.select().from(clientErrors)).toEqual([]);
  });

  it('is a 400 with a message on the REST calls, as NUL is', async () => {
    const register = await post(t.app, '/auth/register', registrationBody({ lastName: 'B\ud800' }));
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({ message: LONE });
    const login = await post(t.app, '/auth/login', { email: 'a@b.co', password: 'x\udc00' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ message: LONE });
  });
});
