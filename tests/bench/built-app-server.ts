/**
 * The production build (`dist/app`) served by a throwaway server on its own embedded database, for
 * the benchmarks that drive Chromium. Every candidate registers from 127.0.0.1, so the
 * per-address limits are lifted (docs/decisions/024). Ctrl-C stops the server and its database.
 */
import path from 'node:path';
import {
  startThrowawayServer,
  type ThrowawayServer,
} from '../../src/server/test-support/server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function startBuiltAppServer(name: string): Promise<ThrowawayServer> {
  const server = await startThrowawayServer({
    entry: 'built',
    env: {
      STATIC_DIR: path.join(ROOT, 'dist/app'),
      DATABASE_URL: '',
      SMTP_URL: '',
      MAILBOX: 'on',
      REGISTRATIONS_PER_ADDRESS: '1000000',
      CONFIRMATION_RESENDS_PER_ADDRESS: '1000000',
      CLIENT_ERRORS_PER_ADDRESS: '1000000',
    },
    dataDirPrefix: `candidate-portal-${name}-`,
    stderr: 'inherit',
  });
  const stopOnSignal = () => void server.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  return server;
}
