import { execFileSync } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSnapshot } from './domain/invoice.js';
import { taxDocuments } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, type Account } from '../../../test/support/cart-orders.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';
import { issueCreditNoteIfInvoiced } from './issue.service.js';

const PUNE = { name: 'राजेश शर्मा', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const BENGALURU = { name: 'Kiran Rao', phone: '9876543211', line1: '5 Brigade Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
const GSTIN = '27AAPFU0939F1ZV';

/** The text of a PDF as poppler reads it (what a tax officer's search or a copy-paste sees). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
}

/** Issue 11 item 5: GET /api/orders/:id/invoice and /credit-note answer the stored document as a PDF. */
describe(`invoice and credit-note PDFs (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  const now = new Date('2026-11-23T06:30:00Z');
  let owner: Account;
  let otherOwner: Account;
  let shopper: Account;
  let otherShopper: Account;
  let superadmin: Account;
  let shopId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
    [owner, otherOwner, shopper, otherShopper, superadmin] = [
      await t.account('admin'),
      await t.account('admin'),
      await t.account('user', { name: 'Asha Rao' }),
      await t.account('user'),
      await t.account('superadmin'),
    ];
    shopId = (await insertShop(t.database.db, owner.id, { name: 'राजेश किराना', gstnumber: GSTIN, stateCode: '27' })).id;
    await insertShop(t.database.db, otherOwner.id);
  });
  afterAll(() => t.close());

  /** A Pending order of the shopper: 2 × Rs 118 of a product with HSN 10063020 at 5 %. */
  async function placeOrder(address: object = PUNE): Promise<string> {
    const p = await insertProduct(t.database.db, shopId, { name: 'Basmati rice 1 kg', price: 118, quantity: 100, hsnCode: '10063020', gstRateBp: 500 });
    expect((await a.add(shopper, p.id, 2)).statusCode).toBe(200);
    const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: address });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orders[0]._id as string;
  }

  async function invoicedOrder(address: object = PUNE): Promise<{ orderId: string; number: string }> {
    const orderId = await placeOrder(address);
    const res = await a.setStatus(owner, orderId, 'Confirmed');
    expect(res.statusCode, res.body).toBe(200);
    return { orderId, number: res.json().order.invoiceNumber as string };
  }

  const invoice = (who: Account | null, orderId: string) => a.call('GET', `/api/orders/${orderId}/invoice`, who);
  const creditNote = (who: Account | null, orderId: string) => a.call('GET', `/api/orders/${orderId}/credit-note`, who);

  it('answers the shopper, the shop owner and the platform owner the same PDF, as an attachment nobody caches', async () => {
    const { orderId, number } = await invoicedOrder();
    const replies = [await invoice(shopper, orderId), await invoice(owner, orderId), await invoice(superadmin, orderId)];
    for (const res of replies) {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Invoice_${orderId}.pdf"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // One stored snapshot, the same bytes for everyone.
    expect(replies[1]!.rawPayload.equals(replies[0]!.rawPayload)).toBe(true);
    expect(replies[2]!.rawPayload.equals(replies[0]!.rawPayload)).toBe(true);

    const text = pdfText(replies[0]!.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(number);
    expect(text).toContain(GSTIN);
    expect(text).toContain('राजेश किराना'); // the shop's Devanagari name comes out as typed
    expect(text).toContain('राजेश शर्मा'); // and the buyer's
    expect(text).toContain('Basmati rice 1 kg');
    expect(text).toContain('10063020');
    // Intra-state (Maharashtra → Maharashtra): CGST and SGST, no IGST.
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    // Rs 236 of rice + Rs 60 delivery = Rs 296.
    expect(text).toContain('Rupees Two Hundred Ninety Six Only');
    expect(text).toContain(orderId);
  });

  it('an order delivered to another state is invoiced with IGST', async () => {
    const { orderId, number } = await invoicedOrder(BENGALURU);
    const res = await invoice(shopper, orderId);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(number);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Karnataka (code 29)');
  });

  it('draws the PDF from the stored snapshot: later edits of the shop and product change nothing', async () => {
    const { orderId } = await invoicedOrder();
    const before = await invoice(shopper, orderId);
    await t.database.db.execute(sql`update shops set name = 'Renamed Stores', gstnumber = null, gst_registration = 'unregistered' where id = ${shopId}`);
    await t.database.db.execute(sql`update products set name = 'Renamed rice', gst_rate_bp = 1800 where shop_id = ${shopId}`);
    try {
      const after = await invoice(shopper, orderId);
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
      const text = pdfText(after.rawPayload);
      expect(text).toContain('राजेश किराना');
      expect(text).not.toContain('Renamed');
    } finally {
      await t.database.db.execute(sql`update shops set name = 'राजेश किराना', gstnumber = ${GSTIN}, gst_registration = 'regular' where id = ${shopId}`);
      await t.database.db.execute(sql`update products set name = 'Basmati rice 1 kg', gst_rate_bp = 500 where shop_id = ${shopId}`);
    }
  });

  it('409 with the reason before the order is invoiced, and for an order cancelled before confirmation', async () => {
    const pending = await placeOrder();
    for (const who of [shopper, owner, superadmin]) {
      const res = await invoice(who, pending);
      expect(res.statusCode).toBe(409);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toBe('This order has no invoice yet: the shop issues it when it confirms the order, and the order is still Pending');
    }
    expect((await a.cancel(shopper, pending)).statusCode).toBe(200);
    const cancelled = await invoice(shopper, pending);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('This order was cancelled before the shop confirmed it, so no invoice was issued');
  });

  it('404 to another shopper, another shop owner, an unknown and a malformed id; 401 without a session', async () => {
    const { orderId } = await invoicedOrder();
    for (const who of [otherShopper, otherOwner]) {
      const res = await invoice(who, orderId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
      expect(res.body).not.toContain('%PDF');
      expect((await creditNote(who, orderId)).statusCode).toBe(404);
    }
    expect((await invoice(shopper, '0190a9b4-1c2d-7e3f-8a4b-5c6d7e8f9a0b')).statusCode).toBe(404);
    expect((await invoice(shopper, 'not-an-id')).statusCode).toBe(404);
    const anonymous = await invoice(null, orderId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please login to continue');
  });

  it('the credit note: 409 until one exists, then its own PDF referring to the invoice', async () => {
    const { orderId, number } = await invoicedOrder();
    const none = await creditNote(shopper, orderId);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This order has no credit note: one is issued only when an invoiced order is cancelled or refused');

    // Confirmed → Cancelled/Refused arrives with issue 12; it runs this reversal in its transaction.
    const cnNumber = await t.database.db.transaction((tx) => issueCreditNoteIfInvoiced(tx, orderId, now, 'Parcel refused'));
    expect(cnNumber).toMatch(/\/C\d{5}$/);
    for (const who of [shopper, owner, superadmin]) {
      const res = await creditNote(who, orderId);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="CreditNote_${orderId}.pdf"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('CREDIT NOTE');
      expect(text).toContain(cnNumber!);
      expect(text).toContain(number); // the invoice it reverses
    }
    // The invoice itself is still there, unchanged.
    const inv = await invoice(shopper, orderId);
    expect(inv.statusCode).toBe(200);
    expect(pdfText(inv.rawPayload)).toContain(number);
    const stored = await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
    expect(stored.map((d) => (d.snapshot as InvoiceSnapshot).number).sort()).toEqual([number, cnNumber].sort());
  });
});
