/**
 * What `npm run bench:exam-day` shows: a table per rung on the console, and exam-day-report.html,
 * one file a person opens anywhere (no network: inline SVG charts drawn here, inline CSS).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LadderResult, RungResult } from './run.ts';
import type { StartWindowCpu } from './stats.ts';

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

/** The rung's table: per operation, then answers per second, CPU, load, and the replicas' counts. */
export function rungTable(r: RungResult): string {
  const lines: string[] = [];
  lines.push(
    `${r.candidates} candidates in ${f1(r.seconds)} s: ${r.requests} requests, ${r.failed} failed` +
      `${r.aborted ? ` (${r.aborted} candidates stopped)` : ''}, ${r.answersDelivered} answers (${f1(r.answersPerSecond)}/s), ${r.receipts} receipts` +
      (r.killAt === null
        ? ''
        : `; replica killed at ${f1(r.killAt)} s, serving again at ${r.restartedAt === null ? 'never' : `${f1(r.restartedAt)} s`}`),
  );
  lines.push(
    `  ${'operation'.padEnd(30)} ${'count'.padStart(7)} ${'errors'.padStart(7)} ${'failed'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
  );
  for (const o of r.operations)
    lines.push(
      `  ${o.operation.padEnd(30)} ${String(o.count).padStart(7)} ${String(o.errors).padStart(7)} ${String(o.failed).padStart(7)} ${f0(o.p50).padStart(8)} ${f0(o.p95).padStart(8)} ${f0(o.p99).padStart(8)} ${f0(o.max).padStart(8)}`,
    );
  lines.push(
    `  CPU seconds: ${Object.entries(r.cpuSeconds)
      .sort(([, a], [, b]) => b - a)
      .map(([name, s]) => `${name} ${f1(s)}`)
      .join(
        ', ',
      )}; load average ${r.load.before.toFixed(2)} before, up to ${r.load.maxDuring.toFixed(2)} during`,
  );
  lines.push(
    `  requests counted by the replicas (GET /metrics) vs answered by each as the generator saw: ${r.replicas
      .map(
        (c) =>
          `${c.name} ${c.counted} vs ${c.generator}${c.unscraped ? ` (${c.unscraped} answered after its last scrape before the kill)` : ''}`,
      )
      .join(
        ', ',
      )}${r.unanswered ? `; ${r.unanswered} attempts the generator stopped waiting for` : ''}`,
  );
  if (r.startWindow) lines.push(`  ${startWindowText(r.startWindow)}`);
  for (const p of r.problems.slice(0, 5)) lines.push(`  problem: ${p}`);
  return lines.join('\n');
}

/** The sign-in window's CPU, in words (stats.ts startWindowCpu). */
function startWindowText(w: StartWindowCpu): string {
  return `sign-in window: the deployment used ${w.serverCores.toFixed(2)} cores (the generator ${w.generatorCores.toFixed(2)}), ${f0(w.serverMsPerCandidate)} ms of CPU per candidate signing in and starting`;
}

/**
 * The replicas' counts agree with the generator's: exactly, or within what a killed one never
 * told (fewer counted) and what the generator stopped waiting for (more counted: a replica may
 * answer a request after its timeout, and nobody knows which replica it was).
 */
export function countsAgree(r: Pick<RungResult, 'replicas' | 'unanswered'>): boolean {
  const countedMore = r.replicas.reduce((n, c) => n + Math.max(0, c.counted - c.generator), 0);
  return (
    countedMore <= r.unanswered && r.replicas.every((c) => c.generator - c.counted <= c.unscraped)
  );
}

// ---- HTML.

const COLOURS = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#9467bd',
  '#ff7f0e',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#7f7f7f',
  '#bcbd22',
];
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Line {
  name: string;
  points: { x: number; y: number }[];
}

/** A line chart as inline SVG: axes with a few ticks, one polyline per series, a legend, marks. */
export function lineChart(
  title: string,
  yLabel: string,
  lines: Line[],
  marks: { x: number; label: string }[] = [],
  { logY = false } = {},
): string {
  const width = 900;
  const height = 260;
  const left = 60;
  const right = 180;
  const top = 24;
  const bottom = 30;
  const xs = lines.flatMap((l) => l.points.map((p) => p.x)).concat(marks.map((m) => m.x));
  const ys = lines.flatMap((l) => l.points.map((p) => p.y)).filter((y) => Number.isFinite(y));
  const xMax = Math.max(1, ...xs);
  const yMaxRaw = Math.max(1, ...ys);
  const yOf = logY
    ? (y: number) => Math.log10(Math.max(1, y)) / Math.log10(Math.max(10, yMaxRaw))
    : (y: number) => y / yMaxRaw;
  const px = (x: number) => left + (x / xMax) * (width - left - right);
  const py = (y: number) => top + (1 - yOf(y)) * (height - top - bottom);
  const parts: string[] = [];
  parts.push(`<text x="${left}" y="16" font-weight="bold">${esc(title)}</text>`);
  parts.push(`<line x1="${left}" y1="${top}" x2="${left}" y2="${height - bottom}" stroke="#333"/>`);
  parts.push(
    `<line x1="${left}" y1="${height - bottom}" x2="${width - right}" y2="${height - bottom}" stroke="#333"/>`,
  );
  const yTicks = logY
    ? [1, 10, 100, 1000, 10000, 100000].filter((t) => t <= Math.max(10, yMaxRaw) * 1.0001)
    : [0, 0.25, 0.5, 0.75, 1].map((q) => q * yMaxRaw);
  for (const t of yTicks)
    parts.push(
      `<line x1="${left - 4}" y1="${py(t)}" x2="${width - right}" y2="${py(t)}" stroke="#ddd"/><text x="${left - 6}" y="${py(t) + 4}" text-anchor="end" font-size="11">${t >= 100 ? t.toFixed(0) : t.toFixed(1)}</text>`,
    );
  for (let i = 0; i <= 6; i++) {
    const x = (xMax * i) / 6;
    parts.push(
      `<text x="${px(x)}" y="${height - bottom + 16}" text-anchor="middle" font-size="11">${x.toFixed(0)} s</text>`,
    );
  }
  parts.push(
    `<text x="14" y="${(top + height - bottom) / 2}" font-size="11" transform="rotate(-90 14 ${(top + height - bottom) / 2})" text-anchor="middle">${esc(yLabel)}</text>`,
  );
  for (const m of marks)
    parts.push(
      `<line x1="${px(m.x)}" y1="${top}" x2="${px(m.x)}" y2="${height - bottom}" stroke="#000" stroke-dasharray="4 3"/><text x="${px(m.x) + 3}" y="${height - bottom - 4}" font-size="11">${esc(m.label)}</text>`,
    );
  lines.forEach((line, i) => {
    const colour = COLOURS[i % COLOURS.length]!;
    const points = line.points
      .filter((p) => Number.isFinite(p.y))
      .map((p) => `${px(p.x).toFixed(1)},${py(p.y).toFixed(1)}`)
      .join(' ');
    parts.push(`<polyline fill="none" stroke="${colour}" stroke-width="1.5" points="${points}"/>`);
    parts.push(
      `<rect x="${width - right + 10}" y="${top + i * 16}" width="10" height="10" fill="${colour}"/><text x="${width - right + 24}" y="${top + i * 16 + 9}" font-size="11">${esc(line.name)}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${esc(title)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif">${parts.join('')}</svg>`;
}

function rungSection(r: RungResult): string {
  const marks =
    r.killAt === null
      ? []
      : [
          { x: r.killAt, label: 'replica killed' },
          ...(r.restartedAt === null ? [] : [{ x: r.restartedAt, label: 'restarted' }]),
        ];
  const latencyLines = Object.entries(r.series.latency).map(([name, points]) => ({
    name: `${name} p99`,
    points: points.map((p) => ({ x: p.t, y: p.p99 })),
  }));
  const cpuNames = [...new Set(r.series.cpu.flatMap((c) => Object.keys(c.cores)))].sort();
  const rows = r.operations
    .map(
      (o) =>
        `<tr><td>${esc(o.operation)}</td><td>${o.count}</td><td>${o.errors}</td><td>${o.failed}</td><td>${f0(o.p50)}</td><td>${f0(o.p95)}</td><td>${f0(o.p99)}</td><td>${f0(o.max)}</td><td>${r.generatorByOperation[o.operation] ?? ''}</td><td>${r.replicasByOperation[o.operation] ?? ''}</td></tr>`,
    )
    .join('');
  return `<section>
<h2>${r.candidates} candidates</h2>
<p>${r.requests} requests, ${r.failed} failed, ${r.answersDelivered} answers (${f1(r.answersPerSecond)} per second), ${r.receipts} receipts, ${f1(r.seconds)} s.
Load average ${r.load.before.toFixed(2)} before, up to ${r.load.maxDuring.toFixed(2)} during.
${r.killAt === null ? '' : `Replica killed (SIGKILL) at ${f1(r.killAt)} s, serving again at ${r.restartedAt === null ? 'never' : `${f1(r.restartedAt)} s`}.`}</p>
<table><thead><tr><th>operation</th><th>count</th><th>errors</th><th>failed</th><th>p50 ms</th><th>p95 ms</th><th>p99 ms</th><th>max ms</th><th>HTTP requests (generator)</th><th>counted by the replicas</th></tr></thead><tbody>${rows}</tbody></table>
<p>Requests per replica, counted by its GET /metrics vs answered by it as the generator saw: ${r.replicas
    .map(
      (c) =>
        `${esc(c.name)} ${c.counted} vs ${c.generator}${c.unscraped ? ` (${c.unscraped} answered after its last scrape before the kill: lost with the process)` : ''}`,
    )
    .join(
      '; ',
    )}.${r.unanswered ? ` ${r.unanswered} attempts got no answer (the generator stopped waiting): a replica may have counted them.` : ''}</p>
<p>CPU seconds: ${Object.entries(r.cpuSeconds)
    .sort(([, a], [, b]) => b - a)
    .map(([name, s]) => `${esc(name)} ${f1(s)}`)
    .join(', ')}.${r.startWindow ? ` In the ${esc(startWindowText(r.startWindow))}.` : ''}</p>
${lineChart('Latency from the scheduled send, p99 per second (log scale)', 'ms', latencyLines, marks, { logY: true })}
${lineChart('Answers delivered per second', 'answers/s', [{ name: 'SubmitItemResponse', points: r.series.answersPerSecond.map((p) => ({ x: p.t, y: p.n })) }], marks)}
${lineChart(
  'CPU per process (cores)',
  'cores',
  cpuNames.map((name) => ({
    name,
    points: r.series.cpu.map((c) => ({ x: c.t, y: c.cores[name] ?? 0 })),
  })),
  marks,
)}
${r.problems.length ? `<details><summary>First problems</summary><pre>${esc(r.problems.join('\n'))}</pre></details>` : ''}
</section>`;
}

export function writeHtmlReport(dir: string, ladder: LadderResult, context: string): string {
  const file = path.join(dir, 'exam-day-report.html');
  const knee = ladder.knee
    ? `The knee: ${ladder.knee.candidates} candidates (${esc(ladder.knee.reasons.join('; '))})${ladder.knee.busiest ? `; the busiest process there: ${esc(ladder.knee.busiest.name)} (${f1(ladder.knee.busiest.seconds)} CPU seconds)` : ''}.`
    : ladder.rungs.length < 2
      ? 'No error appeared. One rung alone cannot show a p99 doubling: run the ladder to find the knee.'
      : 'No knee: no p99 doubled and no error appeared on the ladder.';
  writeFileSync(
    file,
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Exam day benchmark</title>
<style>body{font-family:sans-serif;margin:2em;max-width:1000px}table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}td:first-child,th:first-child{text-align:left}section{border-top:2px solid #333;margin-top:2em}code{background:#f3f3f3}</style>
</head><body>
<h1>Exam day: npm run bench:exam-day</h1>
<p>${esc(context)}</p>
<p>${knee}</p>
<p>Database after the ladder: ${ladder.lost.length} acknowledged writes lost, ${ladder.duplicated.length} duplicated; ${ladder.givenUp.count} writes given up on after their retries, ${ladder.givenUp.stored} of them stored by the server (the app's outbox would have kept trying).</p>
<p><code>${esc(ladder.lastLine)}</code></p>
${ladder.rungs.map(rungSection).join('\n')}
</body></html>
`,
  );
  return file;
}
