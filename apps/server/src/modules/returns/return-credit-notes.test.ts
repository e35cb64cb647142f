import { and, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, returns, taxDocuments } from '../../db/schema.js';
import type { InvoiceSnapshot } from '../invoices/domain/invoice.js';
import { splitInclusive } from '../invoices/domain/tax.js';
import { applyBasisPoints } from '../ledger/domain/ledger-maths.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

/** A return's credit note and its ledger reversals (issue 26 #4; decision 084). */
describe(`return credit notes (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shop: { id: string };
  let admin: Account;
  let shopper: Account;
  let superadmin: Account;
  const now = new Date('2026-11-20T06:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
    ({ shop, admin } = await shopWithAdmin(t));
    shopper = await t.account('user');
    superadmin = await t.account('superadmin');
    expect((await a.call('PUT', '/api/admin/shop/return-policy', admin, { kind: 'return', days: 7 })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const ask = (orderId: string, lines: Array<{ itemId: string; quantity: number }>) =>
    a.call('POST', `/api/orders/${orderId}/returns`, shopper, { lines, reason: 'damaged', resolution: 'refund' });
  const move = (id: string, body: Record<string, unknown>) => a.call('PATCH', `/api/admin/returns/${id}`, admin, body);

  async function deliveredOrder() {
    const p1 = await product(t, shop.id, { quantity: 10, price: 333.33 });
    const p2 = await product(t, shop.id, { quantity: 10, price: 99.5 });
    expect((await a.add(shopper, p1.id, 3)).statusCode).toBe(200);
    expect((await a.add(shopper, p2.id, 1)).statusCode).toBe(200);
    const res = await a.order(shopper);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().orders[0]._id as string;
    for (const s of ['Confirmed', 'Delivered']) expect((await a.setStatus(admin, orderId, s)).statusCode).toBe(200);
    const items = (await a.call('GET', `/api/orders/${orderId}`, shopper)).json().items as Array<{ _id: string; productId: string }>;
    return { orderId, big: items.find((i) => i.productId === p1.id)!._id, small: items.find((i) => i.productId === p2.id)!._id };
  }

  async function receivedReturn(orderId: string, lines: Array<{ itemId: string; quantity: number }>) {
    const res = await ask(orderId, lines);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().return._id as string;
    for (const status of ['Accepted', 'PickedUp']) expect((await move(id, { status })).statusCode).toBe(200);
    return id;
  }

  const documentsOf = async (orderId: string) => t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
  const returnNotes = async (orderId: string) =>
    (await documentsOf(orderId)).filter((d) => d.returnId !== null).sort((x, y) => x.seq - y.seq) as Array<{
      id: string;
      returnId: string | null;
      number: string;
      refersTo: string | null;
      snapshot: InvoiceSnapshot;
    }>;
  const returnEntries = async (returnId: string) =>
    t.database.db
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.idempotencyKey, `return:${returnId}:%`));

  it('issues one note for exactly the returned lines at Received, once, even for two moves at once', async () => {
    const { orderId, big } = await deliveredOrder();
    const id = await receivedReturn(orderId, [{ itemId: big, quantity: 2 }]);
    const both = await Promise.all([move(id, { status: 'Received' }), move(id, { status: 'Received' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const invoice = (await documentsOf(orderId)).find((d) => d.series === 'invoice')!;
    const inv = invoice.snapshot as InvoiceSnapshot;
    const [note, ...more] = await returnNotes(orderId);
    expect(more).toEqual([]);
    expect(note!.returnId).toBe(id);
    expect(note!.refersTo).toBe(invoice.id);
    expect(note!.number).toMatch(/\/C\d{5}$/);
    const line = inv.lines[0]!;
    const { taxablePaise, taxPaise } = splitInclusive(line.unitPricePaise * 2, line.gstRate!);
    expect(note!.snapshot.lines).toHaveLength(1);
    expect(note!.snapshot.lines[0]).toMatchObject({ kind: 'goods', quantity: 2, unitPricePaise: 33_333, totalPaise: 66_666, taxablePaise, sourceLine: 0 });
    expect(note!.snapshot.totals).toMatchObject({ totalPaise: 66_666, taxablePaise, taxPaise });
    expect(note!.snapshot.original).toEqual({ kind: inv.kind, number: inv.number, date: inv.date });
    const row = (await t.database.db.select({ c: returns.creditNoteId }).from(returns).where(eq(returns.id, id)))[0]!;
    expect(row.c).toBe(note!.id);
    // The order lists it; its PDF is served by id to the order's shopper, its shop's owner and the platform owner only.
    const listed = (await a.call('GET', `/api/orders/${orderId}`, shopper)).json().creditNotes;
    expect(listed).toEqual([{ _id: note!.id, number: note!.number, amount: 666.66, date: '2026-11-20' }]);
    // The return names its note, for the shop's returns screen and the shopper's order page.
    const [asShop] = (await a.call('GET', `/api/admin/returns?status=Received`, admin)).json().returns.filter((r: { _id: string }) => r._id === id);
    expect(asShop).toMatchObject({ creditNote: { _id: note!.id, number: note!.number }, orderNumber: expect.any(String) });
    expect((await a.call('GET', `/api/orders/${orderId}/returns`, shopper)).json().returns[0].creditNote).toEqual({ _id: note!.id, number: note!.number });
    const mine = (await a.call('GET', '/api/orders/my-orders', shopper)).json();
    expect(JSON.stringify(mine)).toContain(note!.number);
    for (const who of [shopper, admin, superadmin]) {
      const pdf = await a.call('GET', `/api/credit-notes/${note!.id}`, who);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const stranger = await t.account('user');
    const { admin: otherAdmin } = await shopWithAdmin(t);
    for (const who of [stranger, otherAdmin]) expect((await a.call('GET', `/api/credit-notes/${note!.id}`, who)).statusCode).toBe(404);
    const invoiceId = (await documentsOf(orderId)).find((d) => d.series === 'invoice')!.id;
    const notNote = await a.call('GET', `/api/credit-notes/${invoiceId}`, shopper);
    expect(notNote.statusCode).toBe(404);
    expect(notNote.json().message).toMatch(/Credit note/);
    // The whole-order credit note's route answers as before for an order that has none: a return's note is not it.
    expect((await a.call('GET', `/api/orders/${orderId}/credit-note`, shopper)).statusCode).toBe(409);
    // About twenty requests and a PDF: past the default 30 s when the two shared cores are busy.
  }, 60_000);

  it('credits the rest of a line to the paisa of the invoice, and reverses commission, its GST, TCS and TDS', async () => {
    const { orderId, big, small } = await deliveredOrder();
    const first = await receivedReturn(orderId, [{ itemId: big, quantity: 1 }]);
    expect((await move(first, { status: 'Received' })).statusCode).toBe(200);
    const second = await receivedReturn(orderId, [
      { itemId: big, quantity: 2 },
      { itemId: small, quantity: 1 },
    ]);
    expect((await move(second, { status: 'Received' })).statusCode).toBe(200);
    const inv = (await documentsOf(orderId)).find((d) => d.series === 'invoice')!.snapshot as InvoiceSnapshot;
    const notes = await returnNotes(orderId);
    expect(notes).toHaveLength(2);
    const goods = inv.lines.filter((l) => l.kind === 'goods');
    for (const [i, l] of goods.entries()) {
      const credited = notes.flatMap((n) => n.snapshot.lines).filter((x) => x.sourceLine === i);
      for (const k of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const) expect(credited.reduce((s, x) => s + x[k], 0)).toBe(l[k]);
    }
    // Every unit back: commission and its GST reversed to the paisa; TCS as the notes carry it; TDS on the goods.
    const charges = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), isNotNull(ledgerEntries.orderId)));
    const sum = (kind: string, pred: (key: string) => boolean) =>
      charges.filter((e) => e.kind === kind && pred(e.idempotencyKey)).reduce((s, e) => s + e.amountPaise, 0);
    const posted = (k: string) => sum(k, (key) => key.startsWith('order:'));
    const reversed = (k: string) => sum(k, (key) => key.startsWith('return:'));
    expect(posted('commission')).toBeGreaterThan(0);
    expect(reversed('commission')).toBe(-posted('commission'));
    expect(reversed('commission_gst')).toBe(-posted('commission_gst'));
    const goodsTaxable = goods.reduce((s, l) => s + l.taxablePaise, 0);
    const tds = charges.find((e) => e.kind === 'tds' && e.idempotencyKey.startsWith('order:'))!;
    expect(reversed('tds')).toBe(-applyBasisPoints(goodsTaxable, tds.rateBp!));
    expect(reversed('tcs')).toBeLessThan(0);
    expect((await returnEntries(first)).every((e) => e.creditNoteId === notes[0]!.id && e.amountPaise < 0)).toBe(true);
    // The GST register and the TCS report of the month count the notes (they read every credit note).
    const register = (await a.call('GET', '/api/admin/reports/gst/register?month=2026-11', admin)).json();
    const listed = register.documents.filter((d: { kind: string; number: string }) => d.kind === 'credit-note').map((d: { number: string }) => d.number);
    expect(listed).toEqual(expect.arrayContaining(notes.map((n) => n.number)));
    const tcs = (await a.call('GET', '/api/superadmin/reports/tcs?month=2026-11', superadmin)).json();
    const mine = tcs.rows.find((r: { shopId: string }) => r.shopId === shop.id);
    expect(mine.creditNoteCount).toBeGreaterThanOrEqual(2);
    expect(mine.returnedValue).toBeGreaterThan(0);
    // The TDS report nets the month's return notes and agrees with the ledger's TDS of the shop to the paisa.
    const tdsReport = (await a.call('GET', '/api/superadmin/reports/tds?month=2026-11', superadmin)).json();
    const tdsRow = tdsReport.rows.find((r: { shopId: string }) => r.shopId === shop.id);
    const shopTds = (
      await t.database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.shopId, shop.id), eq(ledgerEntries.kind, 'tds')))
    ).reduce((s, e) => s + e.amountPaise, 0);
    expect(Math.round(tdsRow.tds * 100)).toBe(shopTds);
    expect(tdsRow.creditNoteCount).toBe(mine.creditNoteCount);
    expect(tdsRow.returnedAmount).toBeGreaterThan(0);
    expect(tdsRow.netAmount).toBeCloseTo(tdsRow.grossAmount - tdsRow.returnedAmount, 2);
  });

  it('issues none for a replacement return: the replacement is part of the same supply', async () => {
    expect((await a.call('PUT', '/api/admin/shop/return-policy', admin, { kind: 'replacement', days: 7 })).statusCode).toBe(200);
    const { orderId, big } = await deliveredOrder();
    const res = await a.call('POST', `/api/orders/${orderId}/returns`, shopper, {
      lines: [{ itemId: big, quantity: 1 }],
      reason: 'damaged',
      resolution: 'replacement',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().return._id as string;
    for (const status of ['Accepted', 'PickedUp', 'Received']) expect((await move(id, { status })).statusCode).toBe(200);
    expect(await returnNotes(orderId)).toEqual([]);
    expect(await returnEntries(id)).toEqual([]);
    expect((await a.call('GET', `/api/orders/${orderId}`, shopper)).json().creditNotes).toEqual([]);
    expect((await a.call('PUT', '/api/admin/shop/return-policy', admin, { kind: 'return', days: 7 })).statusCode).toBe(200);
  });
});
