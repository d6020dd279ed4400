/**
 * The first load on a slow phone (docs/decisions/060), as Lighthouse's mobile
 * preset describes one: 150 ms round trip, 1.6 Mbps down, 750 kbps up, and a CPU 4 x slower.
 *
 * The network is a throttling TCP proxy in front of each server (throttling-proxy.ts), so the
 * page's and its service worker's requests cross the same slow link from their first byte;
 * Chromium's per-target network emulation missed the worker's precache in some loads. The CPU is
 * Chromium's (`Emulation.setCPUThrottlingRate`, the page's target).
 *
 * For the floor and each app page (/login, /register), loaded cold one after the other RUNS times,
 * it records:
 * - LCP: the last `largest-contentful-paint` entry's start time;
 * - the bytes that crossed the link to the browser before it (compressed, headers included), from
 *   the page and its service worker;
 * - for the page that waits for it (/login), the time until "Ready to work offline" shows (the
 *   worker has precached the app), and the worker's own fetches (Resource Timing in the worker):
 *   each that went to the network must have taken at least the round trip, or the link did not
 *   throttle it.
 */
import type { Browser, BrowserContext, CDPSession, Worker } from '@playwright/test';
import { ThrottledLink } from './throttling-proxy.ts';

export const SLOW_PHONE = {
  roundTripMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
  cpuSlowdown: 4,
} as const;

const READY_TEXT = 'Ready to work offline';
const LCP_GOAL_RATIO = 1.2;
const LCP_GOAL_MS = 2500;
const READY_GOAL_MS = 5000;

/** The service worker's fetches in one load (Resource Timing, in the worker). */
export interface WorkerFetches {
  /** Went to the network (bytes transferred). */
  network: number;
  /** Answered by the HTTP cache (the page had loaded them). */
  fromHttpCache: number;
  /** The shortest network fetch, ms. */
  shortestMs: number;
  /** The longest network fetch, ms. */
  longestMs: number;
  /** The first fetch's start and the last one's end, ms from the page's navigation start. */
  firstStartMs: number;
  lastEndMs: number;
}

export interface SlowLoad {
  lcpMs: number;
  kBBeforeLcp: number;
  kBTotal: number;
  /** Time to "Ready to work offline", from navigation start (pages that show it). */
  readyMs?: number;
  /** The load event: the service worker registers after it (and an idle moment). */
  loadMs: number;
  workerFetches?: WorkerFetches;
}

async function throttleCpu(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/** What the worker fetched, from its own Resource Timing entries (it holds the precache by now). */
async function workerFetches(worker: Worker, pageTimeOrigin: number): Promise<WorkerFetches> {
  const { entries, timeOrigin } = await worker.evaluate(() => ({
    entries: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({
        startMs: entry.startTime,
        endMs: entry.responseEnd,
        durationMs: entry.duration,
        transferSize: entry.transferSize,
      }),
    ),
    timeOrigin: performance.timeOrigin,
  }));
  const toPage = timeOrigin - pageTimeOrigin;
  const network = entries.filter((entry) => entry.transferSize > 0).map((e) => e.durationMs);
  return {
    network: network.length,
    fromHttpCache: entries.length - network.length,
    shortestMs: Math.min(...network),
    longestMs: Math.max(...network),
    firstStartMs: Math.min(...entries.map((e) => e.startMs)) + toPage,
    lastEndMs: Math.max(...entries.map((e) => e.endMs)) + toPage,
  };
}

/** In the page before any script: the LCP, and when the ready text first appears. */
function observePaintAndReady(readyText: string): void {
  const w = window as unknown as { benchLcp: number; benchReady?: number };
  w.benchLcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((records, observer) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.textContent?.includes(readyText)) {
          w.benchReady = performance.now();
          observer.disconnect();
          return;
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** One cold load of `url` on the slow phone: until "Ready to work offline", or the network is idle. */
async function slowLoad(
  browser: Browser,
  link: ThrottledLink,
  url: string,
  heading: RegExp,
  waitsForReady: boolean,
): Promise<SlowLoad> {
  const context: BrowserContext = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(observePaintAndReady, READY_TEXT);
    await throttleCpu(await context.newCDPSession(page));
    link.resetReceived();
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
    if (waitsForReady) {
      await page.waitForFunction(() => 'benchReady' in window, undefined, { timeout: 60_000 });
    } else {
      await page.waitForLoadState('networkidle');
    }
    const { lcp, ready, load, timeOrigin } = await page.evaluate(() => {
      const w = window as unknown as { benchLcp: number; benchReady?: number };
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return {
        lcp: w.benchLcp,
        ready: w.benchReady,
        load: navigation?.loadEventStart ?? 0,
        timeOrigin: performance.timeOrigin,
      };
    });
    const [worker] = context.serviceWorkers();
    return {
      lcpMs: lcp,
      kBBeforeLcp: link.kBReceived(timeOrigin + lcp),
      kBTotal: link.kBReceived(),
      readyMs: waitsForReady ? ready : undefined,
      loadMs: load,
      workerFetches: waitsForReady && worker ? await workerFetches(worker, timeOrigin) : undefined,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** An app page the slow phone loads: its path, the heading it shows, and whether to wait for ready. */
export interface SlowPhonePage {
  path: string;
  heading: RegExp;
  /** Wait until "Ready to work offline" shows and check the worker's fetches (one page does). */
  waitsForReady: boolean;
  /**
   * Held to the floor's LCP (at most LCP_GOAL_RATIO times it), as /login is by issue 14; otherwise
   * the ratio is printed and only the 2.5 s goal counts (docs/decisions/060).
   */
  heldToFloor: boolean;
}

/**
 * Loads the floor and each page in turn `runs` times on the slow phone, all through the same
 * throttled link, and prints the medians. Returns false when a page misses its LCP goal (2.5 s, and
 * for a page held to the floor 1.2 x the floor's), ready comes after 5 s, or a worker fetch escaped
 * the link.
 */
export async function measureSlowPhone(
  browser: Browser,
  floorOrigin: string,
  floorHeading: RegExp,
  appOrigin: string,
  pages: readonly SlowPhonePage[],
  runs: number,
): Promise<boolean> {
  const link = new ThrottledLink(SLOW_PHONE);
  const floor: SlowLoad[] = [];
  const loads = new Map<SlowPhonePage, SlowLoad[]>(pages.map((page) => [page, []]));
  try {
    const floorUrl = `${await link.forward(floorOrigin)}/`;
    const appUrl = await link.forward(appOrigin);
    console.log(`\nslow phone network: ${link.describe()}; CPU ${SLOW_PHONE.cpuSlowdown} x slower`);
    process.stdout.write(
      `measuring the slow phone (floor, ${pages.map((p) => p.path).join(', ')} in turn) `,
    );
    for (let run = 0; run < runs; run += 1) {
      floor.push(await slowLoad(browser, link, floorUrl, floorHeading, false));
      for (const page of pages) {
        loads
          .get(page)!
          .push(
            await slowLoad(
              browser,
              link,
              `${appUrl}${page.path}`,
              page.heading,
              page.waitsForReady,
            ),
          );
      }
      process.stdout.write('.');
    }
    process.stdout.write('\n');
  } finally {
    link.close();
  }

  const row = (label: string, runsOf: SlowLoad[]) => {
    const ready = runsOf.flatMap((l) => (l.readyMs === undefined ? [] : [l.readyMs]));
    console.log(
      `${label.padEnd(12)} ${median(runsOf.map((l) => l.lcpMs))
        .toFixed(0)
        .padStart(8)} ${median(runsOf.map((l) => l.kBBeforeLcp))
        .toFixed(1)
        .padStart(14)} ${median(runsOf.map((l) => l.kBTotal))
        .toFixed(1)
        .padStart(10)} ${median(runsOf.map((l) => l.loadMs))
        .toFixed(0)
        .padStart(8)} ${(ready.length ? median(ready).toFixed(0) : '-').padStart(10)}   ` +
        `LCP runs: ${runsOf.map((l) => l.lcpMs.toFixed(0)).join(', ')}` +
        (ready.length ? `; ready runs: ${ready.map((r) => r.toFixed(0)).join(', ')}` : ''),
    );
  };
  console.log(
    `\nslow phone: ${SLOW_PHONE.roundTripMs} ms RTT, ${(SLOW_PHONE.downloadBytesPerSecond * 8) / 1e6} ` +
      `Mbps down, CPU ${SLOW_PHONE.cpuSlowdown}x slower; median of ${runs} cold loads each`,
  );
  console.log(
    `${'page'.padEnd(12)} ${'LCP ms'.padStart(8)} ${'kB before LCP'.padStart(14)} ` +
      `${'kB total'.padStart(10)} ${'load ms'.padStart(8)} ${'ready ms'.padStart(10)}`,
  );
  row('floor', floor);
  for (const [page, pageLoads] of loads) row(page.path, pageLoads);

  const floorLcp = median(floor.map((l) => l.lcpMs));
  let met = true;
  for (const [page, pageLoads] of loads) {
    const lcp = median(pageLoads.map((l) => l.lcpMs));
    const ratio = lcp / floorLcp;
    const lcpOk = (!page.heldToFloor || ratio <= LCP_GOAL_RATIO) && lcp < LCP_GOAL_MS;
    const goal = page.heldToFloor
      ? `at most ${LCP_GOAL_RATIO} x and under ${LCP_GOAL_MS} ms`
      : `under ${LCP_GOAL_MS} ms`;
    console.log(
      `${page.path} LCP ${lcp.toFixed(0)} ms = ${ratio.toFixed(2)} x the floor's ${floorLcp.toFixed(0)} ms ` +
        `(goal: ${goal}): ${lcpOk ? 'met' : 'MISSED'}`,
    );
    met &&= lcpOk;
    if (!page.waitsForReady) continue;
    const readyMs = median(pageLoads.map((l) => l.readyMs ?? Infinity));
    const readyOk = readyMs <= READY_GOAL_MS;
    const fetches = pageLoads.flatMap((l) => (l.workerFetches ? [l.workerFetches] : []));
    const throttled =
      fetches.length === pageLoads.length &&
      fetches.every((f) => f.shortestMs >= SLOW_PHONE.roundTripMs);
    console.log(
      `service worker fetches per ${page.path} load (network / HTTP cache, shortest-longest ms, ` +
        `(first start to last end, ms after navigation)): ` +
        fetches
          .map(
            (f) =>
              `${f.network}/${f.fromHttpCache} ${f.shortestMs.toFixed(0)}-${f.longestMs.toFixed(0)} ` +
              `(${f.firstStartMs.toFixed(0)} to ${f.lastEndMs.toFixed(0)})`,
          )
          .join('; ') +
        ` (each at least the ${SLOW_PHONE.roundTripMs} ms round trip: ${throttled ? 'yes' : 'NO'})`,
    );
    console.log(
      `"${READY_TEXT}" after ${readyMs.toFixed(0)} ms on ${page.path} (goal: within ${READY_GOAL_MS} ms): ` +
        `${readyOk ? 'met' : 'MISSED'}`,
    );
    met &&= readyOk && throttled;
  }
  return met;
}
