import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate, LEDGER_KIND_LABELS, orderNumber } from '@bazaar/shared';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { csvCell, csvMoney } from '../../lib/csv.js';
import { dueDateOf } from './domain/dues.js';
import { LEDGER_CSV_BATCH } from './ledger-csv.service.js';
import { selectEntriesPage } from './ledger.repo.js';

/** Entries per shop: more than two of the CSV's batches. */
const ENTRIES = 2 * LEDGER_CSV_BATCH + 300;

/**
 * Issue 30: the ledger's CSV is streamed, read batch by batch, and has exactly the bytes of the CSV built whole
 * from every entry with its running balance (the query and the lines as they were before, kept here as the reference).
 */
describe(`ledger CSV read in batches (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let boss: Account;
  let owner: Account;
  let shopIds: string[];

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date('2026-11-20T06:30:00Z') });
    a = api(t);
    boss = await t.account('superadmin');
    const one = await shopWithAdmin(t);
    const two = await shopWithAdmin(t);
    owner = one.admin;
    shopIds = [one.shop.id, two.shop.id];
    // Four entries share each instant (their order then comes from created_at and id), credits among the charges.
    for (const [k, shopId] of shopIds.entries())
      await t.database.db.execute(sql`
        insert into ledger_entries (id, shop_id, kind, amount_paise, base_paise, rate_bp, posted_at, due_at, idempotency_key, note)
        select md5('batch-entry-' || ${k} || '-' || g)::uuid, ${shopId}, case when g % 7 = 0 then 'tcs' else 'commission' end,
          case when g % 7 = 0 then -250 else 100 + g % 13 end, case when g % 7 = 0 then null else 2000 end, case when g % 7 = 0 then null else 500 end,
          timestamptz '2026-11-01 00:00:00+00' + (g / 4) * interval '1 minute' + ${k} * interval '1 second', timestamptz '2026-11-16 00:00:00+00',
          'batch-' || ${k} || '-' || g, case when g % 11 = 0 then '=note, "quoted"' end
        from generate_series(1, ${ENTRIES}) g`);
  }, 120_000);
  afterAll(() => t.close());

  /** The CSV as it was built before issue 30: every entry read at once, oldest first, then a balance line. */
  async function wholeCsv(shopId: string | undefined): Promise<string> {
    const { items } = await selectEntriesPage(t.database.db, shopId, 1, 1, true);
    const lines: (string | number)[][] = [];
    let total = 0;
    for (const e of [...items].reverse()) {
      total += e.amountPaise;
      lines.push([
        istDate(e.postedAt),
        e.shopName,
        LEDGER_KIND_LABELS[e.kind],
        e.orderId ? orderNumber(e.orderId) : '',
        csvMoney(e.basePaise),
        e.rateBp === null ? '' : (e.rateBp / 100).toString(),
        csvMoney(e.amountPaise),
        csvMoney(e.balanceAfterPaise),
        e.amountPaise > 0 && e.kind !== 'reversal' ? dueDateOf(e.dueAt) : '',
        e.method ?? '',
        e.reference ?? '',
        e.note ?? '',
        e.id,
        e.reversesId ?? '',
      ]);
    }
    lines.push(['', '', 'Balance', '', '', '', csvMoney(total), csvMoney(total), '', '', '', '', '', '']);
    return lines.map((l) => `${l.map(csvCell).join(',')}\r\n`).join('');
  }

  it("a shop's CSV, the owner's and the platform owner's, has the bytes of the CSV built whole", async () => {
    const mine = await a.call('GET', '/api/admin/ledger?format=csv', owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('text/csv; charset=utf-8');
    const whole = await wholeCsv(shopIds[0]);
    expect(mine.body.split('\r\n').length).toBeGreaterThan(ENTRIES);
    expect(mine.body.slice(0, mine.body.indexOf('\r\n'))).toBe(
      'Date (IST),Shop,Entry,Order,Base (Rs),Rate (%),Amount (Rs),Balance after (Rs),Due date,Method,Reference,Note,Entry id,Reverses',
    );
    expect(mine.body.slice(mine.body.indexOf('\r\n') + 2)).toBe(whole);
    const theirs = await a.call('GET', `/api/superadmin/ledger?shopId=${shopIds[1]}&format=csv`, boss);
    expect(theirs.body.slice(theirs.body.indexOf('\r\n') + 2)).toBe(await wholeCsv(shopIds[1]));
  });

  it("every shop's CSV runs one balance over all entries, as before", async () => {
    const res = await a.call('GET', '/api/superadmin/ledger?format=csv', boss);
    expect(res.statusCode).toBe(200);
    expect(res.body.slice(res.body.indexOf('\r\n') + 2)).toBe(await wholeCsv(undefined));
  });
});
