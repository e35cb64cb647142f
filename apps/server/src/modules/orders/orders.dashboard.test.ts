import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { istDayAndMonthStart } from './orders.service.js';

describe('istDayAndMonthStart', () => {
  it('cuts days and months at midnight IST (18:30 UTC the day before)', () => {
    const { day, month } = istDayAndMonthStart(new Date('2026-11-23T19:00:00Z')); // 00:30 IST on the 24th
    expect(day.toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(month.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(istDayAndMonthStart(new Date('2026-11-23T18:00:00Z')).day.toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });
});

describe(`owner dashboard (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
  });
  afterAll(() => t.close());

  it('is for a shop admin: anonymous 401, shopper and platform owner 403, an admin without a shop 404', async () => {
    expect((await a.call('GET', '/api/admin/dashboard')).statusCode).toBe(401);
    expect((await a.call('GET', '/api/admin/dashboard', await t.account('user'))).statusCode).toBe(403);
    expect((await a.call('GET', '/api/admin/dashboard', await t.account('superadmin'))).statusCode).toBe(403);
    const lonely = await a.call('GET', '/api/admin/dashboard', await t.account('admin'));
    expect(lonely.statusCode).toBe(404);
    expect(lonely.json().message).toBe('Shop not found');
  });

  it("counts orders to act on, today's and this month's delivered sales (IST) and low-stock products of the own shop", async () => {
    const { shop, admin } = await shopWithAdmin(t);
    const { shop: otherShop } = await shopWithAdmin(t);
    const u: Account = await t.account('user');
    const place = async (shopId: string, price: number) => {
      await a.add(u, (await product(t, shopId, { price, quantity: 50 })).id, 1);
      return (await a.order(u)).json().orders[0]._id as string;
    };
    const deliver = async (id: string) => {
      await a.setStatus(admin, id, 'Confirmed');
      await a.setStatus(admin, id, 'Delivered');
    };
    await place(shop.id, 100); // Pending
    await a.setStatus(admin, await place(shop.id, 200), 'Confirmed');
    await a.cancel(u, await place(shop.id, 300)); // never counts
    const now = await place(shop.id, 400);
    await deliver(now);
    const startOfMonth = await place(shop.id, 500);
    await deliver(startOfMonth);
    const lastYear = await place(shop.id, 600);
    await deliver(lastYear);
    await place(otherShop.id, 9000); // another shop's
    const { day, month } = istDayAndMonthStart(new Date());
    await t.database.db.update(orders).set({ deliveredAt: month }).where(eq(orders.id, startOfMonth));
    await t.database.db
      .update(orders)
      .set({ deliveredAt: new Date(month.getTime() - 400 * 86_400_000) })
      .where(eq(orders.id, lastYear));
    const low = await product(t, shop.id, { name: 'Jaggery 1 kg', quantity: 2 });
    const none = await product(t, shop.id, { name: 'Cashews 500 g', quantity: 0 });

    const res = await a.call('GET', '/api/admin/dashboard', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pendingOrders: 1,
      confirmedOrders: 1,
      refusedOrders: 0,
      rtoRate: 0,
      todaySales: 460 + (month.getTime() >= day.getTime() ? 560 : 0),
      monthSales: 460 + 560,
      lowStockAt: 5,
      lowStock: [
        { _id: none.id, name: 'Cashews 500 g', quantity: 0, unit: 'kg' },
        { _id: low.id, name: 'Jaggery 1 kg', quantity: 2, unit: 'kg' },
      ],
      // Every product here has the owner's GST rate: none to check.
      taxToCheck: 0,
      productCount: 8, // one per order placed on this shop (6) and the two low-stock ones; never the other shop's
    });
  });

  it('says how many products the shop has: 0 for a new shop, which its dashboard tells what to do first (issue 22 #12)', async () => {
    const { shop, admin } = await shopWithAdmin(t);
    expect((await a.call('GET', '/api/admin/dashboard', admin)).json()).toMatchObject({ productCount: 0, lowStock: [] });
    const p = await product(t, shop.id, { quantity: 20 });
    expect((await a.call('GET', '/api/admin/dashboard', admin)).json().productCount).toBe(1);
    expect((await a.call('DELETE', `/api/products/${p.id}`, admin)).statusCode).toBe(200);
    expect((await a.call('GET', '/api/admin/dashboard', admin)).json().productCount).toBe(0);
  });
});
