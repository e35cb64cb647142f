import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canTransition, ORDER_STATUSES, type OrderStatus } from '@bazaar/shared';
import { orders, products } from '../../db/schema.js';
import type { SessionUser } from '../../plugins/auth.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { changeOrderStatus, tooLateToCancel } from './order-status.service.js';
import { api, product, shopWithAdmin, stockOf, type Account } from '../../../test/support/cart-orders.js';

const ADDRESS = 'Asha Rao, 9876543210, 411001, 12 MG Road, near the temple';
const NOBODY = '0190f5d2-0000-7000-8000-000000000000';

describe(`order status and shop orders (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shopA: { id: string; name: string };
  let adminA: Account;
  let adminB: Account;
  let shopB: { id: string };
  let customer: Account;

  beforeAll(async () => {
    // Query counts per request are asserted: the session is read each time (no session cache) so they do not depend on timing.
    t = await createTestApp({ countQueries: true, session: { cache: { ttlMs: 0 } } });
    a = api(t);
    ({ shop: shopA, admin: adminA } = await shopWithAdmin(t));
    ({ shop: shopB, admin: adminB } = await shopWithAdmin(t));
    customer = await t.account('user', { name: 'Ravi Kumar' });
  });
  afterAll(() => t.close());

  /** Places a one-item order on `shopId` for `who`; returns the order id and product id. */
  async function placeOne(who: Account = customer, shopId = shopA.id, qty = 2, stock = 10) {
    const p = await product(t, shopId, { quantity: stock, price: 100 });
    expect((await a.add(who, p.id, qty)).statusCode).toBe(200);
    const res = await a.order(who);
    expect(res.statusCode).toBe(201);
    return { orderId: res.json().orders[0]._id as string, productId: p.id };
  }

  /** An order brought to `status` along the table's own transitions. */
  async function orderIn(status: OrderStatus) {
    const o = await placeOne();
    const path: Record<OrderStatus, OrderStatus[]> = {
      Pending: [],
      Confirmed: ['Confirmed'],
      Packed: ['Confirmed', 'Packed'],
      Shipped: ['Confirmed', 'Packed', 'Shipped'],
      Delivered: ['Confirmed', 'Delivered'],
      Cancelled: ['Cancelled'],
      Refused: ['Confirmed', 'Refused'],
    };
    for (const step of path[status]) expect((await a.setStatus(adminA, o.orderId, step)).statusCode).toBe(200);
    return o;
  }

  const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  describe('the transition table, enforced on the server', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const ok = canTransition(from, to, 'shopAdmin');
        it(`shop admin: ${from} -> ${to} is ${ok ? 'allowed' : '409'}`, async () => {
          const { orderId } = await orderIn(from);
          const res = await a.setStatus(adminA, orderId, to);
          if (ok) {
            expect(res.statusCode).toBe(200);
            expect(res.json()).toMatchObject({ message: `Order marked as ${to}`, order: { _id: orderId, status: to } });
          } else {
            expect(res.statusCode).toBe(409);
            expect(res.json()).toMatchObject({
              code: 'CONFLICT',
              message: from === to ? `Order is already ${from}` : `Cannot change an order from ${from} to ${to}`,
            });
            expect((await row(orderId)).status).toBe(from);
          }
        });
      }
      const customerOk = canTransition(from, 'Cancelled', 'customer');
      it(`customer: cancel from ${from} is ${customerOk ? 'allowed' : '409'}`, async () => {
        const { orderId } = await orderIn(from);
        const res = await a.cancel(customer, orderId);
        expect(res.statusCode).toBe(customerOk ? 200 : 409);
        if (customerOk) expect(res.json()).toMatchObject({ message: 'Order cancelled successfully', order: { status: 'Cancelled', address: ADDRESS } });
        else expect(res.json()).toMatchObject({ message: tooLateToCancel(from), status: from });
      });
    }

    it('names Delivered -> Cancelled and Pending -> Delivered as refused', async () => {
      const delivered = await orderIn('Delivered');
      expect((await a.setStatus(adminA, delivered.orderId, 'Cancelled')).json().message).toBe('Cannot change an order from Delivered to Cancelled');
      expect((await a.cancel(adminA, delivered.orderId)).statusCode).toBe(409);
      const pending = await orderIn('Pending');
      expect((await a.setStatus(adminA, pending.orderId, 'Delivered')).json().message).toBe('Cannot change an order from Pending to Delivered');
    });

    it('does not let a customer confirm or deliver, even through the service', async () => {
      const { orderId } = await orderIn('Pending');
      expect((await a.setStatus(customer, orderId, 'Confirmed')).statusCode).toBe(403);
      const asCustomer: SessionUser = {
        id: customer.id,
        name: 'Ravi Kumar',
        email: customer.email,
        role: 'user',
        phone: null,
        mobile: null,
        language: 'en',
        sessionHash: '',
        lastSeenAt: new Date(),
      };
      await expect(changeOrderStatus(t.database.db, asCustomer, orderId, 'Confirmed')).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only the shop can mark an order as Confirmed',
      });
      const confirmed = await orderIn('Confirmed');
      await expect(changeOrderStatus(t.database.db, asCustomer, confirmed.orderId, 'Delivered')).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect((await row(orderId)).status).toBe('Pending');
    });

    it('stamps confirmed_at, delivered_at and cancelled_at', async () => {
      const { orderId } = await orderIn('Pending');
      expect((await row(orderId)).confirmedAt).toBeNull();
      await a.setStatus(adminA, orderId, 'Confirmed');
      expect((await row(orderId)).confirmedAt).toBeInstanceOf(Date);
      expect((await row(orderId)).deliveredAt).toBeNull();
      const res = await a.setStatus(adminA, orderId, 'Delivered');
      expect(res.json().order.deliveredAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
      expect((await row(orderId)).deliveredAt).toBeInstanceOf(Date);
      const other = await orderIn('Pending');
      await a.cancel(customer, other.orderId);
      expect((await row(other.orderId)).cancelledAt).toBeInstanceOf(Date);
    });

    it('rejects a status outside the list with a 400 naming the field', async () => {
      const { orderId } = await orderIn('Pending');
      const res = await a.setStatus(adminA, orderId, 'Lost');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'status must be one of: Pending, Confirmed, Packed, Shipped, Delivered, Cancelled, Refused',
      });
      expect((await a.call('PATCH', `/api/admin/orders/${orderId}/status`, adminA, {})).json().message).toBe(
        'status must be one of: Pending, Confirmed, Packed, Shipped, Delivered, Cancelled, Refused',
      );
    });
  });

  describe('cancelling restores stock', () => {
    it('puts the items back when the customer cancels', async () => {
      const { orderId, productId } = await placeOne(customer, shopA.id, 3, 5);
      expect(await stockOf(t, productId)).toBe(2);
      expect((await a.cancel(customer, orderId)).statusCode).toBe(200);
      expect(await stockOf(t, productId)).toBe(5);
      // A second cancel is refused and does not add stock twice.
      expect((await a.cancel(customer, orderId)).statusCode).toBe(409);
      expect(await stockOf(t, productId)).toBe(5);
    });

    it('puts the items back when the shop admin cancels, and hides the address in the answer', async () => {
      const { orderId, productId } = await placeOne(customer, shopA.id, 4, 4);
      expect(await stockOf(t, productId)).toBe(0);
      const res = await a.cancel(adminA, orderId);
      expect(res.statusCode).toBe(200);
      expect(res.json().order).toMatchObject({ status: 'Cancelled', address: null });
      expect(await stockOf(t, productId)).toBe(4);
    });

    it('skips a product deleted since the order was placed', async () => {
      const u = await t.account('user');
      const gone = await product(t, shopA.id, { quantity: 5 });
      const kept = await product(t, shopA.id, { quantity: 5 });
      await a.add(u, gone.id, 1);
      await a.add(u, kept.id, 2);
      const orderId = (await a.order(u)).json().orders[0]._id;
      await t.database.db.delete(products).where(eq(products.id, gone.id));
      const res = await a.cancel(u, orderId);
      expect(res.statusCode).toBe(200);
      expect(res.json().order.items).toHaveLength(2);
      expect(await stockOf(t, kept.id)).toBe(5);
      expect(await stockOf(t, gone.id)).toBeUndefined();
    });
  });

  describe('who may change an order', () => {
    it('answers 401 to anonymous callers', async () => {
      const { orderId } = await orderIn('Pending');
      expect((await a.call('PATCH', `/api/orders/${orderId}/cancel`)).statusCode).toBe(401);
      expect((await a.call('PATCH', `/api/admin/orders/${orderId}/status`, null, { status: 'Confirmed' })).statusCode).toBe(401);
      expect((await a.call('GET', '/api/admin/orders')).statusCode).toBe(401);
      expect((await a.call('GET', '/api/admin/orders/page')).statusCode).toBe(401);
    });

    it("answers 404 for another user's order and for another shop's order; nothing changes", async () => {
      const { orderId } = await orderIn('Pending');
      const stranger = await t.account('user');
      for (const [who, res] of [
        [stranger, await a.cancel(stranger, orderId)],
        [adminB, await a.cancel(adminB, orderId)],
        [adminB, await a.setStatus(adminB, orderId, 'Confirmed')],
      ] as const) {
        expect(res.statusCode, who.email).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
      }
      expect((await row(orderId)).status).toBe('Pending');
    });

    it('answers 404 for an unknown or malformed order id', async () => {
      expect((await a.cancel(customer, NOBODY)).statusCode).toBe(404);
      expect((await a.cancel(customer, 'not-an-id')).statusCode).toBe(404);
      expect((await a.setStatus(adminA, 'not-an-id', 'Confirmed')).statusCode).toBe(404);
    });

    it('answers 403 to the wrong role', async () => {
      const { orderId } = await orderIn('Pending');
      const superadmin = await t.account('superadmin');
      expect((await a.cancel(superadmin, orderId)).statusCode).toBe(403);
      expect((await a.setStatus(superadmin, orderId, 'Confirmed')).statusCode).toBe(403);
      expect((await a.setStatus(customer, orderId, 'Cancelled')).statusCode).toBe(403);
      for (const who of [customer, superadmin]) {
        expect((await a.call('GET', '/api/admin/orders', who)).statusCode).toBe(403);
        expect((await a.call('GET', '/api/admin/orders/page', who)).statusCode).toBe(403);
      }
    });
  });

  describe('the shop admin orders dashboard', () => {
    it('hides the address while Pending and shows it once Confirmed or Delivered', async () => {
      const { shop, admin } = await shopWithAdmin(t);
      const { orderId } = await placeOne(customer, shop.id);
      const find = async () =>
        ((await a.call('GET', '/api/admin/orders', admin)).json() as Array<{ _id: string; address: string | null }>).find((o) => o._id === orderId)!;
      expect((await find()).address).toBeNull();
      expect((await a.call('GET', '/api/admin/orders', admin)).body).not.toContain(ADDRESS);
      expect((await a.call('GET', '/api/admin/orders/page', admin)).body).not.toContain(ADDRESS);
      const confirmed = await a.setStatus(admin, orderId, 'Confirmed');
      expect(confirmed.json().order.address).toBe(ADDRESS);
      expect((await find()).address).toBe(ADDRESS);
      await a.setStatus(admin, orderId, 'Delivered');
      expect((await find()).address).toBe(ADDRESS);
      // The customer always sees their own address.
      const mine = (await a.call('GET', '/api/orders/my-orders', customer)).json() as Array<{ _id: string; address: string }>;
      expect(mine.every((o) => o.address === ADDRESS)).toBe(true);
    });

    it("lists only the admin's own shop's orders, newest first, with user, items and totals", async () => {
      const u = await t.account('user', { name: 'Split Cart' });
      const pa = await product(t, shopA.id, { price: 40, name: 'Atta' });
      const pb = await product(t, shopB.id, { price: 90, name: 'Saree' });
      await a.add(u, pa.id, 2);
      await a.add(u, pb.id, 1);
      const placed = (await a.order(u)).json();
      const mineA = placed.orders.find((o: { shopIds: string[] }) => o.shopIds[0] === shopA.id);
      const mineB = placed.orders.find((o: { shopIds: string[] }) => o.shopIds[0] === shopB.id);

      const listA = (await a.call('GET', '/api/admin/orders', adminA)).json();
      expect(listA[0]).toMatchObject({
        _id: mineA._id,
        user: { name: 'Split Cart', email: u.email },
        items: [{ name: 'Atta', price: 40, quantity: 2, total: 80 }],
        subtotal: 80,
        deliveryCharge: 60,
        totalAmount: 140,
        status: 'Pending',
        address: null,
      });
      expect(listA.some((o: { _id: string }) => o._id === mineB._id)).toBe(false);
      expect(listA.every((o: { shopIds: string[] }) => o.shopIds[0] === shopA.id)).toBe(true);
      const times = listA.map((o: { createdAt: string }) => o.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const listB = (await a.call('GET', '/api/admin/orders', adminB)).json();
      expect(listB.map((o: { _id: string }) => o._id)).toEqual([mineB._id]);
      expect(listB[0].items).toEqual([expect.objectContaining({ name: 'Saree' })]);
    });

    it('answers an empty list and page to an admin without a shop', async () => {
      const lonely = await t.account('admin');
      expect((await a.call('GET', '/api/admin/orders', lonely)).json()).toEqual([]);
      expect((await a.call('GET', '/api/admin/orders/page', lonely)).json()).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageSize: 20,
        totalPages: 1,
        summary: {
          totalIncome: 0,
          expectedIncome: 0,
          totalOrders: 0,
          pendingOrders: 0,
          confirmedOrders: 0,
          cancelledOrders: 0,
          deliveredOrders: 0,
          refusedOrders: 0,
        },
      });
    });

    it('pages with a status filter and a summary over the same filter (income = Delivered, expected = Pending + Confirmed)', async () => {
      const { shop, admin } = await shopWithAdmin(t);
      const u = await t.account('user');
      const ids: string[] = [];
      for (const price of [100, 200, 300, 400, 500]) {
        const p = await product(t, shop.id, { price });
        await a.add(u, p.id, 1);
        ids.push((await a.order(u)).json().orders[0]._id);
      }
      // 100 → Delivered, 200 → Cancelled, 300 → Confirmed, 400 and 500 Pending.
      await a.setStatus(admin, ids[0]!, 'Confirmed');
      await a.setStatus(admin, ids[0]!, 'Delivered');
      await a.cancel(admin, ids[1]!);
      await a.setStatus(admin, ids[2]!, 'Confirmed');

      const all = (await a.call('GET', '/api/admin/orders/page?page=1&limit=2', admin)).json();
      expect(all).toMatchObject({ total: 5, page: 1, pageSize: 2, totalPages: 3 });
      expect(all.items.map((o: { _id: string }) => o._id)).toEqual([ids[4], ids[3]]);
      expect(all.summary).toEqual({
        totalIncome: 100 + 60,
        expectedIncome: 300 + 400 + 500 + 3 * 60,
        totalOrders: 5,
        pendingOrders: 2,
        confirmedOrders: 1,
        cancelledOrders: 1,
        deliveredOrders: 1,
        refusedOrders: 0,
      });
      const last = (await a.call('GET', '/api/admin/orders/page?page=3&limit=2', admin)).json();
      expect(last.items.map((o: { _id: string }) => o._id)).toEqual([ids[0]]);
      expect(last.items[0].address).toBe(ADDRESS);

      const pending = (await a.call('GET', '/api/admin/orders/page?status=Pending', admin)).json();
      expect(pending.items.map((o: { _id: string }) => o._id)).toEqual([ids[4], ids[3]]);
      expect(pending.items.every((o: { address: null }) => o.address === null)).toBe(true);
      expect(pending.summary).toEqual({
        totalIncome: 0,
        expectedIncome: 900 + 120,
        totalOrders: 2,
        pendingOrders: 2,
        confirmedOrders: 0,
        cancelledOrders: 0,
        deliveredOrders: 0,
        refusedOrders: 0,
      });
      const cancelled = (await a.call('GET', '/api/admin/orders/page?status=Cancelled', admin)).json();
      expect(cancelled).toMatchObject({ total: 1, summary: { totalIncome: 0, expectedIncome: 0, totalOrders: 1, cancelledOrders: 1, deliveredOrders: 0 } });

      const bad = await a.call('GET', '/api/admin/orders/page?status=Lost', admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('status must be All, Pending, Confirmed, Packed, Shipped, Delivered, Cancelled or Refused');
      expect((await a.call('GET', '/api/admin/orders/page?limit=101', admin)).json().message).toBe('limit must be at most 100');
    });

    it("income moves only on delivery, cancelling leaves it unchanged, and it is the platform owner's figure too", async () => {
      const { shop, admin } = await shopWithAdmin(t);
      const owner = await t.account('superadmin');
      const u = await t.account('user');
      const ids: string[] = [];
      for (const price of [250, 1000]) {
        await a.add(u, (await product(t, shop.id, { price })).id, 1);
        ids.push((await a.order(u)).json().orders[0]._id);
      }
      const money = async () => {
        const tiles = (await a.call('GET', '/api/admin/orders/page', admin)).json().summary;
        const analytics = (await a.call('GET', `/api/superadmin/shops/${shop.id}/analytics`, owner)).json();
        expect(analytics.deliveredTotal).toBe(tiles.totalIncome);
        expect(analytics.expectedTotal).toBe(tiles.expectedIncome);
        return { income: tiles.totalIncome, expected: tiles.expectedIncome };
      };
      expect(await money()).toEqual({ income: 0, expected: 310 + 1060 });
      await a.setStatus(admin, ids[0]!, 'Confirmed');
      expect(await money()).toEqual({ income: 0, expected: 310 + 1060 });
      await a.setStatus(admin, ids[0]!, 'Delivered');
      expect(await money()).toEqual({ income: 310, expected: 1060 });
      expect((await a.cancel(u, ids[1]!)).statusCode).toBe(200);
      expect(await money()).toEqual({ income: 310, expected: 0 });
    });

    it('loads orders with their items in a fixed number of queries, whatever the number of orders (no N+1)', async () => {
      const { shop, admin } = await shopWithAdmin(t);
      const u = await t.account('user');
      const queries = async (url: string, who: Account) => Number((await a.call('GET', url, who)).headers['x-db-queries']);
      const counts: number[] = [];
      const pageCounts: number[] = [];
      const mineCounts: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 3; i++) await a.add(u, (await product(t, shop.id)).id, 1);
        await a.order(u);
        counts.push(await queries('/api/admin/orders', admin));
        pageCounts.push(await queries('/api/admin/orders/page', admin));
        mineCounts.push(await queries('/api/orders/my-orders', u));
      }
      expect(new Set(counts).size).toBe(1);
      expect(new Set(pageCounts).size).toBe(1);
      expect(new Set(mineCounts).size).toBe(1);
      expect(counts[0]).toBeLessThanOrEqual(5);
      // Issue 15 #3: a page of my orders is one query (orders, their items and the total), plus the session's.
      const page = await a.call('GET', '/api/orders/mine?page=1&limit=2', u);
      expect(Number(page.headers['x-db-queries'])).toBe(2);
      expect(page.json()).toMatchObject({ total: 3 });
      expect(page.json().items.map((o: { items: unknown[] }) => o.items.length)).toEqual([3, 3]);
      // A page past the end has no row to carry the total: it is counted apart, and still right.
      const past = await a.call('GET', '/api/orders/mine?page=9&limit=2', u);
      expect(past.json()).toMatchObject({ total: 3, items: [] });
    });
  });
});
