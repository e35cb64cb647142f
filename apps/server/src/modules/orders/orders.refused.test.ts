import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSE_REASONS, rtoRate } from '@bazaar/shared';
import { orders, taxDocuments } from '../../db/schema.js';
import type { SessionUser } from '../../plugins/auth.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { changeOrderStatus } from './order-status.service.js';
import { api, product, shopWithAdmin, stockOf, type Account } from '../../../test/support/cart-orders.js';

/** Refused parcels (issue 12 #1, #2; decision 022): Confirmed -> Refused by the shop, and the shopper's history. */
describe(`refused parcels and shopper history (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shopA: { id: string; name: string };
  let adminA: Account;
  let customer: Account;

  beforeAll(async () => {
    // Query counts per request are asserted: the session is read each time (no session cache) so they do not depend on timing.
    t = await createTestApp({ countQueries: true, session: { cache: { ttlMs: 0 } } });
    a = api(t);
    ({ shop: shopA, admin: adminA } = await shopWithAdmin(t));
    customer = await t.account('user', { name: 'Ravi Kumar' });
  });
  afterAll(() => t.close());

  const refuse = (who: Account, id: string, body: Record<string, unknown> = {}) =>
    a.call('PATCH', `/api/admin/orders/${id}/status`, who, { status: 'Refused', ...body });

  /** A one-item order of `qty` from a product with `stock`, placed by `who` on `shopId`, moved to Confirmed unless `pending`. */
  async function confirmedOrder(
    o: { who?: Account; shopId?: string; admin?: Account; qty?: number; stock?: number; price?: number; pending?: boolean; name?: string } = {},
  ) {
    const who = o.who ?? customer;
    const p = await product(t, o.shopId ?? shopA.id, { quantity: o.stock ?? 10, price: o.price ?? 100, ...(o.name ? { name: o.name } : {}) });
    expect((await a.add(who, p.id, o.qty ?? 2)).statusCode).toBe(200);
    const res = await a.order(who);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().orders[0]._id as string;
    if (!o.pending) expect((await a.setStatus(o.admin ?? adminA, orderId, 'Confirmed')).statusCode).toBe(200);
    return { orderId, productId: p.id };
  }

  const creditNotes = async (orderId: string) =>
    t.database.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.series, 'credit_note')));

  describe('Confirmed -> Refused', () => {
    it('puts the stock back once, issues one credit note and records the reason', async () => {
      const { orderId, productId } = await confirmedOrder({ qty: 3, stock: 5 });
      expect(await stockOf(t, productId)).toBe(2);
      const res = await refuse(adminA, orderId, { reason: 'refused_at_door' });
      expect(res.statusCode, res.body).toBe(200);
      const order = res.json().order;
      expect(res.json().message).toBe('Order marked as Refused');
      expect(order).toMatchObject({ status: 'Refused', refusal: { reason: 'refused_at_door', label: 'Refused at the door' }, cancellation: null });
      expect(order.refusedAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
      expect(order.creditNoteNumber).toEqual(expect.stringMatching(/\/C00001$/));
      expect(order).not.toHaveProperty('shopperHistory');
      expect(await stockOf(t, productId)).toBe(5);
      const notes = await creditNotes(orderId);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.snapshot).toMatchObject({ kind: 'credit-note', reason: 'Parcel refused: Refused at the door' });

      // A second refusal (and any other move) is a 409; nothing is returned or issued twice.
      const again = await refuse(adminA, orderId, { reason: 'other' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Order is already Refused');
      for (const to of ['Pending', 'Confirmed', 'Delivered', 'Cancelled']) expect((await a.setStatus(adminA, orderId, to)).statusCode).toBe(409);
      expect((await a.cancel(customer, orderId)).statusCode).toBe(409);
      expect(await stockOf(t, productId)).toBe(5);
      expect(await creditNotes(orderId)).toHaveLength(1);
      const row = (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
      expect(row).toMatchObject({ status: 'Refused', refuseReason: 'refused_at_door', cancelledAt: null });
    });

    it('takes every reason in the list, and none', async () => {
      for (const reason of REFUSE_REASONS) {
        const { orderId } = await confirmedOrder();
        expect((await refuse(adminA, orderId, { reason })).json().order.refusal.reason).toBe(reason);
      }
      const { orderId } = await confirmedOrder();
      const res = await refuse(adminA, orderId);
      expect(res.json().order.refusal).toEqual({ reason: null, label: null });
      expect((await creditNotes(orderId))[0]!.snapshot).toMatchObject({ reason: 'Parcel refused' });
    });

    it('answers 409 from Pending, Delivered and Cancelled, changing nothing', async () => {
      const pending = await confirmedOrder({ pending: true, qty: 1, stock: 4 });
      const delivered = await confirmedOrder({ qty: 1, stock: 4 });
      await a.setStatus(adminA, delivered.orderId, 'Delivered');
      const cancelled = await confirmedOrder({ pending: true, qty: 1, stock: 4 });
      await a.cancel(customer, cancelled.orderId);
      for (const [from, o, stock] of [
        ['Pending', pending, 3],
        ['Delivered', delivered, 3],
        ['Cancelled', cancelled, 4],
      ] as const) {
        const res = await refuse(adminA, o.orderId, { reason: 'not_reachable' });
        expect(res.statusCode, from).toBe(409);
        expect(res.json()).toMatchObject({ code: 'CONFLICT', message: `Cannot change an order from ${from} to Refused` });
        expect(await stockOf(t, o.productId)).toBe(stock);
        expect(await creditNotes(o.orderId)).toHaveLength(0);
      }
    });

    it('rejects a reason outside the list, or a reason with another status, with a 400 naming it', async () => {
      const { orderId } = await confirmedOrder();
      const bad = await refuse(adminA, orderId, { reason: 'lost_in_transit' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION', message: 'reason must be one of: refused_at_door, not_reachable, wrong_address, other' });
      expect((await refuse(adminA, orderId, { reason: 7 })).statusCode).toBe(400);
      const misplaced = await a.call('PATCH', `/api/admin/orders/${orderId}/status`, adminA, { status: 'Delivered', reason: 'other' });
      expect(misplaced.statusCode).toBe(400);
      expect(misplaced.json().message).toBe('reason is given only with status Refused');
      expect((await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('Confirmed');
    });

    it('is the shop’s alone: the shopper gets 403, another shop 404, a superadmin 403', async () => {
      const { orderId } = await confirmedOrder();
      expect((await refuse(customer, orderId)).statusCode).toBe(403);
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
      await expect(changeOrderStatus(t.database.db, asCustomer, orderId, 'Refused')).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only the shop can mark an order as Refused',
      });
      const other = await shopWithAdmin(t);
      expect((await refuse(other.admin, orderId)).statusCode).toBe(404);
      expect((await refuse(await t.account('superadmin'), orderId)).statusCode).toBe(403);
      expect((await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('Confirmed');
    });

    it('20 concurrent refuse and cancel calls: one refusal wins, stock back once, one credit note', async () => {
      const { orderId, productId } = await confirmedOrder({ qty: 4, stock: 4 });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 3 === 0 ? a.cancel(i % 2 ? customer : adminA, orderId) : refuse(adminA, orderId, { reason: i % 2 ? 'other' : 'wrong_address' }),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
      expect(await stockOf(t, productId)).toBe(4);
      expect(await creditNotes(orderId)).toHaveLength(1);
    });
  });

  describe('what the shopper sees', () => {
    it('Refused with the reason in words on My Orders and the order page, no shopper history', async () => {
      const { orderId } = await confirmedOrder();
      await refuse(adminA, orderId, { reason: 'wrong_address' });
      const page = (await a.call('GET', '/api/orders/mine?status=Refused', customer)).json();
      const mine = page.items.find((o: { _id: string }) => o._id === orderId);
      expect(mine).toMatchObject({ status: 'Refused', refusal: { reason: 'wrong_address', label: 'Wrong address' } });
      expect(page.items.every((o: { status: string }) => o.status === 'Refused')).toBe(true);
      const one = (await a.call('GET', `/api/orders/${orderId}`, customer)).json();
      expect(one).toMatchObject({ status: 'Refused', refusal: { label: 'Wrong address' } });
      const list = (await a.call('GET', '/api/orders/my-orders', customer)).json() as Array<Record<string, unknown>>;
      expect(list.some((o) => 'shopperHistory' in o)).toBe(false);
      const pendingMine = await confirmedOrder({ pending: true });
      expect((await a.call('GET', `/api/orders/${pendingMine.orderId}`, customer)).json()).not.toHaveProperty('shopperHistory');
    });
  });

  describe('tiles, dashboard and analytics count Refused apart', () => {
    it('on a hand-made shop: 3 delivered, 1 refused, 1 cancelled, 1 pending -> RTO 25%', async () => {
      const { shop, admin } = await shopWithAdmin(t);
      const owner = await t.account('superadmin');
      const u = await t.account('user');
      const ids: string[] = [];
      for (const price of [100, 200, 300, 400, 500, 600]) {
        ids.push((await confirmedOrder({ who: u, shopId: shop.id, admin, price, qty: 1, pending: true })).orderId);
      }
      for (const id of ids.slice(0, 4)) await a.setStatus(admin, id, 'Confirmed');
      for (const id of ids.slice(0, 3)) await a.setStatus(admin, id, 'Delivered');
      expect((await refuse(admin, ids[3]!, { reason: 'refused_at_door' })).statusCode).toBe(200);
      await a.cancel(u, ids[4]!);

      const tiles = (await a.call('GET', '/api/admin/orders/page', admin)).json().summary;
      expect(tiles).toEqual({
        totalIncome: 100 + 200 + 300 + 3 * 60,
        expectedIncome: 600 + 60,
        totalOrders: 6,
        pendingOrders: 1,
        confirmedOrders: 0,
        cancelledOrders: 1,
        deliveredOrders: 3,
        refusedOrders: 1,
      });
      const refused = (await a.call('GET', '/api/admin/orders/page?status=Refused', admin)).json();
      expect(refused.items.map((o: { _id: string }) => o._id)).toEqual([ids[3]]);
      expect(refused.summary).toMatchObject({ totalOrders: 1, refusedOrders: 1, cancelledOrders: 0, totalIncome: 0, expectedIncome: 0 });
      const cancelled = (await a.call('GET', '/api/admin/orders/page?status=Cancelled', admin)).json();
      expect(cancelled.items.map((o: { _id: string }) => o._id)).toEqual([ids[4]]);

      const analytics = (await a.call('GET', `/api/superadmin/shops/${shop.id}/analytics`, owner)).json();
      expect(analytics).toMatchObject({
        deliveredCount: 3,
        deliveredTotal: tiles.totalIncome,
        cancelledCount: 1,
        cancelledTotal: 500 + 60,
        refusedCount: 1,
        refusedTotal: 400 + 60,
        rtoRate: 25,
        orderCount: 6,
      });
      const dashboard = (await a.call('GET', '/api/admin/dashboard', admin)).json();
      expect(dashboard).toMatchObject({ pendingOrders: 1, confirmedOrders: 0, refusedOrders: 1, rtoRate: 25, monthSales: tiles.totalIncome });

      const fresh = await shopWithAdmin(t);
      expect((await a.call('GET', `/api/superadmin/shops/${fresh.shop.id}/analytics`, owner)).json()).toMatchObject({ refusedCount: 0, rtoRate: null });
      expect((await a.call('GET', '/api/admin/dashboard', fresh.admin)).json()).toMatchObject({ refusedOrders: 0, rtoRate: null });
    });

    it('rtoRate: refused ÷ (delivered + refused) in percent, one decimal', () => {
      expect(rtoRate(0, 0)).toBeNull();
      expect(rtoRate(3, 1)).toBe(25);
      expect(rtoRate(2, 1)).toBe(33.3);
      expect(rtoRate(0, 4)).toBe(100);
      expect(rtoRate(12, 0)).toBe(0);
    });
  });

  describe('shopperHistory on Pending orders', () => {
    it('counts the shopper’s Delivered and Refused orders across every shop, and nothing else', async () => {
      const b = await shopWithAdmin(t);
      const c = await shopWithAdmin(t);
      const u = await t.account('user', { name: 'Meera Iyer' });
      // Delivered in B and C, refused in C, cancelled and confirmed elsewhere (not counted).
      const d1 = await confirmedOrder({ who: u, shopId: b.shop.id, admin: b.admin, name: 'Secret Saree' });
      await a.setStatus(b.admin, d1.orderId, 'Delivered');
      const d2 = await confirmedOrder({ who: u, shopId: c.shop.id, admin: c.admin, name: 'Hidden Hamper' });
      await a.setStatus(c.admin, d2.orderId, 'Delivered');
      const r1 = await confirmedOrder({ who: u, shopId: c.shop.id, admin: c.admin, name: 'Hidden Hamper' });
      await refuse(c.admin, r1.orderId, { reason: 'not_reachable' });
      const x = await confirmedOrder({ who: u, shopId: b.shop.id, admin: b.admin, pending: true });
      await a.cancel(u, x.orderId);
      await confirmedOrder({ who: u, shopId: b.shop.id, admin: b.admin });

      const { orderId } = await confirmedOrder({ who: u, pending: true });
      const list = (await a.call('GET', '/api/admin/orders/page', adminA)).json();
      const mine = list.items.find((o: { _id: string }) => o._id === orderId);
      expect(mine.shopperHistory).toEqual({ delivered: 2, refused: 1 });
      const flat = (await a.call('GET', '/api/admin/orders', adminA)).json().find((o: { _id: string }) => o._id === orderId);
      expect(flat.shopperHistory).toEqual({ delivered: 2, refused: 1 });
      const page = await a.call('GET', `/api/orders/${orderId}`, adminA);
      expect(page.json().shopperHistory).toEqual({ delivered: 2, refused: 1 });
      // Never which shops or items.
      for (const body of [JSON.stringify(list), page.body]) {
        for (const secret of [b.shop.name, c.shop.name, 'Secret Saree', 'Hidden Hamper', b.shop.id, c.shop.id, d1.orderId, r1.orderId]) {
          expect(body).not.toContain(secret);
        }
      }
      // Absent once the order is no longer Pending.
      const confirmed = (await a.setStatus(adminA, orderId, 'Confirmed')).json().order;
      expect(confirmed).not.toHaveProperty('shopperHistory');
      const again = (await a.call('GET', '/api/admin/orders/page', adminA)).json().items.find((o: { _id: string }) => o._id === orderId);
      expect(again).not.toHaveProperty('shopperHistory');
      for (const o of list.items as Array<{ status: string }>) expect('shopperHistory' in o).toBe(o.status === 'Pending');
    });

    it('reads 0 / 0 for a new shopper', async () => {
      const u = await t.account('user');
      const { orderId } = await confirmedOrder({ who: u, pending: true });
      expect((await a.call('GET', `/api/orders/${orderId}`, adminA)).json().shopperHistory).toEqual({ delivered: 0, refused: 0 });
    });

    it('costs one grouped query per page, whatever the number of Pending orders and shoppers', async () => {
      const { shop, admin } = await shopWithAdmin(t);
      const queries = async (url: string) => Number((await a.call('GET', url, admin)).headers['x-db-queries']);
      const counts: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 3; i++) {
          const u = await t.account('user');
          const d = await confirmedOrder({ who: u, shopId: shop.id, admin, qty: 1 });
          await a.setStatus(admin, d.orderId, 'Delivered');
          await confirmedOrder({ who: u, shopId: shop.id, admin, pending: true, qty: 1 });
        }
        counts.push(await queries('/api/admin/orders/page?status=Pending'));
      }
      expect(new Set(counts).size).toBe(1);
      const items = (await a.call('GET', '/api/admin/orders/page?status=Pending', admin)).json().items;
      expect(items).toHaveLength(9);
      expect(items.every((o: { shopperHistory: unknown }) => JSON.stringify(o.shopperHistory) === '{"delivered":1,"refused":0}')).toBe(true);
    });
  });
});
