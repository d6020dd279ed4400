/**
 * Benchmark: 50 resume uploads that send one byte a second (docs/decisions/025). Before the
 * timeouts they stayed open indefinitely; now each must be closed with 408 once REQUEST_TIMEOUT_MS
 * has passed, nothing of them stored, while the server keeps answering everyone else.
 *
 * Starts the real server as operators run it (the build, `dist/server/server/main.js`) on a throwaway
 * embedded PostgreSQL, with the timeouts of the environment (the defaults unless REQUEST_TIMEOUT_MS
 * and the others are set: with the defaults the run takes a little over 3 minutes), makes a
 * confirmed candidate, opens the 50 uploads with its token, and sends an ordinary request every
 * second meanwhile. Prints when the uploads were closed and how, the ordinary requests' times, and
 * the checks; exits 1 when a check fails.
 *
 *   npx tsx tests/bench/slow-uploads.ts
 *   REQUEST_TIMEOUT_MS=20000 npx tsx tests/bench/slow-uploads.ts   # a shorter run
 */
import { connect } from 'node:net';
import pg from 'pg';
import { loadConfig } from '../../src/server/config.ts';
import { signUpCandidate } from '../../src/server/test-support/candidate-signup.ts';
import { startThrowawayServer } from '../../src/server/test-support/server-process.ts';
import { resumeUploadHead } from '../../src/server/test-support/slow-upload.ts';

const UPLOADS = 50;

interface Closed {
  afterMs: number;
  statusLine: string;
  bytesSent: number;
}

/** One upload: its headers and the start of a PDF part at once, then a byte a second. */
function slowUpload(port: number, token: string): Promise<Closed> {
  const started = performance.now();
  const socket = connect(port, '127.0.0.1');
  let received = '';
  let bytesSent = 0;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const head = resumeUploadHead(port, token, 5_242_880);
  socket.write(head);
  bytesSent += head.length;
  const timer = setInterval(() => {
    if (socket.writable) {
      socket.write('x');
      bytesSent++;
    }
  }, 1000);
  return new Promise((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({
        afterMs: performance.now() - started,
        statusLine: received.split('\r\n')[0] || '(closed without an answer)',
        bytesSent,
      });
    }),
  );
}

async function main(): Promise<number> {
  const settings = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const server = await startThrowawayServer({ entry: 'built', stderr: 'inherit' });
  const { base, port } = server;

  try {
    console.log(
      `server up (port ${port}): REQUEST_TIMEOUT_MS ${settings.REQUEST_TIMEOUT_MS}, ` +
        `HEADERS_TIMEOUT_MS ${settings.HEADERS_TIMEOUT_MS}, CONNECTION_TIMEOUT_MS ${settings.CONNECTION_TIMEOUT_MS}`,
    );

    const { token, userId } = await signUpCandidate(base, {
      email: `bench.${Date.now()}@example.com`,
    });

    const uploads = Array.from({ length: UPLOADS }, () => slowUpload(port, token));
    let uploadsDone = false;
    const all = Promise.all(uploads).finally(() => (uploadsDone = true));

    // An ordinary request every second while the uploads trickle.
    const ordinary: { ms: number; status: number }[] = [];
    while (!uploadsDone) {
      const t0 = performance.now();
      const response = await fetch(`${base}/auth/industry-contexts`);
      await response.arrayBuffer();
      ordinary.push({ ms: performance.now() - t0, status: response.status });
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 1000))]);
    }
    const closed = await all;

    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    let stored: number;
    try {
      stored = Number(
        (await client.query('SELECT count(*) FROM resumes WHERE user_id = $1', [userId])).rows[0]
          .count,
      );
    } finally {
      await client.end();
    }

    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    const afters = closed.map((c) => c.afterMs).sort((a, b) => a - b);
    const statuses = new Map<string, number>();
    for (const c of closed) statuses.set(c.statusLine, (statuses.get(c.statusLine) ?? 0) + 1);
    const ordinaryMs = ordinary.map((o) => o.ms).sort((a, b) => a - b);
    // Node checks the timeouts every quarter of the headers timeout (src/server/app.ts).
    const latestCloseMs =
      settings.REQUEST_TIMEOUT_MS +
      Math.min(settings.HEADERS_TIMEOUT_MS, settings.REQUEST_TIMEOUT_MS) / 4 +
      2000;

    console.log(
      `${UPLOADS} uploads at 1 byte/s: closed after ${seconds(afters[0]!)} to ${seconds(afters.at(-1)!)} s, ` +
        `having sent ${Math.min(...closed.map((c) => c.bytesSent))} to ${Math.max(...closed.map((c) => c.bytesSent))} of 5,242,880 bytes`,
    );
    for (const [line, n] of statuses) console.log(`  ${n} x ${line}`);
    console.log(
      `${ordinary.length} ordinary requests meanwhile: p50 ${ordinaryMs[Math.floor(ordinaryMs.length / 2)]!.toFixed(1)} ms, ` +
        `max ${ordinaryMs.at(-1)!.toFixed(1)} ms`,
    );
    const checks: [string, boolean][] = [
      [
        `every upload closed with 408: ${statuses.get('HTTP/1.1 408 Request Timeout') ?? 0} of ${UPLOADS}`,
        statuses.get('HTTP/1.1 408 Request Timeout') === UPLOADS,
      ],
      [
        `every upload closed within ${seconds(latestCloseMs)} s of opening`,
        afters.at(-1)! <= latestCloseMs,
      ],
      [`resumes stored: ${stored} (expected 0)`, stored === 0],
      [
        `ordinary requests answered 200: ${ordinary.filter((o) => o.status === 200).length} of ${ordinary.length}`,
        ordinary.every((o) => o.status === 200),
      ],
    ];
    for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
    return checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
