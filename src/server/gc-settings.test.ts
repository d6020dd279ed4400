/**
 * gc-settings.ts works only if it runs before the rest of the server is loaded: main.ts must import
 * it first (an import sorter or a new import above it would quietly bring back the long minor-GC
 * pauses in docs/measurements/2026-11.md). `npm run bench:answers` shows what it changes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s+(?:[^'"]*?from\s+)?['"]([^'"]+)['"]/gm)].map(
    (match) => match[1],
  );

describe("the garbage collector's settings", () => {
  it("are main.ts's first import", () => {
    const imports = importsOf(path.join(import.meta.dirname, 'main.ts'));
    expect(imports.length).toBeGreaterThan(5);
    expect(imports[0]).toBe('./gc-settings.ts');
  });
});
