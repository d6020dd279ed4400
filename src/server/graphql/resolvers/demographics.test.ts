import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../domain/api-messages.ts';
import { demographicMessages, OPTED_OUT_VALUES } from '../../../domain/demographics.ts';
import { personalInformation } from '../../db/schema.ts';
import { graphql, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UPDATE = `mutation UpdateUserPersonalInformation(
  $diversityOptIn: Boolean!, $birthYear: Int, $gender: String, $ethnicity: [String!],
  $veteran: String, $lgbtq: String, $firstGenCollege: String, $clientMutationId: ID!
) {
  updateUserPersonalInformation(
    diversityOptIn: $diversityOptIn, birthYear: $birthYear, gender: $gender, ethnicity: $ethnicity,
    veteran: $veteran, lgbtq: $lgbtq, firstGenCollege: $firstGenCollege,
    clientMutationId: $clientMutationId
  ) { diversityOptIn birthYear gender ethnicity veteran lgbtq firstGenCollege }
}`;
const READ = `query GetUser { user { userProfile { personalInformation {
  diversityOptIn birthYear gender ethnicity veteran lgbtq firstGenCollege
} } } }`;

const optedIn = {
  diversityOptIn: true,
  birthYear: 1990,
  gender: 'Female',
  ethnicity: ['Hispanic or Latino', 'White'],
  veteran: 'No',
  lgbtq: 'Prefer not to disclose',
  firstGenCollege: 'Yes',
};

const save = (token: string, variables: Record<string, unknown>) =>
  graphql(t.app, UPDATE, { clientMutationId: randomUUID(), ...variables }, token);

async function stored(token: string) {
  const response = await graphql(t.app, READ, {}, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.user.userProfile.personalInformation;
}

describe('mutation UpdateUserPersonalInformation', () => {
  it('is null until saved; then stores an opt-in and reads it back', async () => {
    const { token } = await signedInCandidate(t.app);
    expect(await stored(token)).toBeNull();
    const response = await save(token, optedIn);
    expect(response.json()).toEqual({ data: { updateUserPersonalInformation: optedIn } });
    expect(await stored(token)).toEqual(optedIn);
  });

  it('replaces the earlier answers (upsert, one row per candidate)', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    await save(token, optedIn);
    const changed = { ...optedIn, gender: 'Male', ethnicity: ['Prefer not to disclose'] };
    await save(token, changed);
    expect(await stored(token)).toEqual(changed);
    const rows = await t.database.db
      .select()
      .from(personalInformation)
      .where(eq(personalInformation.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it('opting out stores diversityOptIn false and clears every other answer', async () => {
    const { token } = await signedInCandidate(t.app);
    await save(token, optedIn);
    const response = await save(token, { ...optedIn, diversityOptIn: false });
    expect(response.json().data.updateUserPersonalInformation).toEqual(OPTED_OUT_VALUES);
    expect(await stored(token)).toEqual(OPTED_OUT_VALUES);
  });

  it.each([
    ['an unknown gender', { gender: 'Robot' }, demographicMessages.optionNotAllowed],
    ['an unknown ethnicity', { ethnicity: ['Martian'] }, demographicMessages.optionNotAllowed],
    ['an unknown veteran answer', { veteran: 'Maybe' }, demographicMessages.optionNotAllowed],
    ['a birth year out of range', { birthYear: 1900 }, demographicMessages.birthYearOutOfRange],
    [
      'Prefer not to disclose with another ethnicity',
      { ethnicity: ['Asian', 'Prefer not to disclose'] },
      demographicMessages.optionNotAllowed,
    ],
    ['an incomplete opt-in', { lgbtq: null }, demographicMessages.incomplete],
    ['an opt-in without ethnicity', { ethnicity: [] }, demographicMessages.incomplete],
  ])('refuses %s and changes nothing', async (_label, patch, message) => {
    const { token } = await signedInCandidate(t.app);
    await save(token, optedIn);
    const response = await save(token, { ...optedIn, ...patch });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: null,
      errors: [expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })],
    });
    expect(await stored(token)).toEqual(optedIn);
  });

  it('a replay with the same key answers the first result; the same key with other content is refused', async () => {
    const { token } = await signedInCandidate(t.app);
    const clientMutationId = randomUUID();
    const first = await save(token, { ...optedIn, clientMutationId });
    // Changed in between by another write: a replay must not apply the old one again.
    const other = { ...optedIn, gender: 'Transgender' };
    await save(token, other);
    const replay = await save(token, { ...optedIn, clientMutationId });
    expect(replay.json()).toEqual(first.json());
    expect(await stored(token)).toEqual(other);
    const conflict = await save(token, { ...optedIn, veteran: 'Yes', clientMutationId });
    expect(conflict.json().errors[0]).toMatchObject({
      message: apiMessages.idempotencyConflict,
      extensions: { code: 'IDEMPOTENCY_CONFLICT' },
    });
    expect(await stored(token)).toEqual(other);
  });

  it('answers 401 without a session', async () => {
    const response = await graphql(t.app, UPDATE, { ...optedIn, clientMutationId: 'x' });
    expect(response.statusCode).toBe(401);
  });
});
