/**
 * `npm run bench`: seeds 1×, 10× and 100× data (100× = 10,000 shops, 100,000 products, 200,000 orders) with
 * bulk SQL, starts the compiled server (apps/server/dist, as `npm start` runs it) on it, drives every main
 * endpoint with autocannon (16 connections), compares with a bare Node hello-world (and pgbench on
 * PostgreSQL), samples RSS, times cold start, runs Lighthouse on the home and a shop page, and writes
 * bench/RESULTS.md.
 *
 * Issue 30: one product and its reviews among the reads; the largest reports (bench/reports.ts: a month's GST register
 * of 1,000 × scale documents, TCS, a shop's ledger) as rows of time and memory; the server's RSS at rest and after
 * the scale's run (which ends with 64 connections); BENCH_ONLY=leak runs the leak check (bench/leak.ts).
 *
 * Env: DATABASE_URL (bench on PostgreSQL; default PGlite), BENCH_SCALES (default 1,10,100), BENCH_ONLY=search for the
 * search reads only (issue 25; bench/search/relevance.ts measures its relevance),
 * BENCH_DURATION seconds per endpoint (default 5), BENCH_LIGHTHOUSE=0 to skip Lighthouse,
 * BENCH_ONLY=catalog to drive the catalog reads only (cache before/after), BENCH_ONLY=flood for the unpaged-call flood
 * only (issue 9 #5: 100 concurrent calls of each unpaged spec endpoint while /healthz is probed), BENCH_ONLY=cluster
 * for 1 against 2 server processes (WEB_CONCURRENCY, PostgreSQL only; issue 14 #5), CATALOG_CACHE=off
 * passed to the server.
 * Results: bench/RESULTS.md (PostgreSQL) or bench/RESULTS-pglite.md (PGlite); BENCH_OUT overrides.
 */
import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client.js';
import { benchAccounts, md5uuid, seedBench, scaleOf } from './seed.js';
import { hammer, loop, type LoadResult } from './load.js';
import { BENCH_ADDRESS, addToCartLoad, login, placeOrderLoad, post, recreatePgDatabase, startServer, stopServer, type Server } from './bazaar.js';
import { runLighthouse, type LighthouseResult } from './lighthouse.js';
import { writeResults, type BenchReport, type ClusterRow, type EndpointRow, type FloodRow } from './report.js';
import { measureReports, rssOf, seedLargeReports } from './reports.js';
import { leakCheck } from './leak.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scales = (process.env.BENCH_SCALES ?? '1,10,100')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const pgUrl = process.env.DATABASE_URL;
const engine = pgUrl ? 'postgres' : 'pglite';
/** The report rows (and their seeding): in a full run and with BENCH_ONLY=reports. */
const withReports = !process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'reports';

async function main(): Promise<void> {
  const report: BenchReport = {
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`,
    engine,
    date: new Date().toISOString(),
    duration,
    scales,
    hello: await helloWorld(),
    rows: [],
    growth: {},
    rss: {},
    rssAtRest: {},
    rssAfter: {},
    coldStartMs: {},
  };
  console.log(`hello-world: ${report.hello.rps.toFixed(0)} req/s`);

  for (const scale of scales) {
    const sc = scaleOf(scale);
    console.log(`\n== ${scale}× data: ${sc.shops} shops, ${sc.products} products, ${sc.orders} orders (${engine}) ==`);
    const target = await prepareDatabase(scale);
    const server = await startOn(target);
    report.coldStartMs[scale] = server.coldStartMs;
    console.log(`cold start to first 200: ${server.coldStartMs.toFixed(0)} ms`);
    const rss = sampleRss(server.proc.pid!);
    report.rssAtRest![scale] = rssOf(server.proc.pid!);
    try {
      if (process.env.BENCH_ONLY === 'leak') {
        report.leak = await leakCheck(server.base, server.proc.pid!, scale, (base, connections, seconds) => mixedWorkload(base, scale, connections, seconds));
        continue;
      }
      if (withReports) (report.reports ??= []).push(...(await measureReports(server.base, server.proc.pid!, scale)));
      const rows = ['flood', 'reports'].includes(process.env.BENCH_ONLY ?? '') ? [] : await measure(server.base, scale);
      report.rows.push(...rows);
      if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'flood') (report.flood ??= []).push(...(await flood(server.base, scale)));
      if (scale === scales[0] && process.env.BENCH_LIGHTHOUSE !== '0') report.lighthouse = await lighthouse(server.base);
      if (pgUrl && !process.env.BENCH_ONLY && scale === scales[scales.length - 1]) report.pgbench = pgbench(target.url!, duration, sc.shops);
      if (pgUrl && (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'cluster') && scale === scales[0])
        (report.cluster ??= []).push(...(await processes(target, scale)));
    } finally {
      report.rss[scale] = rss.stop();
      report.rssAfter![scale] = rssOf(server.proc.pid!);
      await stopServer(server.proc);
      await target.drop();
    }
  }
  const out = process.env.BENCH_OUT ?? path.join(root, 'bench', engine === 'postgres' ? 'RESULTS.md' : 'RESULTS-pglite.md');
  const otherJson = path.join(root, 'bench', engine === 'postgres' ? 'RESULTS-pglite.json' : 'RESULTS.json');
  const other = fs.existsSync(otherJson) ? (JSON.parse(fs.readFileSync(otherJson, 'utf8')) as BenchReport) : undefined;
  const file = writeResults(report, path.resolve(root, out), other);
  console.log(`\n${fs.readFileSync(file, 'utf8')}`);
}

async function helloWorld(): Promise<LoadResult> {
  const child = fork(path.join(root, 'bench', 'hello.mjs'), ['0'], { stdio: 'ignore' });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  try {
    return await hammer({ url: `http://127.0.0.1:${port}/`, duration });
  } finally {
    child.kill();
  }
}

interface Target {
  env: Record<string, string>;
  url?: string;
  drop(): Promise<void>;
}

async function prepareDatabase(scale: number): Promise<Target> {
  const t0 = performance.now();
  if (pgUrl) {
    const { url, drop } = await recreatePgDatabase(pgUrl, `bazaar_bench_${scale}x_${process.pid}`);
    const database = await openDatabase({ url });
    await seedBench(database.db, scale);
    if (withReports) await seedLargeReports(database.db, scale);
    await database.close();
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return { env: { DATABASE_URL: url }, url, drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bazaar-bench-${scale}x-`));
  const database = await openDatabase({ dataDir: dir });
  await seedBench(database.db, scale);
  if (withReports) await seedLargeReports(database.db, scale);
  await database.close();
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { env: { DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The compiled server on a prepared database (bench/bazaar.ts), as issue 15 measures it: LOG_LEVEL=info, queries counted. */
function startOn(target: Target, extraEnv: Record<string, string> = {}): Promise<Server> {
  return startServer({ ...target.env, LOG_LEVEL: 'info', COUNT_QUERIES: 'true', ...extraEnv });
}

function sampleRss(pid: number): { stop(): number } {
  let max = 0;
  const read = () => {
    try {
      // the compiled server runs in plain node: one process, so its own RSS is the server's.
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      max = Math.max(max, kb * 1024);
    } catch {
      /* exited */
    }
  };
  const timer = setInterval(read, 200);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return max;
    },
  };
}

async function queriesOf(base: string, p: string, cookie?: string): Promise<number> {
  const res = await fetch(`${base}${p}`, { headers: cookie ? { cookie } : {} });
  if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}: ${await res.text()}`);
  return Number(res.headers.get('x-db-queries') ?? NaN);
}

async function measure(base: string, scale: number): Promise<EndpointRow[]> {
  const shop1 = md5uuid('shop', 1);
  const [owner, admin, shopper] = await Promise.all([
    login(base, benchAccounts.superadmin),
    login(base, benchAccounts.admin),
    login(base, benchAccounts.shopper(1)),
  ]);
  // The reading shopper's cart: three products from three shops.
  for (const g of [1, 2, 3]) {
    const res = await post(base, '/api/cart/add', { itemId: md5uuid('product', g), quantity: 1 }, shopper);
    if (res.status !== 200) throw new Error(`cart add answered ${res.status}: ${await res.text()}`);
  }
  const reads: Array<{ name: string; path: string; cookie?: string; kind: 'catalog' | 'user' | 'admin' | 'search' }> = [
    { name: '/healthz', path: '/healthz', kind: 'catalog' },
    { name: 'home list (page 1)', path: '/api/shops?page=1', kind: 'catalog' },
    { name: 'home search', path: '/api/shops?search=mart&category=Grocery&page=2', kind: 'catalog' },
    { name: 'shop products', path: `/api/shops/${shop1}/products?page=1`, kind: 'catalog' },
    // Issue 30: one product (cached under its shop's version) and the product page's reviews (not cached).
    { name: 'one product', path: `/api/products/${md5uuid('product', 101)}`, kind: 'catalog' },
    { name: "a product's reviews", path: `/api/products/${md5uuid('product', 101)}/reviews`, kind: 'user' },
    { name: 'who am I (auth/me)', path: '/api/auth/me', cookie: shopper, kind: 'user' },
    { name: 'cart', path: '/api/cart', cookie: shopper, kind: 'user' },
    { name: 'my orders', path: '/api/orders/mine?page=1', cookie: shopper, kind: 'user' },
    { name: 'admin orders', path: '/api/admin/orders/page?page=1', cookie: admin, kind: 'admin' },
    { name: 'analytics', path: `/api/superadmin/shops/${shop1}/analytics`, cookie: owner, kind: 'admin' },
    // Issue 25: the search over products and shops, as the results page and the typeahead ask it.
    { name: 'search', path: '/api/search?q=basmati%20rice', kind: 'search' },
    { name: 'search typeahead', path: '/api/search?q=chaw&limit=5&view=typeahead', kind: 'search' },
    { name: 'product search', path: '/api/products/search?q=rice', kind: 'search' },
  ];
  const rows: EndpointRow[] = [];
  const only = process.env.BENCH_ONLY;
  for (const r of reads.filter((x) => !only || x.kind === only)) {
    const queries = await queriesOf(base, r.path, r.cookie);
    await hammer({ url: `${base}${r.path}`, duration: 1, headers: r.cookie ? { cookie: r.cookie } : undefined }); // warm-up (JIT, pool), not counted
    const res = await hammer({ url: `${base}${r.path}`, duration, headers: r.cookie ? { cookie: r.cookie } : undefined });
    rows.push({ scale, name: r.name, kind: r.kind, queries, ...res });
    console.log(
      `${r.name.padEnd(22)} ${res.rps.toFixed(0).padStart(7)} req/s  p50 ${res.p50} ms  p99 ${res.p99} ms  queries ${queries}${res.non2xx ? `  non-2xx ${res.non2xx}` : ''}`,
    );
  }

  if (only === 'catalog' || !only) rows.push(await catalogWhileBusy(base, scale, admin));
  if (only) return rows;

  // Add to cart as shoppers do it (bench/bazaar.ts): 16 shoppers, one per connection, each on its own cart line.
  // Until issue 15 the 16 connections shared one shopper's one line and measured its row lock.
  const adders = await Promise.all(Array.from({ length: 16 }, (_, i) => login(base, benchAccounts.shopper(30 + i))));
  const add = await addToCartLoad(base, duration, adders);
  rows.push({ scale, name: 'add to cart', kind: 'write', queries: NaN, ...add });
  console.log(
    `add to cart            ${add.rps.toFixed(0).padStart(7)} req/s  p50 ${add.p50} ms  p99 ${add.p99} ms${add.non2xx ? `  non-2xx ${add.non2xx}` : ''}`,
  );

  // Place order: 16 shoppers, each adds one item then orders it (one checkout = one order).
  const shoppers = await Promise.all(Array.from({ length: 16 }, (_, i) => login(base, benchAccounts.shopper(10 + i))));
  const place = await placeOrderLoad(base, duration, shoppers);
  rows.push({ scale, name: 'place order', kind: 'write', queries: NaN, ...place });
  console.log(
    `place order            ${place.rps.toFixed(0).padStart(7)} orders/s  p50 ${place.p50} ms  p99 ${place.p99} ms${place.non2xx ? `  failed ${place.non2xx}` : ''}`,
  );
  for (const connections of [16, 64]) {
    const steps = await mixedWorkload(base, scale, connections);
    const mixed = { ...steps, p50: Math.round(steps.p50), p99: Math.round(steps.p99) };
    rows.push({ scale, name: `mixed 80/15/5 (${connections} conn)`, kind: 'write', queries: NaN, ...mixed });
    console.log(
      `mixed 80/15/5 ${String(connections).padStart(2)} conn ${mixed.rps.toFixed(0).padStart(7)} steps/s  p50 ${mixed.p50} ms  p99 ${mixed.p99} ms${mixed.non2xx ? `  failed ${mixed.non2xx}` : ''}`,
    );
  }
  return rows;
}

/**
 * Issue 15 #4: the home list (a cached catalog read) while the database is busy: 16 connections on the admin's
 * orders (queries only) run meanwhile. On PGlite the queries run on the database's own thread, so the cached
 * read should not wait for them.
 */
async function catalogWhileBusy(base: string, scale: number, admin: string): Promise<EndpointRow> {
  const url = `${base}/api/shops?page=1`;
  await hammer({ url, duration: 1 });
  const [res] = await Promise.all([hammer({ url, duration }), hammer({ url: `${base}/api/admin/orders/page?page=1`, duration, headers: { cookie: admin } })]);
  await settle(base);
  console.log(
    `home list, db busy     ${res.rps.toFixed(0).padStart(7)} req/s  p50 ${res.p50} ms  p99 ${res.p99} ms${res.non2xx ? `  non-2xx ${res.non2xx}` : ''}`,
  );
  return { scale, name: 'home list, database busy', kind: 'busy', queries: 0, ...res };
}

/**
 * Issue 15 #5: a mixed workload, each connection a shopper of its own: 80 % browsing (the home list, a search, a
 * shop's products, a product), 15 % adding to the cart (+1 then −1 on a line of its own), 5 % placing an order (add one
 * item, order it). Steps/s counts the steps that answered 2xx; p50/p99 are per step.
 */
async function mixedWorkload(base: string, scale: number, connections: number, seconds = duration): Promise<LoadResult> {
  const first = 50; // shoppers below 50 are the other cases' accounts
  const available = scaleOf(scale).shoppers - first;
  const cookies = await Promise.all(Array.from({ length: Math.min(connections, available) }, (_, i) => login(base, benchAccounts.shopper(first + i))));
  const shops = scaleOf(scale).shops;
  const products = scaleOf(scale).products;
  let seed = 2026 + connections;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const get = async (p: string, cookie: string) => {
    const res = await fetch(`${base}${p}`, { headers: { cookie } });
    await res.arrayBuffer();
    return res.status === 200;
  };
  return loop(connections, seconds, async (w) => {
    const cookie = cookies[w % cookies.length]!;
    const r = rand();
    if (r < 0.8) {
      const which = Math.floor(rand() * 4);
      if (which === 0) return get(`/api/shops?page=${1 + Math.floor(rand() * 3)}`, cookie);
      if (which === 1) return get('/api/shops?search=mart&page=1', cookie);
      if (which === 2) return get(`/api/shops/${md5uuid('shop', 1 + Math.floor(rand() * shops))}/products?page=1`, cookie);
      return get(`/api/products/${md5uuid('product', 1 + Math.floor(rand() * products))}`, cookie);
    }
    if (r < 0.95) {
      // +1 then −1 as one step: the cart is empty again before this shopper's next order.
      const item = md5uuid('product', 500 + (w % 100));
      if ((await post(base, '/api/cart/add', { itemId: item, quantity: 1 }, cookie)).status !== 200) return false;
      return (await post(base, '/api/cart/add', { itemId: item, quantity: -1 }, cookie)).status === 200;
    }
    const a = await post(base, '/api/cart/add', { itemId: md5uuid('product', 600 + Math.floor(rand() * 100)), quantity: 1 }, cookie);
    if (a.status !== 200) return false;
    return (await post(base, '/api/orders', { address: BENCH_ADDRESS, paymentMethod: 'COD' }, cookie)).status === 201;
  });
}

/**
 * Issue 14 #5: req/s of 1 and of 2 server processes (WEB_CONCURRENCY) on one PostgreSQL database, for /healthz
 * and a cached catalog read (no query: the processes' own work). The 1-minute load average is noted with each
 * figure: autocannon runs on the same machine, and so may other work.
 */
async function processes(target: Target, scale: number): Promise<ClusterRow[]> {
  const rows: ClusterRow[] = [];
  for (const count of [1, 2]) {
    const server = await startOn(target, { WEB_CONCURRENCY: String(count), COUNT_QUERIES: 'false' });
    try {
      for (const r of [
        { name: '/healthz', path: '/healthz' },
        { name: 'home list (cached)', path: '/api/shops?page=1' },
      ]) {
        await hammer({ url: `${server.base}${r.path}`, duration: 1 }); // warm-up (JIT, cache, pool), not counted
        const load1 = os.loadavg()[0]!;
        const res = await hammer({ url: `${server.base}${r.path}`, duration });
        rows.push({ scale, processes: count, name: r.name, load1, ...res });
        console.log(
          `${count} process${count > 1 ? 'es' : '  '} ${r.name.padEnd(20)} ${res.rps.toFixed(0).padStart(7)} req/s  p50 ${res.p50} ms  p99 ${res.p99} ms  load ${load1.toFixed(2)}${res.non2xx ? `  non-2xx ${res.non2xx}` : ''}`,
        );
      }
    } finally {
      await stopServer(server.proc);
    }
  }
  return rows;
}

/** The spec's calls that answer a whole list at once (no page parameter). */
const UNPAGED = [
  { name: 'GET /api/shops/all', path: () => '/api/shops/all', who: 'anonymous' },
  { name: 'GET /api/products/shop/:shopId', path: () => `/api/products/shop/${md5uuid('shop', 1)}`, who: 'anonymous' },
  { name: 'GET /api/orders/my-orders', path: () => '/api/orders/my-orders', who: 'shopper' },
  { name: 'GET /api/admin/orders', path: () => '/api/admin/orders', who: 'admin' },
  { name: 'GET /api/superadmin/admins', path: () => '/api/superadmin/admins', who: 'superadmin' },
  { name: 'GET /api/getall-contact', path: () => '/api/getall-contact', who: 'superadmin' },
] as const;

/**
 * Issue 9 #5: 100 concurrent calls of one unpaged endpoint for `duration` seconds while a separate process asks
 * /healthz back to back on one connection; the target is /healthz p99 < 100 ms at 100× data.
 */
async function flood(base: string, scale: number): Promise<FloodRow[]> {
  const cookies: Record<string, string | undefined> = {
    anonymous: undefined,
    shopper: await login(base, benchAccounts.shopper(1)),
    admin: await login(base, benchAccounts.admin),
    superadmin: await login(base, benchAccounts.superadmin),
  };
  const rows: FloodRow[] = [];
  for (const e of UNPAGED) {
    const cookie = cookies[e.who];
    const url = `${base}${e.path()}`;
    const first = await fetch(url, { headers: cookie ? { cookie } : {} });
    const bytes = (await first.arrayBuffer()).byteLength;
    if (first.status !== 200) throw new Error(`${e.name} answered ${first.status}`);
    const [load, healthz] = await Promise.all([
      hammer({ url, duration, connections: 100, headers: cookie ? { cookie } : undefined }),
      probe(`${base}/healthz`, duration),
    ]);
    rows.push({ scale, name: e.name, bytes, ...load, healthzP50: healthz.p50, healthzP99: healthz.p99, healthzMax: healthz.max });
    await settle(base); // the calls still in flight when the flood stops must not weigh on the next endpoint's figures
    console.log(
      `flood ${e.name.padEnd(32)} ${load.rps.toFixed(0).padStart(6)} req/s  p99 ${load.p99} ms  reply ${(bytes / 1024).toFixed(0)} KB  /healthz p50 ${healthz.p50} ms p99 ${healthz.p99} ms max ${healthz.max} ms${load.non2xx ? `  non-2xx ${load.non2xx}` : ''}`,
    );
  }
  return rows;
}

/** Waits (at most 60 s) until /healthz answers within 20 ms three times in a row. */
async function settle(base: string): Promise<void> {
  const end = Date.now() + 60_000;
  let fast = 0;
  while (fast < 3 && Date.now() < end) {
    const t0 = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    fast = performance.now() - t0 < 20 ? fast + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function probe(url: string, seconds: number): Promise<{ p50: number; p99: number; max: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(root, 'bench', 'probe.mjs'), [url, String(seconds)], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as { p50: number; p99: number; max: number }) : reject(new Error(`healthz probe exited ${code}`)),
    );
  });
}

async function lighthouse(base: string): Promise<LighthouseResult[]> {
  const shop1 = md5uuid('shop', 1);
  const out: LighthouseResult[] = [];
  for (const [name, url] of [
    ['home', `${base}/`],
    ['shop page', `${base}/shop/${shop1}`],
  ] as const) {
    try {
      out.push({ name, ...(await runLighthouse(url)) });
      console.log(`lighthouse ${name}: LCP ${out.at(-1)!.lcpMs.toFixed(0)} ms, CLS ${out.at(-1)!.cls.toFixed(3)}, TBT ${out.at(-1)!.tbtMs.toFixed(0)} ms`);
    } catch (err) {
      console.error(`lighthouse ${name} failed: ${(err as Error).message}`);
    }
  }
  return out;
}

/** pgbench running the SQL of one checkout (what POST /api/orders executes), 16 clients. */
function pgbench(url: string, seconds: number, shops: number): { tps: number } | undefined {
  // Captured from the server's own SQL by bench/capture-place-order.ts (issue 30 #2).
  const script = path.join(root, 'bench', 'place-order.pgbench.sql');
  const r = spawnSync('pgbench', ['-n', '-c', '16', '-j', '2', '-T', String(seconds), '-D', `shops=${shops}`, '-f', script, url], { encoding: 'utf8' });
  const tps = Number(/tps = ([\d.]+)/.exec(r.stdout)?.[1]);
  if (!Number.isFinite(tps)) {
    console.error(`pgbench failed: ${r.stderr || r.stdout}`);
    return undefined;
  }
  console.log(`pgbench (same SQL as place order): ${tps.toFixed(0)} tps`);
  return { tps };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
