import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSnapshot } from './domain/invoice.js';
import { documentSeries, orders, taxDocuments } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin } from '../../../test/support/cart-orders.js';
import { insertShop } from '../../../test/support/fixtures.js';
import { issueCreditNoteIfInvoiced } from './issue.service.js';

const PUNE = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const BENGALURU = { name: 'Kiran Rao', phone: '9876543211', line1: '5 Brigade Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };

/** Issue 11 item 3: the server issues the invoice when the shop confirms, numbered per shop per financial year. */
describe(`invoices issued on confirmation (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  /** The injected clock: documents are dated by it. */
  let now = new Date('2026-11-23T06:30:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
  });
  afterAll(() => t.close());

  const docs = (orderId: string) => t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.series));

  /** A shopper's order of `qty` × one product of the shop, placed with `address`. */
  async function placeOrder(shopId: string, opts: { address?: object; price?: number; qty?: number; hsnCode?: string | null; gstRateBp?: number | null } = {}) {
    const shopper = await t.account('user', { name: 'Asha Rao' });
    const p = await product(t, shopId, {
      price: opts.price ?? 118,
      quantity: 1000,
      hsnCode: opts.hsnCode === undefined ? '1006' : opts.hsnCode,
      gstRateBp: opts.gstRateBp === undefined ? 1800 : opts.gstRateBp,
    });
    expect((await a.add(shopper, p.id, opts.qty ?? 1)).statusCode).toBe(200);
    const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: opts.address ?? PUNE });
    expect(res.statusCode, res.body).toBe(201);
    return { orderId: res.json().orders[0]._id as string, shopper, productId: p.id };
  }

  it('confirming issues a tax invoice with the next number of the shop series and answers invoiceNumber', async () => {
    const { shop, admin } = await shopWithAdmin(t);
    const first = await placeOrder(shop.id);
    const second = await placeOrder(shop.id);
    const res1 = await a.setStatus(admin, first.orderId, 'Confirmed');
    expect(res1.statusCode, res1.body).toBe(200);
    const number1 = res1.json().order.invoiceNumber as string;
    expect(number1).toMatch(/^TS\/2627\/000001$/);
    const number2 = (await a.setStatus(admin, second.orderId, 'Confirmed')).json().order.invoiceNumber;
    expect(number2).toBe(number1.replace(/000001$/, '000002'));
    expect(number1.length).toBeLessThanOrEqual(16);
    // The shopper sees the number on My Orders too.
    const mine = (await a.call('GET', '/api/orders/my-orders', first.shopper)).json();
    expect(mine[0]).toMatchObject({ invoiceNumber: number1, creditNoteNumber: null });

    const [doc] = await docs(first.orderId);
    expect(doc).toMatchObject({ kind: 'invoice', series: 'invoice', fy: '2627', seq: 1, number: number1, issuedAt: now });
    const s = doc!.snapshot as InvoiceSnapshot;
    expect(s).toMatchObject({
      kind: 'tax-invoice',
      number: number1,
      date: '2026-11-23',
      orderId: first.orderId,
      seller: { name: shop.name, gstin: shop.gstnumber, state: { code: '27', name: 'Maharashtra' } },
      buyer: { name: 'Asha Rao', state: { code: '27' } },
      placeOfSupply: { code: '27', name: 'Maharashtra' },
      taxColumns: 'cgst-sgst',
    });
    // Rs 118 at 18 % + Rs 60 delivery taxed at the principal rate: the totals are the order's, to the paisa.
    expect(s.totals.totalPaise).toBe(17_800);
    expect(s.totals.taxablePaise + s.totals.cgstPaise + s.totals.sgstPaise).toBe(17_800);
    expect(s.totals.cgstPaise).toBe(s.totals.sgstPaise);
    expect(s.totals.igstPaise).toBe(0);
    expect(s.lines.map((l) => [l.kind, l.hsnCode, l.gstRate])).toEqual([
      ['goods', '1006', 18],
      ['delivery', '1006', 18],
    ]);
  });

  it('charges IGST to a buyer in another state (place of supply = delivery state)', async () => {
    const { shop, admin } = await shopWithAdmin(t);
    const { orderId } = await placeOrder(shop.id, { address: BENGALURU });
    expect((await a.setStatus(admin, orderId, 'Confirmed')).statusCode).toBe(200);
    const s = (await docs(orderId))[0]!.snapshot as InvoiceSnapshot;
    expect(s).toMatchObject({ placeOfSupply: { code: '29', name: 'Karnataka' }, taxColumns: 'igst' });
    expect(s.totals.cgstPaise + s.totals.sgstPaise).toBe(0);
    expect(s.totals.taxablePaise + s.totals.igstPaise).toBe(s.totals.totalPaise);
  });

  it('a composition shop issues a bill of supply with the declaration; an unregistered one without a GSTIN', async () => {
    const comp = await shopWithAdmin(t);
    await t.database.db.execute(sql`update shops set gst_registration = 'composition' where id = ${comp.shop.id}`);
    const o1 = await placeOrder(comp.shop.id);
    expect((await a.setStatus(comp.admin, o1.orderId, 'Confirmed')).statusCode).toBe(200);
    const [bill] = await docs(o1.orderId);
    expect(bill).toMatchObject({ kind: 'bill_of_supply', series: 'invoice' });
    expect(bill!.snapshot).toMatchObject({
      kind: 'bill-of-supply',
      taxColumns: 'none',
      declaration: 'composition taxable person, not eligible to collect tax on supplies',
    });

    const admin = await t.account('admin');
    const shop = await insertShop(t.database.db, admin.id, { gstRegistration: 'unregistered', gstnumber: null, stateCode: '27' });
    const o2 = await placeOrder(shop.id, { gstRateBp: null });
    expect((await a.setStatus(admin, o2.orderId, 'Confirmed')).statusCode).toBe(200);
    expect((await docs(o2.orderId))[0]!.snapshot).toMatchObject({ kind: 'bill-of-supply', seller: { gstin: null, state: { code: '27' } } });
  });

  it('without an HSN code or rate the dated suggestion applies; 409 (nothing written) only when no rate can be found', async () => {
    const { shop, admin } = await shopWithAdmin(t);
    // A Grocery product with neither: 5 % suggested, no HSN (optional on B2C invoices up to ₹5 crore turnover).
    const suggested = await placeOrder(shop.id, { hsnCode: null, gstRateBp: null });
    const res1 = await a.setStatus(admin, suggested.orderId, 'Confirmed');
    expect(res1.statusCode, res1.body).toBe(200);
    expect(((await docs(suggested.orderId))[0]!.snapshot as InvoiceSnapshot).lines[0]).toMatchObject({ hsnCode: '', gstRate: 5 });

    // A product whose category no suggestion covers (listed before the category list) still needs the owner's rate.
    const { orderId, productId } = await placeOrder(shop.id, { hsnCode: null, gstRateBp: null });
    await t.database.db.execute(sql`update products set category = 'Toys' where id = ${productId}`);
    const seriesOf = () =>
      t.database.db
        .select()
        .from(documentSeries)
        .where(eq(documentSeries.seriesKey, `gstin:${shop.gstnumber}`));
    const seriesBefore = await seriesOf();
    const res = await a.setStatus(admin, orderId, 'Confirmed');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Add the GST rate of 'Product \d+' \(Products → Edit\) before confirming/);
    expect((await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.s).toBe('Pending');
    expect(await docs(orderId)).toEqual([]);
    // The series did not move: the refused confirmation took no number.
    expect(await seriesOf()).toEqual(seriesBefore);
    // Once the owner fills them in, the same order confirms and is invoiced with them.
    expect((await a.call('PATCH', `/api/products/${productId}`, admin, { hsnCode: '0713', gstRate: 5 })).statusCode).toBe(200);
    const ok = await a.setStatus(admin, orderId, 'Confirmed');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(((await docs(orderId))[0]!.snapshot as InvoiceSnapshot).lines[0]).toMatchObject({ hsnCode: '0713', gstRate: 5 });
  });

  it('cancelling a Pending order issues nothing; an invoiced order that is reversed gets a credit note from its own series', async () => {
    const { shop, admin } = await shopWithAdmin(t);
    const pending = await placeOrder(shop.id);
    expect((await a.cancel(pending.shopper, pending.orderId)).statusCode).toBe(200);
    expect(await docs(pending.orderId)).toEqual([]);

    const { orderId } = await placeOrder(shop.id);
    const invoiceNumber = (await a.setStatus(admin, orderId, 'Confirmed')).json().order.invoiceNumber as string;
    // A refused parcel (Confirmed → Refused) reverses the invoice in the status change's transaction.
    const refused = await a.call('PATCH', `/api/admin/orders/${orderId}/status`, admin, { status: 'Refused', reason: 'not_reachable' });
    expect(refused.statusCode, refused.body).toBe(200);
    const number = refused.json().order.creditNoteNumber as string;
    expect(number).toBe(invoiceNumber.replace(/\/000001$/, '/C00001'));
    const credit = (await docs(orderId)).find((d) => d.series === 'credit_note');
    expect(credit).toMatchObject({ kind: 'credit_note', series: 'credit_note', seq: 1, number });
    expect(credit!.snapshot).toMatchObject({ kind: 'credit-note', original: { number: invoiceNumber }, reason: 'Parcel refused: Shopper not reachable' });
    // The credit-note path itself issues at most one per order: a second call finds the first.
    await expect(t.database.db.transaction((tx) => issueCreditNoteIfInvoiced(tx, orderId, now, 'again'))).rejects.toThrow();
    const mine = (await a.call('GET', '/api/admin/orders', admin)).json().find((o: { _id: string }) => o._id === orderId);
    expect(mine).toMatchObject({ invoiceNumber, creditNoteNumber: number });
  });

  it('numbers a new series from 000001 when the financial year rolls over on 1 April (IST)', async () => {
    const { shop, admin } = await shopWithAdmin(t);
    const orderIds = [];
    for (let i = 0; i < 3; i++) orderIds.push((await placeOrder(shop.id)).orderId);
    try {
      now = new Date('2027-03-31T18:29:59Z'); // 31 March 2027, 23:59:59 IST
      const last = (await a.setStatus(admin, orderIds[0]!, 'Confirmed')).json().order.invoiceNumber as string;
      expect(last).toMatch(/\/2627\/000001$/);
      now = new Date('2027-03-31T18:30:00Z'); // 1 April 2027, 00:00 IST
      const first = (await a.setStatus(admin, orderIds[1]!, 'Confirmed')).json().order.invoiceNumber as string;
      expect(first).toMatch(/\/2728\/000001$/);
      const second = (await a.setStatus(admin, orderIds[2]!, 'Confirmed')).json().order.invoiceNumber as string;
      expect(second).toMatch(/\/2728\/000002$/);
      const counters = await t.database.db
        .select()
        .from(documentSeries)
        .where(eq(documentSeries.seriesKey, `gstin:${shop.gstnumber}`))
        .orderBy(asc(documentSeries.fy));
      expect(counters.map((c) => [c.fy, c.series, c.lastNumber])).toEqual([
        ['2627', 'invoice', 1],
        ['2728', 'invoice', 2],
      ]);
    } finally {
      now = new Date('2026-11-23T06:30:00Z');
    }
  });

  it(`gives 50 orders of one shop confirmed at once 50 distinct consecutive numbers (${ENGINE}, one process)`, async () => {
    const { shop, admin } = await shopWithAdmin(t);
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push((await placeOrder(shop.id)).orderId);
    const results = await Promise.all(ids.map((id) => a.setStatus(admin, id, 'Confirmed')));
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const rows = await t.database.db
      .select({ seq: taxDocuments.seq, number: taxDocuments.number })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.shopId, shop.id), eq(taxDocuments.series, 'invoice')));
    expect(rows.map((r) => r.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(50);
    expect(new Set(results.map((r) => r.json().order.invoiceNumber)).size).toBe(50);
  }, 120_000);

  it('never lets a tax document be changed or deleted, even by SQL', async () => {
    const { shop, admin } = await shopWithAdmin(t);
    const { orderId } = await placeOrder(shop.id);
    expect((await a.setStatus(admin, orderId, 'Confirmed')).statusCode).toBe(200);
    await expect(t.database.db.execute(sql`update tax_documents set number = 'X/1' where order_id = ${orderId}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update tax_documents set snapshot = '{}'::jsonb where order_id = ${orderId}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from tax_documents where order_id = ${orderId}`)).rejects.toThrow();
    expect(await docs(orderId)).toHaveLength(1);
  });
});
