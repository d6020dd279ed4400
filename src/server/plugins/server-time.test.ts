/**
 * Every answer says the server's time to the millisecond, taken after the request's work
 * (docs/decisions/067): a heartbeat's contact, recorded in the database, is never later than the
 * time its answer carries, nor is any answer's header before the request was made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COGNITIVE_ASSESSMENT_ID } from '../../domain/assessments.ts';
import { SERVER_TIME_HEADER } from '../../domain/server-time-header.ts';
import { createSession } from '../modules/sessions/sessions.ts';
import { assessmentsHarness } from '../test-support/assessments-harness.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let harness: ReturnType<typeof assessmentsHarness>;
beforeAll(async () => {
  t = await createTestApp();
  harness = assessmentsHarness(t.database);
});
afterAll(() => t?.close());

const serverTimeOf = (headers: Record<string, unknown>) => Number(headers[SERVER_TIME_HEADER]);

describe('the server time header', () => {
  it("is on every answer, refusals included, between the request's start and its end", async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/ping' },
      { method: 'POST' as const, url: '/api/graphql', payload: { query: '{ nope }' } },
      { method: 'GET' as const, url: '/no-such-page' },
    ]) {
      const before = Date.now();
      const response = await t.app.inject(request);
      const after = Date.now();
      const serverTime = serverTimeOf(response.headers);
      expect(serverTime, request.url).toBeGreaterThanOrEqual(before);
      expect(serverTime, request.url).toBeLessThanOrEqual(after);
    }
  });

  it('is never earlier than the contact the request recorded', async () => {
    const { userId } = await harness.candidateInFirstSection('server-time');
    const token = await createSession(t.database.db, userId, 60_000);
    for (let beat = 0; beat < 5; beat++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          query: `mutation { assessmentHeartbeat(assessmentID: "${COGNITIVE_ASSESSMENT_ID}") { serverTime } }`,
        },
      });
      const { data } = response.json<{ data: { assessmentHeartbeat: { serverTime: number } } }>();
      expect(serverTimeOf(response.headers)).toBeGreaterThanOrEqual(
        data.assessmentHeartbeat.serverTime,
      );
    }
  });
});
