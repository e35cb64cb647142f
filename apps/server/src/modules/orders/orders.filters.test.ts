import { orderNumber } from '@bazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, type Account } from '../../../test/support/cart-orders.js';
import { insertShop } from '../../../test/support/fixtures.js';
import { orders } from '../../db/schema.js';

/** Issue 10 #18: search and status/date filters on My Orders and the owner's All Orders. */
describe(`order list filters (${ENGINE})`, () => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shopper: Account;
  let admin: Account;
  let teaShopName: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    const s1 = await shopWithAdmin(t);
    admin = s1.admin;
    const admin2 = await t.account('admin');
    const s2 = await insertShop(t.database.db, admin2.id, { name: 'Chai Point Udupi' });
    teaShopName = s2.name;
    shopper = await t.account('user', { name: 'Ravi Kumar' });
    const rice = await product(t, s1.shop.id, { name: 'Sona Masoori Rice', quantity: 50 });
    const dal = await product(t, s1.shop.id, { name: 'Toor Dal', quantity: 50 });
    const tea = await product(t, s2.id, { name: 'Nilgiri Tea', quantity: 50 });
    const place = async (key: string, productId: string) => {
      expect((await a.add(shopper, productId, 1)).statusCode).toBe(200);
      const res = await a.order(shopper);
      expect(res.statusCode).toBe(201);
      ids[key] = res.json().orders[0]._id;
    };
    await place('rice', rice.id);
    await place('dal', dal.id);
    await place('tea', tea.id);
    expect((await a.cancel(shopper, ids.dal!)).statusCode).toBe(200);
    // Dates: rice on 1 Nov 2025 23:00 IST (17:30 UTC), dal on 2 Nov 2025 00:30 IST (1 Nov 19:00 UTC), tea on 5 Nov.
    const db = t.database.db;
    await db
      .update(orders)
      .set({ createdAt: new Date('2025-11-01T17:30:00Z') })
      .where(eq(orders.id, ids.rice!));
    await db
      .update(orders)
      .set({ createdAt: new Date('2025-11-01T19:00:00Z') })
      .where(eq(orders.id, ids.dal!));
    await db
      .update(orders)
      .set({ createdAt: new Date('2025-11-05T06:00:00Z') })
      .where(eq(orders.id, ids.tea!));
  });
  afterAll(() => t.close());

  const mine = async (qs: string) => {
    const res = await a.call('GET', `/api/orders/mine?${qs}`, shopper);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.map((o: { _id: string }) => o._id) as string[];
  };

  it('without filters the list answers as before (every order, newest first)', async () => {
    expect(await mine('')).toEqual([ids.tea, ids.dal, ids.rice]);
    expect(await mine('page=1&limit=20')).toEqual([ids.tea, ids.dal, ids.rice]);
  });

  it('search finds by product, shop, order number (with or without #, any case)', async () => {
    expect(await mine('search=masoori')).toEqual([ids.rice]);
    expect(await mine('search=UDUPI')).toEqual([ids.tea]);
    const n = orderNumber(ids.dal!);
    expect(await mine(`search=${encodeURIComponent(`#${n}`)}`)).toEqual([ids.dal]);
    expect(await mine(`search=${n.toLowerCase()}`)).toEqual([ids.dal]);
    expect(await mine('search=nothing-like-this')).toEqual([]);
    // % and _ are literal characters, not wildcards.
    expect(await mine('search=%25')).toEqual([]);
  });

  it('status and IST day filters (both days included) combine with search', async () => {
    expect(await mine('status=Cancelled')).toEqual([ids.dal]);
    expect(await mine('from=2025-11-01&to=2025-11-01')).toEqual([ids.rice]);
    expect(await mine('from=2025-11-02')).toEqual([ids.tea, ids.dal]);
    expect(await mine('to=2025-11-02')).toEqual([ids.dal, ids.rice]);
    expect(await mine('from=2025-11-01&to=2025-11-05&status=Pending&search=tea')).toEqual([ids.tea]);
    const page = (await a.call('GET', '/api/orders/mine?status=Pending&limit=1', shopper)).json();
    expect(page).toMatchObject({ total: 2, totalPages: 2, pageSize: 1 });
  });

  it('bad filters are 400 with a message naming the field', async () => {
    for (const [qs, msg] of [
      ['from=2025-13-01', 'from must be a real date'],
      ['to=yesterday', 'to must be a date like 2025-11-23'],
      ['from=2025-11-05&to=2025-11-01', 'from must be on or before to'],
      ['status=Lost', 'status must be All, Pending'],
      [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
    ] as const) {
      const res = await a.call('GET', `/api/orders/mine?${qs}`, shopper);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toContain(msg);
    }
  });

  it('the owner’s All Orders filters the same way, by customer name too, with the tiles over the filter', async () => {
    const page = async (qs: string) => {
      const res = await a.call('GET', `/api/admin/orders/page?${qs}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await page('')).items.map((o: { _id: string }) => o._id)).toEqual([ids.dal, ids.rice]);
    expect((await page('search=ravi')).total).toBe(2);
    expect((await page('search=dal')).items.map((o: { _id: string }) => o._id)).toEqual([ids.dal]);
    // Another shop's order is never found, even by its own product or shop name.
    expect((await page(`search=${encodeURIComponent(teaShopName)}`)).total).toBe(0);
    expect((await page('search=nilgiri')).total).toBe(0);
    const filtered = await page('from=2025-11-02&to=2025-11-02');
    expect(filtered.items.map((o: { _id: string }) => o._id)).toEqual([ids.dal]);
    expect(filtered.summary).toMatchObject({ totalOrders: 1, cancelledOrders: 1, totalIncome: 0 });
    expect((await a.call('GET', '/api/admin/orders/page?to=2025-02-30', admin)).statusCode).toBe(400);
  });
});
