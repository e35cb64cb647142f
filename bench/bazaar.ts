/**
 * Driving the compiled Bazaar server in a benchmark: start and stop it, make its PostgreSQL database, log in,
 * and the two write cases every benchmark measures the same way (add to cart, place order). Used by bench/run.ts
 * and bench/peers/run.ts, so the peer comparison measures Bazaar exactly as `npm run bench` does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hammer, loop, percentile, type LoadResult } from './load.js';
import { BENCH_PASSWORD, md5uuid } from './seed.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const BENCH_ADDRESS = 'Flat 12, MG Road, Pune 411001, 9876543210';

export interface Server {
  proc: ChildProcess;
  base: string;
  coldStartMs: number;
}

/**
 * Starts the compiled server (BENCH_SERVER_JS: another build, e.g. a worktree of an older commit, for a
 * before/after figure) and resolves at its first 200 from the database: the facets (not a measured URL, so no
 * measured read starts warm). `env` is added to the bench defaults (no demo data, a pool of 16, rate limits ×100:
 * every bench client logs in from 127.0.0.1).
 */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = 3900 + Math.floor(Math.random() * 500);
  const t0 = performance.now();
  const proc = spawn(process.execPath, [process.env.BENCH_SERVER_JS ?? path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      DATABASE_POOL_MAX: '16',
      RATE_LIMIT_SCALE: '100',
      INIT_CWD: root,
      ...env,
    },
    // The IPC channel: with WEB_CONCURRENCY > 1 the primary says when every worker listens.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const base = `http://127.0.0.1:${port}`;
  if (Number(env.WEB_CONCURRENCY ?? 1) > 1) {
    await new Promise<void>((resolve, reject) => {
      proc.on('message', (m: { bazaar?: string }) => m.bazaar === 'ready' && resolve());
      proc.once('exit', () => reject(new Error('server exited during start')));
    });
  }
  for (;;) {
    if (proc.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${base}/api/shops/facets`)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { proc, base, coldStartMs: performance.now() - t0 };
}

/** SIGTERM, then SIGKILL after 10 s. */
export async function stopServer(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
}

/** Drops and creates database `name` on the server of `adminUrl`; returns its URL and how to drop it. */
export async function recreatePgDatabase(adminUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const pg = (await import('pg')).default;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`drop database if exists "${name}" with (force)`);
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

export async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`bench login failed for ${email}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

export async function post(base: string, p: string, body: unknown, cookie: string): Promise<Response> {
  const res = await fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res;
}

/**
 * Add to cart as shoppers do it: one shopper (cookie) per connection, each on its own cart line (product 200 + n),
 * +1 then −1 so stock and carts stay bounded, driven by autocannon like the reads.
 */
export function addToCartLoad(base: string, duration: number, cookies: string[]): Promise<LoadResult> {
  let connection = 0;
  return hammer({
    url: `${base}/api/cart/add`,
    duration,
    connections: cookies.length,
    setupClient: (client) => {
      const w = connection++ % cookies.length;
      const headers = { 'content-type': 'application/json', cookie: cookies[w]! };
      const itemId = md5uuid('product', 200 + w);
      client.setRequests([
        { method: 'POST', path: '/api/cart/add', headers, body: JSON.stringify({ itemId, quantity: 1 }) },
        { method: 'POST', path: '/api/cart/add', headers, body: JSON.stringify({ itemId, quantity: -1 }) },
      ]);
    },
  });
}

/**
 * Place order: one shopper (cookie) per worker; each step adds one item (product 100 + n) and orders it (one
 * checkout = one order). Orders/s; p50/p99 of the order call alone.
 */
export async function placeOrderLoad(base: string, duration: number, cookies: string[]): Promise<LoadResult> {
  const latencies: number[] = [];
  const placed = await loop(cookies.length, duration, async (w) => {
    const a = await post(base, '/api/cart/add', { itemId: md5uuid('product', 100 + w), quantity: 1 }, cookies[w]!);
    if (a.status !== 200) return false;
    const t0 = performance.now();
    const o = await post(base, '/api/orders', { address: BENCH_ADDRESS, paymentMethod: 'COD' }, cookies[w]!);
    latencies.push(performance.now() - t0);
    return o.status === 201;
  });
  latencies.sort((x, y) => x - y);
  return { ...placed, p50: Math.round(percentile(latencies, 50)), p99: Math.round(percentile(latencies, 99)) };
}
