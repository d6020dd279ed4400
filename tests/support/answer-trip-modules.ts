/**
 * Counts the modules one timed answer runs through (ARCHITECTURE.md, "One answer's trip"): the
 * trip's hop modules (HOPS, the diagram's files) and every module of src/ they import at run time,
 * directly or not (static, re-exported and dynamic imports; `import type` and type-only specifiers
 * run nothing and are left out), without tests and generated code (src/app/gql, the server's
 * generated types). Third-party packages are not counted.
 *
 *   npm run count:answer-trip     the count per part and in all, and the modules
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');

/** The hops' modules, in the order of the diagram (one list per hop). Keep them as it says. */
export const HOPS = {
  'client out': [
    ['src/app/features/assessments/components/items/multiple-choice-item.tsx'],
    [
      'src/app/features/assessments/lib/use-runner-answers.ts',
      'src/app/features/assessments/lib/answer-desk.ts',
    ],
    ['src/app/lib/outbox/outbox.ts'],
    ['src/app/lib/outbox/storage.ts'],
    ['src/app/lib/outbox/drain.ts'],
    ['src/app/main.tsx', 'src/app/lib/api/graphql.ts', 'src/app/lib/api/batch-request.ts'],
  ],
  server: [
    ['src/server/graphql/plugin.ts'],
    [
      'src/server/graphql/stop-at-first-failure.ts',
      'src/server/graphql/resolvers/assessments.ts',
      'src/server/graphql/context.ts',
    ],
    ['src/server/modules/assessments/answers.ts'],
  ],
  back: [
    // The outbox looks the entry's declaration up in the registry it was started with
    // (writeFor, app/outbox-follows-session.ts).
    [
      'src/app/lib/outbox/drain.ts',
      'src/app/lib/outbox/outbox.ts',
      'src/app/app/write-registry.ts',
    ],
    [
      'src/app/features/assessments/api/submit-item-response.ts',
      'src/app/features/assessments/lib/use-section-clock.ts',
    ],
  ],
} as const;

const SKIPPED = [/\.test\.tsx?$/, /^src\/app\/gql\//, /generated/];

function runtimeImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly === true ||
        (clause !== undefined &&
          clause.name === undefined &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => {
      const base = join(dirname(file), s);
      const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}/index.ts`];
      return candidates.find((c) => existsSync(join(ROOT, c)) && /\.tsx?$/.test(c));
    })
    .filter((f): f is string => f !== undefined)
    .map((f) => relative(ROOT, join(ROOT, f)));
}

/** The shortest run-time import path from `from` to `to` (both included), or null. */
function importPath(
  from: string,
  to: string,
  imports: (file: string) => string[],
): string[] | null {
  const before = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (file === to) {
      const path: string[] = [];
      for (let f: string | null = to; f !== null; f = before.get(f)!) path.unshift(f);
      return path;
    }
    for (const next of imports(file)) {
      if (before.has(next) || SKIPPED.some((r) => r.test(next))) continue;
      before.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

/**
 * The hops' modules and the modules between two consecutive hops: the shortest run-time import
 * path from a module of one hop to a module of the next, or back (a component calls the function its
 * importer gave it). Where neither imports the other (a function handed over at start, a listener)
 * only the two hops count. What a hop uses on the side (messages, constants, pure helpers) is not
 * counted: the count is of the modules the answer passes through.
 */
export function tripModules(hops: readonly (readonly string[])[]): string[] {
  const cache = new Map<string, string[]>();
  const imports = (file: string) => {
    if (!cache.has(file)) cache.set(file, runtimeImports(file));
    return cache.get(file)!;
  };
  const modules = new Set(hops.flat());
  for (let i = 1; i < hops.length; i++) {
    const paths = hops[i - 1]!.flatMap((a) =>
      hops[i]!.flatMap((b) => [importPath(a, b, imports), importPath(b, a, imports)]),
    );
    const shortest = paths
      .filter((p): p is string[] => p !== null)
      .sort((x, y) => x.length - y.length)[0];
    shortest?.forEach((m) => modules.add(m));
  }
  return [...modules].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const list = process.argv.includes('--list');
  const all = new Set<string>();
  for (const [part, hops] of Object.entries(HOPS)) {
    const modules = tripModules(hops);
    modules.forEach((m) => all.add(m));
    console.log(`${part}: ${modules.length} modules`);
    if (list) modules.forEach((m) => console.log(`  ${m}`));
  }
  console.log(`in all: ${all.size} modules`);
}
