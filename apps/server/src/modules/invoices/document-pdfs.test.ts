import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES } from '@bazaar/shared';
import { cartLines, orders, taxDocumentPdfs, taxDocuments } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, type Account } from '../../../test/support/cart-orders.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';
import { invoiceAttachment } from './documents.service.js';
import { issueInvoice } from './issue.service.js';
import { pdfDraws } from './pdf-thread.js';

const PUNE = { name: 'राजेश शर्मा', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
/** A 120-character Devanagari product name, as in the attack (issue 21 #1). */
const LONG_NAME = 'बासमती चावल प्रीमियम गुणवत्ता लंबा दाना सुगंधित पुराना चावल पांच किलो का थैला विशेष पैकिंग '.repeat(2).slice(0, 120);

/**
 * Issue 21 #1: an invoice download drew the PDF again each time, on the main thread, for orders of any length.
 * Now each document is drawn once, on the PDF thread, and its bytes are kept and served; an order has at most
 * MAX_ORDER_LINES lines; downloads are limited per account.
 */
describe(`document PDFs drawn once, off the main thread (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let owner: Account;
  let shopper: Account;
  let shopId: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    owner = await t.account('admin');
    shopper = await t.account('user');
    shopId = (await insertShop(t.database.db, owner.id, { name: 'राजेश किराना' })).id;
  });
  afterAll(() => t.close());

  /** A Pending order of `lines` different ₹1 products (names `name`), placed through the API; its id. */
  async function placeOrder(lines: number, name = 'Rice'): Promise<string> {
    for (let i = 0; i < lines; i++) {
      const p = await insertProduct(t.database.db, shopId, { name: `${name} ${i}`, price: 1, quantity: 100, hsnCode: '1006', gstRateBp: 500 });
      await t.database.db.insert(cartLines).values({ userId: shopper.id, productId: p.id, quantity: 1 });
    }
    const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: PUNE });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orders[0]._id as string;
  }

  const invoice = (orderId: string, who: Account = shopper) => a.call('GET', `/api/orders/${orderId}/invoice`, who);
  const storedPdf = async (orderId: string) =>
    (
      await t.database.db
        .select({ pdf: taxDocumentPdfs.pdf })
        .from(taxDocumentPdfs)
        .innerJoin(taxDocuments, eq(taxDocuments.id, taxDocumentPdfs.documentId))
        .where(eq(taxDocuments.orderId, orderId))
    )[0]?.pdf;

  it('draws the invoice once when it is issued; downloads and the delivered-order mail send the stored bytes', async () => {
    const orderId = await placeOrder(2);
    const before = pdfDraws().started;
    expect((await a.setStatus(owner, orderId, 'Confirmed')).statusCode).toBe(200);
    // The confirmation answered without waiting for the drawing, which runs after commit and stores the bytes.
    while (!(await storedPdf(orderId))) await new Promise((r) => setTimeout(r, 20));
    expect(pdfDraws().started).toBe(before + 1);
    const downloads = [await invoice(orderId), await invoice(orderId), await invoice(orderId, owner)];
    for (const res of downloads) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Invoice_${orderId}.pdf"`);
      expect(res.rawPayload.equals(downloads[0]!.rawPayload)).toBe(true);
    }
    const attachment = await invoiceAttachment(t.database.db, orderId);
    expect(attachment!.pdf.equals(downloads[0]!.rawPayload)).toBe(true);
    expect(pdfDraws().started).toBe(before + 1);
    const stored = await storedPdf(orderId);
    expect(stored!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(stored!.equals(downloads[0]!.rawPayload)).toBe(true);
    // Kept like the document: never changed or deleted.
    await expect(
      t.database.db.execute(sql`delete from tax_document_pdfs where document_id in (select id from tax_documents where order_id = ${orderId})`),
    ).rejects.toThrow();
  });

  it('a document issued before PDFs were kept is drawn on its first download, once, then served from storage', async () => {
    const orderId = await placeOrder(1);
    await t.database.db.execute(sql`update orders set status = 'Confirmed' where id = ${orderId}`);
    // Issued without the route, as the documents issued before this change were: nothing stored yet.
    await t.database.db.transaction((tx) => issueInvoice(tx, orderId, new Date()));
    expect(await storedPdf(orderId)).toBeUndefined();
    const before = pdfDraws().started;
    const [first, second] = await Promise.all([invoice(orderId), invoice(orderId)]);
    const third = await invoice(orderId, owner);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(second.rawPayload.equals(first.rawPayload) && third.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(pdfDraws().started).toBe(before + 1);
    expect((await storedPdf(orderId))!.equals(first.rawPayload)).toBe(true);
  });

  it(`while a ${MAX_ORDER_LINES}-line order in Indian script is drawn, /healthz and other requests are answered`, async () => {
    const orderId = await placeOrder(MAX_ORDER_LINES, LONG_NAME);
    await t.database.db.execute(sql`update orders set status = 'Confirmed' where id = ${orderId}`);
    await t.database.db.transaction((tx) => issueInvoice(tx, orderId, new Date()));
    let downloaded = false;
    const download = invoice(orderId).then((res) => {
      downloaded = true;
      return res;
    });
    for (let i = 0; i < 2_000 && pdfDraws().drawing === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(pdfDraws().drawing).toBe(1);
    // The invoice is being drawn: /healthz and a shopper's cart are answered meanwhile, before the drawing ends. A
    // draw on the main thread would hold both until it had finished.
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const cart = await a.cart(shopper);
    expect(cart.statusCode).toBe(200);
    expect(pdfDraws().drawing).toBe(1);
    expect(downloaded).toBe(false);
    const res = await download;
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);

  it(`refuses a checkout whose order from one shop would list more than ${MAX_ORDER_LINES} products (409 naming the limit), writing nothing`, async () => {
    const ordersBefore = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
    for (let i = 0; i <= MAX_ORDER_LINES; i++) {
      const p = await insertProduct(t.database.db, shopId, { name: `Dal ${i}`, price: 1, quantity: 100 });
      await t.database.db.insert(cartLines).values({ userId: shopper.id, productId: p.id, quantity: 1 });
    }
    const res = await a.call('POST', '/api/orders', shopper, { deliveryAddress: PUNE });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Your order from राजेश किराना has ${MAX_ORDER_LINES + 1} different items, more than ${MAX_ORDER_LINES}, the most one order can have. Remove some items and order them separately.`,
    );
    expect(res.json()).toMatchObject({ lines: MAX_ORDER_LINES + 1, maxOrderLines: MAX_ORDER_LINES });
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n).toBe(ordersBefore);
    expect((await t.database.db.select().from(cartLines).where(eq(cartLines.userId, shopper.id))).length).toBe(MAX_ORDER_LINES + 1);
    await t.database.db.delete(cartLines).where(eq(cartLines.userId, shopper.id));
  }, 120_000);
});

describe(`document downloads are limited per account (${ENGINE})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { documentDownloads: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('answers 429 with a message past the limit; another account still downloads', async () => {
    const a = api(t);
    const owner = await t.account('admin');
    const [shopper, other] = [await t.account('user'), await t.account('user')];
    const shopId = (await insertShop(t.database.db, owner.id)).id;
    const ids: string[] = [];
    for (const who of [shopper, other]) {
      const p = await insertProduct(t.database.db, shopId, { price: 10, quantity: 10 });
      expect((await a.add(who, p.id, 1)).statusCode).toBe(200);
      const placed = await a.call('POST', '/api/orders', who, { deliveryAddress: PUNE });
      expect(placed.statusCode, placed.body).toBe(201);
      ids.push(placed.json().orders[0]._id);
      expect((await a.setStatus(owner, ids.at(-1)!, 'Confirmed')).statusCode).toBe(200);
    }
    const get = (who: Account, id: string) => a.call('GET', `/api/orders/${id}/invoice`, who);
    for (let i = 0; i < 3; i++) expect((await get(shopper, ids[0]!)).statusCode).toBe(200);
    const refused = await get(shopper, ids[0]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ (seconds?|minutes?) and try again\.$/);
    expect(refused.body).not.toContain('%PDF');
    expect((await get(other, ids[1]!)).statusCode).toBe(200);
  }, 60_000);
});
