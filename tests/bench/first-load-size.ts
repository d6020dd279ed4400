/**
 * Benchmark: the JavaScript a browser downloads to show a page for the first time (no service
 * worker yet), gzip-compressed, against the budget of ARCHITECTURE.md (150 kB for /login).
 * Reads the production build's chunk map (run `npm run build:app` first) and prints the figures.
 *
 *   npx tsx tests/bench/first-load-size.ts [route module, default src/app/routes/login.tsx]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const DIST = path.resolve('dist/app');
const BUDGET_KB = 150;
const route = process.argv[2] ?? 'src/app/routes/login.tsx';
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('No entry chunk in the build manifest');
if (!manifest[route]) throw new Error(`${route} is not a chunk of the build`);
const keys = new Set([...closure(entry), ...closure(route)]);

const rows = [...keys].map((key) => {
  const bytes = readFileSync(path.join(DIST, manifest[key]!.file));
  return {
    file: manifest[key]!.file,
    kB: bytes.length / 1000,
    gzipKB: gzipSync(bytes).length / 1000,
  };
});
rows.sort((a, b) => b.gzipKB - a.gzipKB);
for (const r of rows) console.log(`${r.gzipKB.toFixed(1).padStart(7)} kB gzip  ${r.file}`);
const total = rows.reduce((sum, r) => sum + r.gzipKB, 0);
console.log(
  `first-load JS of ${route}: ${total.toFixed(1)} kB gzip in ${rows.length} files ` +
    `(budget ${BUDGET_KB} kB: ${total <= BUDGET_KB ? 'within' : 'OVER'})`,
);
