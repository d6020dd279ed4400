/**
 * The walls of eslint.config.js fail a planted violation of each: a feature importing another
 * feature or app/, lib/ and components/ importing a feature, the server importing the app, an import
 * cycle, and a component over 150 lines. The files are planted in a throwaway copy of the layout
 * (src/app/features/<two>, src/server...), linted with the repository's own `walls(root)`.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CONFIG = pathToFileURL(path.resolve(import.meta.dirname, '../../eslint.config.js')).href;

let root: string;
let eslint: ESLint;

function plant(file: string, text: string): void {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

/** The rule ids ESLint reports for one planted file. */
async function reported(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(root, file)]);
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const longComponent = (lines: number) =>
  `export function Long() {\n${Array.from({ length: lines }, (_, i) => `  console.log(${i});`).join('\n')}\n  return null;\n}\n`;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'walls-'));
  plant('src/app/features/auth/lib/a.ts', 'export const a = 1;\n');
  plant(
    'src/app/features/faq/lib/f.ts',
    "import { a } from '../../auth/lib/a.ts';\nexport const f = a;\n",
  );
  plant('src/app/features/faq/lib/own.ts', "import { f } from './f.ts';\nexport const own = f;\n");
  plant('src/app/app/query-scope.tsx', 'export const scope = 1;\n');
  plant(
    'src/app/features/auth/lib/up.ts',
    "export const up = () => import('../../../app/query-scope.tsx');\n",
  );
  plant(
    'src/app/features/auth/lib/up.test.ts',
    "export const up = () => import('../../../app/query-scope.tsx');\n",
  );
  plant(
    'src/app/lib/l.ts',
    "import { a } from '../features/auth/lib/a.ts';\nexport const l = a;\n",
  );
  plant(
    'src/app/components/c.tsx',
    "import { scope } from '../app/query-scope.tsx';\nexport const c = scope;\n",
  );
  plant(
    'src/server/s.ts',
    "import { scope } from '../app/app/query-scope.tsx';\nexport const s = scope;\n",
  );
  plant(
    'src/server/modules/x/closing.ts',
    "import { views } from './views.ts';\nexport const closing = () => views;\n",
  );
  plant(
    'src/server/modules/x/views.ts',
    "import { expiry } from './expiry.ts';\nexport const views = () => expiry;\n",
  );
  plant(
    'src/server/modules/x/expiry.ts',
    "import { closing } from './closing.ts';\nexport const expiry = () => closing;\n",
  );
  plant(
    'src/server/modules/x/typed.ts',
    "import type { Typed } from './typed-back.ts';\nexport type Back = Typed;\nexport const t = 1;\n",
  );
  plant(
    'src/server/modules/x/typed-back.ts',
    "import { t } from './typed.ts';\nexport type Typed = typeof t;\n",
  );
  plant('src/app/components/long.tsx', longComponent(151));
  plant('src/app/components/short.tsx', longComponent(140));
  plant('src/app/components/long.test.tsx', longComponent(151));

  const { walls } = (await import(CONFIG)) as { walls: (root: string) => Linter.Config[] };
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...walls(root),
    ],
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the walls of eslint.config.js', () => {
  it('refuse a feature importing another feature, and allow its own files', async () => {
    expect(await reported('src/app/features/faq/lib/f.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await reported('src/app/features/faq/lib/own.ts')).toEqual([]);
  });

  it('refuse a feature importing app/, even lazily (a test may)', async () => {
    expect(await reported('src/app/features/auth/lib/up.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await reported('src/app/features/auth/lib/up.test.ts')).toEqual([]);
  });

  it('refuse lib/ and components/ importing a feature or app/', async () => {
    expect(await reported('src/app/lib/l.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(await reported('src/app/components/c.tsx')).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuse the server importing the app', async () => {
    expect(await reported('src/server/s.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuse an import cycle, but not one made only of type imports', async () => {
    expect(await reported('src/server/modules/x/closing.ts')).toEqual(['import-x/no-cycle']);
    expect(await reported('src/server/modules/x/typed-back.ts')).toEqual([]);
  });

  it('refuse a component function over 150 lines, not in tests', async () => {
    expect(await reported('src/app/components/long.tsx')).toEqual(['max-lines-per-function']);
    expect(await reported('src/app/components/short.tsx')).toEqual([]);
    expect(await reported('src/app/components/long.test.tsx')).toEqual([]);
  });
});
