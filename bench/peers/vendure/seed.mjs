/**
 * Seeds the peer's database once (the runner keeps it across runs, keyed by a seed version): Vendure's own schema
 * (synchronize, first setup only), its own `populate()` from `@vendure/core/cli` with InitialData (India, INR,
 * a ₹60 flat shipping method, the `cod` payment method) and a products CSV built from Bazaar's bench catalog
 * (same names, prices, stock; the shop and the category as facets), bench shoppers through the Admin API
 * (createCustomer with a password), then a full search-index build (DefaultSearchPlugin) by the worker.
 *
 * Env: PEER_DATABASE_URL, PEER_PORT, PEER_SCALE (default 10), PEER_SHOPPERS (default 50), PEER_SEED_VERSION.
 * Prints one JSON line `{"seeded": {...}}` at the end.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrap, ChannelService, Logger, RequestContextService, TransactionalConnection } from '@vendure/core';
import { populate } from '@vendure/core/cli/index.js';
import { SUPERADMIN, vendureConfig } from './config.mjs';
import { product, scaleOf } from './catalog.mjs';

const scale = Number(process.env.PEER_SCALE ?? 10);
const shoppers = Number(process.env.PEER_SHOPPERS ?? 50);
const password = process.env.PEER_SHOPPER_PASSWORD ?? 'bench-password-1';
const port = Number(process.env.PEER_PORT ?? 3000);
const sc = scaleOf(scale);
const t0 = performance.now();
const lap = (what) => console.log(`[peer seed] ${what} at ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const csvCell = (v) => (/[",\n|:]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
function writeCsv() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-peer-')), 'products.csv');
  const header = 'name,slug,description,assets,facets,optionGroups,optionValues,sku,price,taxCategory,stockOnHand,trackInventory,variantAssets,variantFacets';
  const lines = [header];
  for (let g = 1; g <= sc.products; g++) {
    const p = product(g, sc.shops);
    const facets = `shop:${p.shop}|category:${p.category}`;
    lines.push(
      [p.name, '', p.description, '', facets, '', '', `P${g}`, (p.pricePaise / 100).toFixed(2), 'standard', p.quantity, 'true', '', ''].map(csvCell).join(','),
    );
  }
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const initialData = {
  defaultLanguage: 'en',
  defaultZone: 'India',
  taxRates: [{ name: 'Standard Tax', percentage: 0 }],
  shippingMethods: [{ name: 'Standard Delivery', price: 6000 }],
  paymentMethods: [{ name: 'Cash on delivery', handler: { code: 'cod', arguments: [] } }],
  countries: [{ name: 'India', code: 'IN', zone: 'India' }],
  collections: [],
};

async function gql(token, query, variables) {
  const res = await fetch(`http://127.0.0.1:${port}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`admin-api: ${JSON.stringify(body.errors)}`);
  return { data: body.data, token: res.headers.get('vendure-auth-token') };
}

async function main() {
  const config = vendureConfig({ port, synchronize: true });
  const app = await bootstrap(config);
  lap('schema ready');
  // The default channel is created in USD; Bazaar sells in INR. Set it before any price is written.
  const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
  const channels = app.get(ChannelService);
  const channel = await channels.getDefaultChannel();
  await channels.update(ctx, { id: channel.id, defaultCurrencyCode: 'INR', availableCurrencyCodes: ['INR'] });
  const csv = writeCsv();
  const tImport = performance.now();
  await populate(() => Promise.resolve(app), initialData, csv);
  const importSeconds = (performance.now() - tImport) / 1000;
  lap(`populate() imported ${sc.products} products`);

  const login = await gql(
    undefined,
    `mutation($u: String!, $p: String!) { login(username: $u, password: $p) { ... on CurrentUser { id } ... on ErrorResult { message } } }`,
    {
      u: SUPERADMIN.identifier,
      p: SUPERADMIN.password,
    },
  );
  const token = login.token;
  for (let i = 1; i <= shoppers; i++) {
    const r = await gql(
      token,
      `mutation($input: CreateCustomerInput!, $password: String) { createCustomer(input: $input, password: $password) { ... on Customer { id } ... on ErrorResult { message } } }`,
      {
        input: { emailAddress: `shopper${i}@bench.local`, firstName: 'Shopper', lastName: String(i), phoneNumber: `8${String(i).padStart(9, '0')}` },
        password,
      },
    );
    if (!r.data.createCustomer.id) throw new Error(`createCustomer: ${r.data.createCustomer.message}`);
  }
  lap(`${shoppers} shoppers`);

  // The import queued one search-index job per product; the full rebuild below covers them all, so they are dropped.
  const tIndex = performance.now();
  const dropped = await app
    .get(TransactionalConnection)
    .rawConnection.query(`delete from job_record where "queueName" = 'update-search-index' and state = 'PENDING'`);
  Logger.info(`dropped ${dropped[1] ?? 0} per-product index jobs`, 'peer seed');
  const worker = fork(path.join(import.meta.dirname, 'worker.mjs'), { stdio: 'inherit', env: process.env });
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('exit', (code) => reject(new Error(`worker exited ${code}`)));
  });
  const job = (await gql(token, 'mutation { reindex { id } }')).data.reindex;
  for (;;) {
    const state = (await gql(token, 'query($id: ID!) { job(jobId: $id) { state progress } }', { id: job.id })).data.job;
    if (state.state === 'COMPLETED') break;
    if (state.state === 'FAILED' || state.state === 'CANCELLED') throw new Error(`reindex ${state.state}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const indexSeconds = (performance.now() - tIndex) / 1000;
  lap('search index built');
  // Let the per-product jobs the import queued drain, so that the bench does not start with a worker still busy.
  for (;;) {
    const left = (await gql(token, 'query { jobs(options: { filter: { state: { in: ["PENDING", "RUNNING", "RETRYING"] } }, take: 1 }) { totalItems } }')).data
      .jobs.totalItems;
    if (left === 0) break;
    Logger.info(`${left} jobs left`, 'peer seed');
    await new Promise((r) => setTimeout(r, 2000));
  }
  lap('job queue drained');
  const exited = new Promise((r) => worker.once('exit', r));
  worker.kill('SIGTERM');
  await exited;
  fs.rmSync(path.dirname(csv), { recursive: true, force: true });
  const seconds = (performance.now() - t0) / 1000;
  const seeded = {
    version: process.env.PEER_SEED_VERSION ?? 'unversioned',
    seconds,
    importSeconds,
    indexSeconds,
    products: sc.products,
    shops: sc.shops,
    shoppers,
  };
  // The runner skips seeding when this row carries its seed version.
  const raw = app.get(TransactionalConnection).rawConnection;
  await raw.query(
    'create table if not exists bench_peer_seed (version text primary key, detail jsonb not null, created_at timestamptz not null default now())',
  );
  await raw.query('insert into bench_peer_seed (version, detail) values ($1, $2)', [seeded.version, JSON.stringify(seeded)]);
  await app.close();
  console.log(JSON.stringify({ seeded }));
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
