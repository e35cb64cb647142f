import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, orderItems, orders, products } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, stockOf, type Account } from '../../../test/support/cart-orders.js';

describe(`placing orders (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shopA: { id: string; name: string; gstnumber: string | null };
  let shopB: { id: string; name: string };
  let adminA: Account;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    const s1 = await shopWithAdmin(t);
    const s2 = await shopWithAdmin(t);
    shopA = s1.shop;
    shopB = s2.shop;
    adminA = s1.admin;
  });
  afterAll(() => t.close());

  const countRows = async () => ({
    checkouts: (await t.database.db.select().from(checkouts)).length,
    orders: (await t.database.db.select().from(orders)).length,
  });

  it('places a 2-shop cart as 2 orders, each subtotal + Rs 60, checkout total = sum; stock taken; cart emptied', async () => {
    const u = await t.account('user', { name: 'Asha Rao' });
    const rice = await product(t, shopA.id, { name: 'Rice', price: 100, quantity: 10, unit: 'kg', subCategory: 'Others' });
    const dal = await product(t, shopA.id, { name: 'Dal', price: 80.5, quantity: 5 });
    const shirt = await product(t, shopB.id, { name: 'Shirt', price: 499, quantity: 3, unit: 'piece', subCategory: 'Men' });
    await a.add(u, rice.id, 2);
    await a.add(u, dal.id, 1);
    await a.add(u, shirt.id, 1);

    const res = await a.order(u, { totalAmount: 200 + 80.5 + 499 + 120 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Order Placed Successfully', totalAmount: 899.5 });
    expect(body.checkoutId).toEqual(expect.any(String));
    expect(body.orders).toHaveLength(2);
    const byShop = Object.fromEntries(body.orders.map((o: { shopIds: string[] }) => [o.shopIds[0], o]));
    expect(byShop[shopA.id]).toMatchObject({
      checkoutId: body.checkoutId,
      user: { name: 'Asha Rao', email: u.email },
      address: 'Asha Rao, 9876543210, 411001, 12 MG Road, near the temple',
      shopIds: [shopA.id],
      shop: { _id: shopA.id, name: shopA.name },
      paymentMethod: 'COD',
      status: 'Pending',
      subtotal: 280.5,
      deliveryCharge: 60,
      totalAmount: 340.5,
      deliveredAt: null,
    });
    expect(byShop[shopA.id].items).toEqual(
      expect.arrayContaining([
        { _id: expect.any(String), productId: rice.id, name: 'Rice', unit: 'kg', subCategory: 'Others', quantity: 2, price: 100, total: 200 },
        { _id: expect.any(String), productId: dal.id, name: 'Dal', unit: 'kg', subCategory: null, quantity: 1, price: 80.5, total: 80.5 },
      ]),
    );
    expect(byShop[shopB.id]).toMatchObject({ subtotal: 499, deliveryCharge: 60, totalAmount: 559, items: [{ name: 'Shirt', quantity: 1, price: 499 }] });
    expect(byShop[shopA.id].totalAmount + byShop[shopB.id].totalAmount).toBe(body.totalAmount);

    expect(await stockOf(t, rice.id)).toBe(8);
    expect(await stockOf(t, dal.id)).toBe(4);
    expect(await stockOf(t, shirt.id)).toBe(2);
    expect((await a.cart(u)).json().items).toEqual([]);
    expect((await a.call('GET', '/api/cart/count', u)).json()).toEqual({ count: 0 });
  });

  it('works without totalAmount and items (the server cart is what is ordered)', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { price: 10 });
    await a.add(u, p.id, 3);
    const res = await a.order(u);
    expect(res.statusCode).toBe(201);
    expect(res.json().totalAmount).toBe(90);
  });

  it('refuses a client total that differs from the server figure with 409 and the real total', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { price: 150, quantity: 5 });
    await a.add(u, p.id, 2);
    const before = await countRows();
    const res = await a.order(u, { totalAmount: 2 * 1 + 60 });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'Prices have changed. The total is now ₹360.00.',
      code: 'CONFLICT',
      details: { totalAmount: 360 },
      totalAmount: 360,
    });
    expect(await countRows()).toEqual(before);
    expect(await stockOf(t, p.id)).toBe(5);
    expect((await a.cart(u)).json().items).toHaveLength(1);
    // The spec's old "flat Rs 60" total for a 2-shop cart is refused too; the per-shop figure passes.
    const q = await product(t, shopB.id, { price: 10 });
    await a.add(u, q.id, 1);
    expect((await a.order(u, { totalAmount: 300 + 10 + 60 })).json().details.totalAmount).toBe(430);
    expect((await a.order(u, { totalAmount: 430 })).statusCode).toBe(201);
  });

  it('orders at the price in the database when the product changed after it was added', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { price: 100 });
    await a.add(u, p.id, 1, { price: 1 });
    await t.database.db.update(products).set({ pricePaise: 20_000 }).where(eq(products.id, p.id));
    const stale = await a.order(u, { totalAmount: 160 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.totalAmount).toBe(260);
    const res = await a.order(u, { totalAmount: 260 });
    expect(res.statusCode).toBe(201);
    expect(res.json().orders[0].items[0].price).toBe(200);
  });

  it('checks `items` against the cart, accepting _id, itemId or productId', async () => {
    const u = await t.account('user');
    const p1 = await product(t, shopA.id);
    const p2 = await product(t, shopB.id);
    await a.add(u, p1.id, 2);
    await a.add(u, p2.id, 1);
    for (const items of [
      [{ _id: p1.id, quantity: 2 }],
      [
        { _id: p1.id, quantity: 1 },
        { _id: p2.id, quantity: 1 },
      ],
      [
        { _id: p1.id, quantity: 2 },
        { _id: p2.id, quantity: 1 },
        { _id: (await product(t, shopA.id)).id, quantity: 1 },
      ],
    ]) {
      const res = await a.order(u, { items });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Your cart has changed. Please review it and try again.');
    }
    const res = await a.order(u, {
      items: [
        { itemId: p1.id, quantity: 2, name: 'ignored', price: 1 },
        { productId: p2.id, quantity: 1 },
      ],
      shopIds: [shopA.id, shopB.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().orders).toHaveLength(2);
  });

  it('refuses an empty cart with 400', async () => {
    const u = await t.account('user');
    const res = await a.order(u);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Your cart is empty', code: 'VALIDATION' });
  });

  it('refuses when stock ran short since adding, naming the product; nothing is written', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { name: 'Mango', quantity: 5 });
    const q = await product(t, shopB.id, { name: 'Kurta', quantity: 5 });
    await a.add(u, p.id, 4);
    await a.add(u, q.id, 2);
    await t.database.db.update(products).set({ quantity: 3 }).where(eq(products.id, p.id));
    const before = await countRows();
    let res = await a.order(u);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Only 3 left of Mango', details: { productId: p.id, available: 3 } });
    expect(await countRows()).toEqual(before);
    expect(await stockOf(t, q.id)).toBe(5);
    expect((await a.cart(u)).json().itemCount).toBe(6);
    await t.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, p.id));
    res = await a.order(u);
    expect(res.json().message).toBe('Mango is out of stock');
  });

  it.each([
    [{}, 'Delivery address is required'],
    [{ address: 'short' }, 'Delivery address must include name, mobile, pin code, house address and landmark'],
    [{ address: 42 }, 'Delivery address must be text'],
    [{ address: 'Asha, 9876543210, 411001, MG Road', paymentMethod: 'CARD' }, "paymentMethod must be 'COD'"],
    [{ address: 'Asha, 9876543210, 411001, MG Road', totalAmount: 'x' }, 'totalAmount must be a number'],
    [{ address: 'Asha, 9876543210, 411001, MG Road', items: [{ _id: 'nope', quantity: 1 }] }, 'items[]._id is not a valid id'],
    [{ address: 'Asha, 9876543210, 411001, MG Road', items: [{ quantity: 1 }] }, 'items[0] needs an _id, itemId or productId'],
  ])('rejects a bad order body %# with a 400 naming the field', async (payload, message) => {
    const u = await t.account('user');
    await a.add(u, (await product(t, shopA.id)).id, 1);
    const res = await a.call('POST', '/api/orders', u, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
  });

  it('refuses an Idempotency-Key over 100 characters', async () => {
    const u = await t.account('user');
    await a.add(u, (await product(t, shopA.id)).id, 1);
    const res = await a.order(u, {}, { 'idempotency-key': 'k'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Idempotency-Key must be at most 100 characters');
  });

  it('answers a retry with the same Idempotency-Key with the same orders and creates nothing new', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { quantity: 10 });
    const q = await product(t, shopB.id, { quantity: 10 });
    await a.add(u, p.id, 2);
    await a.add(u, q.id, 1);
    const key = 'checkout-7f3a';
    const first = await a.order(u, {}, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const before = await countRows();
    // The retry (the cart as the first request left it: empty) answers the first checkout and orders nothing.
    const again = await a.order(u, {}, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countRows()).toEqual(before);
    // The shopper refills the cart: the key, sent with an address only, does not answer the old order for the new
    // cart (issue 21): 422 saying to use a new key; nothing ordered, the cart kept.
    await a.add(u, p.id, 1);
    const stale = await a.order(u, {}, { 'idempotency-key': key });
    expect(stale.statusCode, stale.body).toBe(422);
    expect(stale.json().message).toMatch(/already used for a different order \(another cart.*Use a new key/);
    expect(await countRows()).toEqual(before);
    expect(await stockOf(t, p.id)).toBe(8);
    expect((await a.cart(u)).json().itemCount).toBe(1);
    expect((await a.order(u, {}, { 'idempotency-key': 'checkout-7f3b' })).statusCode).toBe(201);
    // Another user may use the same key for their own checkout.
    const other = await t.account('user');
    await a.add(other, p.id, 1);
    const theirs = await a.order(other, {}, { 'idempotency-key': key });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().checkoutId).not.toBe(first.json().checkoutId);
  });

  it('refuses an Idempotency-Key reused with a different request (422), and still replays the same request', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { price: 100, quantity: 10 });
    const q = await product(t, shopA.id, { price: 250, quantity: 10 });
    await a.add(u, p.id, 1);
    const key = 'reused-key-91';
    const firstBody = { totalAmount: 160, items: [{ _id: p.id, quantity: 1 }] };
    const first = await a.order(u, firstBody, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    // The same request again (items listed in any order) answers the original checkout.
    const again = await a.order(u, firstBody, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // A new cart, a new address, a new total, the old key.
    await a.add(u, q.id, 2);
    const before = await countRows();
    const differentRequests: Array<[string, Record<string, unknown>]> = [
      ['another cart and total', { totalAmount: 560, items: [{ _id: q.id, quantity: 2 }] }],
      ['another address', { ...firstBody, address: 'Ravi Kumar, 9123456780, 560001, 4 Brigade Road, opposite the park' }],
      ['another total', { ...firstBody, totalAmount: 170 }],
      ['no items and no total', {}],
      ['the first request word for word, for the changed cart', firstBody],
    ];
    for (const [what, body] of differentRequests) {
      const res = await a.order(u, body, { 'idempotency-key': key });
      expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
      expect(res.json()).toMatchObject({ code: 'UNPROCESSABLE', message: expect.stringMatching(/already used for a different order.*new key/) });
      expect(await countRows(), what).toEqual(before);
    }
    expect(await stockOf(t, q.id)).toBe(10);
    // A new key places the new cart.
    expect((await a.order(u, { totalAmount: 560, items: [{ _id: q.id, quantity: 2 }] }, { 'idempotency-key': 'fresh-key-92' })).statusCode).toBe(201);
  });

  it("keeps a failed attempt's key free for the retry", async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { price: 100 });
    await a.add(u, p.id, 1);
    const key = 'retry-after-409';
    expect((await a.order(u, { totalAmount: 1 }, { 'idempotency-key': key })).statusCode).toBe(409);
    expect((await a.order(u, { totalAmount: 160 }, { 'idempotency-key': key })).statusCode).toBe(201);
  });

  it('keeps the item snapshot after the product is edited and after it is deleted', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { name: 'Old Name', price: 75, unit: 'litre', subCategory: 'Kids', quantity: 4 });
    await a.add(u, p.id, 2);
    const placed = (await a.order(u)).json();
    const snapshot = placed.orders[0].items[0];
    expect(snapshot).toMatchObject({ productId: p.id, name: 'Old Name', unit: 'litre', subCategory: 'Kids', price: 75, quantity: 2, total: 150 });

    await t.database.db.update(products).set({ name: 'New Name', pricePaise: 99_900, unit: 'kg', subCategory: 'Men' }).where(eq(products.id, p.id));
    let mine = (await a.call('GET', '/api/orders/my-orders', u)).json();
    expect(mine[0].items[0]).toEqual(snapshot);
    expect(mine[0].totalAmount).toBe(210);

    await t.database.db.delete(products).where(eq(products.id, p.id));
    mine = (await a.call('GET', '/api/orders/my-orders', u)).json();
    expect(mine[0].items[0]).toEqual({ ...snapshot, productId: null });
    expect(mine[0].totalAmount).toBe(210);
    const rows = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orders[0]._id));
    expect(rows).toHaveLength(1);
  });

  it('lists my orders newest first, with items, shop and user; and pages them', async () => {
    const u = await t.account('user', { name: 'Meera' });
    const p = await product(t, shopA.id, { quantity: 50 });
    const q = await product(t, shopB.id, { quantity: 50 });
    await a.add(u, p.id, 1);
    const first = (await a.order(u)).json();
    await a.add(u, p.id, 1);
    await a.add(u, q.id, 1);
    const second = (await a.order(u)).json();
    const third = (
      await (async () => {
        await a.add(u, q.id, 2);
        return a.order(u);
      })()
    ).json();

    const res = await a.call('GET', '/api/orders/my-orders', u);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(4);
    expect(list[0].checkoutId).toBe(third.checkoutId);
    expect(list.slice(1, 3).map((o: { checkoutId: string }) => o.checkoutId)).toEqual([second.checkoutId, second.checkoutId]);
    expect(list[3].checkoutId).toBe(first.checkoutId);
    expect(list[3]).toMatchObject({
      user: { name: 'Meera', email: u.email },
      shop: { _id: shopA.id, name: shopA.name, gstnumber: shopA.gstnumber },
      items: [{ productId: p.id }],
    });
    expect(list.every((o: { address: string | null }) => typeof o.address === 'string')).toBe(true);

    const page1 = (await a.call('GET', '/api/orders/mine?page=1&limit=3', u)).json();
    expect(page1).toMatchObject({ total: 4, page: 1, pageSize: 3, totalPages: 2 });
    expect(page1.items.map((o: { _id: string }) => o._id)).toEqual(list.slice(0, 3).map((o: { _id: string }) => o._id));
    const page2 = (await a.call('GET', '/api/orders/mine?page=2&limit=3', u)).json();
    expect(page2.items.map((o: { _id: string }) => o._id)).toEqual([list[3]._id]);
    const bad = await a.call('GET', '/api/orders/mine?limit=0', u);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit must be at least 1');

    // Another shopper sees none of them.
    const other = await t.account('user');
    expect((await a.call('GET', '/api/orders/my-orders', other)).json()).toEqual([]);
  });

  describe('who may order and read orders', () => {
    it('answers 401 to anonymous callers', async () => {
      for (const [method, url] of [
        ['POST', '/api/orders'],
        ['GET', '/api/orders/my-orders'],
        ['GET', '/api/orders/mine'],
      ] as const) {
        const res = await a.call(method, url, null, method === 'POST' ? { address: 'Asha, 9876543210, 411001, MG Road' } : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('answers 403 to admins and the superadmin', async () => {
      const superadmin = await t.account('superadmin');
      for (const who of [adminA, superadmin]) {
        const placed = await a.order(who);
        expect(placed.statusCode).toBe(403);
        expect(placed.json().message).toBe('Only shopper accounts can place orders');
        expect((await a.call('GET', '/api/orders/my-orders', who)).statusCode).toBe(403);
        expect((await a.call('GET', '/api/orders/mine', who)).statusCode).toBe(403);
      }
    });
  });
});
