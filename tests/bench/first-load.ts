/**
 * Benchmark: the JavaScript Chromium downloads to show a page for the first time, against a floor
 * measured in the same run.
 *
 * What it measures is what the browser fetched, not what the build's chunk map says it should:
 * each page is loaded cold (a new browser context, no HTTP cache, the service worker blocked so its
 * precache does not count), every script response is collected until the network is idle and the
 * page shows its heading, and each response body is gzip-compressed here (level 9) and summed.
 *
 * Then the slow phone (slow-phone.ts, docs/decisions/060): the floor's, /login's and /register's
 * largest contentful paint with Lighthouse's mobile network and CPU emulation, the bytes on the
 * wire before it, the time to "Ready to work offline" (on /login) and the number of files the
 * service worker precaches. `--slow-phone` measures only that.
 *
 * Pages: /login, /register and / signed out (which shows the sign-in page), and the cognitive
 * landing page signed in as a new CAMPUS candidate. The floor: a minimal React 19 + Fluent UI sign-in
 * card (tests/bench/first-load-floor/, six components) built with the app's Vite setup. The budget:
 * /login at most BUDGET_RATIO x the floor. Each page is loaded RUNS times and the median printed.
 *
 * Runs the production build (`npm run bench:first-load` builds it first) on a throwaway embedded
 * PostgreSQL; exits 1 when /login is over budget, a page misses a slow-phone goal, or a page does
 * not show.
 */
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium, request, type Browser } from '@playwright/test';
import { build } from 'vite';
import { paths } from '../../src/app/config/paths.ts';
import { freePort } from '../../src/server/test-support/free-port.ts';
import {
  startThrowawayServer,
  type ThrowawayServer,
} from '../../src/server/test-support/server-process.ts';
import { Api, type Session } from '../support/api.ts';
import { chromiumArgs, chromiumExecutablePath } from '../support/chromium.ts';
import { sessionCookies } from '../support/fixtures.ts';
import { Mailbox } from '../support/mailbox.ts';
import { measureSlowPhone } from './slow-phone.ts';

const BUDGET_RATIO = 1.2;
/** `--slow-phone`: only the slow phone's first load (slow-phone.ts), not the script bytes. */
const SLOW_PHONE_ONLY = process.argv.includes('--slow-phone');
const RUNS = 3;
/** The slow phone's paint times vary more from load to load than the bytes do. */
const SLOW_PHONE_RUNS = 5;
const ROOT = path.resolve(import.meta.dirname, '../..');
const FLOOR_SOURCE = path.join(import.meta.dirname, 'first-load-floor');

interface Load {
  scripts: number;
  rawKB: number;
  gzipKB: number;
  files: { name: string; gzipKB: number }[];
}

interface Measured {
  label: string;
  loads: Load[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The files the built service worker precaches: the manifest Workbox wrote into it. */
function precacheFileCount(): number {
  const worker = readFileSync(path.join(ROOT, 'dist/app/sw.js'), 'utf8');
  return worker.match(/"url":"/g)?.length ?? 0;
}

/** The floor, built with the app's Vite setup into a temporary directory. */
async function buildFloor(outDir: string): Promise<void> {
  await build({
    root: FLOOR_SOURCE,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: false },
  });
}

/**
 * A static file server for the floor that compresses as the product's server does (Brotli or gzip,
 * each file compressed once), so that the slow phone compares the same bytes on the wire.
 */
function serveStatic(dir: string, port: number): Promise<http.Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const compressed = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://floor').pathname;
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(dir, 'index.html');
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
    const headers = {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      vary: 'accept-encoding',
    };
    if (!encoding) {
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
      return;
    }
    const key = `${encoding}:${file}`;
    if (!compressed.has(key)) {
      const content = readFileSync(file);
      compressed.set(key, encoding === 'br' ? brotliCompressSync(content) : gzipSync(content));
    }
    res.writeHead(200, { ...headers, 'content-encoding': encoding });
    res.end(compressed.get(key));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** One cold load of `url`: every script response until the network is idle and `heading` shows. */
async function loadOnce(
  browser: Browser,
  url: string,
  heading: RegExp,
  session?: Session,
): Promise<Load> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (session) await context.addCookies(sessionCookies(new URL(url).origin, session));
  const page = await context.newPage();
  const bodies: Promise<{ name: string; raw: number; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then((body) => ({
        name: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(bodies);
  await context.close();
  return {
    scripts: files.length,
    rawKB: files.reduce((sum, f) => sum + f.raw, 0) / 1000,
    gzipKB: files.reduce((sum, f) => sum + f.gzip, 0) / 1000,
    files: files.map((f) => ({ name: f.name, gzipKB: f.gzip / 1000 })),
  };
}

async function measure(
  browser: Browser,
  label: string,
  url: string,
  heading: RegExp,
  session?: Session,
): Promise<Measured> {
  const loads: Load[] = [];
  process.stdout.write(`measuring ${label} `);
  for (let run = 0; run < RUNS; run += 1) {
    loads.push(await loadOnce(browser, url, heading, session));
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  return { label, loads };
}

function print(rows: Measured[], floorGzip: number): void {
  console.log(
    `\n${'page'.padEnd(34)} ${'scripts'.padStart(7)} ${'raw kB'.padStart(8)} ` +
      `${'gzip kB'.padStart(8)} ${'x floor'.padStart(8)}   (median of ${RUNS} cold loads)`,
  );
  for (const { label, loads } of rows) {
    const gzip = median(loads.map((l) => l.gzipKB));
    console.log(
      `${label.padEnd(34)} ${String(median(loads.map((l) => l.scripts))).padStart(7)} ` +
        `${median(loads.map((l) => l.rawKB))
          .toFixed(1)
          .padStart(
            8,
          )} ${gzip.toFixed(1).padStart(8)} ${(gzip / floorGzip).toFixed(2).padStart(8)}`,
    );
  }
}

/** The scripts' bytes of each page against the floor's; false when /login is over budget. */
async function measureScriptBytes(
  browser: Browser,
  floorURL: string,
  appURL: string,
  session: Session,
): Promise<boolean> {
  const floor = await measure(
    browser,
    'floor (React + Fluent sign-in card)',
    floorURL,
    /Candidate Sign In/,
  );
  const rows = [
    floor,
    await measure(browser, '/login', `${appURL}${paths.login}`, /Candidate Sign In/),
    await measure(browser, '/register', `${appURL}${paths.register}`, /./),
    await measure(browser, '/ (signed out)', `${appURL}/`, /Candidate Sign In/),
    await measure(
      browser,
      `${paths.cognitiveSkills} (signed in)`,
      `${appURL}${paths.cognitiveSkills}`,
      /./,
      session,
    ),
  ];
  const floorGzip = median(floor.loads.map((l) => l.gzipKB));
  print(rows, floorGzip);

  const login = rows[1]!;
  console.log(`\n/login's scripts (gzip kB, first run):`);
  for (const f of [...login.loads[0]!.files].sort((a, b) => b.gzipKB - a.gzipKB)) {
    console.log(`${f.gzipKB.toFixed(1).padStart(8)}  ${f.name}`);
  }
  const loginGzip = median(login.loads.map((l) => l.gzipKB));
  const budget = floorGzip * BUDGET_RATIO;
  const within = loginGzip <= budget;
  console.log(
    `\n/login: ${loginGzip.toFixed(1)} kB gzip; floor ${floorGzip.toFixed(1)} kB; budget ` +
      `${BUDGET_RATIO} x floor = ${budget.toFixed(1)} kB: ${within ? 'within' : 'OVER'} ` +
      `(${(loginGzip / floorGzip).toFixed(2)} x floor)`,
  );
  return within;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'dist/app/index.html'))) {
    throw new Error(
      'No production build: run `npm run build` first (npm run bench:first-load does)',
    );
  }
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const work = mkdtempSync(path.join(tmpdir(), 'first-load-bench-'));
  const floorDir = path.join(work, 'floor');
  const floorPort = await freePort();
  await buildFloor(floorDir);
  const floorServer = await serveStatic(floorDir, floorPort);
  let product: ThrowawayServer | undefined;
  let browser: Browser | undefined;
  try {
    // The production build (the app from dist/app), its mailbox on, no outside database or SMTP.
    product = await startThrowawayServer({
      entry: 'built',
      env: {
        STATIC_DIR: path.join(ROOT, 'dist/app'),
        DATABASE_URL: '',
        SMTP_URL: '',
        MAILBOX: 'on',
      },
      dataDirPrefix: 'candidate-portal-first-load-',
      stderr: 'inherit',
    });
    // Interrupted: stop the server (and its database) before exiting.
    const stopOnSignal = () => void product?.stop().finally(() => process.exit(130));
    process.once('SIGINT', stopOnSignal);
    process.once('SIGTERM', stopOnSignal);
    console.log('making a signed-in candidate');
    const appURL = product.base;
    const api = await request.newContext({ baseURL: appURL });
    const candidate = await new Api(api, new Mailbox(api)).createCandidate({
      accountType: 'CAMPUS',
    });
    await api.dispose();

    browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
    const floorURL = `http://127.0.0.1:${floorPort}/`;
    const bytesWithin =
      SLOW_PHONE_ONLY || (await measureScriptBytes(browser, floorURL, appURL, candidate.session));
    console.log(`\nthe service worker precaches ${precacheFileCount()} files`);
    const slowPhoneMet = await measureSlowPhone(
      browser,
      floorURL,
      /Candidate Sign In/,
      appURL,
      [
        { path: paths.login, heading: /Candidate Sign In/, waitsForReady: true, heldToFloor: true },
        {
          path: paths.register,
          heading: /Sign Up for Free/,
          waitsForReady: false,
          heldToFloor: false,
        },
      ],
      SLOW_PHONE_RUNS,
    );
    console.log(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    if (!bytesWithin || !slowPhoneMet) process.exitCode = 1;
  } finally {
    await browser?.close();
    await product?.stop();
    floorServer.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
