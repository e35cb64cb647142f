import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GstRegisterDto } from '@bazaar/shared';
import type { InvoiceSnapshot } from '../invoices/domain/invoice.js';
import { taxDocuments } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, type Account } from '../../../test/support/cart-orders.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';
import { issueCreditNoteIfInvoiced } from '../invoices/issue.service.js';
import { istMonthRange } from './reports.service.js';

const PUNE = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const BENGALURU = { name: 'Kiran Rao', phone: '9876543211', line1: '5 Brigade Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

/** Issue 11 item 6: the shop's GST sales register of a month, as CSV and as the screen's JSON. */
describe(`GST sales register (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let now = new Date('2026-11-10T06:30:00Z');
  let owner: Account;
  let otherOwner: Account;
  let shopper: Account;
  let shopId: string;
  let otherShopId: string;
  const numbers: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
    owner = await t.account('admin');
    otherOwner = await t.account('admin');
    shopper = await t.account('user', { name: 'Asha Rao' });
    shopId = (await insertShop(t.database.db, owner.id, { name: 'Sharma Kirana Stores', gstnumber: '27AAPFU0939F1ZV' })).id;
    otherShopId = (await insertShop(t.database.db, otherOwner.id, { name: 'Other Stores' })).id;
    const rice = await insertProduct(t.database.db, shopId, { name: 'Rice', price: 105, quantity: 1000, hsnCode: '1006', gstRateBp: 500 });
    const box = await insertProduct(t.database.db, shopId, { name: 'Tiffin box', price: 354, quantity: 1000, hsnCode: '7323', gstRateBp: 1800 });
    const other = await insertProduct(t.database.db, otherShopId, { price: 999, quantity: 1000, hsnCode: '1006', gstRateBp: 500 });

    const order = async (productId: string, qty: number, address: object) => {
      expect((await a.add(shopper, productId, qty)).statusCode).toBe(200);
      const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: address });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().orders[0]._id as string;
    };
    const confirm = async (who: Account, orderId: string, at: string) => {
      now = new Date(at);
      const res = await a.setStatus(who, orderId, 'Confirmed');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().order.invoiceNumber as string;
    };
    // November 2026 (IST): an intra-state invoice, an inter-state one, and one reversed by a credit note.
    numbers.push(await confirm(owner, await order(rice.id, 3, PUNE), '2026-11-02T05:00:00Z'));
    numbers.push(await confirm(owner, await order(box.id, 2, BENGALURU), '2026-11-15T05:00:00Z'));
    const reversed = await order(rice.id, 1, PUNE);
    numbers.push(await confirm(owner, reversed, '2026-11-20T05:00:00Z'));
    now = new Date('2026-11-21T05:00:00Z');
    numbers.push((await t.database.db.transaction((tx) => issueCreditNoteIfInvoiced(tx, reversed, now, 'Parcel refused')))!);
    // 1 Dec 2026 00:10 IST is still 30 Nov in UTC: it belongs to December.
    await confirm(owner, await order(rice.id, 1, PUNE), '2026-11-30T18:40:00Z');
    // Another shop's invoice in the same month never appears.
    await confirm(otherOwner, await order(other.id, 1, PUNE), '2026-11-05T05:00:00Z');
    now = new Date('2026-11-23T06:30:00Z');
  }, 120_000);
  afterAll(() => t.close());

  const register = async (month: string, who: Account = owner) => {
    const res = await a.call('GET', `/api/admin/reports/gst/register?month=${month}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as GstRegisterDto;
  };

  it('the month bounds are IST midnights', () => {
    expect(istMonthRange('2026-11')).toEqual({ from: new Date('2026-10-31T18:30:00Z'), to: new Date('2026-11-30T18:30:00Z') });
    expect(istMonthRange('2026-12').to).toEqual(new Date('2026-12-31T18:30:00Z'));
  });

  it("lists the month's invoices and credit notes of the owner's own shop, and its totals equal the sum of the documents", async () => {
    const r = await register('2026-11');
    expect(r.month).toBe('2026-11');
    expect(r.shop).toMatchObject({ name: 'Sharma Kirana Stores', gstin: '27AAPFU0939F1ZV', gstRegistration: 'regular', stateName: 'Maharashtra' });
    expect(r.documents.map((d) => d.number)).toEqual(numbers);
    expect(r.documents.map((d) => d.kind)).toEqual(['tax-invoice', 'tax-invoice', 'tax-invoice', 'credit-note']);
    expect(r.documents[3]!.againstNumber).toBe(numbers[2]);
    expect(r.documents[1]!.placeOfSupply).toBe('29-Karnataka');

    // The totals are the stored snapshots' figures summed (credit notes negative), to the paisa.
    const stored = (await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.shopId, shopId)))
      .map((d) => d.snapshot as InvoiceSnapshot)
      .filter((s) => numbers.includes(s.number));
    const signed = (f: (s: InvoiceSnapshot) => number) => stored.reduce((sum, s) => sum + (s.kind === 'credit-note' ? -1 : 1) * f(s), 0) / 100;
    expect(r.totals.documentCount).toBe(4);
    expect(r.totals.total).toBeCloseTo(
      signed((s) => s.totals.totalPaise),
      2,
    );
    expect(r.totals.taxableAmount).toBeCloseTo(
      signed((s) => s.totals.taxablePaise),
      2,
    );
    expect(r.totals.cgst).toBeCloseTo(
      signed((s) => s.totals.cgstPaise),
      2,
    );
    expect(r.totals.sgst).toBeCloseTo(
      signed((s) => s.totals.sgstPaise),
      2,
    );
    expect(r.totals.igst).toBeCloseTo(
      signed((s) => s.totals.igstPaise),
      2,
    );
    // Rs 315 + 60 and Rs 708 + 60 stay; Rs 105 + 60 is reversed: Rs 1,143 in all.
    expect(r.totals.total).toBe(1143);
    expect(r.totals.taxableAmount + r.totals.cgst + r.totals.sgst + r.totals.igst).toBeCloseTo(1143, 2);
    expect(r.hsn.map((h) => h.hsnCode).sort()).toEqual(['1006', '7323']);
    expect(r.hsn.reduce((s, h) => s + h.total, 0)).toBeCloseTo(1143, 2);

    // December holds only the invoice of 1 Dec IST; another month is empty.
    const dec = await register('2026-12');
    expect(dec.documents).toHaveLength(1);
    const oct = await register('2026-10');
    expect(oct.documents).toEqual([]);
    expect(oct.totals).toMatchObject({ documentCount: 0, total: 0 });
  });

  it('the CSV: text/csv attachment named by month, the same documents and totals', async () => {
    const res = await a.call('GET', '/api/admin/reports/gst?month=2026-11', owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="GST_register_2026-11.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('GST sales register 2026-11');
    expect(lines[1]).toMatch(/^Document type,Number,Date,Order id,Buyer state,Place of supply,/);
    for (const n of numbers) expect(res.body).toContain(n);
    expect(res.body).toMatch(/\r\nTotal,.*,1143\.00\r\n/);
    expect(res.body).toContain('HSN');
    // The other shop's figures are not in it.
    expect(res.body).not.toContain('999.00');
  });

  it("another owner sees only its own shop's register", async () => {
    const r = await register('2026-11', otherOwner);
    expect(r.shop.name).toBe('Other Stores');
    expect(r.documents).toHaveLength(1);
    expect(r.documents.some((d) => numbers.includes(d.number))).toBe(false);
  });

  it('400 naming the month for a malformed or missing month; 404 for an admin without a shop', async () => {
    for (const q of ['?month=2026-13', '?month=Nov-2026', '?month=2026-1', '']) {
      for (const path of ['/api/admin/reports/gst', '/api/admin/reports/gst/register']) {
        const res = await a.call('GET', `${path}${q}`, owner);
        expect(res.statusCode, `${path}${q}`).toBe(400);
        expect(res.json().message, `${path}${q}`).toMatch(/^month (must be YYYY-MM|is required)/);
      }
    }
    const bare = await t.account('admin');
    const res = await a.call('GET', '/api/admin/reports/gst?month=2026-11', bare);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Shop not found');
  });
});
