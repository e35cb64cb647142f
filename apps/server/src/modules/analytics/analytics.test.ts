import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '@bazaar/shared';
import { checkouts, orders } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { insertProduct, insertShop } from '../../../test/support/fixtures.js';

type Account = Awaited<ReturnType<TestApp['account']>>;
type Status = 'Pending' | 'Confirmed' | 'Delivered' | 'Cancelled';

describe(`analytics (${ENGINE})`, () => {
  let t: TestApp;
  let superadmin: Account;
  let owner: Account;
  let shopper: Account;
  let shopId: string;
  let emptyShopId: string;

  const insertOrder = async (shop: string, status: Status, totalRupees: number) => {
    const checkoutId = newId();
    const totalPaise = toPaise(totalRupees);
    await t.database.db.insert(checkouts).values({ id: checkoutId, userId: shopper.id, address: 'Asha, 9876543210, 411001, Flat 2', totalPaise });
    await t.database.db.insert(orders).values({
      id: newId(),
      checkoutId,
      userId: shopper.id,
      shopId: shop,
      address: 'Asha, 9876543210, 411001, Flat 2',
      status,
      subtotalPaise: totalPaise - 6000,
      deliveryPaise: 6000,
      totalPaise,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    superadmin = await t.account('superadmin');
    owner = await t.account('admin');
    shopper = await t.account('user');
    const other = await t.account('admin');
    const third = await t.account('admin');
    shopId = (await insertShop(t.database.db, owner.id)).id;
    const otherShop = (await insertShop(t.database.db, other.id)).id;
    emptyShopId = (await insertShop(t.database.db, third.id)).id;
    for (let i = 0; i < 3; i++) await insertProduct(t.database.db, shopId);
    await insertProduct(t.database.db, otherShop);
    await insertOrder(shopId, 'Delivered', 160.5);
    await insertOrder(shopId, 'Delivered', 1060);
    await insertOrder(shopId, 'Cancelled', 99.99);
    await insertOrder(shopId, 'Pending', 500);
    await insertOrder(shopId, 'Confirmed', 70);
    await insertOrder(shopId, 'Confirmed', 80);
    await insertOrder(otherShop, 'Delivered', 10_000); // another shop's order never counts
    await insertOrder(otherShop, 'Cancelled', 10_000);
  });
  afterAll(() => t.close());

  const get = (id: string, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/superadmin/shops/${id}/analytics`, headers: cookie ? { cookie } : {} });

  it('counts products and orders per status and sums totals in rupees', async () => {
    const res = await get(shopId, superadmin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      productCount: 3,
      cancelledCount: 1,
      cancelledTotal: 99.99,
      deliveredCount: 2,
      deliveredTotal: 1220.5,
      expectedTotal: 500 + 70 + 80,
      pendingCount: 1,
      confirmedCount: 2,
      refusedCount: 0,
      refusedTotal: 0,
      rtoRate: 0,
      orderCount: 6,
    });
  });

  it('answers zeros for a shop with no products or orders', async () => {
    expect((await get(emptyShopId, superadmin.cookie)).json()).toEqual({
      productCount: 0,
      cancelledCount: 0,
      cancelledTotal: 0,
      deliveredCount: 0,
      deliveredTotal: 0,
      expectedTotal: 0,
      pendingCount: 0,
      confirmedCount: 0,
      refusedCount: 0,
      refusedTotal: 0,
      rtoRate: null,
      orderCount: 0,
    });
  });

  it('answers 404 for an unknown or malformed shop id', async () => {
    const res = await get('0190a000-0000-7000-8000-000000000000', superadmin.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Shop not found');
    expect((await get('nope', superadmin.cookie)).statusCode).toBe(404);
  });

  it('is for the superadmin only, even for the shop own admin', async () => {
    expect((await get(shopId)).statusCode).toBe(401);
    expect((await get(shopId, owner.cookie)).statusCode).toBe(403);
    expect((await get(shopId, shopper.cookie)).statusCode).toBe(403);
  });
});
