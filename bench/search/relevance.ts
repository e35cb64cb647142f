/**
 * The search part of `npm run bench` (issue 25 #5, decision 069): for each scale of BENCH_SEARCH_SCALES (default
 * 1,10; 100 = 100,000 products), a fresh database with the bench's bulk data (bench/seed.ts) plus the demo catalog,
 * then the query set of bench/search/queries.json through two designs, one query at a time on one connection:
 *
 * - `index`: this search (the normaliser, synonyms and typos over search_docs' tsvector; search.service.ts);
 * - `ilike`: the product search before issue 25 (name ILIKE '%term%' over the trigram index on products.name).
 *
 * Prints recall@5, MRR, queries without hits and latency p50/p99 per design and scale, and writes
 * bench/search/RESULTS.md. DATABASE_URL: PostgreSQL (default PGlite in a temporary folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
// The server's modules this imports use @fastify/multipart's request types.
import type {} from '@fastify/multipart';
import { searchQuery } from '@bazaar/shared';
import { openDatabase, type Database } from '../../apps/server/src/db/client.js';
import { rows } from '../../apps/server/src/db/rows.js';
import { loadDemoData } from '../../apps/server/src/db/demo-data.js';
import { LocalImageStore } from '../../apps/server/src/storage/image-store.js';
import { searchAll } from '../../apps/server/src/modules/search/search.service.js';
import { recreatePgDatabase } from '../bazaar.js';
import { percentile } from '../load.js';
import { scaleOf, seedBench } from '../seed.js';
import { readQueries, scoreQuery, summarise, type QueryScore } from './metrics.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const scales = (process.env.BENCH_SEARCH_SCALES ?? '1,10')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const pgUrl = process.env.DATABASE_URL;
const engine = pgUrl ? 'postgres' : 'pglite';

type Design = (db: Database['db'], q: string) => Promise<{ names: string[]; total: number }>;

const designs: Record<string, Design> = {
  index: async (db, q) => {
    const r = await searchAll(db, searchQuery.parse({ q, limit: '10' }));
    return { names: r.products.items.map((h) => h.name), total: r.products.total };
  },
  // GET /api/products/search before issue 25 (products.repo.ts searchProductsAcrossShops): a page and its count.
  ilike: async (db, q) => {
    const pattern = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const found = await rows<{ name: string }>(
      db,
      sql`select p.name from products p join shops s on s.id = p.shop_id where s.active and p.name ilike ${pattern}
          order by (p.quantity > 0) desc, (p.name ilike ${pattern.slice(1)}) desc, p.name, p.id limit 10`,
    );
    const [n] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from products p join shops s on s.id = p.shop_id where s.active and p.name ilike ${pattern}`,
    );
    return { names: found.map((r) => r.name), total: n?.n ?? 0 };
  },
};

interface Row {
  scale: number;
  design: string;
  recallAt5: number;
  mrr: number;
  zeroHit: number;
  p50: number;
  p99: number;
}

async function open(scale: number): Promise<{ database: Database; drop: () => Promise<void> }> {
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-search-bench-uploads-'));
  let database: Database;
  let drop: () => Promise<void>;
  if (pgUrl) {
    const made = await recreatePgDatabase(pgUrl, `bazaar_search_bench_${scale}x_${process.pid}`);
    database = await openDatabase({ url: made.url });
    drop = made.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bazaar-search-bench-${scale}x-`));
    database = await openDatabase({ dataDir: dir });
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const t0 = performance.now();
  if (scale > 1) await seedBench(database.db, scale);
  await loadDemoData(database, new LocalImageStore(uploads));
  await database.db.execute(sql`analyze`);
  console.log(
    `${scale}×: ${scale > 1 ? scaleOf(scale).products : 0} bench products + the demo catalog, ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return {
    database,
    drop: async () => {
      await database.close();
      await drop();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const queries = readQueries();
  const out: Row[] = [];
  for (const scale of scales) {
    const { database, drop } = await open(scale);
    try {
      for (const [name, run] of Object.entries(designs)) {
        for (const q of queries.slice(0, 10)) await run(database.db, q.q); // warm-up, not counted
        const scores: QueryScore[] = [];
        const ms: number[] = [];
        for (const q of queries) {
          const t0 = performance.now();
          const r = await run(database.db, q.q);
          ms.push(performance.now() - t0);
          scores.push(scoreQuery(q, r.names, r.total));
        }
        ms.sort((a, b) => a - b);
        const s = summarise(scores);
        const row = { scale, design: name, recallAt5: s.recallAt5, mrr: s.mrr, zeroHit: s.zeroHit.length, p50: percentile(ms, 50), p99: percentile(ms, 99) };
        out.push(row);
        console.log(
          `${scale}× ${name.padEnd(6)} recall@5 ${row.recallAt5.toFixed(3)}  MRR ${row.mrr.toFixed(3)}  zero-hit ${row.zeroHit}/${queries.length}  p50 ${row.p50.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms`,
        );
      }
    } finally {
      await drop();
    }
  }
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const md = [
    `# Search relevance and latency (${engine})`,
    '',
    `${new Date().toISOString()} · ${machine} · ${queries.length} queries (bench/search/queries.json), one at a time on one connection, in process (no HTTP).`,
    'Each scale is the bench data (bench/seed.ts) plus the demo catalog the queries expect. `index`: this search; `ilike`: the product search before issue 25.',
    '',
    '| scale | design | recall@5 | MRR | queries without hits | p50 ms | p99 ms |',
    '|---|---|---|---|---|---|---|',
    ...out.map(
      (r) => `| ${r.scale}× | ${r.design} | ${r.recallAt5.toFixed(3)} | ${r.mrr.toFixed(3)} | ${r.zeroHit} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
    ),
    '',
  ].join('\n');
  const file = path.join(here, engine === 'postgres' ? 'RESULTS.md' : 'RESULTS-pglite.md');
  fs.writeFileSync(file, md);
  console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
