/**
 * Summarizes a V8 CPU profile (node --cpu-prof): the top functions by self time and by inclusive
 * time (a function counted once per sample it is on the stack of), and self time per package or
 * source folder. Used for the answer path (docs/decisions/038):
 *
 *   BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' BENCH_RATES=500 BENCH_SECONDS=20 \
 *     npm run bench:answers
 *   npx tsx tests/bench/cpu-profile-summary.ts /tmp/prof/CPU.*.0.001.cpuprofile [top]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, topArgument] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
  process.exit(1);
}
const top = Number(topArgument ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\/.*?\/node_modules\//, '')
    .replace(/^file:\/\/.*?\/src\//, 'src/')
    .replace(/^node:/, 'node:');
const label = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
/** A package (node_modules/<name>), a source folder (src/server/<folder>), node's own, or V8's. */
const areaOf = (n: ProfileNode) => {
  const url = n.callFrame.url;
  if (!url) return n.callFrame.functionName; // (garbage collector), (program), (idle)
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const src = /\/src\/((?:server|domain)\/[^/]+(?:\/[^/.]+)?)/.exec(url);
  if (src) return src[1]!;
  return url.startsWith('node:') ? url : 'other';
};

// Time per sample: its delta (microseconds), attributed to the sampled node.
const selfUs = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i]!;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);
const idleUs = [...selfUs]
  .filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)')
  .reduce((a, [, us]) => a + us, 0);
const busyUs = totalUs - idleUs;

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const areas = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') continue;
  self.set(label(node), (self.get(label(node)) ?? 0) + us);
  areas.set(areaOf(node), (areas.get(areaOf(node)) ?? 0) + us);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const name = label(byId.get(at)!);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + us);
  }
}

const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
const pct = (us: number) => `${((100 * us) / busyUs).toFixed(1).padStart(5)}%`;
const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms(us)} ${pct(us)}  ${name}`);
};

console.log(
  `${file}: ${ms(totalUs)} sampled, ${ms(busyUs)} busy (${((100 * busyUs) / totalUs).toFixed(0)}%), ` +
    `percentages of busy time`,
);
print('self time by area', areas);
print('self time by function', self);
print('inclusive time by function', inclusive);
