/**
 * Unit tests, in three projects:
 * - server: src/server against a real PostgreSQL. The global setup starts ONE embedded cluster in a
 *   temporary directory; each test file gets its own database (src/server/test-support/).
 * - node: the shared domain, the service worker's pure helpers, the lint walls (tests/lint) and
 *   the benchmarks' pure parts (tests/bench).
 * - app: the React app in jsdom (tests bring their own fakes, e.g. fake-indexeddb).
 * Browser tests (tests/e2e, Playwright) match none of the includes: they are not Vitest's.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Node loads graphql's CommonJS build for Mercurius and for us; Vite would hand our ESM
        // imports the .mjs build, a second copy whose types the first rejects ("another realm").
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test-support/global-setup.ts'],
          // Each file creates and migrates its own database; argon2 hashing is deliberately slow.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'node',
          include: [
            'src/domain/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            'tests/scale/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'app',
          include: ['src/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A page test renders Fluent in jsdom through several steps: seconds on a busy 2-core
          // machine running the server project beside it, not a hang.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
