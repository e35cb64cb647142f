/**
 * The largest reports (issue 30 #3): one shop (shop 2, admin2) with 1,000 × scale delivered orders, each with its
 * tax invoice dated this month (100,000 documents at 100×), and 1,000 × scale ledger entries; then the month's GST
 * register (JSON and CSV), the TCS report of the month and the shop's ledger as CSV, each asked three times one
 * after another, timed, with the server's resident memory sampled meanwhile (peak above what it was just before).
 * Shop 2 keeps the other rows comparable with earlier runs (shop 1 is the owner's orders row's).
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { issueInvoice } from '../apps/server/src/modules/invoices/issue.service.js';
import { login } from './bazaar.js';
import { percentile } from './load.js';
import { benchAccounts, md5uuid, scaleOf, uuidSql } from './seed.js';

export interface ReportRow {
  scale: number;
  name: string;
  /** Median of three calls, and the slowest. */
  ms: number;
  maxMs: number;
  /** Peak resident memory of the server during the calls, above its figure just before them. */
  extraRssBytes: number;
  bytes: number;
  status: number;
}

const SHOP = 2;

/** Seeds the report shop's documents and ledger (before the server starts: PGlite has one process per folder). */
export async function seedLargeReports(db: Db, scale: number): Promise<number> {
  const n = 1000 * scale;
  const sc = scaleOf(scale);
  const q = (text: string) => db.execute(sql.raw(text));
  const shop = uuidSql('shop', SHOP);
  // Within the last hour, so inside this month (IST) unless the run starts in a month's first hour.
  const at = (g: string) => `now() - interval '5 minutes' - (${g} % 3000) * interval '1 second'`;
  await q(`insert into checkouts (id, user_id, idempotency_key, address, total_paise, created_at)
    select ${uuidSql('rcheckout', 'g')}, ${uuidSql('shopper', `1 + (g % ${sc.shoppers})`)}, null, 'Flat ' || g || ', MG Road, Pune 411001, 9876543210', 0, ${at('g')}
    from generate_series(1, ${n}) g`);
  await q(`insert into orders (id, checkout_id, user_id, shop_id, address, payment_method, status, subtotal_paise, delivery_paise, total_paise, created_at, delivered_at)
    select ${uuidSql('rorder', 'g')}, ${uuidSql('rcheckout', 'g')}, ${uuidSql('shopper', `1 + (g % ${sc.shoppers})`)}, ${shop},
      'Flat ' || g || ', MG Road, Pune 411001, 9876543210', 'COD', 'Delivered', 20000, 6000, 26000, ${at('g')}, ${at('g')}
    from generate_series(1, ${n}) g`);
  await q(`insert into order_items (id, order_id, product_id, name, unit, sub_category, price_paise, quantity, hsn_code, gst_rate_bp)
    select ${uuidSql('ritem', 'g')}, ${uuidSql('rorder', 'g')}, null, 'Basmati Rice ' || g, 'kg', null, 10000, 2, '1006', 500
    from generate_series(1, ${n}) g`);
  // One invoice issued as the server issues it; the rest are its copies, one per order, numbered on.
  const num = `regexp_replace(t.number, '[0-9]+$', lpad((t.seq + g - 1)::text, 6, '0'))`;
  await db.transaction(async (tx) => {
    await issueInvoice(tx, md5uuid('rorder', 1), new Date());
  });
  await q(`insert into tax_documents (id, order_id, shop_id, kind, series, fy, series_key, seq, number, issued_at, snapshot)
    select ${uuidSql('rdoc', 'g')}, ${uuidSql('rorder', 'g')}, t.shop_id, t.kind, t.series, t.fy, t.series_key, t.seq + g - 1, ${num},
      ${at('g')}, jsonb_set(jsonb_set(t.snapshot, '{number}', to_jsonb(${num})), '{orderId}', to_jsonb(${uuidSql('rorder', 'g')}::text))
    from tax_documents t, generate_series(2, ${n}) g where t.order_id = ${uuidSql('rorder', 1)}`);
  // In statements of 2,000 entries, each its own transaction: the ledger's balance trigger updates the shop's one
  // balance row per entry, and a single statement of 100,000 entries of one shop makes that row's version chain
  // (none prunable inside one transaction) 100,000 long: quadratic (it ran for over 11 minutes at 100×).
  // The server itself writes a few entries per transaction.
  const due = `now() + interval '15 days'`;
  for (let start = 1; start <= n; start += 2000) {
    await q(`insert into ledger_entries (id, shop_id, kind, amount_paise, base_paise, rate_bp, posted_at, due_at, idempotency_key)
      select ${uuidSql('rledger', 'g')}, ${shop}, 'commission', 100, 2000, 500, now() - g * interval '1 second', ${due}, 'bench-ledger-' || g
      from generate_series(${start}, ${Math.min(n, start + 1999)}) g`);
  }
  await q('analyze');
  return n;
}

/** The resident memory of process `pid` now (Linux), in bytes; 0 once it has exited. */
export function rssOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The report rows at one scale, on the running server `pid` at `base`. */
export async function measureReports(base: string, pid: number, scale: number): Promise<ReportRow[]> {
  const owner = await login(base, `admin${SHOP}@bench.local`);
  const superadmin = await login(base, benchAccounts.superadmin);
  const month = new Date(Date.now() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 7); // this month in IST
  const calls = [
    { name: 'GST register of a month (JSON)', path: `/api/admin/reports/gst/register?month=${month}`, cookie: owner },
    // The screen's page (issue 30): a server without paging answers the whole month here.
    { name: 'GST register, a page of 50 (JSON)', path: `/api/admin/reports/gst/register?month=${month}&page=2&limit=50`, cookie: owner },
    { name: 'GST register of a month (CSV)', path: `/api/admin/reports/gst?month=${month}`, cookie: owner },
    { name: 'TCS report of a month', path: `/api/superadmin/reports/tcs?month=${month}`, cookie: superadmin },
    { name: "a shop's ledger (CSV)", path: '/api/admin/ledger?format=csv', cookie: owner },
  ];
  const rows: ReportRow[] = [];
  for (const c of calls) {
    const times: number[] = [];
    let bytes = 0;
    let status = 0;
    const before = rssOf(pid);
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
    try {
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}${c.path}`, { headers: { cookie: c.cookie } });
        bytes = (await res.arrayBuffer()).byteLength;
        status = res.status;
        times.push(performance.now() - t0);
      }
    } finally {
      clearInterval(timer);
    }
    peak = Math.max(peak, rssOf(pid));
    times.sort((a, b) => a - b);
    const row = { scale, name: c.name, ms: Math.round(percentile(times, 50)), maxMs: Math.round(times[2]!), extraRssBytes: peak - before, bytes, status };
    rows.push(row);
    console.log(
      `${c.name.padEnd(32)} ${String(row.ms).padStart(6)} ms (slowest ${row.maxMs})  +${(row.extraRssBytes / 2 ** 20).toFixed(0)} MB RSS  ${(bytes / 2 ** 20).toFixed(1)} MB reply  ${status}`,
    );
  }
  return rows;
}
