import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../src/db/schema.js';
import { ENGINE } from '../support/harness.js';
import { twoInstances } from '../support/two-instances.js';
import { insertProduct, insertShop } from '../support/fixtures.js';
import { quickShoppers } from '../support/world.js';

const ADDRESS = 'Asha Rao, 9876543210, 411001, 12 MG Road, near the temple';

/**
 * Invoice numbers across two server instances (two apps, two connection pools) on one PostgreSQL database:
 * 50 orders of one shop confirmed at once, half on each instance, take 50 distinct consecutive numbers.
 */
describe.runIf(ENGINE === 'postgres')('invoice numbers across two server instances on one PostgreSQL database', () => {
  const pair = twoInstances('bazaar-invoice-race-');
  beforeAll(() => pair.open(), 60_000);
  afterAll(() => pair.close());

  it('50 orders of one shop confirmed concurrently on two instances get 50 distinct, consecutive numbers', async () => {
    const db = pair.database.db;
    const [admin] = await quickShoppers(db, 1);
    await db.execute(sql`update users set role = 'admin' where id = ${admin!.id}`);
    const shop = await insertShop(db, admin!.id, { name: 'Sharma Kirana Stores' });
    const p = await insertProduct(db, shop.id, { quantity: 1000, price: 285, hsnCode: '1101', gstRateBp: 500 });
    const shoppers = await quickShoppers(db, 50);
    const orderIds: string[] = [];
    for (const [i, s] of shoppers.entries()) {
      const on = pair.apps[i % 2]!;
      expect(
        (await on.inject({ method: 'POST', url: '/api/cart/add', headers: { cookie: s.cookie }, payload: { itemId: p.id, quantity: 1 } })).statusCode,
      ).toBe(200);
      const res = await on.inject({ method: 'POST', url: '/api/orders', headers: { cookie: s.cookie }, payload: { address: ADDRESS } });
      expect(res.statusCode, res.body).toBe(201);
      orderIds.push(res.json().orders[0]._id);
    }
    const results = await Promise.all(
      orderIds.map((id, i) =>
        pair.apps[i % 2]!.inject({
          method: 'PATCH',
          url: `/api/admin/orders/${id}/status`,
          headers: { cookie: admin!.cookie },
          payload: { status: 'Confirmed' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(orderIds.map(() => 200));
    const numbers = results.map((r) => r.json().order.invoiceNumber as string);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.map((n) => Number(n.split('/')[2])).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(numbers.every((n) => /^SKS\/\d{4}\/\d{6}$/.test(n))).toBe(true);
    const stored = await db
      .select({ seq: taxDocuments.seq })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.shopId, shop.id), eq(taxDocuments.series, 'invoice')));
    expect(stored.map((r) => r.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  }, 180_000);

  it('two shops of one GSTIN confirming 40 orders at once on two instances share one gap-free series (issue 21 #5)', async () => {
    const db = pair.database.db;
    const admins = await quickShoppers(db, 2);
    for (const a of admins) await db.execute(sql`update users set role = 'admin' where id = ${a.id}`);
    const gstin = '27AAPFU0939F1ZV';
    const shops = [
      await insertShop(db, admins[0]!.id, { name: 'Gupta Sons', gstnumber: gstin }),
      await insertShop(db, admins[1]!.id, { name: 'Gupta Sweets', gstnumber: gstin }),
    ];
    const products = [
      await insertProduct(db, shops[0]!.id, { quantity: 1000, price: 100, hsnCode: '1101', gstRateBp: 500 }),
      await insertProduct(db, shops[1]!.id, { quantity: 1000, price: 100, hsnCode: '1101', gstRateBp: 500 }),
    ];
    const shoppers = await quickShoppers(db, 40);
    const orderIds: string[] = [];
    for (const [i, s] of shoppers.entries()) {
      const on = pair.apps[i % 2]!;
      const add = await on.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { cookie: s.cookie },
        payload: { itemId: products[i % 2]!.id, quantity: 1 },
      });
      expect(add.statusCode).toBe(200);
      const res = await on.inject({ method: 'POST', url: '/api/orders', headers: { cookie: s.cookie }, payload: { address: ADDRESS } });
      expect(res.statusCode, res.body).toBe(201);
      orderIds.push(res.json().orders[0]._id);
    }
    // Shop i % 2's owner confirms on instance (i >> 1) % 2: both shops on both instances at once.
    const results = await Promise.all(
      orderIds.map((id, i) =>
        pair.apps[(i >> 1) % 2]!.inject({
          method: 'PATCH',
          url: `/api/admin/orders/${id}/status`,
          headers: { cookie: admins[i % 2]!.cookie },
          payload: { status: 'Confirmed' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(orderIds.map(() => 200));
    const numbers = results.map((r) => r.json().order.invoiceNumber as string);
    expect(new Set(numbers).size).toBe(40);
    expect(numbers.every((n) => /^GS\/\d{4}\/\d{6}$/.test(n))).toBe(true);
    expect(numbers.map((n) => Number(n.split('/')[2])).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  }, 180_000);
});
