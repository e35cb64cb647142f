/**
 * The uncached calls a shopper or an owner waits on (issue 30 #1), run in process on a seeded database with
 * every SQL statement captured per call: `npx tsx bench/calls.ts` prints each call's statements (each one a round
 * trip to the database) on PostgreSQL (DATABASE_URL) or PGlite. `bench/capture-place-order.ts` uses the same
 * capture to write `bench/place-order.pgbench.sql`. Env: CALLS_SCALE (default 1), CALLS_SQL=1 to print the SQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { queryScope } from '../apps/server/src/db/query-count.js';
import { BENCH_ADDRESS, recreatePgDatabase } from './bazaar.js';
import { BENCH_PASSWORD, benchAccounts, md5uuid, seedBench } from './seed.js';

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Statements run inside a request (the app's per-request query scope, on with countQueries): background work
 * (the sweeps, the mail outbox) runs outside any request and is left out. Calls run one at a time.
 */
const captured: Statement[] = [];
const capture: Logger = {
  logQuery(sql, params) {
    const inRequest = queryScope.getStore();
    if (inRequest) {
      inRequest.n++;
      captured.push({ sql, params });
    }
  },
};

export interface CallWorld {
  app: FastifyInstance;
  database: Database;
  /** The seeded PostgreSQL database's URL (undefined on PGlite). */
  url?: string;
  cookies: { shopper: string; owner: string; superadmin: string };
  /** Runs one request and returns its reply and the statements it ran, in order. */
  run(method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown): Promise<{ res: LightMyRequestResponse; statements: Statement[] }>;
  close(): Promise<void>;
}

/** A seeded database (bench/seed.ts at `scale`) and the app on it, in this process, with the statement capture. */
export async function openCallWorld(scale: number): Promise<CallWorld> {
  const pgUrl = process.env.DATABASE_URL;
  let database: Database;
  let drop: () => Promise<void>;
  let url: string | undefined;
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-calls-'));
  if (pgUrl) {
    const made = await recreatePgDatabase(pgUrl, `bazaar_calls_${process.pid}`);
    database = await openDatabase({ url: made.url, logger: capture });
    drop = made.drop;
    url = made.url;
  } else {
    database = await openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-calls-db-')), logger: capture });
    drop = async () => {};
  }
  await seedBench(database.db, scale);
  const limit = { max: 100_000, windowMs: 60_000 };
  const app = await buildApp({
    database,
    config: { cookieSecure: false, allowedOrigins: [], webDist: path.join(uploadsDir, 'no-web'), trustProxy: false, uploadsDir },
    rateLimits: { login: limit, loginPerAccountClient: limit, loginPerAccount: limit },
    countQueries: true,
  });
  await app.ready();
  const login = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: BENCH_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    return String(res.headers['set-cookie']).split(';')[0]!;
  };
  const cookies = {
    shopper: await login(benchAccounts.shopper(1)),
    owner: await login(benchAccounts.admin),
    superadmin: await login(benchAccounts.superadmin),
  };
  return {
    app,
    database,
    url,
    cookies,
    async run(method, url, cookie, payload) {
      const from = captured.length;
      const res = await app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
      const statements = captured.slice(from);
      const counted = Number(res.headers['x-db-queries']);
      if (counted !== statements.length) throw new Error(`${method} ${url}: ${statements.length} statements captured, the reply counts ${counted}`);
      return { res, statements };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** The calls of issue 30 #1, in the order a shopper and an owner make them. */
export function uncachedCalls(w: CallWorld): Array<{ name: string; method: 'GET' | 'POST'; url: string; cookie?: string; payload?: unknown; status: number }> {
  const product = md5uuid('product', 101);
  const month = new Date().toISOString().slice(0, 7);
  return [
    { name: 'one product', method: 'GET', url: `/api/products/${product}`, status: 200 },
    { name: 'one product, again', method: 'GET', url: `/api/products/${product}`, status: 200 },
    { name: "a product's reviews", method: 'GET', url: `/api/products/${product}/reviews`, status: 200 },
    { name: 'add to cart', method: 'POST', url: '/api/cart/add', cookie: w.cookies.shopper, payload: { itemId: product, quantity: 1 }, status: 200 },
    { name: 'read the cart', method: 'GET', url: '/api/cart', cookie: w.cookies.shopper, status: 200 },
    {
      name: 'place order',
      method: 'POST',
      url: '/api/orders',
      cookie: w.cookies.shopper,
      payload: { address: BENCH_ADDRESS, paymentMethod: 'COD' },
      status: 201,
    },
    { name: 'my orders', method: 'GET', url: '/api/orders/mine?page=1', cookie: w.cookies.shopper, status: 200 },
    { name: "the owner's orders", method: 'GET', url: '/api/admin/orders/page?page=1', cookie: w.cookies.owner, status: 200 },
    { name: 'GST register (month)', method: 'GET', url: `/api/admin/reports/gst/register?month=${month}`, cookie: w.cookies.owner, status: 200 },
    { name: 'TCS report (month)', method: 'GET', url: `/api/superadmin/reports/tcs?month=${month}`, cookie: w.cookies.superadmin, status: 200 },
  ];
}

async function main(): Promise<void> {
  const w = await openCallWorld(Number(process.env.CALLS_SCALE ?? 1));
  try {
    console.log(`engine ${w.database.kind}; statements per call (each one round trip)`);
    // CALLS_REPEAT=n: also time each call n times one after another, in process (no HTTP, no concurrency), p50.
    const repeat = Number(process.env.CALLS_REPEAT ?? 0);
    for (const c of uncachedCalls(w)) {
      const { res, statements } = await w.run(c.method, c.url, c.cookie, c.payload);
      if (res.statusCode !== c.status) throw new Error(`${c.name}: ${res.statusCode} ${res.body}`);
      const times: number[] = [];
      for (let i = 0; i < repeat; i++) {
        // A place order needs a line in the cart; the cart add is not timed.
        if (c.name === 'place order') await w.run('POST', '/api/cart/add', w.cookies.shopper, { itemId: md5uuid('product', 101), quantity: 1 });
        const t0 = performance.now();
        await w.run(c.method, c.url, c.cookie, c.payload);
        times.push(performance.now() - t0);
      }
      times.sort((x, y) => x - y);
      const p50 = repeat ? `  p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms` : '';
      console.log(`${c.name.padEnd(24)} ${String(statements.length).padStart(3)}${p50}`);
      if (process.env.CALLS_SQL === '1') for (const s of statements) console.log(`    ${s.sql.replace(/\s+/g, ' ').slice(0, 220)}`);
    }
  } finally {
    await w.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
