import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productVariants } from '../../db/schema.js';
import { createTestApp, ENGINE, multipart, samplePng, type TestApp } from '../../../test/support/harness.js';
import { api, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

const PUNE = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

/**
 * Issue 24 #1: checkout, the COD cap and the GST register read each variant's own price and stock, never the
 * product row's totals (its lowest price, its total stock).
 */
describe(`checkout and the GST register per variant (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let owner: Account;
  let png: Buffer;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    ({ admin: owner } = await shopWithAdmin(t));
    png = await samplePng(40, 40);
  }, 60_000);
  afterAll(() => t.close());

  /** A saree in two sizes: a cheap one and a dear one, each with its own stock. */
  async function saree(cheap: { price: number; quantity: number }, dear: { price: number; quantity: number }) {
    n += 1;
    const body = multipart(
      {
        name: `Silk saree ${n}`,
        description: 'Handwoven',
        category: 'Clothing',
        hsnCode: '5007',
        gstRate: '5',
        options: JSON.stringify([{ name: 'Size', values: ['Free', 'Long'] }]),
        variants: JSON.stringify([
          { sku: `SR-${n}-F`, options: { Size: 'Free' }, ...cheap },
          { sku: `SR-${n}-L`, options: { Size: 'Long' }, ...dear },
        ]),
      },
      { filename: 'p.png', content: png },
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/products/', headers: { ...body.headers, cookie: owner.cookie }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().product as { _id: string; price: number; quantity: number; variants: Array<{ _id: string }> };
    return { id: p._id, price: p.price, total: p.quantity, cheap: p.variants[0]!._id, dear: p.variants[1]!._id };
  }
  const checkout = (who: Account, body: object = {}) => a.call('POST', '/api/orders', who, { deliveryAddress: PUNE, ...body });
  const variantStock = async (id: string) =>
    (await t.database.db.select({ q: productVariants.quantity }).from(productVariants).where(eq(productVariants.id, id)))[0]?.q;
  const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;

  it('applies the COD cap to the variants’ own prices: two of the dear size are refused though the product reads ₹100', async () => {
    const p = await saree({ price: 100, quantity: 50 }, { price: 30_000, quantity: 5 });
    expect(p.price).toBe(100); // the product row carries the lowest price
    const shopper = await t.account('user');
    expect((await a.add(shopper, p.id, 2, { variantId: p.dear })).statusCode).toBe(200);
    expect((await a.cart(shopper)).json().subtotal).toBe(60_000);
    const before = await orderCount();
    const res = await checkout(shopper);
    expect(res.statusCode).toBe(409);
    // 2 × ₹30,000 and the ₹60 delivery charge.
    expect(res.json()).toMatchObject({ totalAmount: 60_060, codMaxOrderValue: 50_000 });
    expect(res.json().message).toMatch(/comes to ₹60,060.00, above ₹50,000/);
    expect(await orderCount()).toBe(before);
    expect(await variantStock(p.dear)).toBe(5);
  });

  it('places one of the dear size with one of the cheap under the cap, taking stock from each variant', async () => {
    const p = await saree({ price: 100, quantity: 50 }, { price: 30_000, quantity: 5 });
    const shopper = await t.account('user');
    await a.add(shopper, p.id, 1, { variantId: p.dear });
    await a.add(shopper, p.id, 1, { variantId: p.cheap });
    const res = await checkout(shopper);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orders[0].subtotal ?? res.json().orders[0].totalAmount).toBeGreaterThanOrEqual(30_100);
    expect([await variantStock(p.cheap), await variantStock(p.dear)]).toEqual([49, 4]);
  });

  it('refuses more of a variant than it has, though the product’s total stock would cover it', async () => {
    const p = await saree({ price: 100, quantity: 50 }, { price: 900, quantity: 2 });
    expect(p.total).toBe(52);
    const shopper = await t.account('user');
    const more = await a.add(shopper, p.id, 3, { variantId: p.dear });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Only 2 left');
    expect((await a.add(shopper, p.id, 2, { variantId: p.dear })).statusCode).toBe(200);
    // The owner sells one in the shop: the cart's two are now one too many for that variant alone.
    const patched = await a.call('PATCH', `/api/products/${p.id}`, owner, {
      variants: [
        { _id: p.cheap, sku: `SR-${n}-F`, options: { Size: 'Free' }, price: 100, quantity: 50 },
        { _id: p.dear, sku: `SR-${n}-L`, options: { Size: 'Long' }, price: 900, quantity: 1 },
      ],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const before = await orderCount();
    const res = await checkout(shopper);
    expect(res.statusCode).toBe(409);
    expect(await orderCount()).toBe(before);
    expect([await variantStock(p.cheap), await variantStock(p.dear)]).toEqual([50, 1]);
  });

  it('lists an invoice of two variants in the GST register at the variants’ prices', async () => {
    const p = await saree({ price: 1_050, quantity: 10 }, { price: 2_100, quantity: 10 });
    const shopper = await t.account('user');
    await a.add(shopper, p.id, 2, { variantId: p.cheap });
    await a.add(shopper, p.id, 1, { variantId: p.dear });
    const placed = await checkout(shopper);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().orders[0] as { _id: string; createdAt: string };
    expect((await a.setStatus(owner, order._id, 'Confirmed')).statusCode).toBe(200);
    const month = new Date(new Date(order.createdAt).getTime() + 5.5 * 3600_000).toISOString().slice(0, 7);
    const reg = await a.call('GET', `/api/admin/reports/gst/register?month=${month}`, owner);
    expect(reg.statusCode, reg.body).toBe(200);
    const doc = (reg.json().documents as Array<{ orderId: string; taxableByRate: Record<string, number>; total: number }>).find((d) => d.orderId === order._id);
    expect(doc).toBeDefined();
    // 2 × ₹1,050 + 1 × ₹2,100 + ₹60 delivery = ₹4,260 including 5 % GST (the delivery takes the goods' rate):
    // ₹4,057.14 taxable at 5 %. Read at the product row's ₹1,050 it would be ₹3,060.
    expect(doc!.total).toBe(4_260);
    expect(doc!.taxableByRate['5']).toBe(4_057.14);
  });
});
