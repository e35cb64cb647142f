import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import type { CatalogCache } from './catalog-cache.js';

export interface MetricsOptions {
  /** METRICS_TOKEN: unset, GET /metrics answers 404 and nothing is measured. */
  token?: string;
  database: Database;
  catalog: CatalogCache;
}

/** Unmatched requests (404s of unknown paths) share one label, so a scanner cannot grow the series without end. */
const UNMATCHED = 'unmatched';

/** An operator's endpoint, not part of the API: left out of the OpenAPI document and the access matrix. */
const HIDDEN = { schema: { hide: true } };

/**
 * GET /metrics in Prometheus text format (prom-client), for an operator's scraper, locked by a bearer token.
 * One registry per app (tests build many apps in one process). Routes are labelled by their pattern
 * (`/api/shops/:shopId`), never the raw URL.
 */
export async function registerMetrics(app: FastifyInstance, opts: MetricsOptions): Promise<void> {
  const token = opts.token;
  if (!token) {
    app.get('/metrics', HIDDEN, async (req, reply) => reply.status(404).send({ message: `Not found: GET ${req.url.split('?')[0]}`, code: 'NOT_FOUND' }));
    return;
  }
  const expected = crypto.createHash('sha256').update(`Bearer ${token}`).digest();

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its reply, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queryTime = new Histogram({
    name: 'bazaar_db_query_duration_seconds',
    help: 'Database query time',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const observe = (seconds: number) => queryTime.observe(seconds);
  opts.database.queryObservers?.add(observe);

  const poolStats = opts.database.poolStats;
  if (poolStats) {
    for (const [name, help, pick] of [
      ['bazaar_db_pool_total', 'Connections open in the PostgreSQL pool', (s: ReturnType<typeof poolStats>) => s.total],
      ['bazaar_db_pool_idle', 'Idle connections in the PostgreSQL pool', (s: ReturnType<typeof poolStats>) => s.idle],
      ['bazaar_db_pool_waiting', 'Queries waiting for a PostgreSQL pool connection', (s: ReturnType<typeof poolStats>) => s.waiting],
    ] as const) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(pick(poolStats()));
        },
      });
    }
  }

  const catalog = opts.catalog;
  for (const [name, help, pick] of [
    ['bazaar_catalog_cache_hits_total', 'Catalog reads answered from the cache', (s: ReturnType<CatalogCache['stats']>) => s.hits],
    ['bazaar_catalog_cache_misses_total', 'Catalog reads not found fresh in the cache', (s: ReturnType<CatalogCache['stats']>) => s.misses],
    ['bazaar_catalog_cache_loads_total', 'Catalog reads that queried the database', (s: ReturnType<CatalogCache['stats']>) => s.loads],
  ] as const) {
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(pick(catalog.stats()));
      },
    });
  }
  new Gauge({
    name: 'bazaar_catalog_cache_entries',
    help: 'Answers kept in the catalog cache',
    registers: [registry],
    collect() {
      this.set(catalog.stats().entries);
    },
  });

  app.addHook('onResponse', (req, reply, done) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? UNMATCHED, status_code: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onClose', async () => {
    opts.database.queryObservers?.delete(observe);
    registry.clear();
  });

  app.get('/metrics', HIDDEN, async (req, reply) => {
    const given = crypto
      .createHash('sha256')
      .update(req.headers.authorization ?? '')
      .digest();
    if (!crypto.timingSafeEqual(given, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'A valid bearer token is required', code: 'UNAUTHENTICATED' });
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}
