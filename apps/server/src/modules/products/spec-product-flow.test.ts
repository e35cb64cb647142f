import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSnapshot } from '../invoices/domain/invoice.js';
import { orderItems, products, taxDocuments } from '../../db/schema.js';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../../../test/support/harness.js';
import { api } from '../../../test/support/cart-orders.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';

type Account = Awaited<ReturnType<TestApp['account']>>;

/**
 * Issue 22 #1 and #6: a product created with the spec's fields only (no HSN code, no GST rate; the spec's
 * category and unit values) goes through the spec's flow create → order → confirm → deliver, invoiced at the
 * dated suggested rate; category and unit aliases are stored as the one list's values.
 */
describe(`the spec's product flow with suggested tax (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let owner: Account;
  let shopper: Account;
  let superadmin: Account;
  let shopId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date('2026-11-23T06:30:00Z') });
    a = api(t);
    owner = await t.account('admin');
    shopper = await t.account('user');
    superadmin = await t.account('superadmin');
    shopId = (await insertShop(t.database.db, owner.id, { name: 'Mehta Sweets' })).id;
  });
  afterAll(() => t.close());

  /** POST /api/products/ exactly as the spec's form sends it: multipart, blank choices sent empty. */
  async function createAsSpec(fields: Record<string, string>) {
    const body = multipart(
      { name: 'Kaju Katli', description: 'Cashew fudge with silver leaf', price: '520', quantity: '40', subCategory: '', shopId, ...fields },
      { filename: 'k.png', content: await samplePng() },
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/products/', headers: { ...body.headers, cookie: owner.cookie }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product;
  }
  const docs = (orderId: string) => t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.series));

  async function orderOne(productId: string) {
    expect((await a.add(shopper, productId, 2)).statusCode).toBe(200);
    const res = await a.order(shopper);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orders[0]._id as string;
  }

  it('create (spec fields) → order → confirm → deliver completes, and the invoice carries the suggested rate', async () => {
    const product = await createAsSpec({ category: 'Grocery', unit: 'others' });
    // The spec's `others` is no unit; no HSN or rate from the owner, so the suggestion is shown.
    expect(product).toMatchObject({
      category: 'Grocery',
      unit: null,
      netQuantity: null,
      hsnCode: null,
      gstRate: null,
      suggestedTax: { hsnCode: null, gstRate: 5 },
    });

    const orderId = await orderOne(product._id);
    const confirmed = await a.setStatus(owner, orderId, 'Confirmed');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order.invoiceNumber).toMatch(/^MS\/2627\/000001$/);
    const snapshot = (await docs(orderId))[0]!.snapshot as InvoiceSnapshot;
    expect(snapshot.lines.map((l) => [l.kind, l.hsnCode, l.gstRate])).toEqual([
      ['goods', '', 5],
      ['delivery', '', 5],
    ]);
    // ₹1,040 + ₹60 at 5 % inclusive: the tax is in the invoice, to the paisa.
    expect(snapshot.totals.totalPaise).toBe(110_000);
    expect(snapshot.totals.cgstPaise + snapshot.totals.sgstPaise).toBe(5_238);
    const delivered = await a.setStatus(owner, orderId, 'Delivered');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().order.status).toBe('Delivered');
  });

  it('a sub-category with one HSN code suggests it too; the owner can change it and the change wins', async () => {
    const product = await createAsSpec({ name: 'Galouti Kebab', category: 'Food', subCategory: 'Meals', unit: 'plate' });
    expect(product.suggestedTax).toEqual({ hsnCode: '996331', gstRate: 5 });
    const orderId = await orderOne(product._id);
    expect((await a.setStatus(owner, orderId, 'Confirmed')).statusCode).toBe(200);
    expect(((await docs(orderId))[0]!.snapshot as InvoiceSnapshot).lines[0]).toMatchObject({ hsnCode: '996331', gstRate: 5 });

    const changed = await a.call('PATCH', `/api/products/${product._id}`, owner, { gstRate: 18, hsnCode: '2106' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().product).toMatchObject({ gstRate: 18, hsnCode: '2106', suggestedTax: null });
  });

  it("accepts the spec's and other spellings of category and unit, stores the list's values, and shows the net quantity", async () => {
    const paint = await createAsSpec({
      name: 'Exterior Emulsion',
      category: 'Building&Construction',
      subCategory: 'Paint',
      unit: 'litre',
      netQuantity: '4',
      price: '1650',
    });
    expect(paint).toMatchObject({ category: 'Construction', subCategory: 'Paint', unit: 'L', netQuantity: 4, suggestedTax: { hsnCode: '3209', gstRate: 18 } });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, paint._id));
    expect(row).toMatchObject({ category: 'Construction', unit: 'L', netQuantityMilli: 4000 });
    // The cart and the order item read "4 L", never "litre" or "others".
    expect((await a.add(shopper, paint._id, 1)).statusCode).toBe(200);
    const cart = (await a.cart(shopper)).json();
    expect(cart.items.find((i: { _id: string }) => i._id === paint._id)).toMatchObject({ unit: '4 L' });
    const orderId = (await a.order(shopper)).json().orders[0]._id as string;
    expect((await t.database.db.select({ unit: orderItems.unit }).from(orderItems).where(eq(orderItems.orderId, orderId)))[0]!.unit).toBe('4 L');

    const saree = await createAsSpec({ name: 'Silk Saree', category: 'fashion&design', subCategory: 'women', unit: 'piece', price: '3200' });
    // Apparel above ₹2,500 a piece: 18 %.
    expect(saree).toMatchObject({ category: 'Clothing', subCategory: 'Women', unit: 'piece', suggestedTax: { hsnCode: null, gstRate: 18 } });
  });

  it('refuses an unknown category or unit with a message a person can act on', async () => {
    const body = multipart({ name: 'X', description: 'Y', price: '10', category: 'Toys', unit: 'ton' }, { filename: 'k.png', content: await samplePng() });
    const res = await t.app.inject({ method: 'POST', url: '/api/products/', headers: { ...body.headers, cookie: owner.cookie }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Category "Toys" is not one we know: choose Grocery, Food, Fashion&Design, Electronics, Building&Construction, Other');
  });

  it("the owner's dashboard counts the products whose tax data to check, before any order", async () => {
    const admin = await t.account('admin');
    const shop = await insertShop(t.database.db, admin.id, { name: 'Check Shop' });
    const dashboard = async () => (await a.call('GET', '/api/admin/dashboard', admin)).json().taxToCheck as number;
    expect(await dashboard()).toBe(0);
    await insertProduct(t.database.db, shop.id, { hsnCode: '1006', gstRateBp: 500 });
    await insertProduct(t.database.db, shop.id, { hsnCode: null, gstRateBp: null });
    await insertProduct(t.database.db, shop.id, { hsnCode: null, gstRateBp: 500 });
    // Only the product without a rate: HSN is optional up to ₹5 crore turnover.
    expect(await dashboard()).toBe(1);
    expect((await a.call('PATCH', `/api/superadmin/shops/${shop.id}`, superadmin, { turnoverAbove5Cr: true })).statusCode).toBe(200);
    // Above ₹5 crore every product without a 6-digit HSN code counts too.
    expect(await dashboard()).toBe(3);
  });

  it('a shop above ₹5 crore turnover (platform owner’s setting) needs a 6-digit HSN code on every invoice', async () => {
    const big = await t.account('admin');
    const bigShop = await insertShop(t.database.db, big.id, { name: 'Mega Mart' });
    const set = await a.call('PATCH', `/api/superadmin/shops/${bigShop.id}`, superadmin, { turnoverAbove5Cr: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().shop.turnoverAbove5Cr).toBe(true);
    // A private field: the public shop page does not show it.
    expect((await a.call('GET', `/api/shops/${bigShop.id}`)).json().turnoverAbove5Cr).toBeUndefined();
    const prev = owner;
    owner = big;
    shopId = bigShop.id;
    try {
      const product = await createAsSpec({ category: 'Grocery', subCategory: 'Spices', unit: 'g', netQuantity: '100' });
      expect(product.suggestedTax).toEqual({ hsnCode: '0910', gstRate: 5 });
      const orderId = await orderOne(product._id);
      const refused = await a.setStatus(big, orderId, 'Confirmed');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: "Add the 6-digit HSN code of 'Kaju Katli' (Products → Edit) before confirming: a shop with turnover above ₹5 crore prints it on every invoice",
        field: 'hsnCode',
      });
      expect(await docs(orderId)).toEqual([]);
      expect((await a.call('PATCH', `/api/products/${product._id}`, big, { hsnCode: '091030' })).statusCode).toBe(200);
      const ok = await a.setStatus(big, orderId, 'Confirmed');
      expect(ok.statusCode, ok.body).toBe(200);
      expect(((await docs(orderId))[0]!.snapshot as InvoiceSnapshot).lines[0]).toMatchObject({ hsnCode: '091030', gstRate: 5 });
    } finally {
      owner = prev;
    }
  });
});
