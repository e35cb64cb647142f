import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';

const PUNE = { name: 'Asha Rao', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
/** Nothing a shopper or the public reads says why a shop takes no orders (issue 22 #4). */
const WHY = /\b(overdue|dues|blocked|settle|billing)\b|\bfees? (to|with|unpaid)/i;

/**
 * Issue 22 #4: a shop blocked for overdue fees (decision 024) is found early — its card, its page, the cart line,
 * Order Again — in the words a deactivated shop gets, and its lines leave the cart in one call.
 */
describe(`a blocked shop, as shoppers meet it (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  // 23 Nov 2026, 12:00 IST; the dues of a delivery that day are overdue from 9 Dec 2026 00:00 IST.
  let now = new Date('2026-11-23T06:30:00Z');
  const BLOCKED_AT = new Date('2026-12-09T00:00:00Z');
  let s: Awaited<ReturnType<typeof shopWithAdmin>>;
  let other: Awaited<ReturnType<typeof shopWithAdmin>>;
  let shopper: Account;
  let pastOrderId: string;
  let blockedProduct: string;
  let otherProduct: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    a = api(t);
    s = await shopWithAdmin(t);
    other = await shopWithAdmin(t);
    shopper = await t.account('user');
    // A delivered order of Rs 23,600: about Rs 1,286 of fees, above the Rs 1,000 threshold once overdue.
    const p = await product(t, s.shop.id, { price: 23_600, quantity: 100, hsnCode: '1006', gstRateBp: 500 });
    blockedProduct = p.id;
    otherProduct = (await product(t, other.shop.id, { price: 100, quantity: 100, hsnCode: '1006', gstRateBp: 500 })).id;
    expect((await a.add(shopper, p.id, 1)).statusCode).toBe(200);
    const placed = await a.call('POST', '/api/orders', shopper, { deliveryAddress: PUNE });
    expect(placed.statusCode, placed.body).toBe(201);
    pastOrderId = placed.json().orders[0]._id;
    expect((await a.setStatus(s.admin, pastOrderId, 'Confirmed')).statusCode).toBe(200);
    expect((await a.setStatus(s.admin, pastOrderId, 'Delivered')).statusCode).toBe(200);
    // Before the block: one line of each shop in the cart.
    expect((await a.add(shopper, blockedProduct, 1)).statusCode).toBe(200);
    expect((await a.add(shopper, otherProduct, 2)).statusCode).toBe(200);
    now = BLOCKED_AT;
    await t.app.ctx.catalog.invalidate();
  });
  afterAll(() => t.close());

  it('the cart marks its lines "not taking orders right now", and says nothing about fees', async () => {
    const res = await a.cart(shopper);
    expect(res.statusCode).toBe(200);
    const lines = res.json().items as Array<{ productId: string; unavailable?: string }>;
    expect(lines.find((l) => l.productId === blockedProduct)?.unavailable).toBe(`${s.shop.name} is not taking orders right now`);
    expect(lines.find((l) => l.productId === otherProduct)?.unavailable).toBeUndefined();
    expect(res.body).not.toMatch(WHY);
  });

  it('the cart reads the settings in force: a threshold above what the shop owes frees its line; the COD fee', async () => {
    const superadmin = await t.account('superadmin');
    const settings = (body: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/superadmin/settings', headers: { cookie: superadmin.cookie }, payload: body });
    expect((await settings({ duesBlockThreshold: 5000, codFee: 25 })).statusCode).toBe(200);
    try {
      const cart = (await a.cart(shopper)).json() as { items: Array<{ productId: string; unavailable?: string }>; shops: Array<{ codFee: number }> };
      expect(cart.items.find((l) => l.productId === blockedProduct)?.unavailable).toBeUndefined();
      expect(cart.shops.map((x) => x.codFee)).toEqual([25, 25]);
    } finally {
      expect((await settings({ duesBlockThreshold: 1000, codFee: 0 })).statusCode).toBe(200);
    }
    const back = (await a.cart(shopper)).json() as { items: Array<{ productId: string; unavailable?: string }> };
    expect(back.items.find((l) => l.productId === blockedProduct)?.unavailable).toBe(`${s.shop.name} is not taking orders right now`);
  });

  it('the shop list and the shop page say takingOrders: false; other shops true', async () => {
    const list = await a.call('GET', `/api/shops?limit=50`);
    expect(list.statusCode).toBe(200);
    const items = list.json().items as Array<{ _id: string; takingOrders?: boolean }>;
    expect(items.find((x) => x._id === s.shop.id)?.takingOrders).toBe(false);
    expect(items.find((x) => x._id === other.shop.id)?.takingOrders).toBe(true);
    const searched = (await a.call('GET', `/api/shops?search=${encodeURIComponent(s.shop.name)}`)).json().items as Array<{
      _id: string;
      takingOrders?: boolean;
    }>;
    expect(searched.find((x) => x._id === s.shop.id)?.takingOrders).toBe(false);
    const one = await a.call('GET', `/api/shops/${s.shop.id}`);
    expect(one.json().takingOrders).toBe(false);
    expect(one.body).not.toMatch(WHY);
  });

  it('Add to Cart and Place Order refuse with the words a deactivated shop gets, and no reason', async () => {
    const add = await a.add(shopper, blockedProduct, 1);
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe(`${s.shop.name} is not taking orders right now`);
    expect(add.body).not.toMatch(WHY);
    const order = await a.call('POST', '/api/orders', shopper, { deliveryAddress: PUNE });
    expect(order.statusCode).toBe(409);
    expect(order.json()).toMatchObject({
      message: `${s.shop.name} is not taking orders right now. Remove its items from your cart to order the rest.`,
      shopId: s.shop.id,
      shopName: s.shop.name,
    });
    expect(order.body).not.toMatch(WHY);
  });

  it('Order Again skips its items with the same words', async () => {
    const buyer = await t.account('user');
    const res = await a.call('POST', `/api/orders/${pastOrderId}/reorder`, shopper);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.added).toEqual([]);
    expect(body.skipped).toEqual([expect.objectContaining({ productId: blockedProduct, reason: `${s.shop.name} is not taking orders right now` })]);
    expect(res.body).not.toMatch(WHY);
    // Someone else's order stays 404.
    expect((await a.call('POST', `/api/orders/${pastOrderId}/reorder`, buyer)).statusCode).toBe(404);
  });

  it("DELETE /api/cart/shop/:id removes that shop's lines in one call; the rest can be ordered", async () => {
    const res = await a.call('DELETE', `/api/cart/shop/${s.shop.id}`, shopper);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('1 item removed from cart');
    expect(res.json().cart.items.map((i: { productId: string }) => i.productId)).toEqual([otherProduct]);
    // Nothing of the shop left: 404 with a message, as for a malformed id; an admin has no cart (403).
    const again = await a.call('DELETE', `/api/cart/shop/${s.shop.id}`, shopper);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Your cart has no items from this shop');
    expect((await a.call('DELETE', '/api/cart/shop/not-a-uuid', shopper)).statusCode).toBe(404);
    expect((await a.call('DELETE', `/api/cart/shop/${other.shop.id}`, s.admin)).statusCode).toBe(403);
    expect((await a.call('DELETE', `/api/cart/shop/${other.shop.id}`)).statusCode).toBe(401);
    // Another shopper's call removes nothing of this cart.
    const stranger = await t.account('user');
    expect((await a.call('DELETE', `/api/cart/shop/${other.shop.id}`, stranger)).statusCode).toBe(404);
    expect((await a.cart(shopper)).json().items).toHaveLength(1);
    const order = await a.call('POST', '/api/orders', shopper, { deliveryAddress: PUNE });
    expect(order.statusCode, order.body).toBe(201);
  });
});
