import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, orderItems, orders } from '../../db/schema.js';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import { api, product, shopWithAdmin, stockOf, type Account } from '../../../test/support/cart-orders.js';

/**
 * Races fired at once through inject(). On PostgreSQL they really run in parallel (pool of 20 connections);
 * PGlite serialises them, so there the same requests check that the interleaving of whole requests is right.
 * Either way the stock must be sold exactly once.
 */
function races(engine: string) {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let shop: { id: string };
  let admin: Account;

  beforeAll(async () => {
    t = await createTestApp();
    a = api(t);
    ({ shop, admin } = await shopWithAdmin(t));
  });
  afterAll(() => t.close());

  const shoppers = (n: number) => Promise.all(Array.from({ length: n }, () => t.account('user')));
  const sumOrdered = async (productId: string) =>
    Number(
      (
        await t.database.db
          .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)` })
          .from(orderItems)
          .where(eq(orderItems.productId, productId))
      )[0]!.n,
    );

  it(`sells a stock of 5 to exactly 5 of 40 shoppers ordering at once (${engine})`, async () => {
    const p = await product(t, shop.id, { name: 'Last Diwali Lamps', quantity: 5 });
    const users = await shoppers(40);
    for (const u of users) expect((await a.add(u, p.id, 1)).statusCode).toBe(200);

    const results = await Promise.all(users.map((u) => a.order(u)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(35);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toMatch(/^(Last Diwali Lamps is out of stock|Only \d left of Last Diwali Lamps)$/);

    expect(await stockOf(t, p.id)).toBe(0);
    expect(await sumOrdered(p.id)).toBe(5);
    // Winners' carts are empty; losers keep their line to review.
    const carts = await Promise.all(users.map(async (u, i) => [results[i]!.statusCode, (await a.cart(u)).json().itemCount] as const));
    for (const [code, count] of carts) expect(count).toBe(code === 201 ? 0 : 1);
  });

  it(`runs two multi-item orders with their items in opposite order without deadlock (${engine})`, async () => {
    const p1 = await product(t, shop.id, { quantity: 100 });
    const p2 = await product(t, shop.id, { quantity: 100 });
    const users = await shoppers(10);
    for (const [i, u] of users.entries()) {
      const [first, second] = i % 2 === 0 ? [p1, p2] : [p2, p1];
      await a.add(u, first.id, 2);
      await a.add(u, second.id, 3);
    }
    const started = Date.now();
    const results = await Promise.all(users.map((u) => a.order(u)));
    expect(results.map((r) => r.statusCode)).toEqual(users.map(() => 201));
    // A deadlock would cost PostgreSQL's deadlock_timeout (1 s) per victim before the retry.
    expect(Date.now() - started).toBeLessThan(10_000);
    // Half the shoppers take 2 of p1 and 3 of p2, the other half the reverse.
    expect(await stockOf(t, p1.id)).toBe(100 - 5 * 2 - 5 * 3);
    expect(await stockOf(t, p2.id)).toBe(100 - 5 * 3 - 5 * 2);
  });

  it(`lets exactly one of two concurrent status changes win (${engine})`, async () => {
    const u = await t.account('user');
    for (let round = 0; round < 4; round++) {
      const p = await product(t, shop.id, { quantity: 3 });
      await a.add(u, p.id, 3);
      const orderId = (await a.order(u)).json().orders[0]._id as string;
      // Round 0/1: the admin confirms twice; round 2/3: the customer cancels while the admin confirms.
      const [r1, r2] = await Promise.all(
        round < 2
          ? [a.setStatus(admin, orderId, 'Confirmed'), a.setStatus(admin, orderId, 'Confirmed')]
          : [a.cancel(u, orderId), a.setStatus(admin, orderId, 'Confirmed')],
      );
      expect([r1!.statusCode, r2!.statusCode].sort()).toEqual([200, 409]);
      const status = (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.s;
      if (round < 2) expect(status).toBe('Confirmed');
      else expect(status).toBe(r1!.statusCode === 200 ? 'Cancelled' : 'Confirmed');
      // Stock comes back only when the cancel won, and only once.
      expect(await stockOf(t, p.id)).toBe(status === 'Cancelled' ? 3 : 0);
    }
  });

  it(`creates one checkout when one cart is submitted several times at once (${engine})`, async () => {
    const p = await product(t, shop.id, { quantity: 50 });
    const withKey = await t.account('user');
    await a.add(withKey, p.id, 2);
    const keyed = await Promise.all(Array.from({ length: 5 }, () => a.order(withKey, {}, { 'idempotency-key': 'double-click-1' })));
    expect(keyed.map((r) => r.statusCode).filter((c) => c === 201)).toHaveLength(1);
    expect(keyed.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(keyed.map((r) => r.json().checkoutId)).size).toBe(1);
    expect(await t.database.db.select().from(checkouts).where(eq(checkouts.userId, withKey.id))).toHaveLength(1);

    // Without a key the cart lock still stops a double order: the second finds the cart empty.
    const noKey = await t.account('user');
    await a.add(noKey, p.id, 1);
    const twice = await Promise.all([a.order(noKey), a.order(noKey)]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await stockOf(t, p.id)).toBe(50 - 2 - 1);
  });
}

describe.runIf(ENGINE === 'postgres')('concurrent orders on PostgreSQL', () => races('postgres'));
describe.runIf(ENGINE === 'pglite')('concurrent orders on PGlite (requests serialised)', () => races('pglite'));
