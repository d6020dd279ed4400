/**
 * The real entry point, as `npm start` runs it, against an external PostgreSQL given by
 * DATABASE_URL (here a fresh database on the test cluster): it migrates and seeds, serves, prints
 * its URLs, stops cleanly on SIGTERM, and a second start reuses the data.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { ensureDatabase, withDatabase } from './db/connect.ts';

const ENTRY = path.resolve(import.meta.dirname, 'main.ts');

interface Running {
  stop: (signal: NodeJS.Signals) => Promise<{ code: number | null; output: string }>;
  url: string;
}

/** Starts main.ts and resolves once it prints the app's URL. */
function startServer(env: Record<string, string>): Promise<Running> {
  // One Node process with tsx's loader (not the tsx CLI, which wraps the server in a second process
  // and reports a signal-killed child as exit code 143).
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /App: +(http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        resolve({
          url: match[1],
          stop: async (signal) => {
            child.kill(signal);
            return { code: await exited, output };
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`exited with ${code} before serving:\n${output}`)));
  });
}

describe('npm start with DATABASE_URL', () => {
  it('migrates, seeds, serves, and stops cleanly; a second start keeps the data', async () => {
    const name = `main_${randomUUID().replaceAll('-', '')}`;
    const databaseUrl = withDatabase(inject('databaseUrl'), name);
    await ensureDatabase(inject('databaseUrl'), name);
    const env = { DATABASE_URL: databaseUrl, STATIC_DIR: '/nonexistent' };

    const first = await startServer(env);
    const contexts = await fetch(new URL('/auth/industry-contexts', first.url));
    expect(contexts.status).toBe(200);
    expect(await contexts.json()).toEqual(
      expect.arrayContaining([
        { id: 'law', name: 'Law' },
        { id: 'none', name: 'No industry context set' },
      ]),
    );
    const client = new pg.Client(databaseUrl);
    await client.connect();
    await client.query(
      `INSERT INTO mail_outbox ("to", subject, text, html) VALUES ('kept@example.test', 'kept', 't', 'h')`,
    );
    await client.end();
    const stopped = await first.stop('SIGTERM');
    expect(stopped.code).toBe(0);
    expect(stopped.output).toContain('Stopped.');

    const second = await startServer(env);
    const mailbox = await fetch(new URL('/dev/mailbox.json?to=kept@example.test', second.url));
    expect(((await mailbox.json()) as { subject: string }[]).map((m) => m.subject)).toEqual([
      'kept',
    ]);
    expect((await second.stop('SIGINT')).code).toBe(0);
  }, 60_000);
});
