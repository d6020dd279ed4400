import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../domain/api-messages.ts';
import { INDUSTRY_CONTEXTS } from '../../domain/constants.ts';
import { clientErrors } from '../db/schema.ts';
import { mailbox, post, register, signedInCandidate } from '../test-support/flows.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference data and recruiter link', () => {
  it('GET /auth/industry-contexts lists the seeded contexts in order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/industry-contexts' });
    expect(response.json()).toEqual(INDUSTRY_CONTEXTS.map(({ id, name }) => ({ id, name })));
  });

  it('GET /company/login leads to the recruiter page, or RECRUITER_URL when set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/company/login' })).json()).toEqual({
      redirectTo: '/recruiter-sign-in',
    });
    const other = await createTestApp({
      database: t.database,
      env: { RECRUITER_URL: 'https://firms.example.com/' },
    });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/company/login' })).json()).toEqual({
        redirectTo: 'https://firms.example.com/',
      });
    } finally {
      await other.close();
    }
  });
});

describe('POST /client/error', () => {
  it('stores the report with the user agent, and the user when signed in', async () => {
    const { token, userId } = await signedInCandidate(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/client/error',
      headers: { authorization: `Bearer ${token}`, 'user-agent': 'TestBrowser/1.0' },
      payload: {
        errorMsg: 'TypeError: x is undefined',
        info: { componentStack: 'at App' },
        platform: 'web',
      },
    });
    expect(response.statusCode).toBe(204);
    const [stored] = await t.database.db
      .select()
      .from(clientErrors)
      .orderBy(desc(clientErrors.id))
      .limit(1);
    expect(stored).toMatchObject({
      userId,
      errorMessage: 'TypeError: x is undefined',
      info: { componentStack: 'at App' },
      platform: 'web',
      userAgent: 'TestBrowser/1.0',
    });

    const anonymous = await post(t.app, '/client/error', { errorMsg: 'offline' });
    expect(anonymous.statusCode).toBe(204);
    const [latest] = await t.database.db
      .select()
      .from(clientErrors)
      .orderBy(desc(clientErrors.id))
      .limit(1);
    expect(latest!.userId).toBeNull();
  });

  it('refuses a malformed report and a body over its size limit', async () => {
    expect((await post(t.app, '/client/error', { info: 1 })).statusCode).toBe(400);
    const huge = await post(t.app, '/client/error', { errorMsg: 'x', info: 'y'.repeat(64 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: apiMessages.requestTooLarge });
  });
});

describe('development mailbox', () => {
  it('lists mail newest first as JSON, filtered by recipient', async () => {
    const first = await register(t.app);
    const second = await register(t.app);
    const all = await mailbox(t.app);
    const ids = all.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all[0]!.to).toBe(second.email);
    for (const mail of all) {
      expect(Object.keys(mail).sort()).toEqual([
        'createdAt',
        'html',
        'id',
        'links',
        'subject',
        'text',
        'to',
      ]);
      expect(new Date(mail.createdAt).toString()).not.toBe('Invalid Date');
    }
    const mine = await mailbox(t.app, first.email.toUpperCase());
    expect(mine.map((m) => m.to)).toEqual([first.email]);
  });

  it('shows an escaped HTML page with clickable links', async () => {
    const { email } = await register(t.app, { firstName: '<script>alert(1)</script>' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      query: { to: email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const [mail] = await mailbox(t.app, email);
    expect(mail!.html).not.toContain('<script>');
    expect(response.body).toContain(`<a href="${mail!.links[0]!.replaceAll('&', '&amp;')}">`);
    // Its own icon, one the app serves: without it the browser asks for /favicon.ico, a 404.
    const icon = /<link rel="icon" href="\/([^"]+)"/.exec(response.body)?.[1];
    expect(icon && existsSync(path.join('public', icon))).toBe(true);
  });

  it('is not there when the mailbox is off', async () => {
    const production = await createTestApp({
      database: t.database,
      env: { NODE_ENV: 'production' },
    });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const response = await production.app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html' },
        });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe('HTTP basics', () => {
  it('sends security headers with a strict CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/recaptcha-key' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown paths with a JSON 404 when there is no built app', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/somewhere',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: apiMessages.notFound });
  });
});

describe('serving the built app', () => {
  let staticDir: string;
  let site: TestApp;
  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'candidate-portal-static-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(staticDir, 'sw.js'), 'self.skipWaiting()');
    writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    mkdirSync(path.join(staticDir, '.vite'));
    writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), '{"secret":"chunk map"}');
    site = await createTestApp({ database: t.database, env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await site.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html') =>
    site.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves index.html and sw.js revalidated, hashed assets immutable', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('id="root"');
    expect(index.headers['cache-control']).toBe('no-cache');
    const sw = await get('/sw.js', '*/*');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/index-abc123.js', '*/*');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers deep links with index.html (SPA fallback), but not the server’s paths or files', async () => {
    const deep = await get('/email-confirmed?email=a%40b.co&id=x');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('id="root"');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/missing.js', '*/*')).statusCode).toBe(404);
    expect((await get('/api/unknown')).statusCode).toBe(404);
    expect((await get('/some/page', 'application/json')).statusCode).toBe(404);
  });

  it('does not serve the build’s hidden files (the chunk map)', async () => {
    const hidden = await get('/.vite/manifest.json', 'application/json');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('chunk map');
  });
});
