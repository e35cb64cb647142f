/**
 * `npm run bench:peers` (issue 15 #1): Bazaar and a real open-source commerce engine, Vendure, side by side in one run,
 * on the same PostgreSQL server, with the same catalog (Bazaar's bench scale 10: 1,000 shops, 10,000 products; the
 * peer gets the same 10,000 products with the same names, prices and stock), driven by the same load generator
 * (autocannon as bench/load.ts `hammer`, or its `loop` for the multi-step writes), 16 connections, BENCH_DURATION
 * seconds each, back to back: a product list page, a product search, one product, add to cart, read the cart,
 * place a cash-on-delivery order. Writes bench/PEERS.md and bench/PEERS.json.
 *
 * Env: DATABASE_URL (Bazaar's database, created and dropped here; default
 * postgres://postgres@127.0.0.1:5432/bazaar_bench_peers), PEER_DATABASE_URL (the peer's, kept across runs and
 * re-seeded only when its seed version changes; default: database bazaar_peer_vendure on the same server),
 * BENCH_DURATION (default 5), BENCH_SCALE (default 10), BAZAAR_LOG_LEVEL (default info, Bazaar's production
 * default), PEER_RESEED=1 to seed the peer again.
 *
 * startServer/stopServer/prepareDatabase/login/post are small copies of bench/run.ts's (not exported there).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { hammer, loop, type LoadResult } from '../load.js';
import { BENCH_PASSWORD, benchAccounts, md5uuid, scaleOf, seedBench } from '../seed.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const duration = Number(process.env.BENCH_DURATION ?? 5);
const scale = Number(process.env.BENCH_SCALE ?? 10);
const CONNECTIONS = 16;
const bazaarUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bazaar_bench_peers';
const peerUrl = process.env.PEER_DATABASE_URL ?? withDatabase(bazaarUrl, 'bazaar_peer_vendure');
const vendureVersion = (JSON.parse(fs.readFileSync(path.join(here, 'node_modules/@vendure/core/package.json'), 'utf8')) as { version: string }).version;
/** Bump the catalog part when bench/peers/vendure/seed.mjs or catalog.mjs change what they write. */
const SEED_VERSION = `vendure-${vendureVersion}/catalog-1/scale-${scale}/shoppers-50`;
const PEER_SHOPPERS = 50;
const PAGE = 24; // Bazaar's page size for a shop's products and for the product search (packages/shared schemas)
const SEARCH_TERM = 'basmati';
const ONE_PRODUCT = 42; // product number g of bench/seed.ts: Bazaar id md5uuid('product', 42), Vendure id 42 (imported in order)
const ADDRESS = 'Flat 12, MG Road, Pune 411001, 9876543210';

interface Measured extends LoadResult {
  call: string;
}
interface Row {
  call: string;
  bazaar: Measured;
  peer: Measured;
  note?: string;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const adminClient = async (url: string) => {
  const c = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await c.connect();
  return c;
};

function print(side: string, m: Measured): void {
  console.log(
    `${side.padEnd(8)} ${m.call.padEnd(58)} ${m.rps.toFixed(0).padStart(7)} req/s  p50 ${Math.round(m.p50)} ms  p99 ${Math.round(m.p99)} ms${m.non2xx ? `  failed ${m.non2xx}` : ''}${m.errors ? `  errors ${m.errors}` : ''}`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Bazaar (copied in small from bench/run.ts: prepareDatabase's PostgreSQL branch, startServer, stopServer, login, post)

async function prepareBazaar(): Promise<{ seconds: number; drop(): Promise<void> }> {
  const t0 = performance.now();
  const name = databaseOf(bazaarUrl);
  // This database is dropped and made again: never a server's own (DATABASE_URL=…/postgres once meant that).
  if (!name.startsWith('bazaar_'))
    throw new Error(`DATABASE_URL names "${name}": the peer bench drops and recreates its database, so it must be named bazaar_…`);
  const admin = await adminClient(bazaarUrl);
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const database = await openDatabase({ url: bazaarUrl });
  await seedBench(database.db, scale);
  await database.close();
  const seconds = (performance.now() - t0) / 1000;
  console.log(`Bazaar seeded (bulk SQL, bench/seed.ts) in ${seconds.toFixed(1)} s`);
  return {
    seconds,
    drop: async () => {
      const c = await adminClient(bazaarUrl);
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

async function startBazaar(): Promise<{ proc: ChildProcess; base: string; coldStartMs: number }> {
  const port = 3900 + Math.floor(Math.random() * 500);
  const t0 = performance.now();
  const proc = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: bazaarUrl,
      NODE_ENV: 'production',
      DATA_KEY: process.env.DATA_KEY ?? 'a5'.repeat(32), // required in production (decision 100)
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: process.env.BAZAAR_LOG_LEVEL ?? 'info',
      COUNT_QUERIES: 'false',
      DATABASE_POOL_MAX: '16',
      RATE_LIMIT_SCALE: '100', // every bench shopper logs in from 127.0.0.1
      INIT_CWD: root,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (proc.exitCode !== null) throw new Error('Bazaar exited during start');
    try {
      if ((await fetch(`${base}/api/shops/facets`)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { proc, base, coldStartMs: performance.now() - t0 };
}

async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
}

async function bazaarLogin(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`Bazaar login failed for ${email}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function post(base: string, p: string, body: unknown, cookie: string): Promise<Response> {
  const res = await fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res;
}

async function read(base: string, call: string, p: string, cookie?: string): Promise<Measured> {
  const headers = cookie ? { cookie } : undefined;
  const first = await fetch(`${base}${p}`, { headers });
  if (first.status !== 200) throw new Error(`Bazaar GET ${p} answered ${first.status}: ${await first.text()}`);
  await first.arrayBuffer();
  await hammer({ url: `${base}${p}`, duration: 1, connections: CONNECTIONS, headers }); // warm-up (JIT, pool, cache), not counted
  const m = { call, ...(await hammer({ url: `${base}${p}`, duration, connections: CONNECTIONS, headers })) };
  print('Bazaar', m);
  return m;
}

async function measureBazaar(base: string): Promise<Record<string, Measured>> {
  const out: Record<string, Measured> = {};
  const shop1 = md5uuid('shop', 1);
  out.list = await read(base, `GET /api/shops/:shop1/products?page=1 (${PAGE} products)`, `/api/shops/${shop1}/products?page=1`);
  out.home = await read(base, 'GET /api/shops?page=1 (home list, 9 shops)', '/api/shops?page=1');
  out.search = await read(base, `GET /api/products/search?q=${SEARCH_TERM} (${PAGE} hits)`, `/api/products/search?q=${SEARCH_TERM}`);
  out.homeSearch = await read(base, 'GET /api/shops?search=mart&category=Grocery&page=2', '/api/shops?search=mart&category=Grocery&page=2');
  out.product = await read(base, 'GET /api/products/:id', `/api/products/${md5uuid('product', ONE_PRODUCT)}`);

  // Add to cart as bench/run.ts does it: 16 shoppers, each on its own line, +1 then −1 (carts stay bounded).
  const adders = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => bazaarLogin(base, benchAccounts.shopper(30 + i))));
  const signs = adders.map(() => 1);
  const added = await loop(CONNECTIONS, duration, async (w) => {
    const quantity = signs[w]!;
    signs[w] = -quantity;
    return (await post(base, '/api/cart/add', { itemId: md5uuid('product', 200 + w), quantity }, adders[w]!)).status === 200;
  });
  out.add = { call: 'POST /api/cart/add (+1, −1; 16 shoppers)', ...added };
  print('Bazaar', out.add);

  // The cart: one shopper's three products from three shops.
  const reader = await bazaarLogin(base, benchAccounts.shopper(1));
  for (const g of [1, 2, 3]) {
    const res = await post(base, '/api/cart/add', { itemId: md5uuid('product', g), quantity: 1 }, reader);
    if (res.status !== 200) throw new Error(`Bazaar cart add answered ${res.status}`);
  }
  out.cart = await read(base, 'GET /api/cart (3 lines)', '/api/cart', reader);

  // Place order as bench/run.ts does: 16 shoppers, each adds one item then orders it; latency is the order call's.
  const shoppers = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => bazaarLogin(base, benchAccounts.shopper(10 + i))));
  const latencies: number[] = [];
  const placed = await loop(CONNECTIONS, duration, async (w) => {
    const a = await post(base, '/api/cart/add', { itemId: md5uuid('product', 100 + w), quantity: 1 }, shoppers[w]!);
    if (a.status !== 200) return false;
    const t0 = performance.now();
    const o = await post(base, '/api/orders', { address: ADDRESS, paymentMethod: 'COD' }, shoppers[w]!);
    latencies.push(performance.now() - t0);
    return o.status === 201;
  });
  out.order = { call: 'POST /api/orders (COD; after one cart add)', ...placed, ...percentiles(latencies) };
  print('Bazaar', out.order);
  return out;
}

function percentiles(latencies: number[]): { p50: number; p99: number } {
  latencies.sort((a, b) => a - b);
  const pick = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { p50: pick(50), p99: pick(99) };
}

// ---------------------------------------------------------------------------------------------------------------
// Vendure

const PRODUCT_FIELDS = `id name slug description createdAt featuredAsset { preview }
  facetValues { name facet { code } }
  variants { id sku price priceWithTax currencyCode stockLevel }`;
const ORDER_FIELDS = `id code state currencyCode totalQuantity subTotalWithTax shippingWithTax totalWithTax
  lines { id quantity unitPriceWithTax linePriceWithTax featuredAsset { preview } productVariant { id name sku product { slug } } }`;

interface Gql {
  data?: Record<string, Record<string, unknown> | null>;
  errors?: unknown[];
}

async function gql(base: string, query: string, variables?: Record<string, unknown>, token?: string): Promise<{ body: Gql; token: string | null }> {
  const res = await fetch(`${base}/shop-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Gql;
  if (res.status !== 200 || body.errors) throw new Error(`shop-api answered ${res.status}: ${JSON.stringify(body.errors ?? body)}`);
  return { body, token: res.headers.get('vendure-auth-token') };
}

async function vendureLogin(base: string, email: string): Promise<string> {
  const r = await gql(
    base,
    `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { ... on CurrentUser { id } ... on ErrorResult { errorCode message } } }`,
    { u: email, p: BENCH_PASSWORD },
  );
  if (!r.body.data?.login?.id || !r.token) throw new Error(`Vendure login failed for ${email}: ${JSON.stringify(r.body)}`);
  return r.token;
}

/** A GraphQL query under autocannon; checked once first (GraphQL answers errors with 200, which autocannon would count as success). */
async function gqlRead(base: string, call: string, query: string, check: (data: Record<string, unknown>) => boolean, token?: string): Promise<Measured> {
  const first = await gql(base, query, undefined, token);
  if (!first.body.data || !check(first.body.data)) throw new Error(`Vendure ${call}: unexpected answer ${JSON.stringify(first.body).slice(0, 500)}`);
  const body = JSON.stringify({ query });
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const requests = [{ method: 'POST' as const, path: '/shop-api', body, headers }];
  await hammer({ url: base, duration: 1, connections: CONNECTIONS, requests }); // warm-up, not counted
  const m = { call, ...(await hammer({ url: base, duration, connections: CONNECTIONS, requests })) };
  const after = await gql(base, query, undefined, token);
  if (!after.body.data || !check(after.body.data)) throw new Error(`Vendure ${call}: unexpected answer after the load`);
  print('Vendure', m);
  return m;
}

const ok = (field: unknown): boolean => typeof field === 'object' && field !== null && 'id' in field;

async function measureVendure(base: string): Promise<Record<string, Measured>> {
  const out: Record<string, Measured> = {};
  out.list = await gqlRead(
    base,
    `shop-api products(options: { take: ${PAGE}, sort: { createdAt: DESC } })`,
    `{ products(options: { take: ${PAGE}, sort: { createdAt: DESC } }) { totalItems items { ${PRODUCT_FIELDS} } } }`,
    (d) => (d.products as { items: unknown[] }).items.length === PAGE,
  );
  out.search = await gqlRead(
    base,
    `shop-api search(input: { term: "${SEARCH_TERM}", take: ${PAGE}, groupByProduct: true })`,
    `{ search(input: { term: "${SEARCH_TERM}", take: ${PAGE}, groupByProduct: true }) { totalItems items { productId productName slug description
      productAsset { preview } priceWithTax { ... on SinglePrice { value } ... on PriceRange { min max } } currencyCode inStock facetValueIds } } }`,
    (d) => (d.search as { items: unknown[] }).items.length === PAGE,
  );
  out.product = await gqlRead(base, `shop-api product(id: "${ONE_PRODUCT}")`, `{ product(id: "${ONE_PRODUCT}") { ${PRODUCT_FIELDS} } }`, (d) => ok(d.product));

  const orderOrError = `... on Order { id totalQuantity lines { id quantity } } ... on ErrorResult { errorCode message }`;
  const addItem = `mutation($v: ID!, $q: Int!) { addItemToOrder(productVariantId: $v, quantity: $q) { ${orderOrError} } }`;
  // The peer's database is kept across runs: every bench customer starts with an empty cart (an order left in
  // ArrangingPayment by an interrupted run goes back to AddingItems first).
  const clear = async (token: string) => {
    const active = (await gql(base, '{ activeOrder { state } }', undefined, token)).body.data?.activeOrder as { state: string } | null;
    if (active?.state === 'ArrangingPayment') await gql(base, 'mutation { transitionOrderToState(state: "AddingItems") { __typename } }', undefined, token);
    await gql(base, `mutation { removeAllOrderLines { ${orderOrError} } }`, undefined, token);
  };
  const tokensOf = async (first: number) => {
    const tokens = await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => vendureLogin(base, benchAccounts.shopper(first + i))));
    for (const t of tokens) await clear(t);
    return tokens;
  };

  // Add to cart: 16 customers, each on its own line: addItemToOrder (+1, creates the line), then
  // adjustOrderLine to 0 (−1, removes it), as Bazaar's +1/−1.
  const adders = await tokensOf(30);
  const lines: Array<string | undefined> = adders.map(() => undefined);
  let addFailure: string | undefined;
  const added = await loop(CONNECTIONS, duration, async (w) => {
    try {
      const line = lines[w];
      if (line === undefined) {
        const r = await gql(base, addItem, { v: String(200 + w), q: 1 }, adders[w]);
        const order = r.body.data?.addItemToOrder as { lines?: Array<{ id: string }> } | undefined;
        lines[w] = order?.lines?.[0]?.id;
        if (lines[w] === undefined) throw new Error(JSON.stringify(r.body.data));
        return true;
      }
      lines[w] = undefined;
      const r = await gql(base, `mutation($l: ID!) { adjustOrderLine(orderLineId: $l, quantity: 0) { ${orderOrError} } }`, { l: line }, adders[w]);
      if (!ok(r.body.data?.adjustOrderLine)) throw new Error(JSON.stringify(r.body.data));
      return true;
    } catch (err) {
      addFailure ??= (err as Error).message.slice(0, 500);
      return false;
    }
  });
  if (addFailure) console.error(`Vendure add-to-cart failure (first): ${addFailure}`);
  out.add = { call: 'shop-api addItemToOrder (+1) / adjustOrderLine to 0 (−1)', ...added };
  print('Vendure', out.add);

  const reader = await vendureLogin(base, benchAccounts.shopper(1));
  await clear(reader);
  for (const v of ['1', '2', '3']) {
    const r = await gql(base, addItem, { v, q: 1 }, reader);
    if (!ok(r.body.data?.addItemToOrder)) throw new Error(`Vendure addItemToOrder: ${JSON.stringify(r.body)}`);
  }
  out.cart = await gqlRead(
    base,
    'shop-api activeOrder (3 lines)',
    `{ activeOrder { ${ORDER_FIELDS} } }`,
    (d) => (d.activeOrder as { lines: unknown[] } | null)?.lines.length === 3,
    reader,
  );

  // Place a COD order: 16 customers, each adds one item (addItemToOrder) then checks out in one request whose
  // mutations run in order: shipping address, shipping method, ArrangingPayment, addPaymentToOrder(cod), which
  // settles. The latency is the checkout request's.
  const shoppers = await tokensOf(10);
  const probe = await gql(base, addItem, { v: '100', q: 1 }, shoppers[0]);
  if (!ok(probe.body.data?.addItemToOrder)) throw new Error(`Vendure addItemToOrder: ${JSON.stringify(probe.body)}`);
  const methods = (await gql(base, '{ eligibleShippingMethods { id name priceWithTax } }', undefined, shoppers[0])).body.data
    ?.eligibleShippingMethods as unknown as Array<{ id: string }>;
  const shippingMethodId = methods[0]?.id;
  if (!shippingMethodId) throw new Error('Vendure: no eligible shipping method');
  // The payment method's code (populate() derives it from its name) is what addPaymentToOrder takes.
  await gql(base, 'mutation { transitionOrderToState(state: "ArrangingPayment") { __typename } }', undefined, shoppers[0]);
  const payments = (await gql(base, '{ eligiblePaymentMethods { code isEligible } }', undefined, shoppers[0])).body.data
    ?.eligiblePaymentMethods as unknown as Array<{ code: string; isEligible: boolean }>;
  const paymentCode = payments.find((m) => m.isEligible)?.code;
  if (!paymentCode) throw new Error('Vendure: no eligible payment method');
  await clear(shoppers[0]!);
  const checkout = `mutation($address: CreateAddressInput!, $method: [ID!]!) {
    setOrderShippingAddress(input: $address) { ... on Order { id } ... on ErrorResult { errorCode message } }
    setOrderShippingMethod(shippingMethodId: $method) { ... on Order { id } ... on ErrorResult { errorCode message } }
    transitionOrderToState(state: "ArrangingPayment") { ... on Order { id state } ... on ErrorResult { errorCode message } }
    addPaymentToOrder(input: { method: "${paymentCode}", metadata: {} }) { ... on Order { id code state totalWithTax } ... on ErrorResult { errorCode message } }
  }`;
  const address = {
    fullName: 'Bench Shopper',
    streetLine1: 'Flat 12, MG Road',
    city: 'Pune',
    postalCode: '411001',
    countryCode: 'IN',
    phoneNumber: '9876543210',
  };
  const latencies: number[] = [];
  let firstFailure: string | undefined;
  const placed = await loop(CONNECTIONS, duration, async (w) => {
    try {
      const a = await gql(base, addItem, { v: String(100 + w), q: 1 }, shoppers[w]);
      if (!ok(a.body.data?.addItemToOrder)) throw new Error(JSON.stringify(a.body.data));
      const t0 = performance.now();
      const r = await gql(base, checkout, { address, method: [shippingMethodId] }, shoppers[w]);
      latencies.push(performance.now() - t0);
      if ((r.body.data?.addPaymentToOrder as { state?: string } | undefined)?.state !== 'PaymentSettled') throw new Error(JSON.stringify(r.body.data));
      return true;
    } catch (err) {
      firstFailure ??= (err as Error).message.slice(0, 500);
      return false;
    }
  });
  if (firstFailure) console.error(`Vendure checkout failure (first): ${firstFailure}`);
  out.order = { call: 'shop-api checkout (address, method, ArrangingPayment, addPaymentToOrder cod)', ...placed, ...percentiles(latencies) };
  print('Vendure', out.order);
  return out;
}

interface PeerSeed {
  seconds: number;
  importSeconds?: number;
  indexSeconds?: number;
  reused: boolean;
}

async function preparePeer(): Promise<PeerSeed> {
  const name = databaseOf(peerUrl);
  const admin = await adminClient(peerUrl);
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  let seeded: { seconds: number; importSeconds?: number; indexSeconds?: number } | undefined;
  if (exists && process.env.PEER_RESEED !== '1') {
    const c = new pg.Client({ connectionString: peerUrl });
    await c.connect();
    try {
      const r = await c.query<{ detail: { seconds: number; importSeconds?: number; indexSeconds?: number } }>(
        'select detail from bench_peer_seed where version = $1',
        [SEED_VERSION],
      );
      seeded = r.rows[0]?.detail;
    } catch {
      /* no marker table: an unfinished seed */
    } finally {
      await c.end();
    }
  }
  if (seeded) {
    await admin.end();
    console.log(`Vendure database ${name} already seeded (${SEED_VERSION}, took ${seeded.seconds.toFixed(0)} s then): seeding skipped`);
    return { ...seeded, reused: true };
  }
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  console.log(`Seeding Vendure (${SEED_VERSION}) through its own populate()/Importer: several minutes at scale 10...`);
  const port = 4400 + Math.floor(Math.random() * 400);
  const child = fork(path.join(here, 'vendure', 'seed.mjs'), [], {
    cwd: here,
    env: { ...peerEnv(port), PEER_SCALE: String(scale), PEER_SHOPPERS: String(PEER_SHOPPERS), PEER_SEED_VERSION: SEED_VERSION },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
    for (const line of d.toString().split('\n')) if (line.startsWith('[peer seed]')) console.log(line);
  });
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  const line = out.split('\n').find((l) => l.startsWith('{"seeded"'));
  if (code !== 0 || !line) throw new Error(`Vendure seeding failed (exit ${code}):\n${out.slice(-3000)}`);
  const detail = (JSON.parse(line) as { seeded: { seconds: number; importSeconds: number; indexSeconds: number } }).seeded;
  console.log(
    `Vendure seeded in ${detail.seconds.toFixed(1)} s (import ${detail.importSeconds.toFixed(0)} s, search index ${detail.indexSeconds.toFixed(0)} s)`,
  );
  return { ...detail, reused: false };
}

function peerEnv(port: number): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: 'production', VENDURE_DISABLE_TELEMETRY: 'true', PEER_DATABASE_URL: peerUrl, PEER_PORT: String(port) };
}

async function startVendure(): Promise<{ procs: ChildProcess[]; base: string; coldStartMs: number }> {
  const port = 4400 + Math.floor(Math.random() * 400);
  const t0 = performance.now();
  const start = (file: string) => fork(path.join(here, 'vendure', file), [], { cwd: here, env: peerEnv(port), stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const worker = start('worker.mjs');
  const server = start('server.mjs');
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (server.exitCode !== null || worker.exitCode !== null) throw new Error('Vendure exited during start');
    try {
      if ((await fetch(`${base}/health`)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { procs: [server, worker], base, coldStartMs: performance.now() - t0 };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

const NOTES: Record<string, string> = {
  list: 'Bazaar: one shop’s products, newest first (its product list page). Vendure: the whole catalog’s products, newest first (no shop in Vendure).',
  home: 'Bazaar’s home list as bench/run.ts measures it: a page of 9 shops, not products. Same Vendure figure as the row above.',
  search: 'Bazaar: name contains the term, in-stock first, each hit with its shop. Vendure: DefaultSearchPlugin (PostgreSQL full-text), grouped by product.',
  homeSearch: 'Bazaar’s home search as bench/run.ts measures it: shops whose name/owner/city/products match. Same Vendure figure as the product search.',
  product: 'Product number 42 of the seed on both.',
  add: 'Each step is one call; 16 shoppers, each on a line of its own.',
  cart: 'One shopper’s cart, three products (three shops in Bazaar).',
  order:
    'Orders/s (one cart add + one checkout per step); p50/p99 of the checkout call alone. Vendure’s four checkout mutations go in one GraphQL request (one round trip, as Bazaar’s one POST).',
};
const LABELS: Record<string, string> = {
  list: '1. product list page',
  home: '1b. home list (shops), page 1',
  search: '2. product search',
  homeSearch: '2b. home search (shops)',
  product: '3. one product',
  add: '4. add to cart',
  cart: '5. read the cart',
  order: '6. place a COD order',
};

async function postgresVersion(): Promise<string> {
  const c = await adminClient(bazaarUrl);
  try {
    return (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v;
  } finally {
    await c.end();
  }
}

function writeReport(info: Record<string, unknown>, rows: Row[]): void {
  const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  const ms = (n: number) => String(Math.round(n));
  const md: string[] = [
    '# Bazaar beside a peer: Vendure',
    '',
    `Generated by \`npm run bench:peers\` (bench/peers/run.ts) on ${String(info.date)}. Do not edit by hand.`,
    '',
    `- **Machine:** ${String(info.machine)}`,
    `- **Node:** ${String(info.node)} · **PostgreSQL:** ${String(info.postgres)} (one server, a database each)`,
    `- **Bazaar:** ${String(info.bazaar)} · **Vendure:** @vendure/core ${vendureVersion}`,
    `- **Load:** autocannon (bench/load.ts \`hammer\`) for the reads, bench/load.ts \`loop\` for the writes; ${CONNECTIONS} connections, ${duration} s each after a 1 s warm-up (reads), back to back, Bazaar first.`,
    `- **Data:** scale ${scale}: Bazaar ${String(info.bazaarData)}; Vendure the same ${scaleOf(scale).products.toLocaleString('en-US')} products (names, descriptions, prices, stock) with shop and category as facets, ${PEER_SHOPPERS} customers.`,
    `- **Seeding:** Bazaar ${f(Number(info.bazaarSeedSeconds))} s (bulk SQL); Vendure ${String(info.peerSeed)}.`,
    `- **Cold start to first answer:** Bazaar ${ms(Number(info.bazaarColdStartMs))} ms; Vendure ${ms(Number(info.peerColdStartMs))} ms (server and worker).`,
    `- **Machine load** (1-minute load average as each side's measuring began; the load generator runs on the same machine, and so may other work): Bazaar ${Number(info.bazaarLoad1).toFixed(2)}, Vendure ${Number(info.peerLoad1).toFixed(2)}.`,
    '',
    '| Call | Bazaar | req/s | p50 ms | p99 ms | Vendure | req/s | p50 ms | p99 ms | Bazaar ÷ Vendure (req/s) |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    const flag = (m: Measured) => (m.non2xx || m.errors ? ` (${m.non2xx + m.errors} failed)` : '');
    // autocannon counts the replies that come within the window: none means each took longer than the window.
    const rps = (m: Measured) => (m.rps > 0 ? f(m.rps) : `< 1 ¹`);
    const lat = (m: Measured, n: number) => (m.rps > 0 ? ms(n) : `> ${duration * 1000} ¹`);
    md.push(
      `| ${r.call} | \`${r.bazaar.call}\` | ${rps(r.bazaar)}${flag(r.bazaar)} | ${lat(r.bazaar, r.bazaar.p50)} | ${lat(r.bazaar, r.bazaar.p99)} | \`${r.peer.call}\` | ${rps(r.peer)}${flag(r.peer)} | ${lat(r.peer, r.peer.p50)} | ${lat(r.peer, r.peer.p99)} | ${r.peer.rps > 0 ? `${(r.bazaar.rps / r.peer.rps).toFixed(2)}×` : '— ¹'} |`,
    );
  }
  if (rows.some((r) => r.bazaar.rps === 0 || r.peer.rps === 0))
    md.push(
      '',
      `¹ No reply came back within the ${duration} s window (autocannon counts only the replies inside it): each of the 16 concurrent calls took longer than that. Run again with a longer BENCH_DURATION, or on a quieter machine.`,
    );
  md.push('', '### What each row compares', '');
  for (const r of rows) if (r.note) md.push(`- **${r.call}:** ${r.note}`);
  md.push('', '### Where the two setups differ', '');
  for (const d of DIFFERENCES) md.push(`- ${d}`);
  md.push('');
  fs.writeFileSync(path.join(root, 'bench', 'PEERS.md'), md.join('\n'));
  fs.writeFileSync(path.join(root, 'bench', 'PEERS.json'), `${JSON.stringify({ ...info, connections: CONNECTIONS, duration, scale, rows }, null, 2)}\n`);
}

const DIFFERENCES = [
  'Shops: Vendure has no multi-vendor model; all 10,000 products are in its one default channel, each product carrying a `shop` facet value (1,000 of them) and a `category` facet value. Bazaar’s products belong to 1,000 shops with their own admins.',
  'Orders and users: Bazaar starts with 20,000 past orders, 1,000 shop admins and 1,000 shoppers; Vendure with 50 customers and no past orders (its database is kept across runs, so the orders placed by earlier runs stay in it).',
  'API: Bazaar is REST/JSON over Fastify; Vendure is GraphQL (Apollo on NestJS/Express) and every call is a POST to /shop-api. The GraphQL selections ask for the fields Bazaar’s replies carry (name, description, price, stock, shop and category as facets, image).',
  'Seeding: Bazaar by bulk SQL (bench/seed.ts); Vendure through its own `populate()`/Importer from a CSV (bench/peers/vendure/seed.mjs), customers through the Admin API, then a full search-index build by the worker.',
  'Production setup: Bazaar runs its compiled server (NODE_ENV=production, catalog cache on, LOG_LEVEL=info by default: one log line per request, to /dev/null here). Vendure runs as its project template sets it up for production: NODE_ENV=production, DefaultCachePlugin (its SQL cache: sessions and other cached entities live in PostgreSQL), DefaultJobQueuePlugin with a separate worker process (search-index updates after each order), DefaultSchedulerPlugin, DefaultSearchPlugin (bufferUpdates off, indexStockStatus on), playgrounds off, synchronize off after the first setup, DefaultLogger at info level (which logs no line per request).',
  'Pools: Bazaar holds 16 PostgreSQL connections (DATABASE_POOL_MAX=16), Vendure 32 (`dbConnectionOptions.extra.max`; TypeORM’s pg default is 10) plus its worker’s own pool. With 16, as Bazaar, Vendure hung for good under the 16 concurrent add-to-cart calls: each request’s transaction reads stock levels on a second pooled connection, so 16 transactions each waited for a 17th (the known TypeORM pool starvation; a larger pool is the workaround Vendure’s maintainers give).',
  'Passwords: Bazaar hashes with argon2, Vendure with bcrypt (its default, 12 rounds); logins happen before the timed runs only.',
  'Checkout: Bazaar’s POST /api/orders does what Vendure’s four mutations do (address, delivery, payment); Vendure settles the COD payment at once (`cod` PaymentMethodHandler returning Settled) and allocates stock; Bazaar books the order as Pending COD. Tax: Vendure has a 0 % standard rate; shipping ₹60 flat on both.',
  'Add to cart: Bazaar’s −1 is the same POST /api/cart/add with quantity −1; Vendure has no negative quantity, so its −1 is adjustOrderLine to 0 (the line goes).',
];

async function main(): Promise<void> {
  const sc = scaleOf(scale);
  const info: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
    node: process.version,
    postgres: await postgresVersion(),
    bazaar: `${(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version}`,
    vendure: vendureVersion,
    bazaarData: `${sc.shops.toLocaleString('en-US')} shops, ${sc.products.toLocaleString('en-US')} products, ${sc.orders.toLocaleString('en-US')} orders`,
  };
  console.log(`== peers: Bazaar and Vendure ${vendureVersion}, scale ${scale}, ${duration} s per call, ${CONNECTIONS} connections ==`);

  // PEERS_ONLY=vendure (against PEERS_BASE, a Vendure already running) measures one side and writes nothing: for debugging.
  if (process.env.PEERS_ONLY === 'vendure') {
    await measureVendure(process.env.PEERS_BASE ?? 'http://127.0.0.1:3000');
    return;
  }
  const peerSeed = await preparePeer();
  info.peerSeedSeconds = peerSeed.seconds;
  info.peerSeed = `${peerSeed.seconds.toFixed(0)} s through populate() (import ${peerSeed.importSeconds?.toFixed(0) ?? '?'} s, search index ${peerSeed.indexSeconds?.toFixed(0) ?? '?'} s)${peerSeed.reused ? ', once: this run reused the seeded database' : ', this run'}`;

  const target = await prepareBazaar();
  info.bazaarSeedSeconds = target.seconds;
  let bazaar: Record<string, Measured>;
  const b = await startBazaar();
  info.bazaarColdStartMs = b.coldStartMs;
  info.bazaarLoad1 = os.loadavg()[0];
  try {
    bazaar = await measureBazaar(b.base);
  } finally {
    await stop(b.proc);
    await target.drop();
  }

  let peer: Record<string, Measured>;
  const v = await startVendure();
  info.peerColdStartMs = v.coldStartMs;
  info.peerLoad1 = os.loadavg()[0];
  try {
    peer = await measureVendure(v.base);
  } finally {
    for (const p of v.procs) await stop(p);
  }

  const pairs: Array<[string, string]> = [
    ['list', 'list'],
    ['home', 'list'],
    ['search', 'search'],
    ['homeSearch', 'search'],
    ['product', 'product'],
    ['add', 'add'],
    ['cart', 'cart'],
    ['order', 'order'],
  ];
  const rows: Row[] = pairs.map(([bk, pk]) => ({ call: LABELS[bk]!, bazaar: bazaar[bk]!, peer: peer[pk]!, note: NOTES[bk] }));
  writeReport(info, rows);
  console.log(`\n${fs.readFileSync(path.join(root, 'bench', 'PEERS.md'), 'utf8')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
