import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS, type TcsReportDto, type TdsReportDto } from '@bazaar/shared';
import { TCS_PART_NOTE } from '../../src/modules/reports/domain/platform-reports.js';
import { tcsReportBuiltWhole } from '../support/tcs-documents.js';
import { ledgerEntries, orders } from '../../src/db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../support/harness.js';
import { api, type Account } from '../support/cart-orders.js';
import { insertProduct, insertShop } from '../support/fixtures.js';
import { checkInvariants } from '../support/invariants.js';

const PUNE = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

/**
 * Issue 21 #4: settings and shop edits never rewrite the past (decision 037). An order records, when it is placed,
 * the commission rate, the setting tcsOnCod and the shop's PAN; its invoice carries the GSTIN. The ledger posts
 * with them at delivery and the TCS and TDS reports read them, so turning tcsOnCod off, raising the commission
 * and editing a PAN change only orders placed afterwards. Before the fix the August reports below changed with
 * every edit and an order placed at 5 % was charged 20 %.
 */
describe(`settings and shop edits apply to orders placed after them (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let now = new Date('2026-08-03T05:00:00Z');
  let boss: Account;
  let owner: Account;
  let unregOwner: Account;
  let shopper: Account;
  let shopId: string;
  let unregShopId: string;
  let tiffin: string;
  let pickle: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
    boss = await t.account('superadmin');
    owner = await t.account('admin');
    unregOwner = await t.account('admin');
    shopper = await t.account('user', { name: 'Asha Rao' });
    const db = t.database.db;
    const enrolled = new Date('2026-01-01T00:00:00Z');
    shopId = (await insertShop(db, owner.id, { name: 'Sharma Kirana', pan: 'AAPFU0939F', gstnumber: '27AAPFU0939F1ZV', stateCode: '27', createdAt: enrolled }))
      .id;
    unregShopId = (
      await insertShop(db, unregOwner.id, {
        name: 'Pickle Corner',
        pan: 'AAAPL1234C',
        gstnumber: null,
        gstRegistration: 'unregistered',
        stateCode: '27',
        createdAt: enrolled,
      })
    ).id;
    tiffin = (await insertProduct(db, shopId, { name: 'Tiffin box', price: 1120, quantity: 1000, hsnCode: '7323', gstRateBp: 1800 })).id;
    pickle = (await insertProduct(db, unregShopId, { name: 'Pickle jar', price: 500, quantity: 1000, hsnCode: '2001', gstRateBp: null })).id;
  }, 60_000);
  afterAll(() => t.close());

  const at = (iso: string) => {
    now = new Date(iso);
  };
  const place = async (productId: string, when: string) => {
    at(when);
    expect((await a.add(shopper, productId, 1)).statusCode).toBe(200);
    const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: PUNE });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orders[0]._id as string;
  };
  const move = async (who: Account, id: string, status: 'Confirmed' | 'Delivered', when: string) => {
    at(when);
    const res = await a.setStatus(who, id, status);
    expect(res.statusCode, res.body).toBe(200);
  };
  const settings = async (body: object, when: string) => {
    at(when);
    const res = await a.call('PATCH', '/api/superadmin/settings', boss, body);
    expect(res.statusCode, res.body).toBe(200);
  };
  const editShop = async (id: string, body: object, when: string) => {
    at(when);
    const res = await a.call('PATCH', `/api/superadmin/shops/${id}`, boss, body);
    expect(res.statusCode, res.body).toBe(200);
  };
  const report = async <T>(kind: 'tcs' | 'tds', month: string) => {
    const res = await a.call('GET', `/api/superadmin/reports/${kind}?month=${month}`, boss);
    expect(res.statusCode, res.body).toBe(200);
    const csv = await a.call('GET', `/api/superadmin/reports/${kind}?month=${month}&format=csv`, boss);
    expect(csv.statusCode).toBe(200);
    return { json: res.json() as T, csv: csv.body };
  };
  const entriesOf = async (orderIds: string[]) =>
    (await t.database.db.select().from(ledgerEntries).where(inArray(ledgerEntries.orderId, orderIds))).sort((x, y) =>
      `${x.orderId}${x.kind}`.localeCompare(`${y.orderId}${y.kind}`),
    );

  it('an order keeps the commission rate, tcsOnCod and PAN it was placed with, through delivery and in every report', async () => {
    const db = t.database.db;
    // 3 Aug: no setting was ever changed, so the defaults in code are in force; the database trigger must agree.
    const A = await place(tiffin, '2026-08-03T05:00:00Z');
    const [rowA] = await db.select().from(orders).where(eq(orders.id, A));
    expect(rowA).toMatchObject({
      commissionRateBp: DEFAULT_PLATFORM_SETTINGS.commissionRateBp,
      tcsOnCod: DEFAULT_PLATFORM_SETTINGS.tcsOnCod,
      sellerPan: 'AAPFU0939F',
    });
    await move(owner, A, 'Confirmed', '2026-08-03T06:00:00Z');
    const B = await place(tiffin, '2026-08-04T05:00:00Z');
    await move(owner, B, 'Confirmed', '2026-08-04T06:00:00Z');
    const U1 = await place(pickle, '2026-08-04T07:00:00Z');
    await move(unregOwner, U1, 'Confirmed', '2026-08-04T08:00:00Z');

    // 5 Aug: the platform owner turns TCS on COD off and raises the commission to 20 %; the PAN on file changes.
    await settings({ tcsOnCod: false, commissionRate: 20 }, '2026-08-05T05:00:00Z');
    await editShop(unregShopId, { pan: 'BBBPL5678D' }, '2026-08-05T05:30:00Z');

    // 6 Aug: A, B and U1 are delivered: they were placed at 5 %, with TCS on and the old PAN.
    await move(owner, A, 'Delivered', '2026-08-06T05:00:00Z');
    await move(owner, B, 'Delivered', '2026-08-06T05:10:00Z');
    await move(unregOwner, U1, 'Delivered', '2026-08-06T05:20:00Z');

    // 7 Aug: C and U2 are placed under the new terms.
    const C = await place(tiffin, '2026-08-07T05:00:00Z');
    await move(owner, C, 'Confirmed', '2026-08-07T06:00:00Z');
    const U2 = await place(pickle, '2026-08-07T07:00:00Z');
    await move(unregOwner, U2, 'Confirmed', '2026-08-07T08:00:00Z');

    // 8 Aug: everything is put back; C and U2 are delivered after that, still on the terms they were placed with.
    await settings({ tcsOnCod: true, commissionRate: 5 }, '2026-08-08T05:00:00Z');
    await move(owner, C, 'Delivered', '2026-08-09T05:00:00Z');
    await move(unregOwner, U2, 'Delivered', '2026-08-09T05:10:00Z');

    const entries = await entriesOf([A, B, C, U1, U2]);
    const of = (id: string) => Object.fromEntries(entries.filter((e) => e.orderId === id).map((e) => [e.kind, e]));
    // Goods without GST: Rs 949.16 (tiffin); 5 % = 47.46, 20 % = 189.83.
    for (const id of [A, B]) {
      expect(of(id).commission).toMatchObject({ rateBp: 500, basePaise: 94_916, amountPaise: 4746 });
      expect(of(id).tcs).toMatchObject({ rateBp: 50, amountPaise: 500 }); // 0.5 % of Rs 1,000.00 taxable
    }
    expect(of(C).commission).toMatchObject({ rateBp: 2000, basePaise: 94_916, amountPaise: 18_983 });
    expect(of(C).tcs).toBeUndefined();
    // The pickle shop's bill of supply of Rs 560: 0.1 % with a valid PAN = 0.56, both PANs valid.
    expect(of(U1).tds).toMatchObject({ rateBp: 10, amountPaise: 56 });
    expect(of(U2).tds).toMatchObject({ rateBp: 10, amountPaise: 56 });

    const tcs = await report<TcsReportDto>('tcs', '2026-08');
    expect(tcs.json).toMatchObject({ month: '2026-08', tcsOnCod: true, tcsDue: true, note: TCS_PART_NOTE });
    expect(tcs.json.rows).toHaveLength(1);
    expect(tcs.json.rows[0]).toMatchObject({ gstin: '27AAPFU0939F1ZV', invoiceCount: 3, grossValue: 3000, tcs: 10, cgst: 5, sgst: 5, rates: [0.5] });
    // Summed by SQL (issue 30), it is the report built whole from the documents, with one left out of TCS.
    expect(tcs.json).toEqual(await tcsReportBuiltWhole(db, '2026-08', tcs.json));
    // The ledger charged the shop exactly the TCS the report shows (both deliveries were in the month).
    expect(entries.filter((e) => e.kind === 'tcs').reduce((s, e) => s + e.amountPaise, 0)).toBe(1000);
    // The shop without a GSTIN: its bills of supply under the PAN each order recorded.
    expect(tcs.json.unregistered.filter((u) => u.shopId === unregShopId).map((u) => [u.pan, u.documentCount, u.grossValue])).toEqual([
      ['AAAPL1234C', 1, 560],
      ['BBBPL5678D', 1, 560],
    ]);

    const tds = await report<TdsReportDto>('tds', '2026-08');
    expect(tds.json.rows.filter((r) => r.shopId === unregShopId).map((r) => [r.pan, r.orderCount, r.tds])).toEqual([
      ['AAAPL1234C', 1, 0.56],
      ['BBBPL5678D', 1, 0.56],
    ]);

    // Later: every setting and the PAN change again, the shop gets its own rate. The past does not move.
    await settings({ tcsOnCod: false, commissionRate: 12 }, '2026-09-02T05:00:00Z');
    await editShop(unregShopId, { pan: 'CCCPL9012E' }, '2026-09-02T05:10:00Z');
    await editShop(shopId, { commissionRate: 1 }, '2026-09-02T05:20:00Z');
    at('2026-11-27T05:00:00Z');
    expect(await report<TcsReportDto>('tcs', '2026-08')).toEqual(tcs);
    expect(await report<TdsReportDto>('tds', '2026-08')).toEqual(tds);
    expect(await entriesOf([A, B, C, U1, U2])).toEqual(entries);
    // The shops' own pages still say what each order was charged at.
    const ledger = (await a.call('GET', `/api/superadmin/ledger?shopId=${shopId}`, boss)).json();
    expect(ledger.entries.items.filter((e: { kind: string }) => e.kind === 'commission').map((e: { ratePercent: number }) => e.ratePercent)).toEqual([
      20, 5, 5,
    ]);
    // And the kept balances and due groups still equal the entries (support/invariants.ts).
    expect((await checkInvariants(db, new Map())).violations).toEqual([]);
  });

  it('a month whose cash-on-delivery orders were all placed with tcsOnCod off carries no TCS and says why, whatever is set later', async () => {
    await settings({ tcsOnCod: false }, '2026-10-01T05:00:00Z');
    const D = await place(tiffin, '2026-10-02T05:00:00Z');
    await move(owner, D, 'Confirmed', '2026-10-02T06:00:00Z');
    await settings({ tcsOnCod: true }, '2026-10-03T05:00:00Z');
    await move(owner, D, 'Delivered', '2026-10-04T05:00:00Z');
    at('2026-11-27T05:00:00Z');
    const r = (await report<TcsReportDto>('tcs', '2026-10')).json;
    expect(r).toMatchObject({ tcsOnCod: true, tcsDue: false });
    expect(r.note).toMatch(/No TCS is due on cash-on-delivery orders/);
    expect(r.totals).toMatchObject({ invoiceCount: 1, grossValue: 1000, tcs: 0 });
    expect((await entriesOf([D])).map((e) => e.kind)).not.toContain('tcs');
  });

  it('the database refuses to change the terms an order recorded, whoever asks', async () => {
    const [any] = await t.database.db.select({ id: orders.id }).from(orders).limit(1);
    for (const set of [sql`commission_rate_bp = 0`, sql`tcs_on_cod = not tcs_on_cod`, sql`seller_pan = 'ZZZZZ9999Z'`])
      await expect(t.database.db.execute(sql`update orders set ${set} where id = ${any!.id}`)).rejects.toThrow();
    // Other columns still change (the status write does).
    await t.database.db.execute(sql`update orders set address = address where id = ${any!.id}`);
  });
});
