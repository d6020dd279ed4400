/**
 * The first load on a slow phone (docs/decisions/040-ready-offline.md), as Lighthouse's mobile
 * preset emulates one in Chromium: 150 ms round trip, 1.6 Mbps down, 750 kbps up
 * (`Network.emulateNetworkConditions`) and a CPU 4 x slower (`Emulation.setCPUThrottlingRate`).
 *
 * For /login and the floor, loaded cold and one after the other RUNS times, it records:
 * - LCP: the last `largest-contentful-paint` entry's start time;
 * - the bytes that crossed the wire before it: what Chromium received (`Network.dataReceived`,
 *   compressed sizes) from the page and from its service worker, up to the LCP;
 * - for /login, the time until "Ready to work offline" shows (the worker has precached the app).
 *
 * A service worker is a target of its own: the page's emulation does not reach its fetches, so a
 * browser-level session attaches to each worker as it starts and applies the same conditions.
 * /sw.js itself is fetched before that (one file, about 6 kB compressed).
 */
import type { Browser, BrowserContext, CDPSession } from '@playwright/test';

export const SLOW_PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
  cpuSlowdown: 4,
} as const;

const READY_TEXT = 'Ready to work offline';
const LCP_GOAL_RATIO = 1.2;
const LCP_GOAL_MS = 2500;
const READY_GOAL_MS = 5000;

export interface SlowLoad {
  lcpMs: number;
  kBBeforeLcp: number;
  kBTotal: number;
  /** Time to "Ready to work offline", from navigation start (pages that show it). */
  readyMs?: number;
  /** The load event: the service worker registers after it (and an idle moment). */
  loadMs: number;
}

const networkConditions = {
  offline: false,
  latency: SLOW_PHONE.latencyMs,
  downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
  uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
};

/** Bytes received, each with the wall-clock time (epoch ms) it arrived, from CDP's Network domain. */
class WireLog {
  private readonly chunks: { atMs: number; bytes: number }[] = [];
  /** Monotonic seconds → epoch ms, learnt from the first requestWillBeSent (one clock per browser). */
  private offsetMs: number | undefined;

  onEvent(method: string, params: unknown): void {
    if (method === 'Network.requestWillBeSent' && this.offsetMs === undefined) {
      const sent = params as { wallTime: number; timestamp: number };
      this.offsetMs = sent.wallTime * 1000 - sent.timestamp * 1000;
    }
    if (method === 'Network.dataReceived') {
      const data = params as { timestamp: number; encodedDataLength: number };
      this.chunks.push({ atMs: data.timestamp * 1000, bytes: data.encodedDataLength });
    }
  }

  /** kB received up to `epochMs` (everything without it). */
  kB(epochMs = Infinity): number {
    const offset = this.offsetMs ?? 0;
    return (
      this.chunks.filter((c) => c.atMs + offset <= epochMs).reduce((sum, c) => sum + c.bytes, 0) /
      1000
    );
  }
}

/**
 * Throttles every service worker that starts while it watches, and logs what they receive.
 * Uses the (older, non-flat) Target.sendMessageToTarget, which Playwright's CDP sessions allow.
 */
async function watchServiceWorkers(browser: Browser, wire: WireLog): Promise<() => Promise<void>> {
  const session = await browser.newBrowserCDPSession();
  let nextId = 1;
  const send = (sessionId: string, method: string, params: object) =>
    session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: nextId++, method, params }),
    });
  session.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return;
    void session
      .send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false })
      .then(async ({ sessionId }) => {
        await send(sessionId, 'Network.enable', {});
        await send(sessionId, 'Network.emulateNetworkConditions', networkConditions);
      })
      .catch(() => undefined); // a worker that ended meanwhile
  });
  session.on('Target.receivedMessageFromTarget', ({ message }) => {
    const parsed = JSON.parse(message) as { method?: string; params?: unknown };
    if (parsed.method) wire.onEvent(parsed.method, parsed.params);
  });
  await session.send('Target.setDiscoverTargets', { discover: true });
  return () => session.detach();
}

async function emulateSlowPhone(cdp: CDPSession, wire: WireLog): Promise<void> {
  for (const method of ['Network.requestWillBeSent', 'Network.dataReceived'] as const) {
    cdp.on(method, (params) => wire.onEvent(method, params));
  }
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', networkConditions);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
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
  url: string,
  heading: RegExp,
  waitsForReady: boolean,
): Promise<SlowLoad> {
  const context: BrowserContext = await browser.newContext();
  const wire = new WireLog();
  const stopWatching = await watchServiceWorkers(browser, wire);
  try {
    const page = await context.newPage();
    await page.addInitScript(observePaintAndReady, READY_TEXT);
    await emulateSlowPhone(await context.newCDPSession(page), wire);
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
    return {
      lcpMs: lcp,
      kBBeforeLcp: wire.kB(timeOrigin + lcp),
      kBTotal: wire.kB(),
      readyMs: ready,
      loadMs: load,
    };
  } finally {
    await stopWatching();
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Loads the floor and /login alternately `runs` times on the slow phone and prints the medians.
 * Returns false when /login misses a goal (LCP over 1.2 x the floor or 2.5 s, ready over 5 s).
 */
export async function measureSlowPhone(
  browser: Browser,
  floorUrl: string,
  loginUrl: string,
  heading: RegExp,
  runs: number,
): Promise<boolean> {
  const floor: SlowLoad[] = [];
  const login: SlowLoad[] = [];
  process.stdout.write('measuring the slow phone (floor and /login alternately) ');
  for (let run = 0; run < runs; run += 1) {
    floor.push(await slowLoad(browser, floorUrl, heading, false));
    login.push(await slowLoad(browser, loginUrl, heading, true));
    process.stdout.write('.');
  }
  process.stdout.write('\n');

  const row = (label: string, loads: SlowLoad[]) => {
    const ready = loads.flatMap((l) => (l.readyMs === undefined ? [] : [l.readyMs]));
    console.log(
      `${label.padEnd(12)} ${median(loads.map((l) => l.lcpMs))
        .toFixed(0)
        .padStart(8)} ${median(loads.map((l) => l.kBBeforeLcp))
        .toFixed(1)
        .padStart(14)} ${median(loads.map((l) => l.kBTotal))
        .toFixed(1)
        .padStart(10)} ${median(loads.map((l) => l.loadMs))
        .toFixed(0)
        .padStart(8)} ${(ready.length ? median(ready).toFixed(0) : '-').padStart(10)}   ` +
        `LCP runs: ${loads.map((l) => l.lcpMs.toFixed(0)).join(', ')}` +
        (ready.length ? `; ready runs: ${ready.map((r) => r.toFixed(0)).join(', ')}` : ''),
    );
  };
  console.log(
    `\nslow phone: ${SLOW_PHONE.latencyMs} ms RTT, ${(SLOW_PHONE.downloadBytesPerSecond * 8) / 1e6} ` +
      `Mbps down, CPU ${SLOW_PHONE.cpuSlowdown}x slower; median of ${runs} cold loads each`,
  );
  console.log(
    `${'page'.padEnd(12)} ${'LCP ms'.padStart(8)} ${'kB before LCP'.padStart(14)} ` +
      `${'kB total'.padStart(10)} ${'load ms'.padStart(8)} ${'ready ms'.padStart(10)}`,
  );
  row('floor', floor);
  row('/login', login);

  const floorLcp = median(floor.map((l) => l.lcpMs));
  const loginLcp = median(login.map((l) => l.lcpMs));
  const readyMs = median(login.map((l) => l.readyMs ?? Infinity));
  const ratio = loginLcp / floorLcp;
  const lcpOk = ratio <= LCP_GOAL_RATIO && loginLcp < LCP_GOAL_MS;
  const readyOk = readyMs <= READY_GOAL_MS;
  console.log(
    `/login LCP ${loginLcp.toFixed(0)} ms = ${ratio.toFixed(2)} x the floor's ${floorLcp.toFixed(0)} ms ` +
      `(goal: at most ${LCP_GOAL_RATIO} x and under ${LCP_GOAL_MS} ms): ${lcpOk ? 'met' : 'MISSED'}`,
  );
  console.log(
    `"${READY_TEXT}" after ${readyMs.toFixed(0)} ms (goal: within ${READY_GOAL_MS} ms): ` +
      `${readyOk ? 'met' : 'MISSED'}`,
  );
  return lcpOk && readyOk;
}
