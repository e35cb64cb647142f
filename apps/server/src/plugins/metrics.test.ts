import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../test/support/harness.js';
import { insertShop } from '../../test/support/fixtures.js';

const TOKEN = 'metrics-test-token-0123456789';

/** Sum of a metric's samples whose labels include every given label (Prometheus text format). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let found: number | undefined;
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) found = (found ?? 0) + Number(m[3]);
  }
  return found;
}

describe(`GET /metrics (${ENGINE})`, () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('is off: 404, even with a bearer token', async () => {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await t.app.inject({ url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found: GET /metrics', code: 'NOT_FOUND' });
      }
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    let shopId: string;
    beforeAll(async () => {
      t = await createTestApp({ metricsToken: TOKEN });
      const owner = await t.account('admin');
      shopId = (await insertShop(t.database.db, owner.id, { name: 'Metered Corner' })).id;
    });
    afterAll(() => t.close());
    const scrape = async () => {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.body;
    };

    it('answers 401 without a bearer token or with a wrong one', async () => {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
        const res = await t.app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(res.body).not.toContain('http_requests_total');
      }
    });

    it('counts requests by route pattern (never the raw URL) and status, with a latency histogram', async () => {
      expect((await t.app.inject({ url: `/api/shops/${shopId}` })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/shops/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/no/such/path/at-all' })).statusCode).toBe(404);
      const text = await scrape();
      expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/shops/:shopId', status_code: '200' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/shops/:shopId', status_code: '404' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain(shopId);
      expect(text).not.toContain('/no/such/path');
      expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/shops/:shopId', status_code: '200' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/shops/:shopId', status_code: '200', le: '+Inf' })).toBeGreaterThanOrEqual(1);
    });

    it('shows catalog-cache hits rising after two catalog reads, and misses', async () => {
      const before = await scrape();
      const hits0 = sample(before, 'bazaar_catalog_cache_hits_total') ?? 0;
      const misses0 = sample(before, 'bazaar_catalog_cache_misses_total') ?? 0;
      for (let i = 0; i < 2; i++) expect((await t.app.inject({ url: '/api/shops/facets' })).statusCode).toBe(200);
      const after = await scrape();
      expect(sample(after, 'bazaar_catalog_cache_hits_total')).toBeGreaterThanOrEqual(hits0 + 1);
      expect(sample(after, 'bazaar_catalog_cache_misses_total')).toBeGreaterThanOrEqual(misses0);
    });

    it('shows query time, event-loop lag and process memory', async () => {
      const text = await scrape();
      expect(sample(text, 'bazaar_db_query_duration_seconds_count')).toBeGreaterThan(0);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    });

    it.runIf(ENGINE === 'postgres')('shows the PostgreSQL pool: connections open, idle and waiting', async () => {
      const text = await scrape();
      expect(sample(text, 'bazaar_db_pool_total')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'bazaar_db_pool_idle')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'bazaar_db_pool_waiting')).toBe(0);
    });

    it.runIf(ENGINE === 'pglite')('has no pool gauges on the embedded database (it has no pool)', async () => {
      expect(await scrape()).not.toContain('bazaar_db_pool_total');
    });

    it('keeps a registry per app: a second app starts from zero', async () => {
      const other = await createTestApp({ metricsToken: TOKEN });
      try {
        const res = await other.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
        expect(sample(res.body, 'http_requests_total', { route: '/api/shops/:shopId' })).toBeUndefined();
      } finally {
        await other.close();
      }
    });
  });
});
