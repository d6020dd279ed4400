/**
 * Playwright: the browser tests of tests/e2e against the PRODUCTION build (`npm run build`, done by
 * `npm run test:e2e` before this runs) and the real server on a throwaway embedded PostgreSQL.
 *
 * - Browser: Debian's Chromium (/usr/bin/chromium, installed by tests/support/ensure-chromium.mjs);
 *   Playwright's own download cannot work on these machines (docs/pitfalls.md). The flags
 *   stop Chromium from calling hosts it cannot reach.
 * - Server: `node dist/server/server/main.js` with a fresh DATA_DIR per run (removed at exit),
 *   NODE_ENV=test so the mailbox (/dev/mailbox.json) is on and no mail leaves the machine.
 *
 * This file is evaluated by the runner and again by every worker process; the port and the data
 * directory are chosen once by the runner and handed to the workers through the environment.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './tests/support/chromium.ts';

/**
 * `preferred` if nothing listens there on 127.0.0.1, else a free port the OS picks. Synchronous (a
 * short child process) so that this file needs no top-level await and loads from CommonJS too.
 */
function freePort(preferred: number): number {
  const probe = `
    const net = require('node:net');
    const attempt = (port, otherwise) => {
      const server = net.createServer();
      server.once('error', otherwise);
      server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
        const chosen = server.address().port;
        server.close(() => process.stdout.write(String(chosen)));
      });
    };
    attempt(Number(process.argv[1]), () => attempt(0, () => process.exit(1)));
  `;
  const result = spawnSync(process.execPath, ['-e', probe, String(preferred)], {
    encoding: 'utf8',
  });
  const port = Number(result.stdout);
  return Number.isInteger(port) && port > 0 ? port : preferred;
}

if (!process.env.E2E_PORT) {
  // Ports the OS picks, so that two runs on one machine (a developer's and a helper's) never meet.
  const port = freePort(0);
  let pgPort = freePort(0);
  if (pgPort === port) pgPort = freePort(0);
  process.env.E2E_PORT = String(port);
  process.env.E2E_PG_PORT = String(pgPort);
}
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candidate-portal-e2e-'));
  // As root the embedded PostgreSQL runs as the `postgres` user, which must reach this directory.
  chmodSync(dataDir, 0o755);
  process.env.E2E_DATA_DIR = dataDir;
  // Only the process that made it removes it, after the web server has been stopped.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Two cores: the server, PostgreSQL and two browsers are the most this machine runs well.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Budgets for a busy 2-core machine, where the suite's own two browsers, the server and the
  // database keep the load at 10 or more: a page that shows in 2 s on a quiet machine can take 15.
  // Waits are on states, so a generous ceiling costs nothing when things go well. Tests longer
  // than about 30 s on a quiet machine set their own budget (test.setTimeout), about 4x that.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // results.json: each test's duration, for setting budgets from what was measured.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['json', { outputFile: 'test-results/results.json' }],
  ],
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
  },
  projects: [
    // Everything but the tests that change what every candidate sees (*.serial.spec.ts) and the
    // screenshot baselines.
    { name: 'chromium', testIgnore: [/\.serial\.spec\.ts$/, /screenshots\.spec\.ts$/] },
    // The screens compared with their committed baselines (tests/support/README.md, "Screenshot
    // baselines"). One PNG per screen and size, named without platform or browser.
    {
      name: 'screenshots',
      testMatch: /screenshots\.spec\.ts$/,
      snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
      use: { reducedMotion: 'reduce' },
      expect: {
        toHaveScreenshot: {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          // This machine renders the same page to the same pixels (software rendering): with no
          // tolerance at all, 72 of 72 comparisons matched, under load too (README). What is left
          // absorbs a stray anti-aliased glyph, and still fails a 1-px border turned a shade paler
          // on a button-sized element: a pixel counts once its colour moves by more than 5 %
          // (YIQ), and a screen fails past 0.01 % of its pixels (102 at 1280×800, 33 at 390×844).
          threshold: 0.05,
          maxDiffPixelRatio: 0.0001,
        },
      },
    },
    // Operator notices for everyone at once (a maintenance modal would cover other tests' pages,
    // a banner would change every screenshot): run alone, once the rest has finished.
    {
      name: 'server-wide',
      testMatch: /\.serial\.spec\.ts$/,
      dependencies: ['chromium', 'screenshots'],
    },
  ],
  webServer: {
    command: 'node dist/server/server/main.js',
    url: `${baseURL}/auth/industry-contexts`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the server close itself and the embedded database in order (main.ts).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '',
      // Never a database, a mail server or a bot check from the caller's environment.
      DATABASE_URL: '',
      SMTP_URL: '',
      MAILBOX: 'on',
      RECAPTCHA_SITE_KEY: '',
      RECAPTCHA_SECRET: '',
      SENTRY_DSN: '',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1, but only failed sign-ins count (decision 017): the
      // suite's few wrong passwords stay far below the product's per-address default, which holds.
      // X-Forwarded-For is trusted, as behind a reverse proxy, so that a test can sign in from
      // another network address (sign-in.spec.ts: a lock from one address, the owner at another).
      TRUST_PROXY: 'true',
      // Every test registers from 127.0.0.1: far above the per-address abuse limits
      // (docs/decisions/024), which the server's unit tests check.
      CLIENT_ERRORS_PER_ADDRESS: '1000000',
      REGISTRATIONS_PER_ADDRESS: '1000000',
      CONFIRMATION_RESENDS_PER_ADDRESS: '1000000',
    },
  },
});
