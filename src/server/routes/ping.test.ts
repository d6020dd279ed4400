import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { PING_PATH } from './ping.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/ping', () => {
  it('answers 204 with no body, never from a cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: PING_PATH });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 204 whatever token comes with it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: PING_PATH,
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('is refused for other methods', async () => {
    const response = await t.app.inject({ method: 'POST', url: PING_PATH });
    expect(response.statusCode).toBe(404);
  });
});
