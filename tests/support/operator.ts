/**
 * The operator CLI (`node dist/server/server/cli/main.js`, README "Operator commands") against the
 * database of the server Playwright started: the same DATA_DIR and embedded PostgreSQL port
 * (playwright.config.ts hands them to the workers as E2E_DATA_DIR / E2E_PG_PORT). The CLI finds
 * the running cluster and connects to it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const CLI = path.resolve('dist/server/server/cli/main.js');

export interface OperatorResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

function e2eEnv(): NodeJS.ProcessEnv {
  const dataDir = process.env.E2E_DATA_DIR;
  const pgPort = process.env.E2E_PG_PORT;
  if (!dataDir || !pgPort)
    throw new Error('E2E_DATA_DIR and E2E_PG_PORT are set by playwright.config.ts');
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: pgPort,
    DATABASE_URL: '',
    // Links in mails the CLI sends (invitations) lead to the e2e server, as the server's own do.
    ...(process.env.E2E_PORT ? { PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT}` } : {}),
    SMTP_URL: '',
  };
}

/** Runs one operator command; the result whatever its exit status. */
export function operator(args: string[]): OperatorResult {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    env: e2eEnv(),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs one operator command that must succeed; returns its standard output. */
export function operatorOk(args: string[]): string {
  const result = operator(args);
  if (result.status !== 0) {
    throw new Error(
      `operator ${args.join(' ')} exited ${result.status}: ${result.stderr || result.stdout}`,
    );
  }
  return result.stdout;
}

/** Runs a listing command with --json and parses its rows. */
export function operatorJson<T>(args: string[]): T[] {
  return JSON.parse(operatorOk([...args, '--json'])) as T[];
}
