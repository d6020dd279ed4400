import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseAvailability } from '../db/availability.ts';
import { graphql, post, signedInCandidate } from '../test-support/flows.ts';
import { createTestApp, testConfig, type TestApp } from '../test-support/test-app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

let t: TestApp;
let withToken: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CLIENT_ERRORS_PER_ADDRESS: '1' } });
  withToken = await createTestApp({ database: t.database, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await withToken.close();
  await t.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * A strict reading of Prometheus's text exposition format 0.0.4: every line a HELP, a TYPE or a
 * sample; every sample of a family whose TYPE came first; label values quoted with their escapes;
 * values numbers (or NaN, +Inf, -Inf). Throws on the first line that is none of these.
 */
function parseExposition(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const help = new RegExp(`^# HELP (${NAME}) .*$`);
  const type = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
  const sample = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
  const label = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/;
  expect(text.endsWith('\n'), 'ends with a newline').toBe(true);
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '' || help.test(line)) continue;
    const typed = type.exec(line);
    if (typed) {
      expect(types.has(typed[1]!), `one TYPE for ${typed[1]}`).toBe(false);
      types.set(typed[1]!, typed[2]!);
      continue;
    }
    const m = sample.exec(line);
    if (!m) throw new Error(`Not a line of the exposition format: ${line}`);
    const [, name, labelText = '', valueText] = m;
    const family = [...types.keys()].find(
      (f) => name === f || /^_(bucket|sum|count|total|created)$/.test(name!.slice(f.length)),
    );
    expect(family, `a TYPE before ${name}`).toBeDefined();
    const labels: Record<string, string> = {};
    for (let rest = labelText; rest !== '';) {
      const l = label.exec(rest);
      if (!l) throw new Error(`Bad labels in: ${line}`);
      labels[l[1]!] = l[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      rest = rest.slice(l[0].length);
    }
    // Prometheus reads values with Go's ParseFloat: NaN and Inf in any case (prom-client: "Nan").
    const special = /^(nan|[+-]?inf)$/i.exec(valueText!)?.[1]?.toLowerCase();
    const value = special
      ? Number(special === 'nan' ? NaN : special.replace('inf', 'Infinity'))
      : Number(valueText);
    if (!special && (valueText === '' || Number.isNaN(value)))
      throw new Error(`Bad value in: ${line}`);
    samples.push({ name: name!, labels, value });
  }
  return samples;
}

const scrape = (app: FastifyInstance, options: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'GET', url: '/metrics', ...options });

async function samples(app: FastifyInstance = t.app): Promise<Sample[]> {
  const response = await scrape(app);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(response.body);
}

/** The value of the one sample with this name and these labels (others may be there), or 0. */
function valueOf(all: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = all.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value ?? 0;
}

const FEEDBACK = `mutation SubmitFeedback($message: String!, $clientMutationId: ID!) {
  submitFeedback(message: $message, clientMutationId: $clientMutationId)
}`;

describe('GET /metrics: what it holds', () => {
  it('times requests by route pattern and GraphQL operation, and counts replays and refusals', async () => {
    const before = await samples();
    const { token } = await signedInCandidate(t.app);

    // A REST call answered 401: the route's pattern and the status.
    const signIn = await post(t.app, '/auth/login', { email: 'nobody@example.com', password: 'x' });
    expect(signIn.statusCode).toBe(401);
    // A GraphQL write, then the same write again under its key: a replay.
    const variables = { message: 'Works well', clientMutationId: 'feedback-1' };
    for (let i = 0; i < 2; i++) {
      const response = await graphql(t.app, FEEDBACK, variables, token);
      expect(response.json(), response.body).toEqual({ data: { submitFeedback: true } });
    }
    // A query under a name the app never uses, and one with no name.
    await graphql(t.app, 'query Probe1234 { candidateConfig { __typename } }', {}, token);
    await graphql(t.app, '{ candidateConfig { __typename } }', {}, token);
    // Error reports are limited to 1 per address here: the second is refused (throttle).
    for (const status of [204, 429]) {
      const report = await post(t.app, '/client/error', { errorMsg: 'boom' });
      expect(report.statusCode, report.body).toBe(status);
    }

    const after = await samples();
    const delta = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);

    const route = 'candidate_portal_http_request_duration_seconds_count';
    expect(delta(route, { method: 'POST', route: '/auth/login', status_code: '401' })).toBe(1);
    expect(delta(route, { method: 'POST', route: '/api/graphql', status_code: '200' })).toBe(4);
    const operation = 'candidate_portal_graphql_operation_duration_seconds_count';
    expect(delta(operation, { operation: 'SubmitFeedback', status_code: '200' })).toBe(2);
    expect(delta(operation, { operation: 'other', status_code: '200' })).toBe(2);
    expect(after.some((s) => Object.values(s.labels).includes('Probe1234'))).toBe(false);
    // Buckets at the goals of issue 27, cumulative up to +Inf = count.
    const buckets = after.filter(
      (s) =>
        s.name === 'candidate_portal_http_request_duration_seconds_bucket' &&
        s.labels.route === '/auth/login' &&
        s.labels.status_code === '401',
    );
    expect(buckets.map((b) => b.labels.le)).toEqual(
      expect.arrayContaining(['0.3', '1', '2', '+Inf']),
    );
    expect(buckets.find((b) => b.labels.le === '+Inf')!.value).toBe(
      valueOf(after, route, { method: 'POST', route: '/auth/login', status_code: '401' }),
    );

    expect(
      delta('candidate_portal_idempotent_replays_total', { operation: 'submitFeedback' }),
    ).toBe(1);
    expect(
      delta('candidate_portal_refusals_total', { kind: 'throttle', rule: 'client-error' }),
    ).toBe(1);
  });

  it("has the pool's and the outbox's figures, read from this app's database", async () => {
    const all = await samples();
    const outbox = await t.database.pool.query<{ n: number }>(
      'select count(*)::int as n from mail_outbox',
    );
    expect(outbox.rows[0]!.n).toBeGreaterThan(0); // the sign-up's confirmation mail
    expect(valueOf(all, 'candidate_portal_mail_outbox_mails')).toBe(outbox.rows[0]!.n);
    expect(valueOf(all, 'candidate_portal_db_pool_connections', { state: 'max' })).toBe(5);
    expect(valueOf(all, 'candidate_portal_db_pool_connections', { state: 'open' })).toBeGreaterThan(
      0,
    );
    expect(valueOf(all, 'candidate_portal_db_pool_waiting')).toBe(0);
    expect(valueOf(all, 'candidate_portal_db_pool_acquire_seconds_count')).toBeGreaterThan(0);
  });

  it("has the process's own figures: event-loop lag, memory, CPU", async () => {
    const names = new Set((await samples()).map((s) => s.name));
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ])
      expect(names, name).toContain(name);
  });
});

describe('GET /metrics while the database is down', () => {
  it('still answers, without the figures that need the database', async () => {
    const down: DatabaseAvailability = {
      available: false,
      markDown: () => undefined,
      markReady: () => undefined,
      readiness: () =>
        Promise.resolve({ ready: false, database: 'unreachable', migrations: 'unknown' }),
      close: () => undefined,
    };
    const config = testConfig({ METRICS_TOKEN: TOKEN });
    const app = await buildApp({ config, db: t.database.db, availability: down });
    try {
      expect((await graphql(app, '{ candidateConfig { __typename } }')).statusCode).toBe(503);
      const response = await scrape(app, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(200);
      const all = parseExposition(response.body);
      expect(valueOf(all, 'candidate_portal_db_pool_connections', { state: 'max' })).toBe(5);
      expect(valueOf(all, 'candidate_portal_mail_outbox_mails')).toBeNaN();
    } finally {
      await app.close();
    }
  });
});

describe('the Grafana dashboard (docs/operations)', () => {
  it('reads only metrics the server exposes', async () => {
    const response = await scrape(t.app);
    const families = new Set([...response.body.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!));
    const dashboard = readFileSync(
      join(import.meta.dirname, '../../../docs/operations/grafana-dashboard.json'),
      'utf8',
    );
    const used = new Set(
      [...dashboard.matchAll(/\b((?:candidate_portal|nodejs|process)_\w+)/g)].map((m) =>
        m[1]!.replace(/_(bucket|count|sum)$/, ''),
      ),
    );
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) expect(families, name).toContain(name);
  });
});

describe('GET /metrics: who may read it', () => {
  it('answers this machine without a token', async () => {
    expect((await scrape(t.app, { remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await scrape(t.app, { remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('is a path that does not exist for any other address, or through a proxy', async () => {
    const api404 = await t.app.inject({ method: 'GET', url: '/metrics/nowhere' });
    for (const options of [
      { remoteAddress: '10.0.0.7' },
      { remoteAddress: '::ffff:192.168.1.20' },
      // A balancer on this machine connects from loopback, but says whom it forwards.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '203.0.113.9' } },
    ]) {
      const response = await scrape(t.app, options);
      expect(response.statusCode, JSON.stringify(options)).toBe(404);
      expect(response.body).toBe(api404.body);
      expect(response.body).not.toMatch(/nodejs_|candidate_portal_/);
    }
  });

  it('with METRICS_TOKEN, answers the token only, from anywhere', async () => {
    const refused = [
      { remoteAddress: '127.0.0.1' },
      {
        remoteAddress: '127.0.0.1',
        headers: { authorization: 'Bearer wrong-token-0123456789abcd' },
      },
      { remoteAddress: '127.0.0.1', headers: { authorization: `Bearer ${TOKEN}x` } },
      { remoteAddress: '127.0.0.1', headers: { authorization: TOKEN } },
      { remoteAddress: '10.0.0.7', headers: { authorization: `Basic ${TOKEN}` } },
    ];
    for (const options of refused) {
      const response = await scrape(withToken.app, options);
      expect(response.statusCode, JSON.stringify(options)).toBe(404);
    }
    for (const remoteAddress of ['127.0.0.1', '10.0.0.7']) {
      const response = await scrape(withToken.app, {
        remoteAddress,
        headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.statusCode).toBe(200);
      expect(parseExposition(response.body).length).toBeGreaterThan(50);
    }
  });

  it('refuses a METRICS_TOKEN too short to be a secret', async () => {
    await expect(
      createTestApp({ database: t.database, env: { METRICS_TOKEN: 'short' } }),
    ).rejects.toThrow(/METRICS_TOKEN/);
  });
});
