/**
 * Profiling the uncached search at scale (issue 25, decision 114), on PostgreSQL, against a database kept between
 * runs (seeding 100× takes minutes):
 *
 * - `seed <scale>`: (re)creates `search_prof_<scale>x` beside DATABASE_URL's database with the bench's bulk data
 *   (bench/seed.ts) plus the demo catalog, as bench/search/relevance.ts does.
 * - `statements`: on PROF_URL, the results page ("basmati rice"), the typeahead ("chaw") and /api/products/search
 *   ("rice") in process, 2 warm-ups then 10 timed runs each (median, min); with EXPLAIN=1, then
 *   `EXPLAIN (ANALYZE, BUFFERS)` of each distinct statement they ran.
 * - `http`: each server build of PROF_BUILDS (comma-separated dist/server.js paths) in turn on PROF_URL, the catalog
 *   cache off, the same three calls with 16 connections for PROF_DURATION seconds (default 5), PROF_ROUNDS times.
 *
 * `DATABASE_URL=postgres://… npx tsx bench/search/profile.ts seed 100`, then
 * `PROF_URL=postgres://…/search_prof_100x npx tsx bench/search/profile.ts statements`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
// The server's modules this imports use @fastify/multipart's request types.
import type {} from '@fastify/multipart';
import { productSearchQuery, searchQuery } from '@bazaar/shared';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { loadDemoData } from '../../apps/server/src/db/demo-data.js';
import { LocalImageStore } from '../../apps/server/src/storage/image-store.js';
import { searchAll, searchProductsPage } from '../../apps/server/src/modules/search/search.service.js';
import { recreatePgDatabase, startServer, stopServer } from '../bazaar.js';
import { seedBench } from '../seed.js';

const [mode, arg] = process.argv.slice(2);

async function seed(scale: number): Promise<void> {
  const made = await recreatePgDatabase(process.env.DATABASE_URL!, `search_prof_${scale}x`);
  const database = await openDatabase({ url: made.url });
  const t0 = performance.now();
  if (scale > 1) await seedBench(database.db, scale);
  await loadDemoData(database, new LocalImageStore(fs.mkdtempSync(path.join(os.tmpdir(), 'search-prof-uploads-'))));
  await database.db.execute(sql`analyze`);
  console.log(`${made.url} ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await database.close();
}

async function statements(url: string): Promise<void> {
  const logged: Array<{ q: string; p: unknown[] }> = [];
  const database = await openDatabase({ url, logger: { logQuery: (q: string, p: unknown[]) => void logged.push({ q, p }) } });
  const db = database.db;
  const calls: Array<[string, () => Promise<unknown>]> = [
    ['results page "basmati rice"', () => searchAll(db, searchQuery.parse({ q: 'basmati rice' }))],
    ['typeahead "chaw"', () => searchAll(db, searchQuery.parse({ q: 'chaw', limit: '5', view: 'typeahead' }))],
    ['/api/products/search "rice"', () => searchProductsPage(db, productSearchQuery.parse({ q: 'rice' }))],
  ];
  for (const [name, run] of calls) {
    for (let i = 0; i < 2; i++) await run();
    const ms: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      await run();
      ms.push(performance.now() - t0);
    }
    ms.sort((a, b) => a - b);
    console.log(`${name}: median ${ms[5]!.toFixed(1)} ms, min ${ms[0]!.toFixed(1)} ms`);
  }
  if (process.env.EXPLAIN === '1') {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const seen = new Set<string>();
    for (const l of logged) {
      if (seen.has(l.q)) continue;
      seen.add(l.q);
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${l.q}`, l.p);
      console.log(`\n===== ${l.q.slice(0, 70).replace(/\s+/g, ' ')}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    await client.end();
  }
  await database.close();
}

async function http(url: string): Promise<void> {
  const { hammer } = await import('../load.js');
  const builds = (process.env.PROF_BUILDS ?? 'apps/server/dist/server.js').split(',');
  const paths = ['/api/search?q=basmati%20rice', '/api/search?q=chaw&limit=5&view=typeahead', '/api/products/search?q=rice'];
  const duration = Number(process.env.PROF_DURATION ?? 5);
  for (let round = 0; round < Number(process.env.PROF_ROUNDS ?? 1); round++) {
    for (const js of builds) {
      process.env.BENCH_SERVER_JS = js;
      const server = await startServer({ DATABASE_URL: url, CATALOG_CACHE: 'off' });
      for (const p of paths) {
        await hammer({ url: `${server.base}${p}`, duration: 1 }); // warm-up, not counted
        const r = await hammer({ url: `${server.base}${p}`, duration });
        console.log(`${new Date().toISOString()} round ${round} ${js} ${p}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}`);
      }
      await stopServer(server.proc);
    }
  }
}

const run =
  mode === 'seed'
    ? () => seed(Number(arg ?? 100))
    : mode === 'statements'
      ? () => statements(process.env.PROF_URL!)
      : mode === 'http'
        ? () => http(process.env.PROF_URL!)
        : null;
if (!run) {
  console.error('usage: profile.ts seed <scale> | statements | http');
  process.exit(2);
}
run().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
