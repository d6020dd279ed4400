/**
 * The HTTP timeouts (docs/decisions/025) on a listening server, over real sockets: uploads that
 * trickle in a byte at a time, headers that never end and a connection that goes silent are all
 * closed, while the server keeps answering everyone else. Short timeouts stand in for the defaults.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from './db/schema.ts';
import { signedInCandidate } from './test-support/flows.ts';
import { resumeUploadHead } from './test-support/slow-upload.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      REQUEST_TIMEOUT_MS: '1500',
      HEADERS_TIMEOUT_MS: '500',
      CONNECTION_TIMEOUT_MS: '1000',
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface SlowClient {
  socket: Socket;
  /** Resolves with what the server wrote once it closes the connection. */
  closed: Promise<string>;
  stop: () => void;
}

/** Opens a connection that writes `head` and then one byte of `trickle` every 100 ms. */
function slowClient(head: string, trickle = ''): SlowClient {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  let sent = 0;
  const timer = trickle
    ? setInterval(() => {
        if (socket.writable) socket.write(trickle[sent++ % trickle.length]!);
      }, 100)
    : undefined;
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    }),
  );
  socket.write(head);
  return { socket, closed, stop: () => socket.destroy() };
}

describe('HTTP timeouts', () => {
  it('closes uploads sent a byte at a time with 408, stores nothing, and keeps answering others', async () => {
    const candidate = await signedInCandidate(t.app);
    const uploads = Array.from({ length: 10 }, () =>
      slowClient(resumeUploadHead(port, candidate.token, 100_000), 'x'),
    );
    try {
      // While they trickle, an ordinary request is answered.
      const answer = await fetch(`http://127.0.0.1:${port}/auth/industry-contexts`);
      expect(answer.status).toBe(200);

      const received = await Promise.all(uploads.map((u) => u.closed));
      for (const text of received) expect(text).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      for (const upload of uploads) upload.stop();
    }
    const stored = await t.database.db
      .select()
      .from(resumes)
      .where(eq(resumes.userId, candidate.userId));
    expect(stored).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${port}/auth/industry-contexts`)).status).toBe(200);
  });

  it('closes a connection whose headers never end with 408', async () => {
    const client = slowClient(
      `GET /auth/industry-contexts HTTP/1.1\r\nHost: x\r\n`,
      'X-Slow: a\r\n',
    );
    try {
      expect(await client.closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      client.stop();
    }
  });

  it('closes a connection that goes silent in the middle of a request', async () => {
    const client = slowClient(
      'POST /api/graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"query":',
    );
    try {
      // Closed for being idle (CONNECTION_TIMEOUT_MS): before the request timeout could answer.
      expect(await client.closed).toBe('');
    } finally {
      client.stop();
    }
  });
});
