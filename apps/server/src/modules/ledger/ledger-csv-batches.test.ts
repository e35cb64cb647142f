import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { LEDGER_CSV_BATCH } from './ledger-csv.service.js';

/** Entries per shop: more than two of the CSV's batches, a number the fixed lines below are written for. */
const ENTRIES = 2300;

/** The entries inserted below for shop `k` (0 or 1), as plain values: entry `g` is a TCS credit when g % 7 is 0. */
function inserted(k: number) {
  return Array.from({ length: ENTRIES }, (_, i) => {
    const g = i + 1;
    const hex = createHash('md5').update(`batch-entry-${k}-${g}`).digest('hex');
    return {
      k,
      at: Date.UTC(2026, 10, 1) + Math.floor(g / 4) * 60_000 + k * 1000,
      id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
      tcs: g % 7 === 0,
      paise: g % 7 === 0 ? -250 : 100 + (g % 13),
      noted: g % 11 === 0,
    };
  });
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * The lines the CSV must have after its header, written out from what was inserted (not from the service's code):
 * oldest first (same instant: by id), each with the running balance, then the balance line. Every entry was posted
 * on 1 Nov 2026 IST and falls due on 16 Nov (IST); the note `=note, "quoted"` is defused and quoted.
 */
function expectedCsv(entries: ReturnType<typeof inserted>, shopNames: string[]): string {
  const sorted = [...entries].sort((x, y) => x.at - y.at || (x.id < y.id ? -1 : 1));
  let balance = 0;
  const lines = sorted.map((e) => {
    balance += e.paise;
    const cells = e.tcs
      ? ['2026-11-01', shopNames[e.k], 'TCS paid for the shop (CGST s.52)', '', '', '', rupees(e.paise), rupees(balance), '']
      : ['2026-11-01', shopNames[e.k], 'Commission', '', '20.00', '5', rupees(e.paise), rupees(balance), '2026-11-16'];
    return [...cells, '', '', e.noted ? `"'=note, ""quoted"""` : '', e.id, ''].join(',');
  });
  lines.push(`,,Balance,,,,${rupees(balance)},${rupees(balance)},,,,,,`);
  return lines.map((l) => `${l}\r\n`).join('');
}

/**
 * Issue 30: the ledger's CSV is streamed, read batch by batch, and has exactly the bytes of the CSV of every entry,
 * oldest first, with its running balance, across the batches' edges.
 */
describe(`ledger CSV read in batches (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let boss: Account;
  let owner: Account;
  let shops: { id: string; name: string }[];

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date('2026-11-20T06:30:00Z') });
    a = api(t);
    boss = await t.account('superadmin');
    const one = await shopWithAdmin(t);
    const two = await shopWithAdmin(t);
    owner = one.admin;
    shops = [one.shop, two.shop];
    // Four entries share each instant (their order then comes from created_at and id), credits among the charges.
    for (const [k, { id: shopId }] of shops.entries())
      await t.database.db.execute(sql`
        insert into ledger_entries (id, shop_id, kind, amount_paise, base_paise, rate_bp, posted_at, due_at, idempotency_key, note)
        select md5('batch-entry-' || ${k} || '-' || g)::uuid, ${shopId}, case when g % 7 = 0 then 'tcs' else 'commission' end,
          case when g % 7 = 0 then -250 else 100 + g % 13 end, case when g % 7 = 0 then null else 2000 end, case when g % 7 = 0 then null else 500 end,
          timestamptz '2026-11-01 00:00:00+00' + (g / 4) * interval '1 minute' + ${k} * interval '1 second', timestamptz '2026-11-16 00:00:00+00',
          'batch-' || ${k} || '-' || g, case when g % 11 = 0 then '=note, "quoted"' end
        from generate_series(1, ${ENTRIES}) g`);
  }, 120_000);
  afterAll(() => t.close());

  it("a shop's CSV, the owner's and the platform owner's, has the bytes of the CSV built whole", async () => {
    expect(ENTRIES).toBeGreaterThan(2 * LEDGER_CSV_BATCH);
    const mine = await a.call('GET', '/api/admin/ledger?format=csv', owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(mine.body.split('\r\n').length).toBeGreaterThan(ENTRIES);
    expect(mine.body.slice(0, mine.body.indexOf('\r\n'))).toBe(
      'Date (IST),Shop,Entry,Order,Base (Rs),Rate (%),Amount (Rs),Balance after (Rs),Due date,Method,Reference,Note,Entry id,Reverses',
    );
    const names = shops.map((s) => s.name);
    expect(mine.body.slice(mine.body.indexOf('\r\n') + 2)).toBe(expectedCsv(inserted(0), names));
    // Fixed lines, written out: the first entry, entry 77 (a TCS credit with a note) and the balance (₹1,270.40).
    const lines = mine.body.split('\r\n');
    expect(lines[1]).toBe(`2026-11-01,${names[0]},Commission,,20.00,5,1.01,1.01,2026-11-16,,,,0884ecde-1220-29cb-bffa-6451fe4efaef,`);
    expect(lines).toContain(
      `2026-11-01,${names[0]},TCS paid for the shop (CGST s.52),,,,-2.50,43.47,,,,"'=note, ""quoted""",81973766-324e-7ac5-c9bd-4c12204d74aa,`,
    );
    expect(mine.body.endsWith('\r\n,,Balance,,,,1270.40,1270.40,,,,,,\r\n')).toBe(true);
    const theirs = await a.call('GET', `/api/superadmin/ledger?shopId=${shops[1]!.id}&format=csv`, boss);
    expect(theirs.body.slice(theirs.body.indexOf('\r\n') + 2)).toBe(expectedCsv(inserted(1), names));
  });

  it("every shop's CSV runs one balance over all entries, as before", async () => {
    const res = await a.call('GET', '/api/superadmin/ledger?format=csv', boss);
    expect(res.statusCode).toBe(200);
    const all = [...inserted(0), ...inserted(1)];
    expect(res.body.slice(res.body.indexOf('\r\n') + 2)).toBe(
      expectedCsv(
        all,
        shops.map((s) => s.name),
      ),
    );
    expect(res.body.endsWith('\r\n,,Balance,,,,2540.80,2540.80,,,,,,\r\n')).toBe(true);
  });
});
