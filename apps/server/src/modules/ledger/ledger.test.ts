import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { issueCreditNoteIfInvoiced } from '../invoices/issue.service.js';
import { reverseOrderPostings } from './ledger.service.js';

const PUNE = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const DAY = 24 * 60 * 60 * 1000;

/** Issue 12 #4: commission and a ledger per shop. */
describe(`the shop ledger (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let boss: Account;
  /** The injected clock: postings, due dates and blocking are dated by it. 23 Nov 2026, 12:00 IST. */
  let now = new Date('2026-11-23T06:30:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
    boss = await t.account('superadmin');
  });
  afterAll(() => t.close());

  const entriesOf = (shopId: string) => t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.shopId, shopId)).orderBy(ledgerEntries.createdAt);

  /** A delivered order of one product (GST-inclusive `price`, 18 %) in the shop; Pune to Pune (intra-state). */
  async function delivered(shop: { admin: Account; shop: { id: string } }, price = 1180, opts: { deliver?: boolean } = {}) {
    const shopper = await t.account('user');
    const p = await product(t, shop.shop.id, { price, quantity: 100, hsnCode: '1006', gstRateBp: 1800 });
    expect((await a.add(shopper, p.id, 1)).statusCode).toBe(200);
    const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: PUNE });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().orders[0]._id as string;
    expect((await a.setStatus(shop.admin, orderId, 'Confirmed')).statusCode).toBe(200);
    if (opts.deliver !== false) expect((await a.setStatus(shop.admin, orderId, 'Delivered')).statusCode).toBe(200);
    return { orderId, shopper, productId: p.id };
  }

  it('a delivery posts commission on the goods without GST and delivery, GST on it, TCS and TDS: each once, with its rate', async () => {
    const s = await shopWithAdmin(t);
    const { orderId } = await delivered(s);
    // Goods Rs 1,180 incl. 18 % GST → taxable Rs 1,000; delivery Rs 60 incl. 18 % → taxable Rs 50.84 (the invoice's rounding); supply Rs 1,050.84.
    const rows = await entriesOf(s.shop.id);
    expect(rows.map((r) => [r.kind, r.amountPaise, r.basePaise, r.rateBp])).toEqual([
      ['commission', 5000, 100000, 500],
      ['commission_gst', 900, 5000, 1800],
      ['tcs', 526, 105084, 50],
      ['tds', 105, 105084, 10],
    ]);
    expect(rows.every((r) => r.orderId === orderId && r.postedAt.getTime() === now.getTime())).toBe(true);
    // Due at the end of the 15th day after delivery (IST): overdue from 9 Dec 2026 00:00 IST.
    expect(rows[0]!.dueAt.toISOString()).toBe('2026-12-08T18:30:00.000Z');
    // Delivering again is a 409 and posts nothing more.
    expect((await a.setStatus(s.admin, orderId, 'Delivered')).statusCode).toBe(409);
    expect(await entriesOf(s.shop.id)).toHaveLength(4);

    const mine = await a.call('GET', '/api/admin/ledger', s.admin);
    expect(mine.statusCode).toBe(200);
    const l = mine.json();
    expect(l.balance).toBe(65.31);
    expect(l.overdue).toBe(0);
    expect(l.blocked).toBe(false);
    expect(l.dues).toEqual([{ dueDate: '2026-12-08', amount: 65.31, overdue: false }]);
    expect(l.oldestUnpaidDue).toBe('2026-12-08');
    expect(l.entries.total).toBe(4);
    expect(l.entries.items[0].balanceAfter).toBe(65.31);
    expect(l.shop).toEqual({ _id: s.shop.id, name: s.shop.name, commissionRate: 5, commissionRateIsDefault: true });
  });

  it("a credit note reverses what its order posted, once, keeping each entry's due date", async () => {
    const s = await shopWithAdmin(t);
    const { orderId } = await delivered(s);
    const db = t.database.db;
    await db.transaction((tx) => issueCreditNoteIfInvoiced(tx, orderId, now, 'Goods returned'));
    let rows = await entriesOf(s.shop.id);
    expect(rows).toHaveLength(8);
    const reversals = rows.filter((r) => r.kind === 'reversal');
    expect(reversals.map((r) => r.amountPaise).sort()).toEqual([-105, -526, -5000, -900].sort());
    expect(reversals.every((r) => r.creditNoteId && r.note?.startsWith('Credit note '))).toBe(true);
    for (const r of reversals) expect(r.dueAt).toEqual(rows.find((o) => o.id === r.reversesId)!.dueAt);
    // A retry of the same event posts nothing.
    await db.transaction((tx) => reverseOrderPostings(tx, orderId, reversals[0]!.creditNoteId!, 'X', now));
    rows = await entriesOf(s.shop.id);
    expect(rows).toHaveLength(8);
    const l = (await a.call('GET', '/api/admin/ledger', s.admin)).json();
    expect(l.balance).toBe(0);
    expect(l.dues).toEqual([]);
  });

  it('a credit note on an order confirmed but never delivered reverses nothing (it posted nothing)', async () => {
    const s = await shopWithAdmin(t);
    const { orderId } = await delivered(s, 1180, { deliver: false });
    await t.database.db.transaction((tx) => issueCreditNoteIfInvoiced(tx, orderId, now, 'Refused at door'));
    expect(await entriesOf(s.shop.id)).toEqual([]);
  });

  it("the platform owner sets a shop's own rate; deliveries after it use it, entries before keep theirs; null is the default again", async () => {
    const s = await shopWithAdmin(t);
    await delivered(s);
    const bad = await a.call('PATCH', `/api/superadmin/shops/${s.shop.id}`, boss, { commissionRate: 60 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/commissionRate/);
    expect((await a.call('PATCH', `/api/superadmin/shops/${s.shop.id}`, boss, { commissionRate: 'x' })).json().message).toMatch(/commissionRate/);
    const ok = await a.call('PATCH', `/api/superadmin/shops/${s.shop.id}`, boss, { commissionRate: 2.5 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().shop.commissionRate).toBe(2.5);
    await delivered(s);
    const commissions = (await entriesOf(s.shop.id)).filter((r) => r.kind === 'commission');
    expect(commissions.map((r) => [r.rateBp, r.amountPaise])).toEqual([
      [500, 5000],
      [250, 2500],
    ]);
    expect((await a.call('GET', `/api/superadmin/ledger?shopId=${s.shop.id}`, boss)).json().shop.commissionRate).toBe(2.5);
    expect((await a.call('PATCH', `/api/superadmin/shops/${s.shop.id}`, boss, { commissionRate: null })).json().shop.commissionRate).toBeNull();
    // The shop's own admin may not change it.
    expect((await a.call('PATCH', `/api/superadmin/shops/${s.shop.id}`, s.admin, { commissionRate: 0 })).statusCode).toBe(403);
  });

  it('payments: recorded once under retries, dated not in the future, reversed once; the balance follows', async () => {
    const s = await shopWithAdmin(t);
    await delivered(s);
    const url = `/api/superadmin/shops/${s.shop.id}/payments`;
    const key = { 'idempotency-key': 'pay-1' };
    const first = await a.call('POST', url, boss, { amount: 50, method: 'UPI', reference: 'UTR123', date: '2026-11-20' }, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().balance).toBe(15.31);
    expect(first.json().entry).toMatchObject({ kind: 'payment', amount: -50, method: 'UPI', reference: 'UTR123', dueDate: '2026-11-20' });
    const retry = await a.call('POST', url, boss, { amount: 50, method: 'UPI', reference: 'UTR123', date: '2026-11-20' }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().entry._id).toBe(first.json().entry._id);
    expect((await a.call('POST', url, boss, { amount: 51, method: 'UPI' }, key)).statusCode).toBe(422);
    const future = await a.call('POST', url, boss, { amount: 5, method: 'UPI', date: '2026-11-24' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/date/);
    expect((await a.call('POST', url, boss, { amount: 5, method: 'UPI', date: '2026-11-23' })).statusCode).toBe(201);
    expect((await a.call('GET', '/api/admin/ledger', s.admin)).json().balance).toBe(10.31);

    const paymentId = first.json().entry._id as string;
    const rev = await a.call('POST', `/api/superadmin/ledger/${paymentId}/reverse`, boss, { reason: 'Cheque bounced' });
    expect(rev.statusCode, rev.body).toBe(201);
    expect(rev.json().entry).toMatchObject({ kind: 'reversal', amount: 50, reversesId: paymentId, note: 'Cheque bounced' });
    expect(rev.json().balance).toBe(60.31);
    const again = await a.call('POST', `/api/superadmin/ledger/${paymentId}/reverse`, boss, { reason: 'Cheque bounced' });
    expect(again.statusCode).toBe(409);
    expect((await a.call('POST', `/api/superadmin/ledger/${rev.json().entry._id}/reverse`, boss, { reason: 'Undo' })).statusCode).toBe(409);
    const l = (await a.call('GET', `/api/superadmin/ledger?shopId=${s.shop.id}`, boss)).json();
    expect(l.entries.items.find((e: { _id: string }) => e._id === paymentId).reversedById).toBe(rev.json().entry._id);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of ledger entries, whoever asks', async () => {
    const s = await shopWithAdmin(t);
    await delivered(s);
    const db = t.database.db;
    await expect(db.execute(sql`update ledger_entries set amount_paise = 0 where shop_id = ${s.shop.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_entries where shop_id = ${s.shop.id}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate ledger_entries cascade`)).rejects.toThrow();
    expect(await entriesOf(s.shop.id)).toHaveLength(4);
  });

  it('CSV: every entry, rupees with 2 decimals, its last line the balance the screen shows; formula-looking text is defused', async () => {
    const s = await shopWithAdmin(t);
    await delivered(s);
    await a.call('POST', `/api/superadmin/shops/${s.shop.id}/payments`, boss, { amount: 12.5, method: 'Cheque', reference: '=HYPERLINK("http://x")' });
    const csv = await a.call('GET', '/api/admin/ledger?format=csv', s.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="Bazaar_ledger_/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(lines[5]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[5]).toContain(',-12.50,');
    const screen = (await a.call('GET', '/api/admin/ledger', s.admin)).json();
    expect(lines.at(-1)).toContain(`,${screen.balance.toFixed(2)},`);
    const sum = lines.slice(1, -1).reduce((acc, l) => acc + Math.round(Number(l.split(',')[6]) * 100), 0);
    expect(sum / 100).toBe(screen.balance);
    const all = await a.call('GET', `/api/superadmin/ledger?shopId=${s.shop.id}&format=csv`, boss);
    expect(all.body).toBe(csv.body);
  });

  it("the platform owner's overview: every shop's balance, overdue and oldest unpaid due, and every entry", async () => {
    const s = await shopWithAdmin(t);
    await delivered(s);
    const res = await a.call('GET', '/api/superadmin/ledger?limit=5', boss);
    expect(res.statusCode).toBe(200);
    const o = res.json();
    const row = o.shops.find((x: { shopId: string }) => x.shopId === s.shop.id);
    expect(row).toEqual({ shopId: s.shop.id, shopName: s.shop.name, active: true, balance: 65.31, overdue: 0, oldestUnpaidDue: '2026-12-08', blocked: false });
    expect(o.balance).toBe(Math.round(o.shops.reduce((x: number, r: { balance: number }) => x + r.balance * 100, 0)) / 100);
    expect(o.entries.items).toHaveLength(5);
    expect((await a.call('GET', '/api/superadmin/ledger?shopId=0190a9b4-1c2d-7e3f-8a4b-5c6d7e8f9a0b', boss)).statusCode).toBe(404);
  });

  describe('blocking: dues past the grace period above the threshold (Rs 1,000) stop new orders until paid', () => {
    it('at the grace boundary, at and above the threshold, then unblocked by a payment', async () => {
      const start = now;
      const s = await shopWithAdmin(t);
      // Goods Rs 23,600 incl. GST → taxable Rs 20,000: commission Rs 1,000 + GST Rs 180 + TCS + TDS ≈ Rs 1,286.
      await delivered(s, 23_600);
      const shopper = await t.account('user');
      const p = await product(t, s.shop.id, { price: 100, quantity: 100, hsnCode: '1006', gstRateBp: 500 });
      const ledger = async () => (await a.call('GET', '/api/admin/ledger', s.admin)).json();
      const owed = (await ledger()).balance as number;
      expect(owed).toBeGreaterThan(1000);
      try {
        // Last moment of the due date (8 Dec 2026, IST): not overdue yet.
        now = new Date('2026-12-08T18:29:59.999Z');
        expect((await ledger()).blocked).toBe(false);
        expect((await a.add(shopper, p.id, 1)).statusCode).toBe(200);
        expect((await a.call('GET', `/api/shops/${s.shop.id}`)).json().takingOrders).toBe(true);
        // The next day it is overdue, above the threshold: blocked.
        now = new Date('2026-12-08T18:30:00.000Z');
        const l = await ledger();
        expect(l).toMatchObject({ blocked: true, overdue: owed, oldestUnpaidDue: '2026-12-08' });
        const add = await a.add(shopper, p.id, 1);
        expect(add.statusCode).toBe(409);
        expect(add.json().message).toBe(`${s.shop.name} is not taking orders right now`);
        const order = await a.call('POST', '/api/orders', shopper, { deliveryAddress: PUNE });
        expect(order.statusCode).toBe(409);
        expect(order.json()).toMatchObject({ shopId: s.shop.id, shopName: s.shop.name });
        await t.app.ctx.catalog.invalidate();
        expect((await a.call('GET', `/api/shops/${s.shop.id}`)).json().takingOrders).toBe(false);
        // Paid down to exactly the threshold: no longer above it.
        const pay = (amount: number) =>
          a.call('POST', `/api/superadmin/shops/${s.shop.id}/payments`, boss, { amount, method: 'Bank transfer', reference: 'NEFT' });
        expect((await pay(Math.round((owed - 1000.01) * 100) / 100)).statusCode).toBe(201);
        expect((await ledger()).blocked).toBe(true);
        expect((await pay(0.01)).statusCode).toBe(201);
        expect(await ledger()).toMatchObject({ blocked: false, overdue: 1000 });
        expect((await a.add(shopper, p.id, 1)).statusCode).toBe(200);
        expect((await a.call('POST', '/api/orders', shopper, { deliveryAddress: PUNE })).statusCode).toBe(201);
        expect((await a.call('GET', `/api/shops/${s.shop.id}`)).json().takingOrders).toBe(true);
      } finally {
        now = start;
      }
    });

    it('dues not yet past the grace period never block, however large', async () => {
      const s = await shopWithAdmin(t);
      await delivered(s, 47_200);
      now = new Date(now.getTime() + 14 * DAY);
      try {
        const l = (await a.call('GET', '/api/admin/ledger', s.admin)).json();
        expect(l.balance).toBeGreaterThan(2000);
        expect(l).toMatchObject({ blocked: false, overdue: 0 });
      } finally {
        now = new Date(now.getTime() - 14 * DAY);
      }
    });
  });
});
