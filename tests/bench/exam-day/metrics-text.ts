/**
 * Reading a replica's GET /metrics (Prometheus text format, src/server/modules/metrics): the
 * requests it counted, in total and per GraphQL operation, to set beside the generator's.
 */

export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseMetrics(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const m = LINE.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(LABEL))
      labels[l[1]!] = l[2]!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

/** Routes that are the operator's or the balancer's, not a candidate's. */
const NOT_CANDIDATES = new Set(['/metrics', '/readyz', '/healthz']);

export interface CountedRequests {
  /** Requests a candidate made, by route. */
  total: number;
  /** GraphQL requests by operation name. */
  byOperation: Record<string, number>;
}

export function countedRequests(samples: readonly MetricSample[]): CountedRequests {
  let total = 0;
  const byOperation: Record<string, number> = {};
  for (const s of samples) {
    if (
      s.name === 'candidate_portal_http_request_duration_seconds_count' &&
      !NOT_CANDIDATES.has(s.labels.route ?? '')
    )
      total += s.value;
    if (s.name === 'candidate_portal_graphql_operation_duration_seconds_count') {
      const operation = s.labels.operation ?? 'other';
      byOperation[operation] = (byOperation[operation] ?? 0) + s.value;
    }
  }
  return { total, byOperation };
}

/** after − before, per field (a replica started again counts from 0: pass an empty before). */
export function difference(after: CountedRequests, before: CountedRequests): CountedRequests {
  const byOperation: Record<string, number> = {};
  for (const [op, n] of Object.entries(after.byOperation))
    byOperation[op] = n - (before.byOperation[op] ?? 0);
  return { total: after.total - before.total, byOperation };
}

export const NOTHING_COUNTED: CountedRequests = { total: 0, byOperation: {} };

export function sum(a: CountedRequests, b: CountedRequests): CountedRequests {
  const byOperation = { ...a.byOperation };
  for (const [op, n] of Object.entries(b.byOperation)) byOperation[op] = (byOperation[op] ?? 0) + n;
  return { total: a.total + b.total, byOperation };
}
