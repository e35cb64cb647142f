import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

describe(`cart (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shopper: Account;
  let admin: Account;
  let superadmin: Account;
  let shopA: { id: string; name: string };
  let shopB: { id: string; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    shopper = await t.account('user');
    superadmin = await t.account('superadmin');
    const s1 = await shopWithAdmin(t);
    const s2 = await shopWithAdmin(t);
    admin = s1.admin;
    shopA = s1.shop;
    shopB = s2.shop;
  });
  afterAll(() => t.close());

  it('counts 0 for anonymous and for an empty cart', async () => {
    const anon = await a.call('GET', '/api/cart/count');
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toEqual({ count: 0 });
    const mine = await a.call('GET', '/api/cart/count', shopper);
    expect(mine.json()).toEqual({ count: 0 });
    const empty = await a.cart(shopper);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [], itemCount: 0, subtotal: 0, deliveryCharge: 0, codFee: 0, total: 0, shops: [] });
  });

  it('adds with the server price, name and image: client fields are ignored', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { name: 'Basmati Rice', price: 250.5, quantity: 10, unit: 'kg', subCategory: 'Others', image: 'rice.webp' });
    const res = await a.add(u, p.id, 2, { name: 'Free rice', price: 1, image: 'evil.png', shopId: shopB.id, unit: 'piece', subCategory: 'Men' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Item added to cart');
    expect(body.cart.items).toEqual([
      {
        _id: p.id,
        productId: p.id,
        name: 'Basmati Rice',
        price: 250.5,
        image: 'rice.webp',
        quantity: 2,
        shopId: shopA.id,
        shopName: shopA.name,
        unit: 'kg',
        subCategory: 'Others',
        available: 10,
        lineTotal: 501,
      },
    ]);
    expect(body.cart).toMatchObject({ itemCount: 2, subtotal: 501, deliveryCharge: 60, total: 561 });
  });

  it('reads the price from the product at every read (a price change shows up)', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { price: 100 });
    await a.add(u, p.id, 1);
    await t.database.db.update(products).set({ pricePaise: 12_345 }).where(eq(products.id, p.id));
    const cart = (await a.cart(u)).json();
    expect(cart.items[0].price).toBe(123.45);
    expect(cart.total).toBe(183.45);
  });

  it('treats quantity as a delta, and removes a line reaching 0 or below', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { quantity: 10 });
    await a.add(u, p.id, 1);
    let res = await a.add(u, p.id, 1);
    expect(res.json().message).toBe('Cart updated');
    expect(res.json().cart.items[0].quantity).toBe(2);
    res = await a.add(u, p.id, -1);
    expect(res.json().cart.items[0].quantity).toBe(1);
    expect((await a.call('GET', '/api/cart/count', u)).json()).toEqual({ count: 1 });
    res = await a.add(u, p.id, -5);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Item removed from cart');
    expect(res.json().cart.items).toEqual([]);
    // Going below on a product that is not in the cart is harmless.
    res = await a.add(u, p.id, -1);
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items).toEqual([]);
  });

  it('defaults the delta to +1', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id);
    const res = await a.call('POST', '/api/cart/add', u, { itemId: p.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items[0].quantity).toBe(1);
  });

  it('refuses to go beyond stock with "Only N left", and keeps the cart as it was', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { quantity: 3 });
    expect((await a.add(u, p.id, 2)).statusCode).toBe(200);
    const res = await a.add(u, p.id, 2);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Only 3 left', code: 'CONFLICT' });
    expect((await a.cart(u)).json().items[0].quantity).toBe(2);
    expect((await a.add(u, p.id, 1)).statusCode).toBe(200);
    expect((await a.add(u, p.id, 1)).json().message).toBe('Only 3 left');
  });

  it('refuses an out-of-stock product', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { quantity: 0 });
    const res = await a.add(u, p.id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Out of stock');
    expect((await a.cart(u)).json().items).toEqual([]);
  });

  it('still lets a shopper lower a line whose product has run short', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id, { quantity: 5 });
    await a.add(u, p.id, 5);
    await t.database.db.update(products).set({ quantity: 1 }).where(eq(products.id, p.id));
    const res = await a.add(u, p.id, -1);
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.items[0]).toMatchObject({ quantity: 4, available: 1 });
  });

  it('answers 404 for an unknown product', async () => {
    const res = await a.add(shopper, '0190f5d2-0000-7000-8000-000000000000', 1);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Product not found', code: 'NOT_FOUND' });
  });

  it.each([
    [{ quantity: 1 }, 'itemId is required'],
    [{ itemId: 'abc', quantity: 1 }, 'itemId is not a valid id'],
    [{ itemId: '0190f5d2-0000-7000-8000-000000000000', quantity: 'x' }, 'quantity must be a number'],
    [{ itemId: '0190f5d2-0000-7000-8000-000000000000', quantity: 1.5 }, 'quantity must be a whole number'],
    [{ itemId: '0190f5d2-0000-7000-8000-000000000000', quantity: 0 }, 'quantity must not be 0'],
    [{ itemId: '0190f5d2-0000-7000-8000-000000000000', quantity: 101 }, 'quantity must be between -100 and 100'],
  ])('rejects a bad add body %# with a 400 naming the field', async (payload, message) => {
    const res = await a.call('POST', '/api/cart/add', shopper, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION' });
  });

  it('builds a per-shop breakdown with Rs 60 per distinct shop', async () => {
    const u = await t.account('user');
    const p1 = await product(t, shopA.id, { price: 100 });
    const p2 = await product(t, shopA.id, { price: 50.25 });
    const p3 = await product(t, shopB.id, { price: 10 });
    await a.add(u, p1.id, 2);
    await a.add(u, p2.id, 1);
    await a.add(u, p3.id, 3);
    const cart = (await a.cart(u)).json();
    expect(cart.items.map((i: { _id: string }) => i._id)).toEqual([p1.id, p2.id, p3.id]);
    expect(cart).toMatchObject({ itemCount: 6, subtotal: 280.25, deliveryCharge: 120, total: 400.25 });
    expect(cart.shops).toEqual([
      {
        shopId: shopA.id,
        shopName: shopA.name,
        subtotal: 250.25,
        deliveryCharge: 60,
        codFee: 0,
        total: 310.25,
        itemCount: 3,
        returnPolicy: { kind: 'none', days: 0 },
      },
      { shopId: shopB.id, shopName: shopB.name, subtotal: 30, deliveryCharge: 60, codFee: 0, total: 90, itemCount: 3, returnPolicy: { kind: 'none', days: 0 } },
    ]);
    expect((await a.call('GET', '/api/cart/count', u)).json()).toEqual({ count: 6 });
  });

  it('removes one item by product id, 404 when it is not in the cart', async () => {
    const u = await t.account('user');
    const p1 = await product(t, shopA.id);
    const p2 = await product(t, shopB.id);
    await a.add(u, p1.id, 1);
    await a.add(u, p2.id, 1);
    const res = await a.call('DELETE', `/api/cart/item/${p1.id}`, u);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Item removed from cart');
    expect(res.json().cart.items.map((i: { _id: string }) => i._id)).toEqual([p2.id]);
    expect((await a.call('DELETE', `/api/cart/item/${p1.id}`, u)).statusCode).toBe(404);
    expect((await a.call('DELETE', '/api/cart/item/not-a-uuid', u)).statusCode).toBe(404);
  });

  it('keeps carts apart: a user cannot remove from another cart', async () => {
    const u1 = await t.account('user');
    const u2 = await t.account('user');
    const p = await product(t, shopA.id);
    await a.add(u1, p.id, 1);
    expect((await a.call('DELETE', `/api/cart/item/${p.id}`, u2)).statusCode).toBe(404);
    expect((await a.cart(u1)).json().items).toHaveLength(1);
    expect((await a.cart(u2)).json().items).toHaveLength(0);
  });

  it('clears the cart', async () => {
    const u = await t.account('user');
    await a.add(u, (await product(t, shopA.id)).id, 2);
    await a.add(u, (await product(t, shopB.id)).id, 1);
    const res = await a.call('POST', '/api/cart/clear', u);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Cart cleared', cart: { items: [], total: 0 } });
    expect((await a.call('GET', '/api/cart/count', u)).json()).toEqual({ count: 0 });
  });

  it('drops the line when the product is deleted', async () => {
    const u = await t.account('user');
    const p = await product(t, shopA.id);
    await a.add(u, p.id, 1);
    await t.database.db.delete(products).where(eq(products.id, p.id));
    expect((await a.cart(u)).json().items).toEqual([]);
  });

  describe('who may use the cart', () => {
    const calls = (id: string) =>
      [
        ['GET', '/api/cart', undefined],
        ['POST', '/api/cart/add', { itemId: id, quantity: 1 }],
        ['DELETE', `/api/cart/item/${id}`, undefined],
        ['POST', '/api/cart/clear', undefined],
      ] as const;

    it('answers 401 to anonymous callers', async () => {
      const p = await product(t, shopA.id);
      for (const [method, url, payload] of calls(p.id)) {
        const res = await a.call(method, url, null, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('answers 403 to admins and the superadmin, and counts 0 for them', async () => {
      const p = await product(t, shopA.id);
      for (const who of [admin, superadmin]) {
        for (const [method, url, payload] of calls(p.id)) {
          const res = await a.call(method, url, who, payload);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json().message).toBe('Only shopper accounts can use the cart');
        }
        expect((await a.call('GET', '/api/cart/count', who)).json()).toEqual({ count: 0 });
      }
    });
  });
});
