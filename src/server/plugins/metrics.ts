/**
 * GET /metrics in Prometheus's text format (docs/decisions/065), and the timing of every answer.
 *
 * Access: without METRICS_TOKEN, this machine only (a loopback socket, no proxy header: the
 * balancer on the same host is turned away too); with it, exactly `Authorization: Bearer
 * <METRICS_TOKEN>`, compared in constant time. Anything else gets the 404 of a path that does not
 * exist: a prober learns nothing, and nothing here tells a wrong token from a missing endpoint.
 *
 * The answer's path pays one histogram observation (two for GraphQL) in onResponse; the database
 * is asked only at scrape time (the outbox's size), and not at all while it is known to be down.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Gauge, Registry } from 'prom-client';
import { GRAPHQL_PATH } from '../graphql/path.ts';
import { operationLabel } from '../graphql/operation-names.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { bearerToken } from '../caller.ts';
import { isFromThisMachine } from '../lib/this-machine.ts';
import {
  graphqlDuration,
  instrumentPool,
  METRICS_PATH,
  processRegistry,
  requestDuration,
} from '../modules/metrics/metrics.ts';

/** The route label of a request no route matched (the app's pages, unknown paths). */
const UNMATCHED_ROUTE = 'unmatched';

function allowed(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return isFromThisMachine(request);
  const presented = bearerToken(request);
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  return (
    presented !== null &&
    timingSafeEqual(Buffer.from(sha256Hex(presented)), Buffer.from(sha256Hex(token)))
  );
}

/** This app's own figures (its pool, its outbox), read when Prometheus asks. */
function appRegistry(app: FastifyInstance, pool: pg.Pool): Registry {
  const registry = new Registry();
  const prefix = 'candidate_portal_';
  new Gauge({
    name: `${prefix}db_pool_connections`,
    help: 'Connections the pool holds: open (in use or idle), idle, and its maximum.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'open' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'max' }, pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: `${prefix}db_pool_waiting`,
    help: 'Queries and transactions waiting for a connection of the pool, now.',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: `${prefix}mail_outbox_mails`,
    help: 'Mails kept in the mail_outbox table (no SMTP server configured: nothing sends them). NaN while the database is down.',
    registers: [registry],
    async collect() {
      // NaN, not the last count: a figure that could not be read is shown as such.
      this.set(NaN);
      if (!app.databaseAvailability.available) return;
      try {
        const { rows } = await app.services.db.execute<{ mails: number }>(
          sql`select count(*)::int as mails from mail_outbox`,
        );
        this.set(rows[0]!.mails);
      } catch (error) {
        app.log.warn({ err: error }, 'metrics: the mail outbox could not be counted');
      }
    },
  });
  return Registry.merge([processRegistry, registry]);
}

export function registerMetrics(app: FastifyInstance): void {
  const pool = (app.services.db as unknown as { $client: pg.Pool }).$client;
  instrumentPool(pool);
  const registry = appRegistry(app, pool);
  const token = app.services.config.METRICS_TOKEN;

  app.addHook('onResponse', async (request, reply) => {
    const seconds = reply.elapsedTime / 1000;
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const statusCode = String(reply.statusCode);
    requestDuration.observe({ method: request.method, route, status_code: statusCode }, seconds);
    if (route === GRAPHQL_PATH)
      graphqlDuration.observe(
        { operation: operationLabel(request), status_code: statusCode },
        seconds,
      );
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!allowed(request, token)) {
      reply.callNotFound();
      return reply;
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}
