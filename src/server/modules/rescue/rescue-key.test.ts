/**
 * The rescue key (docs/decisions/043): the GetRescueKey query through the real API, and where the
 * server's secret comes from.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../../domain/api-messages.ts';
import { graphql, signedInCandidate } from '../../test-support/flows.ts';
import { createTestApp, testConfig, type TestApp } from '../../test-support/test-app.ts';
import { RESCUE_SECRET_FILE, rescueKeyFor } from './rescue-key.ts';

const QUERY = 'query GetRescueKey { rescueKey }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RESCUE_FILE_SECRET: 'test-secret-of-this-file' } });
});
afterAll(() => t.close());

describe('rescueKey', () => {
  it('gives each candidate their own key, the same on every call', async () => {
    const ada = await signedInCandidate(t.app);
    const grace = await signedInCandidate(t.app);
    const keyOf = async (token: string) => {
      const response = await graphql(t.app, QUERY, {}, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { rescueKey: string } }>().data.rescueKey;
    };
    const adaKey = await keyOf(ada.token);
    expect(adaKey).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    expect(await keyOf(ada.token)).toBe(adaKey);
    expect(await keyOf(grace.token)).not.toBe(adaKey);
  });

  it('answers 401 UNAUTHORIZED without a session', async () => {
    for (const token of [undefined, 'bogus-token']) {
      const response = await graphql(t.app, QUERY, {}, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        data: null,
        errors: [{ message: apiMessages.unauthorized, extensions: { code: 'UNAUTHORIZED' } }],
      });
    }
  });
});

describe('the server secret', () => {
  it('comes from RESCUE_FILE_SECRET when set: keys change with it', () => {
    const one = testConfig({ RESCUE_FILE_SECRET: 'one' });
    const two = testConfig({ RESCUE_FILE_SECRET: 'two' });
    expect(rescueKeyFor(one, 'user-1')).not.toBe(rescueKeyFor(two, 'user-1'));
    expect(rescueKeyFor(one, 'user-1')).toBe(
      rescueKeyFor(testConfig({ RESCUE_FILE_SECRET: 'one' }), 'user-1'),
    );
  });

  it('is otherwise generated into DATA_DIR once, private, and kept across restarts', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rescue-secret-'));
    try {
      const first = rescueKeyFor(testConfig({ DATA_DIR: dataDir }), 'user-1');
      const file = path.join(dataDir, RESCUE_SECRET_FILE);
      expect(readFileSync(file, 'utf8')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(statSync(file).mode & 0o077).toBe(0);
      // A restart (a new configuration object) reads the same secret.
      expect(rescueKeyFor(testConfig({ DATA_DIR: dataDir }), 'user-1')).toBe(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
