/**
 * Headers every answer carries (docs/decisions/025): `Cache-Control: no-store` on every API answer,
 * errors included, found by walking every registered route; the app's own files keep their caching;
 * the CSP forbids <base>.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, post, signedInCandidate } from '../test-support/flows.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let staticDir: string;
let t: TestApp;
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'candidate-portal-headers-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ env: { STATIC_DIR: staticDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

interface Route {
  path: string;
  methods: string[];
}

/**
 * Every route the app registered, read from Fastify's printed tree (`printRoutes` is its only
 * listing once the app is built): each line adds its segment to its parent's path.
 */
function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const fullPath = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = fullPath;
    parents.length = depth + 1;
    if (match[3]) routes.push({ path: fullPath, methods: match[3].split(', ') });
  }
  return routes;
}

/** The static plugin's catch-all (printed without its leading slash). */
const isStaticFiles = (route: Route) => route.path === '*';

function expectNoStore(response: LightMyRequestResponse, what: string) {
  expect(response.headers['cache-control'], what).toBe('no-store');
}

describe('Cache-Control', () => {
  it('is no-store on every answer of every API route, whatever it answers', async () => {
    const routes = registeredRoutes(t.app);
    // The walk found the API: a route of each kind, and the app's files.
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/auth/login',
        '/api/graphql',
        '/api/candidate/v1/resume-upload',
        '/resetPassword/getPasswordReset',
        '/invitation*',
        '*',
      ]),
    );
    const statuses = new Set<number>();
    for (const route of routes.filter((r) => !isStaticFiles(r))) {
      const url = route.path.replace(/\*$/, '/no-such-code');
      for (const method of route.methods.filter((m) => m !== 'HEAD')) {
        // Unsigned, and with an empty body: mostly refusals, which carry no-store too.
        const response = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
        expectNoStore(response, `${method} ${url} (${response.statusCode})`);
        statuses.add(response.statusCode);
      }
    }
    expect([...statuses]).toEqual(expect.arrayContaining([200, 302, 400, 401]));
  });

  it('is no-store on a token, personal data, a locked sign-in and an unknown API path', async () => {
    const candidate = await signedInCandidate(t.app);
    const login = await post(t.app, '/auth/login', {
      email: candidate.email,
      password: candidate.password,
    });
    expect(login.json()).toMatchObject({ token: expect.any(String) });
    expectNoStore(login, 'sign-in');

    const user = await graphql(t.app, 'query GetUser { user { email } }', {}, candidate.token);
    expect(user.json()).toEqual({ data: { user: { email: candidate.email } } });
    expectNoStore(user, 'GetUser');

    const signedOut = await graphql(t.app, 'query GetUser { user { email } }');
    expect(signedOut.statusCode).toBe(401);
    expectNoStore(signedOut, 'GetUser without a session');

    let locked: LightMyRequestResponse | undefined;
    for (let i = 0; i < 6; i++) {
      locked = await post(t.app, '/auth/login', {
        email: candidate.email,
        password: `Wr0ng!Pass${i}`,
      });
    }
    expect(locked!.statusCode).toBe(429);
    expectNoStore(locked!, 'locked sign-in');

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(unknown.statusCode).toBe(404);
    expectNoStore(unknown, 'unknown API path');
  });

  it("leaves the app's own files their caching", async () => {
    const index = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(index.headers['cache-control']).toBe('no-cache');
    const deepLink = await t.app.inject({
      method: 'GET',
      url: '/user-settings',
      headers: { accept: 'text/html' },
    });
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('Content-Security-Policy', () => {
  it("forbids <base> (base-uri 'none') on the app and the API", async () => {
    for (const url of ['/', '/auth/recaptcha-key']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp.split('; ')).toContain("base-uri 'none'");
    }
  });
});
