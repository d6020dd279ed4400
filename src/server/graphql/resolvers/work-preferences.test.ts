import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  workPreferencesMessages as m,
  type GeoLocation,
} from '../../../domain/work-preferences.ts';
import { idempotencyKeys, workPreferences } from '../../db/schema.ts';
import { graphql, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GET_GEO_DATA = `query GetGeoData($address: String!) { geoData(address: $address) { label lat lng } }`;
const GET_PREFERENCES = `query GetUserLocationPreferences {
  userLocationPreferences { id noPreference locations { label lat lng } workStyle { preferredStyle } }
}`;
const PROFILE_PREFERENCES = `query { user { userProfile { workPreferences { id noPreference locations { label lat lng } } } } }`;
const UPDATE = `mutation UpdateUserLocationPreferences(
  $locations: [GeoLocationInput!]!, $preferredStyle: String!, $noPreference: Boolean!, $clientMutationId: ID!
) {
  updateUserLocationPreferences(
    locations: $locations, preferredStyle: $preferredStyle, noPreference: $noPreference,
    clientMutationId: $clientMutationId
  ) { id noPreference locations { label lat lng } workStyle { preferredStyle } }
}`;

const austin: GeoLocation = { label: 'Austin, TX', lat: 30.2672, lng: -97.7431 };
const denver: GeoLocation = { label: 'Denver, CO', lat: 39.7392, lng: -104.9903 };
const zip: GeoLocation = { label: '78701 (Austin, TX)', lat: 30.2713, lng: -97.7426 };

function update(
  token: string,
  variables: Partial<{ locations: GeoLocation[]; noPreference: boolean; preferredStyle: string }>,
  clientMutationId = randomUUID(),
) {
  return graphql(
    t.app,
    UPDATE,
    {
      locations: [],
      noPreference: false,
      preferredStyle: 'NO_PREFERENCE',
      clientMutationId,
      ...variables,
    },
    token,
  );
}

async function preferencesOf(token: string) {
  const response = await graphql(t.app, GET_PREFERENCES, {}, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.userLocationPreferences;
}

async function storedRows(userId: string) {
  return t.database.db.select().from(workPreferences).where(eq(workPreferences.userId, userId));
}

describe('query GetGeoData', () => {
  it('finds cities by name, by "city, ST", and ZIP codes by prefix', async () => {
    const { token } = await signedInCandidate(t.app);
    const search = async (address: string) => {
      const response = await graphql(t.app, GET_GEO_DATA, { address }, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.geoData as GeoLocation[];
    };
    const byCity = await search('Austin');
    expect(byCity[0]).toEqual({
      label: 'Austin, TX',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(byCity.length).toBeLessThanOrEqual(10);
    expect((await search('  denver, co ')).map((p) => p.label)).toEqual(['Denver, CO']);
    expect((await search('78701'))[0]!.label).toBe('78701 (Austin, TX)');
    expect(await search('')).toEqual([]);
    expect(await search('a')).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await graphql(t.app, GET_GEO_DATA, { address: 'Austin' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHORIZED');
  });
});

describe('query GetUserLocationPreferences', () => {
  it('answers "nothing chosen yet" before the first save', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    expect(await preferencesOf(token)).toEqual({
      id: userId,
      noPreference: false,
      locations: [],
      workStyle: { preferredStyle: 'NO_PREFERENCE' },
    });
  });
});

describe('mutation UpdateUserLocationPreferences', () => {
  it('stores the locations in the given order and reads them back, also through the profile', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const saved = await update(token, { locations: [denver, austin, zip] });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      id: userId,
      noPreference: false,
      locations: [denver, austin, zip],
      workStyle: { preferredStyle: 'NO_PREFERENCE' },
    };
    expect(saved.json().data.updateUserLocationPreferences).toEqual(expected);
    expect(await preferencesOf(token)).toEqual(expected);

    // A new order replaces the old one.
    await update(token, { locations: [zip, denver, austin] });
    const profile = await graphql(t.app, PROFILE_PREFERENCES, {}, token);
    expect(profile.json().data.user.userProfile.workPreferences).toEqual({
      id: userId,
      noPreference: false,
      locations: [zip, denver, austin],
    });
    expect(await storedRows(userId)).toHaveLength(1);
  });

  it('saves No Preference as an empty list', async () => {
    const { token } = await signedInCandidate(t.app);
    await update(token, { locations: [austin] });
    const response = await update(token, { noPreference: true, locations: [] });
    expect(response.json().data.updateUserLocationPreferences).toMatchObject({
      noPreference: true,
      locations: [],
    });
    expect(await preferencesOf(token)).toMatchObject({ noPreference: true, locations: [] });
  });

  it('accepts the other preferred styles of the data', async () => {
    const { token } = await signedInCandidate(t.app);
    const response = await update(token, { locations: [austin], preferredStyle: 'FULLY_REMOTE' });
    expect(response.json().data.updateUserLocationPreferences.workStyle).toEqual({
      preferredStyle: 'FULLY_REMOTE',
    });
  });

  it('refuses a duplicate location with a clear message and changes nothing', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    await update(token, { locations: [denver] });
    const before = await storedRows(userId);
    const key = randomUUID();
    const response = await update(token, { locations: [austin, denver, { ...austin }] }, key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: m.duplicateLocation,
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ],
    });
    expect(await storedRows(userId)).toEqual(before);
    const [keys] = await t.database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    expect(keys!.n, 'a refused write stores no key').toBe(0);
  });

  it('refuses bad coordinates, labels and mixed states, and changes nothing', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const cases: [Parameters<typeof update>[1], string][] = [
      [{ locations: [{ ...austin, lat: 90.5 }] }, m.latitudeInvalid],
      [{ locations: [{ ...austin, lng: -181 }] }, m.longitudeInvalid],
      [{ locations: [{ ...austin, label: '  ' }] }, m.labelRequired],
      [{ locations: [austin], preferredStyle: 'HYBRID' }, m.preferredStyleInvalid],
      [{ noPreference: true, locations: [austin] }, m.locationsWithNoPreference],
      [{ noPreference: false, locations: [] }, m.noLocationChosen],
      [
        {
          locations: Array.from({ length: 11 }, (_, i) => ({ label: `P${i}`, lat: i, lng: i })),
        },
        m.tooManyLocations,
      ],
    ];
    for (const [variables, message] of cases) {
      const response = await update(token, variables);
      expect(response.json().errors?.[0]?.message, JSON.stringify(variables)).toBe(message);
    }
    expect(await storedRows(userId)).toEqual([]);
  });

  it("never shows or changes another candidate's preferences", async () => {
    const first = await signedInCandidate(t.app);
    const second = await signedInCandidate(t.app);
    await update(first.token, { locations: [austin, denver] });
    expect(await preferencesOf(second.token)).toMatchObject({ id: second.userId, locations: [] });

    await update(second.token, { locations: [zip] });
    expect(await preferencesOf(first.token)).toMatchObject({
      id: first.userId,
      locations: [austin, denver],
    });
    expect(await preferencesOf(second.token)).toMatchObject({
      id: second.userId,
      locations: [zip],
    });
  });

  it('answers a replay with the first result without writing again', async () => {
    const { token } = await signedInCandidate(t.app);
    const key = randomUUID();
    const first = await update(token, { locations: [austin] }, key);
    await update(token, { locations: [denver] }); // a later edit under another key
    const replay = await update(token, { locations: [austin] }, key);
    expect(replay.json()).toEqual(first.json());
    expect(
      (await preferencesOf(token)).locations,
      'the replay did not undo the later edit',
    ).toEqual([denver]);

    const conflict = await update(token, { locations: [zip] }, key);
    expect(conflict.json().errors[0].extensions.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('needs a session', async () => {
    const response = await graphql(t.app, UPDATE, {
      locations: [austin],
      noPreference: false,
      preferredStyle: 'NO_PREFERENCE',
      clientMutationId: randomUUID(),
    });
    expect(response.statusCode).toBe(401);
  });
});
