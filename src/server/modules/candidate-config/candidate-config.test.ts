import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateConfig } from '../../db/schema.ts';
import { graphql, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  BANNER_MESSAGE_MAX_LENGTH,
  getCandidateConfig,
  setBannerMessage,
  setMaintenanceContent,
} from './candidate-config.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signedInCandidate(t.app));
});
afterAll(() => t.close());

const GET_CANDIDATE_CONFIG = `query GetCandidateConfig {
  candidateConfig { bannerNotificationMessage maintenanceModalContent }
}`;

async function fetchConfig() {
  const response = await graphql(t.app, GET_CANDIDATE_CONFIG, {}, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.candidateConfig;
}

describe('query GetCandidateConfig', () => {
  it('answers nulls while no configuration row exists', async () => {
    await t.database.db.delete(candidateConfig);
    expect(await fetchConfig()).toEqual({
      bannerNotificationMessage: null,
      maintenanceModalContent: null,
    });
  });

  it('answers what the operator set, as plain text, and nulls once cleared', async () => {
    await setBannerMessage(t.database.db, '  Scheduled upgrade on <b>Sunday</b>.  ');
    await setMaintenanceContent(t.database.db, 'We are down for maintenance.\nBack soon.');
    expect(await fetchConfig()).toEqual({
      bannerNotificationMessage: 'Scheduled upgrade on <b>Sunday</b>.',
      maintenanceModalContent: 'We are down for maintenance.\nBack soon.',
    });

    await setBannerMessage(t.database.db, null);
    expect(await fetchConfig()).toEqual({
      bannerNotificationMessage: null,
      maintenanceModalContent: 'We are down for maintenance.\nBack soon.',
    });
    await setMaintenanceContent(t.database.db, null);
    expect(await getCandidateConfig(t.database.db)).toEqual({
      bannerNotificationMessage: null,
      maintenanceModalContent: null,
    });
    // Still one row: the table holds the single configuration.
    expect(await t.database.db.select().from(candidateConfig)).toHaveLength(1);
  });

  it('needs a session', async () => {
    const response = await graphql(t.app, GET_CANDIDATE_CONFIG);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].extensions.code).toBe('UNAUTHORIZED');
  });
});

describe('operator settings', () => {
  it('refuse blank and over-long text and keep what was there', async () => {
    await setBannerMessage(t.database.db, 'Kept');
    await expect(setBannerMessage(t.database.db, '   ')).rejects.toThrow(/--clear/);
    await expect(
      setBannerMessage(t.database.db, 'x'.repeat(BANNER_MESSAGE_MAX_LENGTH + 1)),
    ).rejects.toThrow(/at most/);
    await expect(setMaintenanceContent(t.database.db, '')).rejects.toThrow(/--clear/);
    expect((await getCandidateConfig(t.database.db)).bannerNotificationMessage).toBe('Kept');
  });
});
