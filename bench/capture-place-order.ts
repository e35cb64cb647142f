/**
 * Writes `bench/place-order.pgbench.sql` from the SQL the server runs today (issue 30 #2): on a PostgreSQL database
 * seeded as the bench seeds it, one iteration of the bench's place-order loop (bench/bazaar.ts: shopper 10 + n adds
 * product 100 + n, then orders it) is run in process and every statement of both calls is captured with its
 * parameters (bench/calls.ts), then written out with the parameters in place. What varies per pgbench client is
 * turned back into pgbench variables: the shopper, the product, its shop and their e-mail addresses; each id the
 * server made up (checkout, orders, items, outbox and event rows) becomes a `gen_random_uuid()` taken once per
 * iteration. Run: `DATABASE_URL=postgres://… npx tsx bench/capture-place-order.ts` (CALLS_SCALE, default 1).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BENCH_ADDRESS } from './bazaar.js';
import { openCallWorld, type Statement } from './calls.js';
import { benchAccounts, md5uuid, scaleOf, uuidSql } from './seed.js';

// pg's own text form of a parameter (arrays, dates, JSON), as it sends it to the server (pg ships no types for it).
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(v: unknown): unknown };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: the capture runs on PostgreSQL (pgbench drives PostgreSQL)');
  const scale = Number(process.env.CALLS_SCALE ?? 1);
  const shops = scaleOf(scale).shops;
  const w = await openCallWorld(scale);
  try {
    const shopper = await loginAs(w, benchAccounts.shopper(10));
    const add = await w.run('POST', '/api/cart/add', shopper, { itemId: md5uuid('product', 100), quantity: 1 });
    if (add.res.statusCode !== 200) throw new Error(`cart add: ${add.res.statusCode} ${add.res.body}`);
    const order = await w.run('POST', '/api/orders', shopper, { address: BENCH_ADDRESS, paymentMethod: 'COD' });
    if (order.res.statusCode !== 201) throw new Error(`place order: ${order.res.statusCode} ${order.res.body}`);

    // Known values → pgbench expressions (client n is shopper 10 + n ordering product 100 + n, as the bench's worker n).
    const shopNo = '(1 + (100 + :client_id) % :shops)'; // pgbench -D shops=N: the data's number of shops
    const known = new Map<string, string>([
      [md5uuid('shopper', 10), uuidSql('shopper', '(10 + :client_id)')],
      [md5uuid('product', 100), uuidSql('product', '(100 + :client_id)')],
      [md5uuid('shop', 1 + (100 % shops)), uuidSql('shop', shopNo)],
      [md5uuid('admin', 1 + (100 % shops)), uuidSql('admin', shopNo)],
      [benchAccounts.shopper(10), `('shopper' || (10 + :client_id) || '@bench.local')`],
      [`admin${1 + (100 % shops)}@bench.local`, `('admin' || ${shopNo} || '@bench.local')`],
    ]);
    const fresh = new Map<string, string>();
    const render = (s: Statement) =>
      s.sql.replace(/\$(\d+)/g, (_, n: string) => {
        const v = s.params[Number(n) - 1];
        if (typeof v === 'string' && known.has(v)) return known.get(v)!;
        if (typeof v === 'string' && UUID.test(v)) {
          if (!fresh.has(v)) fresh.set(v, `u${fresh.size + 1}`);
          return `':${fresh.get(v)}'::uuid`;
        }
        const text = prepareValue(v) as string | null;
        return text === null ? 'NULL' : pg.escapeLiteral(String(text));
      });
    // A session id's hash stays a literal: pgbench looks up a session that is not there, by the same index.
    const body = [
      '-- ---- POST /api/cart/add ----',
      ...add.statements.map((s) => `${render(s)};`),
      '-- ---- POST /api/orders ----',
      ...order.statements.map((s) => `${render(s)};`),
    ];
    const header = [
      '-- Written by bench/capture-place-order.ts from the SQL the server ran for one iteration of the bench',
      '-- place-order loop (POST /api/cart/add of one product, then POST /api/orders), captured, not hand-written;',
      `-- captured ${new Date().toISOString().slice(0, 10)} at ${scale}× data, ${add.statements.length} + ${order.statements.length} statements.`,
      "-- Client n is shopper 10 + n ordering product 100 + n, as the bench's worker n. Parameters are written in place",
      '-- (the server sends them apart, with prepared statements for the hottest reads).',
      ...[...fresh.values()].map((v) => `SELECT gen_random_uuid() AS ${v} \\gset`),
    ];
    const file = path.join(root, 'bench', 'place-order.pgbench.sql');
    fs.writeFileSync(file, `${[...header, ...body].join('\n')}\n`);
    console.log(`wrote ${path.relative(root, file)}: ${add.statements.length} + ${order.statements.length} statements, ${fresh.size} fresh ids`);
    // The script must run as written: 2 clients, 3 iterations each, on the database it was captured on.
    const check = spawnSync('pgbench', ['-n', '-c', '2', '-t', '3', '-D', `shops=${shops}`, '-f', file, w.url!], { encoding: 'utf8' });
    if (check.status !== 0 || /error|abort/i.test(check.stderr)) throw new Error(`pgbench could not run the script: ${check.stderr || check.stdout}`);
    console.log(`pgbench ran it: ${/number of transactions actually processed: \S+/.exec(check.stdout)?.[0] ?? check.stdout}`);
  } finally {
    await w.close();
  }
}

async function loginAs(w: Awaited<ReturnType<typeof openCallWorld>>, email: string): Promise<string> {
  const { BENCH_PASSWORD } = await import('./seed.js');
  const res = await w.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: BENCH_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode}`);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
