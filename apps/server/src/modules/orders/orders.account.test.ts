import { CANCEL_REASONS } from '@bazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, stockOf, type Account } from '../../../test/support/cart-orders.js';
import { products, shops } from '../../db/schema.js';

/** Issue 10 #19: a reason when the shopper cancels, and "order again" from a past order. */
describe(`cancel reasons and reorder (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shop: { id: string; name: string };
  let admin: Account;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    ({ shop, admin } = await shopWithAdmin(t));
  });
  afterAll(() => t.close());

  async function placed(who: Account, lines: Array<[string, number]>): Promise<string> {
    for (const [id, n] of lines) expect((await a.add(who, id, n)).statusCode).toBe(200);
    const res = await a.order(who);
    expect(res.statusCode).toBe(201);
    return res.json().orders[0]._id;
  }

  describe('cancel with a reason', () => {
    it('keeps answering the spec’s empty-body call (no body, `{}`) and records no reason', async () => {
      const shopper = await t.account('user');
      const p = await product(t, shop.id, { quantity: 50 });
      for (const payload of [undefined, {}]) {
        const id = await placed(shopper, [[p.id, 1]]);
        const res = await a.call('PATCH', `/api/orders/${id}/cancel`, shopper, payload);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          message: 'Order cancelled successfully',
          order: { status: 'Cancelled', cancellation: { by: 'customer', reason: null, note: null } },
        });
      }
    });

    it('stores the reason and note with the order and shows them to the shop owner', async () => {
      const shopper = await t.account('user');
      const p = await product(t, shop.id, { quantity: 50 });
      const id = await placed(shopper, [[p.id, 2]]);
      const res = await a.call('PATCH', `/api/orders/${id}/cancel`, shopper, { reason: 'Ordered by mistake', note: '  wrong size, sorry  ' });
      expect(res.statusCode).toBe(200);
      const want = { by: 'customer', reason: 'Ordered by mistake', note: 'wrong size, sorry' };
      expect(res.json().order.cancellation).toEqual(want);
      expect((await a.call('GET', `/api/orders/${id}`, admin)).json().cancellation).toEqual(want);
      const page = (await a.call('GET', '/api/admin/orders/page?status=Cancelled', admin)).json();
      expect(page.items.find((o: { _id: string }) => o._id === id).cancellation).toEqual(want);
      expect(await stockOf(t, p.id)).toBe(50);
    });

    it('refuses a reason not on the list and a note that is too long, with a message, and cancels nothing', async () => {
      const shopper = await t.account('user');
      const p = await product(t, shop.id, { quantity: 50 });
      const id = await placed(shopper, [[p.id, 1]]);
      const bad = await a.call('PATCH', `/api/orders/${id}/cancel`, shopper, { reason: 'Because' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('reason must be one of');
      const long = await a.call('PATCH', `/api/orders/${id}/cancel`, shopper, { reason: 'Other', note: 'x'.repeat(301) });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toContain('at most 300');
      expect((await a.call('GET', `/api/orders/${id}`, shopper)).json().status).toBe('Pending');
    });

    it('every reason on the list is accepted; a note alone is kept', async () => {
      const shopper = await t.account('user');
      const p = await product(t, shop.id, { quantity: 50 });
      for (const reason of CANCEL_REASONS) {
        const id = await placed(shopper, [[p.id, 1]]);
        expect((await a.call('PATCH', `/api/orders/${id}/cancel`, shopper, { reason })).json().order.cancellation.reason).toBe(reason);
      }
      const id = await placed(shopper, [[p.id, 1]]);
      expect((await a.call('PATCH', `/api/orders/${id}/cancel`, shopper, { note: 'Changed my mind' })).json().order.cancellation).toEqual({
        by: 'customer',
        reason: null,
        note: 'Changed my mind',
      });
    });

    it('a shop owner’s cancel records the shop, never a customer reason (issue 22 #11: the shop has its own list)', async () => {
      const shopper = await t.account('user');
      const p = await product(t, shop.id, { quantity: 50 });
      const id = await placed(shopper, [[p.id, 1]]);
      const res = await a.call('PATCH', `/api/orders/${id}/cancel`, admin, { reason: 'Ordered by mistake', note: 'not mine to say' });
      expect(res.statusCode).toBe(400);
      expect((await a.call('PATCH', `/api/orders/${id}/cancel`, admin)).json().order.cancellation).toEqual({ by: 'shop', reason: null, note: null });
      const id2 = await placed(shopper, [[p.id, 1]]);
      expect((await a.setStatus(admin, id2, 'Cancelled')).json().order.cancellation).toEqual({ by: 'shop', reason: null, note: null });
    });

    it('orders that are not cancelled carry no cancellation', async () => {
      const shopper = await t.account('user');
      const p = await product(t, shop.id, { quantity: 50 });
      const id = await placed(shopper, [[p.id, 1]]);
      expect((await a.call('GET', `/api/orders/${id}`, shopper)).json().cancellation).toBeNull();
    });
  });

  describe('reorder', () => {
    it('puts the products back at today’s prices, trims to the stock, and says what could not be added and why', async () => {
      const shopper = await t.account('user');
      const rice = await product(t, shop.id, { name: 'Sona Masoori Rice', price: 60, quantity: 20 });
      const salt = await product(t, shop.id, { name: 'Salt', price: 20, quantity: 50 });
      const gone = await product(t, shop.id, { name: 'Old Jaggery', price: 90, quantity: 10 });
      const empty = await product(t, shop.id, { name: 'Coffee', price: 310, quantity: 10 });
      const id = await placed(shopper, [
        [rice.id, 2],
        [salt.id, 10],
        [gone.id, 1],
        [empty.id, 1],
      ]);
      const db = t.database.db;
      await db.update(products).set({ pricePaise: 6500 }).where(eq(products.id, rice.id));
      await db.update(products).set({ quantity: 4 }).where(eq(products.id, salt.id));
      await db.update(products).set({ quantity: 0 }).where(eq(products.id, empty.id));
      expect((await a.call('DELETE', `/api/products/${gone.id}`, admin)).statusCode).toBe(200);

      const res = await a.call('POST', `/api/orders/${id}/reorder`, shopper, {});
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('2 items added to your cart; 2 could not be added');
      expect(body.added).toEqual([
        { productId: rice.id, name: 'Sona Masoori Rice', quantity: 2, ordered: 2, price: 65 },
        { productId: salt.id, name: 'Salt', quantity: 4, ordered: 10, price: 20 },
      ]);
      expect(body.skipped).toEqual([
        { productId: null, name: 'Old Jaggery', reason: 'No longer sold by the shop' },
        { productId: empty.id, name: 'Coffee', reason: 'Out of stock' },
      ]);
      expect(body.cart.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([
        [rice.id, 2],
        [salt.id, 4],
      ]);
      expect(body.cart.subtotal).toBe(210);
      // Stock is not taken by a cart: only placing an order takes it.
      expect(await stockOf(t, salt.id)).toBe(4);

      // Again: the cart already holds all the salt there is.
      const again = (await a.call('POST', `/api/orders/${id}/reorder`, shopper, {})).json();
      expect(again.added).toEqual([{ productId: rice.id, name: 'Sona Masoori Rice', quantity: 2, ordered: 2, price: 65 }]);
      expect(again.skipped).toContainEqual({ productId: salt.id, name: 'Salt', reason: 'Only 4 left, and your cart already has them' });
      expect((await a.cart(shopper)).json().items.find((i: { productId: string }) => i.productId === salt.id).quantity).toBe(4);
    });

    it('works from a cancelled order, and a closed shop’s products are refused with its name', async () => {
      const shopper = await t.account('user');
      const other = await shopWithAdmin(t);
      const tea = await product(t, other.shop.id, { name: 'Assam Tea', quantity: 10 });
      const id = await placed(shopper, [[tea.id, 3]]);
      expect((await a.cancel(shopper, id)).statusCode).toBe(200);
      const ok = (await a.call('POST', `/api/orders/${id}/reorder`, shopper, {})).json();
      expect(ok.added).toEqual([expect.objectContaining({ productId: tea.id, quantity: 3 })]);
      await a.call('POST', '/api/cart/clear', shopper, {});
      await t.database.db.update(shops).set({ active: false }).where(eq(shops.id, other.shop.id));
      const closed = (await a.call('POST', `/api/orders/${id}/reorder`, shopper, {})).json();
      expect(closed.message).toBe('None of these items can be added to your cart now');
      expect(closed.skipped).toEqual([{ productId: tea.id, name: 'Assam Tea', reason: `${other.shop.name} is not taking orders right now` }]);
      expect((await a.cart(shopper)).json().items).toEqual([]);
    });

    it('keeps the cart under the most one order can be: a line that would pass it stays out, with the reason', async () => {
      const shopper = await t.account('user');
      // Ordered by cash on delivery at ₹10 (the COD cap allows no more), then priced at ₹1,00,00,000: reorder uses today's price.
      const gold = await product(t, shop.id, { name: 'Gold Bar', price: 10, quantity: 200 });
      const id = await placed(shopper, [[gold.id, 60]]);
      await t.database.db.update(products).set({ pricePaise: 1_000_000_000, quantity: 200 }).where(eq(products.id, gold.id));
      expect((await a.call('POST', `/api/orders/${id}/reorder`, shopper, {})).json().added).toEqual([expect.objectContaining({ quantity: 60 })]);
      const again = (await a.call('POST', `/api/orders/${id}/reorder`, shopper, {})).json();
      expect(again.added).toEqual([]);
      expect(again.skipped).toEqual([{ productId: gold.id, name: 'Gold Bar', reason: expect.stringContaining('the most one order can be') }]);
      expect((await a.cart(shopper)).json().items[0].quantity).toBe(60);
    });

    it('someone else’s, an unknown or a malformed order is 404; shop owners 403; anonymous 401', async () => {
      const shopper = await t.account('user');
      const stranger = await t.account('user');
      const p = await product(t, shop.id, { quantity: 10 });
      const id = await placed(shopper, [[p.id, 1]]);
      expect((await a.call('POST', `/api/orders/${id}/reorder`, stranger, {})).statusCode).toBe(404);
      expect((await a.cart(stranger)).json().items).toEqual([]);
      expect((await a.call('POST', '/api/orders/0190a000-0000-7000-8000-000000000000/reorder', shopper, {})).statusCode).toBe(404);
      expect((await a.call('POST', '/api/orders/nope/reorder', shopper, {})).statusCode).toBe(404);
      expect((await a.call('POST', `/api/orders/${id}/reorder`, admin, {})).statusCode).toBe(403);
      expect((await a.call('POST', `/api/orders/${id}/reorder`, null, {})).statusCode).toBe(401);
    });
  });
});
