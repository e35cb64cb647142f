import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, orderItems, orders } from '../../src/db/schema.js';
import { checkInvariants } from '../support/invariants.js';
import { ENGINE } from '../support/harness.js';
import { twoInstances } from '../support/two-instances.js';
import { insertProduct, insertShop } from '../support/fixtures.js';
import { rows } from '../../src/db/rows.js';
import { quickShoppers, type Who } from '../support/world.js';

const ADDRESS = 'Asha Rao, 9876543210, 411001, 12 MG Road, near the temple';

/**
 * Two server instances (two apps, two connection pools) on one PostgreSQL database, as behind a load
 * balancer: stock, order status and idempotency must hold across them, not only inside one process.
 */
describe.runIf(ENGINE === 'postgres')('races across two server instances on one PostgreSQL database', () => {
  const pair = twoInstances('bazaar-race-');
  beforeAll(() => pair.open(), 60_000);
  afterAll(() => pair.close());

  const db = () => pair.database.db;
  /** Request i goes to instance i % 2. */
  const on = (i: number) => pair.on(i);
  const add = (i: number, who: Who, itemId: string, quantity: number) =>
    on(i).inject({ method: 'POST', url: '/api/cart/add', headers: { cookie: who.cookie }, payload: { itemId, quantity } });
  const order = (i: number, who: Who, headers: Record<string, string> = {}) =>
    on(i).inject({ method: 'POST', url: '/api/orders', headers: { cookie: who.cookie, ...headers }, payload: { address: ADDRESS, paymentMethod: 'COD' } });
  const stockOf = async (id: string) => (await rows<{ quantity: number }>(db(), sql`select quantity from products where id = ${id}`))[0]!.quantity;
  const shopAndAdmin = async () => {
    const [admin] = await quickShoppers(db(), 1);
    await db().execute(sql`update users set role = 'admin' where id = ${admin!.id}`);
    return { admin: admin!, shop: await insertShop(db(), admin!.id) };
  };

  it('200 concurrent checkouts against a stock of 37 sell exactly 37', async () => {
    const { shop } = await shopAndAdmin();
    const p = await insertProduct(db(), shop.id, { name: 'Diwali Diya Set', quantity: 37 });
    const shoppers = await quickShoppers(db(), 200);
    for (let i = 0; i < shoppers.length; i += 20) {
      const added = await Promise.all(shoppers.slice(i, i + 20).map((s, j) => add(i + j, s, p.id, 1)));
      expect(added.every((r) => r.statusCode === 200)).toBe(true);
    }
    const results = await Promise.all(shoppers.map((s, i) => order(i, s)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(37);
    // Every other shopper is told the stock ran out (409) or, when the machine is too busy to take the order in
    // time, to try again (503 with Retry-After and a message): never a 500, never an order without stock.
    for (const r of results.filter((x) => x.statusCode !== 201 && x.statusCode !== 409)) {
      expect(`${r.statusCode} ${r.json().code}`).toBe('503 UNAVAILABLE');
      expect(r.headers['retry-after']).toBe('1');
    }
    expect(codes.filter((c) => c === 409 || c === 503)).toHaveLength(163);
    // Both instances sold some.
    expect(new Set(results.flatMap((r, i) => (r.statusCode === 201 ? [i % 2] : []))).size).toBe(2);
    expect(await stockOf(p.id)).toBe(0);
    const sold = await db()
      .select({ n: sql<string>`coalesce(sum(${orderItems.quantity}), 0)` })
      .from(orderItems)
      .where(eq(orderItems.productId, p.id));
    expect(Number(sold[0]!.n)).toBe(37);
    expect((await checkInvariants(db(), new Map([[p.id, 37]]))).violations).toEqual([]);
  }, 120_000);

  it('multi-item orders with items in opposite order, split across instances, all complete (no deadlock)', async () => {
    const { shop } = await shopAndAdmin();
    const p1 = await insertProduct(db(), shop.id, { quantity: 500 });
    const p2 = await insertProduct(db(), shop.id, { quantity: 500 });
    const shoppers = await quickShoppers(db(), 40);
    for (const [i, s] of shoppers.entries()) {
      const [a, b] = i % 2 === 0 ? [p1, p2] : [p2, p1];
      await add(i, s, a.id, 2);
      await add(i + 1, s, b.id, 3);
    }
    const started = Date.now();
    const results = await Promise.all(shoppers.map((s, i) => order(i, s)));
    expect(results.map((r) => r.statusCode)).toEqual(shoppers.map(() => 201));
    expect(Date.now() - started).toBeLessThan(20_000);
    for (const id of [p1.id, p2.id]) expect(await stockOf(id)).toBe(500 - 20 * 2 - 20 * 3);
  }, 60_000);

  it("two sessions of the shop's admin on two instances change one order's status at once: exactly one wins", async () => {
    const { admin, shop } = await shopAndAdmin();
    // A second session for the same admin, as from another browser.
    const token = `race${Date.now()}`;
    await db().execute(
      sql`insert into sessions (id_hash, user_id, expires_at) values (encode(sha256(${token}::bytea), 'hex'), ${admin.id}, now() + interval '1 hour')`,
    );
    const adminB = { ...admin, cookie: `bazaar_sid=${token}` };
    const [customer] = await quickShoppers(db(), 1);
    for (let round = 0; round < 6; round++) {
      const p = await insertProduct(db(), shop.id, { quantity: 2 });
      await add(round, customer!, p.id, 2);
      const placed = await order(round, customer!);
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId = placed.json().orders[0]._id as string;
      const setStatus = (i: number, who: Who, status: string) =>
        on(i).inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}/status`, headers: { cookie: who.cookie }, payload: { status } });
      const cancel = (i: number) => on(i).inject({ method: 'PATCH', url: `/api/orders/${orderId}/cancel`, headers: { cookie: customer!.cookie } });
      const pair =
        round % 3 === 0
          ? [setStatus(0, admin, 'Confirmed'), setStatus(1, adminB, 'Confirmed')]
          : round % 3 === 1
            ? [setStatus(0, admin, 'Confirmed'), setStatus(1, adminB, 'Cancelled')]
            : [cancel(0), setStatus(1, adminB, 'Confirmed')];
      const [r1, r2] = await Promise.all(pair);
      expect([r1!.statusCode, r2!.statusCode].sort(), `${r1!.body} ${r2!.body}`).toEqual([200, 409]);
      const status = (await db().select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.s;
      expect(await stockOf(p.id)).toBe(status === 'Cancelled' ? 2 : 0);
    }
  }, 60_000);

  it('a checkout retried with the same Idempotency-Key on both instances creates one order set', async () => {
    const { shop } = await shopAndAdmin();
    const p1 = await insertProduct(db(), shop.id, { quantity: 50 });
    const { shop: shop2 } = await shopAndAdmin();
    const p2 = await insertProduct(db(), shop2.id, { quantity: 50 });
    const [s] = await quickShoppers(db(), 1);
    await add(0, s!, p1.id, 2);
    await add(1, s!, p2.id, 1);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => order(i, s!, { 'idempotency-key': 'retry-across-instances' })));
    expect(results.map((r) => r.statusCode).filter((c) => c === 201)).toHaveLength(1);
    expect(
      results.every((r) => r.statusCode === 200 || r.statusCode === 201),
      results.map((r) => r.body).join('\n'),
    ).toBe(true);
    expect(new Set(results.map((r) => r.json().checkoutId)).size).toBe(1);
    expect(await db().select().from(checkouts).where(eq(checkouts.userId, s!.id))).toHaveLength(1);
    expect(await db().select().from(orders).where(eq(orders.userId, s!.id))).toHaveLength(2);
    expect([await stockOf(p1.id), await stockOf(p2.id)]).toEqual([48, 49]);
  }, 60_000);
});
